/** <aisle-deals-grid>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-deals-grid',
  families: ['coupons'],
  budgets: {
    // The grid, its sort and category controls and Load More; the prepared sort orders and their idle-time
    // scheduling; the entry names the split coupon store's chunks
    own: { name: 'deals grid (own code)', limit: '5.14 kB' },
  },
  example: {
    attributes: { columns: '3', sort: 'featured' },
    note: 'The whole Just for U gallery, 30 cards at a time, with sort and category filter.',
  },
  hostile: { showsText: true },
})
