/** <aisle-session-timeout>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-session-timeout',
  families: [],
  budgets: {
    own: { name: 'session timeout (own code, loaded when a session times out)', limit: '1.20 kB' },
  },
  example: {
    attributes: {},
    note: 'Renders nothing until the session cannot be refreshed, then offers to sign in again; put it once on every page.',
  },
  hostile: { showsText: false },
})
