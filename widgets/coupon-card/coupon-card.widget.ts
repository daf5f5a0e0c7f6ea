/** <aisle-coupon-card>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'
import { EXAMPLE_OFFER_ID } from '../../scripts/catalogue/example-ids'

export default declareWidget({
  tag: 'aisle-coupon-card',
  families: ['coupons'],
  budgets: {
    // 0.40 → 0.43 kB: the entry names two chunks more (the whole store's list beside the offer cards' store).
    own: { name: 'coupon card (own code)', limit: '0.45 kB' },
    // 5.6 kB since the error and box-top modals load on first need.
    // 4.60 → 5.94 kB (docs/decisions/builds-and-bytes.md "Bytes on first paint"): the card rules (card.ts, progress.ts) moved here
    // from the coupons chunk when the CMS card's rules left it; the pages that load one load the other (partner page −0.35 kB).
    // 5.94 → 6.35 kB (docs/decisions/coupons.md "Coupon store by concern"): the one offer selector and its hook, which every offer
    // card uses, live here (the offer carousel's own code fell 4.61 → 4.32 kB with its copy gone); every page with a coupon widget fell.
    chunk: { name: 'coupon card views, shared by the deals grid and the offer carousel', limit: '6.41 kB' },
  },
  example: {
    attributes: { 'offer-id': EXAMPLE_OFFER_ID },
    note: 'One Just for U coupon. A guest pressing Clip Coupon is sent to sign in first.',
  },
  hostile: { ids: { 'offer-id': 'plain-coupon' }, showsText: true },
})
