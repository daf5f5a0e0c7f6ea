/** <aisle-product-card>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'
import { EXAMPLE_PRODUCT_ID } from '../../scripts/catalogue/example-ids'

export default declareWidget({
  tag: 'aisle-product-card',
  families: ['products', 'cart'],
  budgets: {
    // The card: the reserved slot (pre-order, prep time, hours), units and aisle, the shopper's subscriptions and the
    // schedule-and-save texts only this card shows
    own: { name: 'product card (own code)', limit: '7.85 kB' },
  },
  example: {
    attributes: { 'product-id': EXAMPLE_PRODUCT_ID, channel: 'delivery' },
    note: 'Price, availability for delivery and an add-to-cart button for one product.',
  },
  hostile: { ids: { 'product-id': 'active-product' }, showsText: true },
  prerender: 'its first paint is the product a guest reads',
})
