/** <aisle-game-grid>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-game-grid',
  families: ['games', 'profile'],
  budgets: {
    own: { name: 'game grid (own code)', limit: '0.37 kB' },
    // The games rules, calls and store share this chunk with the grid's views (5.21 + 6.17 kB before, 11.38 kB
    // together; the same total): the profile readers they shared with the delivery address left for shared modules.
    // 10.59 → 10.84 kB: the Bonus Path probe kept between views (docs/decisions/games-and-profile.md).
    // 10.67 kB (duplicates): the busy action button and the figures list, written once here, are shared with play & earn's
    // prize details and game-over page (play & earn's own code fell 6.83 → 6.73 kB; the game grid page pays the +0.08 kB).
    chunk: { name: 'game grid views with the games family (rules, calls, store), shared with play & earn', limit: '10.93 kB' },
  },
  example: {
    attributes: { 'play-earn-href': '/play-earn.html' },
    note: 'Play & Earn game cards; a signed-in shopper sees their own games and progress.',
  },
  hostile: { showsText: true },
})
