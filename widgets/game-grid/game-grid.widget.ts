/** <aisle-game-grid>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-game-grid',
  families: ['games', 'profile'],
  budgets: {
    // The element and its hydrate step: a personally prerendered grid's data, read again by the games normalisers and
    // put into the games store before the first render (0.36 kB; a grid that waited for a chunk would paint late)
    own: { name: 'game grid (own code)', limit: '0.78 kB' },
    // The games family (rules, calls, store) with the grid's views, shared with play & earn: the busy action button
    // and the figures list are written once here; the Bonus Path probe is kept between views
    chunk: { name: 'game grid views with the games family (rules, calls, store), shared with play & earn', limit: '11.03 kB' },
  },
  example: {
    attributes: { 'play-earn-href': '/play-earn.html' },
    note: 'Play & Earn game cards; a signed-in shopper sees their own games and progress.',
  },
  hostile: { showsText: true },
  prerender: "a signed-in shopper's ready grid of their games with their session's page (seeding the games store); else left to the client",
})
