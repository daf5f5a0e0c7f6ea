/** <aisle-product-card>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'
import { EXAMPLE_PRODUCT_ID } from '../../scripts/catalogue/example-ids'

export default declareWidget({
  tag: 'aisle-product-card',
  families: ['products', 'cart'],
  budgets: {
    // 6.4 → 7.3 kB: the card checks the reserved slot (pre-order, prep time, hours), names units and
    // the aisle, and reads the shopper's subscriptions (their store and record reader are the card's alone): 7.25 kB.
    // 7.3 → 7.67 kB (docs/decisions/builds-and-bytes.md "Mini-cart page: the queue's sending half on first change"): the
    // schedule-and-save texts (0.37 kB) left the page runtime chunk for the one widget that shows them.
    // +4 B (duplicates): the card's optional texts render through one TextPart.
    own: { name: 'product card (own code)', limit: '7.85 kB' },
  },
  example: {
    attributes: { 'product-id': EXAMPLE_PRODUCT_ID, channel: 'delivery' },
    note: 'Price, availability for delivery and an add-to-cart button for one product.',
  },
  hostile: { ids: { 'product-id': 'active-product' }, showsText: true },
})
