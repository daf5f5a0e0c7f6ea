/** <aisle-coupon-modals>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-coupon-modals',
  // The coupon prompts (progressive profile, passcode sign-in) read and write the shopper's profile.
  families: ['coupons', 'profile'],
  budgets: {
    // Loaded on first need (a clip, a sign-in request): the progressive-profile and passcode modals, made by the
    // runtime's prompts factory
    own: { name: 'coupon modals (own code, loaded on first need)', limit: '2.5 kB' },
  },
  example: {
    attributes: {},
    note: "Renders nothing until the coupon flow asks for the shopper's profile or a passcode sign-in; put it once on every coupon page.",
  },
  hostile: { showsText: false },
})
