/** <aisle-play-earn>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-play-earn',
  families: ['games', 'profile'],
  budgets: {
    // The games area's router (the address bar deferred until the content arrives, SHL-027), its pages, 'Redeemed'
    // prizes (GAM-016) and the game-over winner read (API-012)
    own: { name: 'play & earn (own code)', limit: '6.88 kB' },
  },
  example: {
    attributes: {},
    note: 'The whole games area for a signed-in shopper; a guest is sent to sign in first (here, inside the frame). Its inner pages live in the address bar hash (#/games/…), so give it a page of its own.',
    isolated: 'it guards its route (a guest is sent to sign in) and owns the address bar hash',
  },
  hostile: { showsText: true },
})
