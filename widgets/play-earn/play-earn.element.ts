import { defineAisleElement } from '../../core/elements/define'
import { bootWidgets } from '../shared/boot'
import gridCss from '../game-grid/game-grid.css?inline'
import { withModalCss } from '../modal/modal-css'
import { PLAY_EARN_TAG, PlayEarn } from './PlayEarn.connected'
import css from './play-earn.css?inline'

/**
 * The whole Play & Earn area on one CMS page: the game grid, a game's details (opt in, how it works,
 * prizes, activity), a prize's details (redeem), the game-over summary and the sweepstakes win notice,
 * inside the shell ('<banner> for U', Back or the breadcrumb, the left navigation). The inner route
 * lives in the page URL's hash ('#/games/game-details/SUMMERSTARS'), so links, reloads and the
 * browser's Back work on any page path. Guests are sent to sign-in.
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
 * @cssproperty --aisle-play-earn-nav-width - Width of the left navigation column. Default 220px.
 * @cssproperty --aisle-game-grid-accent - Buttons and links. Default: the banner colour.
 */
export const AislePlayEarn = defineAisleElement(PLAY_EARN_TAG, PlayEarn, { attributes: [], css: withModalCss(`${gridCss}\n${css}`), boot: bootWidgets })

declare global {
  interface HTMLElementTagNameMap {
    'aisle-play-earn': HTMLElement
  }
}
