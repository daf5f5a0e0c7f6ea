import { defineAisleElement } from '../../core/elements/define'
import { bootWidgets } from '../shared/boot'
import '../session-timeout/provide'
import { OrderAlert } from './OrderAlert.connected'
import { ORDER_ALERT_ATTRIBUTES, ORDER_ALERT_TAG } from './order-alert.props'
import css from './order-alert.css?inline'

/**
 * The header's order row. With a pending order (both the order number and order store id cookies) it is an
 * alert with a Review order link to the edit-order app (/cart/{storeId}/{orderNumber}); while the shopper
 * edits that order (the slot cookie too) it names the order and loads it into the session on each page view:
 * the order's delivery type is looked up (skipped when the type cached for that order is 'Unattended') and cached
 * per order, the preference becomes delivery or pickup, the order's zip code and slot are kept, and an unattended
 * delivery turns unattended delivery on and names the restricted items that must be handed to an adult. With no
 * pending order it is the reserve-time area, and the stored delivery type and edit order are cleared.
 *
 * @summary Pending-order alert with its review link, or the reserve-time area.
 * @attr reserve-href - The reserve-time page. Default '/erums/store/prebook'.
 * @csspart root - The row; data-state="pending|editing|reserve"; while editing, once the order is loaded, data-edit-order="lookup|cached", data-preference="delivery|dug" and data-unattended="true|false".
 * @csspart alert - The row when an order is pending.
 * @csspart reserve - The row when there is no pending order.
 * @csspart text - The alert text.
 * @csspart restricted - The line naming the restricted items of an unattended delivery.
 * @csspart review-link - The Review order link.
 * @csspart reserve-link - The Reserve a time link.
 */
export const AisleOrderAlert = defineAisleElement(ORDER_ALERT_TAG, OrderAlert, {
  attributes: ORDER_ALERT_ATTRIBUTES,
  css,
  boot: bootWidgets,
})
