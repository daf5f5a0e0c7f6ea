/**
 * Every user-visible text of the Play & Earn area (000 §1, §2, §9), verbatim, one constant each. Where
 * the seed does not place a text, the comment names the team's placement (gap B1, docs/decisions/games-and-profile.md).
 */

/** The games section label next to the page title (SHL-007, SHL-011). */
export const PLAY_AND_EARN = 'Play & Earn'
/** Page title suffix: '<banner> for U' (SHL-007). */
export const FOR_U_SUFFIX = ' for U'
/** The shell's back link on detail pages (SHL-008). */
export const BACK = 'Back'

/** Summary headlines (GAM-034, GAM-035), on the game-over page (GAM-036). */
export const SUMMARY_HEADLINE_ANONYMOUS = 'This adventure may have ended but be on the lookout for new chances to win.'
export const SUMMARY_HEADLINE_SIGNED_IN = "Thanks for playing! Here's how you did"
/** The summary's survey link text (GAM-037: link shown, text and URL not shown; team design). */
export const SURVEY_LINK_TEXT = 'Tell us what you think'

/** Call to action of an In Progress game with a game URL (GAM-038). */
export const PLAY_NOW = 'Play now!'
/** Heading of a game's prize list (GAM-039). */
export const AVAILABLE_PRIZES = 'Available Prizes'
/** Empty state of a prize or activity list (GAM-040). */
export const NOTHING_HERE_YET = 'Nothing here yet'
/** Prompt under an empty activity list of a game in progress (GAM-041, team placement). */
export const SHOP_TO_EARN = 'Shop to earn!'
/** Shown instead of 'Play now!' when the game cannot be played (GAM-042). */
export const GAME_NOT_AVAILABLE = 'The game is not available at this time'
/** Heading of the sweepstakes win notice (GAM-043). */
export const CONGRATULATIONS = 'Congratulations!'
/** Dismisses the win notice for good, acknowledging the win (GAM-044, GAM-025). */
export const GOT_IT_DONT_SHOW_AGAIN = "Got it, don't show again"
/** Call to action of a Not Started game: opts in (GAM-045, GAM-002). */
export const START_PLAYING = 'Start Playing'
/** Dismisses the how-it-works panel (GAM-046, GAM-050). */
export const GOT_IT = 'Got it'
/** The grid when no game and no bonus path are shown (GAM-047). */
export const NO_GAMES_OR_BONUS_PATH = 'No Games or Bonus Path at this time. Check back later.'
/** Section descriptions (GAM-048, GAM-049). */
export const GAMES_DESCRIPTION = 'Games: Discover fun ways to earn prizes and discounts.'
export const BONUS_PATH_DESCRIPTION = 'Bonus Path: Complete offers to unlock bonus savings.'

/** Beside a prize the shopper has redeemed, a COMPLETED transaction (GAM-016; team wording, the seed shows none). */
export const PRIZE_REDEEMED = 'Redeemed'

/** Guidance note under activity history (000 §9). */
export const ACTIVITY_PROCESSING_NOTE = 'New activity may take up to 48 hours to process.'
