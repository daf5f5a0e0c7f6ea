/** <aisle-product-carousel>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'
import { EXAMPLE_PRODUCT_ID, EXAMPLE_STORE_ID } from '../../scripts/catalogue/example-ids'

export default declareWidget({
  tag: 'aisle-product-carousel',
  families: ['products', 'cart'],
  budgets: {
    // The carousel and its tiles; the hydrate step that seeds the store from prerendered records, the ad onload /
    // relevance / impressions sent once
    own: { name: 'product carousel (own code)', limit: '4.41 kB' },
  },
  example: {
    attributes: { source: 'cross-sell', bpn: EXAMPLE_PRODUCT_ID, 'store-id': EXAMPLE_STORE_ID, heading: 'Goes well with eggs' },
    note: 'Products bought together with the eggs, from store 1100 when the shopper has not chosen a store.',
  },
  hostile: { showsText: true },
  prerender: 'its first paint is the carousel a guest with an empty cart reads',
})
