/** <aisle-order-alert>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-order-alert',
  families: ['cart'],
  budgets: {
    // 1.51 → 1.97 kB (CRT-035..040): the edit-order state (restricted-items line, data attributes) and the lazy
    // load of the edit-order look-up, whose own 1.64 kB chunk downloads only on a page view while an order is edited.
    own: { name: 'order alert (own code)', limit: '1.87 kB' },
  },
  example: {
    attributes: { 'reserve-href': '/erums/store/prebook' },
    note: 'A signed-in shopper with a pending order sees its alert; others see the reserve-time area.',
  },
  hostile: { showsText: false },
})
