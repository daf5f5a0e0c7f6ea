/** <aisle-mini-cart>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-mini-cart',
  families: ['cart'],
  budgets: {
    // The badge and its link; useHydrating and the prerendered count (a prerendered mini cart is first its markup,
    // docs/decisions/hosting.md 'Prerender: which tags')
    own: { name: 'mini cart (own code)', limit: '1.91 kB' },
  },
  example: {
    attributes: { href: '/products.html' },
    note: 'The cart icon with the number of items; it follows every add to cart on the page.',
  },
  hostile: { showsText: false },
  prerender: "a signed-in shopper's count with their session's page (seeding the cart store); else its loading state, every shopper's",
})
