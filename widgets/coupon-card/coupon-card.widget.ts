/** <aisle-coupon-card>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'
import { EXAMPLE_OFFER_ID } from '../../scripts/catalogue/example-ids'

export default declareWidget({
  tag: 'aisle-coupon-card',
  families: ['coupons'],
  budgets: {
    // The element only: the card views and the coupon store's chunks it names load with it
    own: { name: 'coupon card (own code)', limit: '0.48 kB' },
    // The card views every offer card uses (deals grid, offer carousel): the card rules, the one offer selector and
    // its hook; the error and box-top modals load on first need
    chunk: { name: 'coupon card views, shared by the deals grid and the offer carousel', limit: '6.41 kB' },
  },
  example: {
    attributes: { 'offer-id': EXAMPLE_OFFER_ID },
    note: 'One Just for U coupon. A guest pressing Clip Coupon is sent to sign in first.',
  },
  hostile: { ids: { 'offer-id': 'plain-coupon' }, showsText: true },
})
