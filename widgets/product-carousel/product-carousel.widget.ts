/** <aisle-product-carousel>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'
import { EXAMPLE_PRODUCT_ID, EXAMPLE_STORE_ID } from '../../scripts/catalogue/example-ids'

export default declareWidget({
  tag: 'aisle-product-carousel',
  families: ['products', 'cart'],
  budgets: {
    // +4 B (3.94 → 3.95 kB): the shared CSS partials' @layer wrappers (styles/parts/, docs/decisions/foundation.md "Written once").
    // 4.25 kB (prerendered carousels): the hydrate step that seeds the store from the prerendered records, the first
    // render from a seeded result, and the ad onload / relevance / impressions sent once when the reload shows the same tiles.
    own: { name: 'product carousel (own code)', limit: '4.28 kB' },
  },
  example: {
    attributes: { source: 'cross-sell', bpn: EXAMPLE_PRODUCT_ID, 'store-id': EXAMPLE_STORE_ID, heading: 'Goes well with eggs' },
    note: 'Products bought together with the eggs, from store 1100 when the shopper has not chosen a store.',
  },
  hostile: { showsText: true },
})
