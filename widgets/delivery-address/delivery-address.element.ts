import { defineAisleElement } from '../../core/elements/define'
import { bootWidgets } from '../shared/boot'
import '../session-timeout/provide'
import { DELIVERY_ADDRESS_TAG, DeliveryAddress } from './DeliveryAddress.connected'
import css from './delivery-address.css?inline'

/**
 * The signed-in shopper's delivery addresses from the profile (000 §3), and a form to add or change one. The
 * ZIP code is checked by the zip-to-city lookup once typing pauses (600 ms) and fills in city and state; a zip
 * is accepted only when the lookup finds both (PRF-008). Saving goes through POST customers/{customerId}/profile,
 * and a refusal shows the delivery address error table (PRF-014, ERR-012..016). A guest sees a sign-in prompt.
 *
 * @summary The shopper's delivery addresses and a form to add or change one, with ZIP code lookup.
 * @fires aisle-address-saved - After an address was saved; detail {addressId}.
 * @csspart root - The widget; data-state="loading|signed-out|ready|error".
 * @csspart heading - The 'Delivery address' heading.
 * @csspart loading - The line shown while the profile loads.
 * @csspart load-error - The message of a failed profile read.
 * @csspart signed-out - The guest's sign-in prompt.
 * @csspart notices - The household profile's notices, when there are any.
 * @csspart list-heading - The 'Your delivery addresses' heading.
 * @csspart no-addresses - The line shown when the profile has no address.
 * @csspart addresses - The list of saved addresses.
 * @csspart address - One saved address (data-address-id).
 * @csspart edit - An address's Edit button.
 * @csspart add-new - The 'Add a new address' button, while an address is being changed.
 * @csspart form - The address form.
 * @csspart form-heading - The form's heading ('Add a delivery address' or 'Edit delivery address').
 * @csspart field - One field with its label, hint and error (data-field names it).
 * @csspart input - A text field other than the ZIP code.
 * @csspart zip - The ZIP code field.
 * @csspart zip-status - The lookup's progress and the city and state it found.
 * @csspart zip-error - The ZIP code's error message.
 * @csspart state - The state list.
 * @csspart field-error - A field's error message.
 * @csspart save - The Save address button.
 * @csspart saved - The line confirming a save.
 * @csspart save-error - A refused save's message.
 * @csspart sign-in - The Sign in button shown to a guest.
 */
export const AisleDeliveryAddress = defineAisleElement(DELIVERY_ADDRESS_TAG, DeliveryAddress, { css, boot: bootWidgets })
