/** The order alert's tag and attributes, and its first render from the order cookies: one declaration for the element and aisle/prerender. */
import { parseHrefAttribute } from '../../core/elements/attributes'
import { headerOrderState, type OrderCookies, pendingOrderState } from '../../core/rules/cart/order'
import { editOrderLink } from '../../core/rules/pages'
import type { OrderAlertViewProps } from './OrderAlert.view'

export const ORDER_ALERT_TAG = 'aisle-order-alert'
/** The element's attribute-backed props (camelCase), in the element's order (typed against the element's @attr docs). */
export const ORDER_ALERT_ATTRIBUTES = ['reserveHref'] as const
/** The reserve-time page: the pre-booking page the seed names among the cart pages (team design). */
export const DEFAULT_RESERVE_HREF = '/erums/store/prebook'

/** The row as the order cookies make it (CRT-031..033, SHL-040), before any edit order is loaded: the client's first render and the prerender's. */
export function orderAlertViewProps(
  cookies: OrderCookies,
  editOrderApp: string,
  reserveHref: string | undefined,
): Omit<OrderAlertViewProps, 'editOrder'> {
  const order = pendingOrderState(cookies)
  const { orderNumber, orderStoreId } = cookies
  return {
    state: headerOrderState(order.pending).showPendingAlert ? (order.editMode ? 'editing' : 'pending') : 'reserve',
    orderNumber: orderNumber ?? undefined,
    reviewHref: orderNumber && orderStoreId ? editOrderLink(editOrderApp, orderStoreId, orderNumber) : undefined,
    reserveHref: parseHrefAttribute(ORDER_ALERT_TAG, 'reserve-href', reserveHref, DEFAULT_RESERVE_HREF),
  }
}
