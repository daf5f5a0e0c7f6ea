/** <aisle-mini-cart>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-mini-cart',
  families: ['cart'],
  budgets: {
    // Prerendered mini cart (docs/decisions/hosting.md 'Prerender: the product carousel and the mini cart'): +0.11 kB for
    // useHydrating (the first render of a prerendered mini cart is its loading state) and the view's count left out while loading.
    own: { name: 'mini cart (own code)', limit: '1.60 kB' },
  },
  example: {
    attributes: { href: '/products.html' },
    note: 'The cart icon with the number of items; it follows every add to cart on the page.',
  },
  hostile: { showsText: false },
})
