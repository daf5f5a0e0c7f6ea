/** <aisle-order-alert>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-order-alert',
  families: ['cart'],
  budgets: {
    // The alert and the edit-order state (CRT-035..040); the edit-order look-up is a chunk of its own, downloaded
    // only while an order is edited
    own: { name: 'order alert (own code)', limit: '1.92 kB' },
  },
  example: {
    attributes: { 'reserve-href': '/erums/store/prebook' },
    note: 'A signed-in shopper with a pending order sees its alert; others see the reserve-time area.',
  },
  hostile: { showsText: false },
  prerender: "a signed-in shopper's page only: the row their order cookies make, no read (a public page leaves it to the client)",
})
