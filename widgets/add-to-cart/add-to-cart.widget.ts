/** <aisle-add-to-cart>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'
import { EXAMPLE_PRODUCT_ID, EXAMPLE_PRODUCT_NAME } from '../../scripts/catalogue/example-ids'

export default declareWidget({
  tag: 'aisle-add-to-cart',
  families: ['cart'],
  budgets: {
    // Its button, stepper and press flow; a press reads the product (its unit: weight or quantity) through the page's
    // product store
    own: { name: 'add to cart (own code)', limit: '1.54 kB' },
  },
  example: {
    attributes: { 'item-id': EXAMPLE_PRODUCT_ID, qty: '2', 'product-name': EXAMPLE_PRODUCT_NAME },
    note: 'Adds two boxes of eggs to the cart; the mini cart in the page header follows.',
  },
  hostile: { ids: { 'item-id': 'active-product' }, showsText: true },
})
