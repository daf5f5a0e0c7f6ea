/**
 * The pending-order lines of 001 §7 "Orders and carts" 4 (API-034, API-035): POST and DELETE
 * {orderStoreId}/{orderNumber}/orderItems/{itemId}, sent by the cart queue while the shopper edits an order. The reply
 * is validated in raw field names and reshaped into the order (rules/cart/edit-order). A write: never retried, marked in
 * flight, sent only under the shopper's identity (as POST items).
 */
import { CART_PATHS as PATHS } from '../../rules/cart/endpoints'
import type { OrderItemCall, OrderRef } from '../../rules/cart/order-lines'
import { normalisePendingOrder, type PendingOrder } from '../../rules/cart/edit-order'
import { cartCall } from './items'
import type { ApiClient } from '../api/client'
import { orderReplySchema } from './shopping'

/** One pending-order line call; answers the order as the server holds it after the call. */
export async function sendOrderItem(
  api: ApiClient,
  ref: OrderRef,
  call: OrderItemCall,
  options: { log?: Pick<Console, 'warn'> } = {},
): Promise<PendingOrder> {
  const path = PATHS.pendingOrderItem(ref.orderStoreId, ref.orderNumber, call.itemId)
  const reply = await cartCall(
    path,
    () =>
      api.request(path, {
        method: call.method,
        ...(call.method === 'POST' ? { json: call.body } : {}),
        schema: orderReplySchema,
        retries: 0,
        write: 'cart',
      }),
    options.log,
  )
  // The schema requires orderId, so normalising cannot answer null here.
  return normalisePendingOrder(reply.order)!
}
