/**
 * What the game details, prize list, activity and game-over pages show (000 §2, §9): empty states, the
 * how-it-works panel and the summary. Placements the seed leaves open are the team's (gap B1, B23).
 */
import { isAuthorisedForGames } from '../session'
import type { GamesFlags } from './flags'
import type { PointFigures } from './points'
import type { Program } from './program'
import { GAME_STATUS } from './status'
import {
  AVAILABLE_PRIZES,
  GOT_IT,
  NOTHING_HERE_YET,
  SHOP_TO_EARN,
  SUMMARY_HEADLINE_ANONYMOUS,
  SUMMARY_HEADLINE_SIGNED_IN,
  SURVEY_LINK_TEXT,
} from './texts'

export type ListKind = 'prizes' | 'activity'

export interface EmptyState {
  text: typeof NOTHING_HERE_YET
  prompt: typeof SHOP_TO_EARN | undefined
}

/**
 * The empty state of a list (GAM-040, GAM-041): 'Nothing here yet'; an empty activity list of a game in
 * progress adds 'Shop to earn!' (points come from shopping). Undefined when the list has entries.
 */
export function emptyState(kind: ListKind, itemCount: number, program?: Pick<Program, 'gameStatus'>): EmptyState | undefined {
  if (itemCount > 0) return undefined
  const prompt = kind === 'activity' && program?.gameStatus === GAME_STATUS.IN_PROGRESS ? SHOP_TO_EARN : undefined
  return { text: NOTHING_HERE_YET, prompt }
}

/** A game's prize list (GAM-039, GAM-040, GAM-055): headed 'Available Prizes', with the empty state when it has none. */
export function prizeList<P>(prizes: readonly P[]): {
  heading: typeof AVAILABLE_PRIZES
  prizes: readonly P[]
  empty: EmptyState | undefined
} {
  return { heading: AVAILABLE_PRIZES, prizes, empty: emptyState('prizes', prizes.length) }
}

/**
 * The how-it-works panel on a game's details page (GAM-046, GAM-050): the program's howItWorks content
 * with 'Got it', while the flag is on and the shopper has not dismissed it: dismissing sends POST
 * update/howitworks, after which the server marks the program howItWorksAcknowledged; the store also
 * remembers the code, so the panel stays hidden at once and if the call failed (gap A14).
 */
export function howItWorksPanel(
  program: Pick<Program, 'code' | 'howItWorks' | 'howItWorksAcknowledged'>,
  dismissedCodes: ReadonlySet<string>,
  flags: Pick<GamesFlags, 'howItWorksEnabled'>,
): { content: string; dismissLabel: typeof GOT_IT } | undefined {
  if (!flags.howItWorksEnabled || !program.howItWorks || program.howItWorksAcknowledged || dismissedCodes.has(program.code))
    return undefined
  return { content: program.howItWorks, dismissLabel: GOT_IT }
}

export interface GameOverSummary {
  headline: typeof SUMMARY_HEADLINE_ANONYMOUS | typeof SUMMARY_HEADLINE_SIGNED_IN
  /** The final figures (postgamedetails, gap A13), for a signed-in shopper only. */
  figures: PointFigures | undefined
  survey: { text: typeof SURVEY_LINK_TEXT; href: string } | undefined
}

/**
 * The game-over page's summary (GAM-034..037, gap B23): the signed-in headline and figures for a user
 * authorised for games, else the anonymous headline; the survey link when the flags give a URL.
 */
export function gameOverSummary(input: {
  userType: string | null | undefined
  figures?: PointFigures | undefined
  flags: Pick<GamesFlags, 'surveyUrl'>
}): GameOverSummary {
  const signedIn = isAuthorisedForGames(input.userType)
  return {
    headline: signedIn ? SUMMARY_HEADLINE_SIGNED_IN : SUMMARY_HEADLINE_ANONYMOUS,
    figures: signedIn ? input.figures : undefined,
    survey: input.flags.surveyUrl ? { text: SURVEY_LINK_TEXT, href: input.flags.surveyUrl } : undefined,
  }
}
