/** <aisle-delivery-address>: its registration, read by the tools (core/elements/widget.ts); no shipped module imports it. */
import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-delivery-address',
  families: ['profile'],
  budgets: {
    // The form, its store, the 50-state table and the address rules; the profile calls are the shared profile chunk's
    own: { name: 'delivery address (own code: form, store, state list and address rules)', limit: '5.09 kB' },
  },
  example: {
    attributes: {},
    note: 'A signed-in shopper sees the delivery addresses of the profile and a form to add or change one: type a ZIP code (e.g. 80302) and city and state fill in once typing pauses. A guest sees a sign-in prompt.',
  },
  hostile: { showsText: true },
})
