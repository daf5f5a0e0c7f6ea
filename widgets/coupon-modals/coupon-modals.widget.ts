/** <aisle-coupon-modals>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-coupon-modals',
  // The coupon prompts (progressive profile, passcode sign-in) read and write the shopper's profile.
  families: ['coupons', 'profile'],
  budgets: {
    // Loaded on first need (a clip, a sign-in request): the element and its connected component are its own, no shared chunk's.
    // 2.38 kB before the progressive profile's 600 ms input debounce (SHL-045): 2.42 kB; 2.42 kB again once the dialog opened
    // and closed in the render that shows it (both builds).
    // 2.49 kB: the prompts are made by the runtime's factory (core/runtime/coupons-cards.ts), handed the list's.
    own: { name: 'coupon modals (own code, loaded on first need)', limit: '2.5 kB' },
  },
  example: {
    attributes: {},
    note: "Renders nothing until the coupon flow asks for the shopper's profile or a passcode sign-in; put it once on every coupon page.",
  },
  hostile: { showsText: false },
})
