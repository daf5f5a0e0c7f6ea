/** <aisle-deals-grid>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-deals-grid',
  families: ['coupons'],
  budgets: {
    // 5.12 kB since the product sort table (core/rules/products/sort.ts) left the page runtime chunk, which no longer imports
    // the products barrel: only the grid uses it now.
    // 5.33 kB since each entry also names the chunks its chunks import (vite.config.ts flatImports: one round trip fewer).
    // 4.90 kB with the grid's prepared sort orders and their idle-time scheduling.
    // 4.96 kB: the entry names the split store's chunks (the coupons page fell 134.5 → 132.1 kB).
    own: { name: 'deals grid (own code)', limit: '4.97 kB' },
  },
  example: {
    attributes: { columns: '3', sort: 'featured' },
    note: 'The whole Just for U gallery, 30 cards at a time, with sort and category filter.',
  },
  hostile: { showsText: true },
})
