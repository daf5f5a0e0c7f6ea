/** <aisle-offer-carousel>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-offer-carousel',
  families: ['coupons'],
  budgets: {
    // The carousel, its header and paging; offers looked up in the local coupon store (CPN-090), clips of offers read
    // by UPC; its card is the coupon card views'
    own: { name: 'offer carousel (own code)', limit: '4.39 kB' },
  },
  example: {
    attributes: { source: 'j4uGallery', limit: '8', heading: 'Offers for you' },
    note: 'Eight offers from the Just for U gallery, with previous / next buttons and keyboard support.',
  },
  hostile: { showsText: true },
})
