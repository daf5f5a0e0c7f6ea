import { defineAisleElement } from '../../core/elements/define'
import { bootWidgets } from '../shared/boot'
import '../session-timeout/provide'
import { GAME_GRID_ATTRIBUTES, GAME_GRID_TAG, GameGrid } from './GameGrid.connected'
import css from './game-grid.css?inline'
import { bootRuntime } from '../../core/runtime'
import { seedPrerenderedGames } from '../../core/runtime/games/prerendered'

/**
 * The games at the shopper's store, usable on any page: each game's status, points in its token labels,
 * prizes won, sweepstakes entries and gameplays used, with 'Start Playing' (opt in), 'Play now!' or
 * 'The game is not available at this time'. A guest sees a sign-in prompt.
 *
 * @summary Play & Earn game cards for the signed-in shopper.
 * @attr play-earn-href - Address of the page hosting <aisle-play-earn>; game links open there. Default: this page.
 * @csspart root - The section; carries data-state="loading|ready|error|signed-out".
 * @csspart list - The list of game cards.
 * @csspart card - One game; carries data-status="0|1|2" (Not Started, In Progress, Game Over).
 * @csspart name - The game's name, a link to its details.
 * @csspart status - The status label.
 * @csspart points - The points in the game's token labels.
 * @csspart figures - Prizes won, sweepstakes entries, gameplays used.
 * @csspart action - The call to action ('Start Playing', 'Play now!', 'Game Over').
 * @csspart unavailable - 'The game is not available at this time'.
 * @csspart message - A failure text (opt-in refused, programs not readable).
 * @csspart empty - 'No Games or Bonus Path at this time. Check back later.'
 * @csspart loading - The loading line.
 * @csspart error - The error line when the games cannot be read.
 * @csspart sign-in - The sign-in prompt a guest sees.
 * @csspart min-age - A game's minimum age, and beside 'Start Playing' that the press confirms it.
 * @csspart description - A game's description.
 * @csspart bonus-path - The bonus-path description (also part description).
 * @csspart opt-in - The 'Start Playing' button (also part action).
 * @csspart play - The 'Play now!' link (also part action).
 * @csspart game-over - The 'Game Over' link (also part action).
 */
export const AisleGameGrid = defineAisleElement(GAME_GRID_TAG, GameGrid, {
  attributes: GAME_GRID_ATTRIBUTES,
  css,
  boot: bootWidgets,
  // A personally prerendered grid (game-grid.prerender.tsx) carries the games read made for the shopper: the store starts with it.
  hydrate: (data) => seedPrerenderedGames(bootRuntime(), data),
})
