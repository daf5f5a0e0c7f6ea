/** <aisle-offer-carousel>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-offer-carousel',
  families: ['coupons'],
  budgets: {
    // 4.61 kB: the carousel looks offers up in the local coupon store (CPN-090) and clips offers read by UPC.
    // 4.32 kB: its card takes the one offer selector of the coupon card views.
    // +9 B: the shared CSS partials' @layer wrappers (styles/parts/) with the coupon branch's carousel.
    // +30 B (duplicates): the header (heading, call to action, paging buttons) is a component of its own in the view.
    own: { name: 'offer carousel (own code)', limit: '4.39 kB' },
  },
  example: {
    attributes: { source: 'j4uGallery', limit: '8', heading: 'Offers for you' },
    note: 'Eight offers from the Just for U gallery, with previous / next buttons and keyboard support.',
  },
  hostile: { showsText: true },
})
