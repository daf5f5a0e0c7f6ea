/** <aisle-banner-brand>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-banner-brand',
  families: [],
  budgets: {
    own: { name: 'banner brand (own code)', limit: '0.82 kB' },
  },
  example: {
    attributes: { href: '/', 'show-name': 'true' },
    note: "The banner of this host's name: open the catalogue on another banner host (see the theming page) to see another.",
  },
  hostile: { showsText: false },
  prerender: "its first paint reads the page's configuration only",
})
