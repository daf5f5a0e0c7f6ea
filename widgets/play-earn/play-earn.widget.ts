/** <aisle-play-earn>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-play-earn',
  families: ['games', 'profile'],
  budgets: {
    // 6.59 kB before the router deferred the address bar until the page's content arrives (SHL-027): 6.76 kB; 6.83 kB with
    // 'Redeemed' on a game's prizes (GAM-016) and the game-over page's winner read (API-012).
    own: { name: 'play & earn (own code)', limit: '6.73 kB' },
  },
  example: {
    attributes: {},
    note: 'The whole games area for a signed-in shopper; a guest is sent to sign in first (here, inside the frame). Its inner pages live in the address bar hash (#/games/…), so give it a page of its own.',
    isolated: 'it guards its route (a guest is sent to sign in) and owns the address bar hash',
  },
  hostile: { showsText: true },
})
