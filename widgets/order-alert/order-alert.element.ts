import { defineAisleElement } from '../../core/elements/define'
import { bootWidgets } from '../shared/boot'
import { ORDER_ALERT_TAG, OrderAlert } from './OrderAlert.connected'
import css from './order-alert.css?inline'

/**
 * The header's order row. With a pending order (both the order number and order store id cookies) it is an
 * alert with a Review order link to the edit-order app (/cart/{storeId}/{orderNumber}); while the shopper
 * edits that order (the slot cookie too) it names the order. With no pending order it is the reserve-time
 * area, and the stored delivery type is cleared.
 *
 * @summary Pending-order alert with its review link, or the reserve-time area.
 * @attr reserve-href - The reserve-time page. Default '/erums/store/prebook'.
 * @csspart root - The row; data-state="pending|editing|reserve".
 * @csspart alert - The row when an order is pending.
 * @csspart reserve - The row when there is no pending order.
 * @csspart text - The alert text.
 * @csspart review-link - The Review order link.
 * @csspart reserve-link - The Reserve a time link.
 * @cssproperty --aisle-order-alert-background - Alert background. Default a pale amber.
 * @cssproperty --aisle-order-alert-color - Alert text colour.
 */
export const AisleOrderAlert = defineAisleElement(ORDER_ALERT_TAG, OrderAlert, { attributes: ['reserveHref'], css, boot: bootWidgets })
