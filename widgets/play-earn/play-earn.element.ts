import { defineAisleElement } from '../../core/elements/define'
import { bootWidgets } from '../shared/boot'
import '../session-timeout/provide'
import gridCss from '../game-grid/game-grid.css?inline'
import { withModalCss } from '../ui/modal-css'
import { PLAY_EARN_TAG, PlayEarn } from './PlayEarn.connected'
import css from './play-earn.css?inline'

/**
 * The whole Play & Earn area on one CMS page: the game grid, a game's details (opt in, how it works,
 * prizes, activity), a prize's details (redeem), the game-over summary and the sweepstakes win notice,
 * inside the shell ('<banner> for U', Back or the breadcrumb, the left navigation). The inner route
 * lives in the page URL's hash ('#/games/game-details/SUMMERSTARS'), so links, reloads and the
 * browser's Back work on any page path. Guests are sent to sign-in, except on a game-over page, where a guest or
 * anonymous shopper reads the anonymous headline and a sign-in button.
 *
 * @summary The Play & Earn games area with its own in-page routes.
 * @csspart root - The shell; carries data-layout="back|breadcrumb" and data-focus-outline="on|off".
 * @csspart header - Title, Back link or breadcrumb, and the 'Play & Earn' label.
 * @csspart back - The 'Back' link (or button, when it goes to the previous page).
 * @csspart breadcrumb - The breadcrumb to the 'for U' home.
 * @csspart title - '<banner> for U'.
 * @csspart section - 'Play & Earn'.
 * @csspart left-nav - The left navigation (a dropdown at 990px or less; data-dropdown).
 * @csspart left-nav-toggle - The dropdown's button.
 * @csspart left-nav-link - A menu link.
 * @csspart page - The current page.
 * @csspart card - A game card (see <aisle-game-grid> for its parts).
 * @csspart win-acknowledge - "Got it, don't show again" in the win notice.
 * @csspart list - The list of game cards.
 * @csspart name - A game's name, a link to its details.
 * @csspart status - A game's status label, or the game-over status.
 * @csspart points - The points in a game's token labels.
 * @csspart figures - Prizes won, sweepstakes entries, gameplays used.
 * @csspart action - A game's call to action.
 * @csspart unavailable - 'The game is not available at this time'.
 * @csspart message - A failure text (opt-in refused, programs not readable).
 * @csspart empty - An empty grid, prize list or activity list.
 * @csspart loading - The loading line.
 * @csspart error - The error line when the games cannot be read.
 * @csspart sign-in - The sign-in prompt a guest sees (the 'Sign in to play' button on a guest's game-over page).
 * @csspart min-age - A game's minimum age, and beside 'Start Playing' that the press confirms it.
 * @csspart description - A game's description.
 * @csspart bonus-path - The bonus-path description (also part description).
 * @csspart opt-in - The 'Start Playing' button (also part action).
 * @csspart play - The 'Play now!' link (also part action).
 * @csspart game-over - The 'Game Over' link (also part action).
 * @csspart game-details - A game's details page.
 * @csspart how-it-works - The How it works panel.
 * @csspart prizes - The prizes panel.
 * @csspart prize-list - The list of prizes.
 * @csspart activity - The activity panel.
 * @csspart activity-list - The list of activity entries.
 * @csspart headline - The game-over headline.
 * @csspart game-name - The game-over page's game name.
 * @csspart survey - The game-over survey link.
 * @csspart prize-details - A prize's details page.
 * @csspart prize-points - A prize's points needed.
 * @csspart prize-redeemed - 'Redeemed' beside a prize the shopper has redeemed, in a game's prize list.
 * @csspart redeem - A prize's Redeem button.
 * @csspart why - Why a prize cannot be redeemed.
 * @csspart redeem-result - The redeem outcome.
 * @csspart left-nav-title - The left navigation's title.
 * @csspart modal-panel - A modal's panel inside the dialog.
 * @csspart modal-title - A modal's heading.
 * @csspart modal-description - A modal's description.
 * @csspart modal-actions - A modal's button row.
 * @csspart modal - The sweepstakes win notice.
 * @csspart modal-close - A modal's × button.
 */
export const AislePlayEarn = defineAisleElement(PLAY_EARN_TAG, PlayEarn, { css: withModalCss(`${gridCss}\n${css}`), boot: bootWidgets })
