/** <aisle-quick-add>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-quick-add',
  families: ['products', 'cart'],
  budgets: {
    own: { name: 'quick-add basket (own code)', limit: '3.02 kB' },
  },
  example: {
    attributes: {},
    note: 'Buy it again: a signed-in shopper picks previously bought items and adds them together.',
  },
  hostile: { showsText: true },
})
