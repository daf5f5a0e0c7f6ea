/**
 * The edit-order delivery look-up of 001 §7 "Orders and carts" (API-025, API-026), used when the order alert loads
 * the order being edited (core/stores/cart/edit-order.ts). The reply is validated in raw field names. The other order and
 * cart calls of that table that no widget makes (cart v2, PUT preferences) are declined
 * (docs/requirements-declined.md); the simulator still answers them.
 */
import * as v from 'valibot'
import { normalisePendingOrder, type PendingOrder } from '../../rules/cart/edit-order'
import { CART_PATHS as PATHS } from '../../rules/cart/endpoints'
import type { ApiClient } from '../api/client'

export const orderReplySchema = v.looseObject({ order: v.looseObject({ orderId: v.union([v.string(), v.number()]) }) })

export interface PendingOrderRef {
  orderStoreId: string
  orderNumber: string
}

/** GET edit-order delivery (API-025): the order, or the error (the cart reads an edited order's lines with it). */
export async function readEditOrder(api: ApiClient, input: { orderStoreId: string; orderId: string }): Promise<PendingOrder> {
  const reply = await api.request(PATHS.editOrderDelivery(input.orderStoreId, input.orderId), { schema: orderReplySchema })
  // The schema requires orderId, so normalising cannot answer null here.
  return normalisePendingOrder(reply.order)!
}

/**
 * GET edit-order delivery: the order base path + {orderStoreId}/{orderId} (API-025; the documented variant,
 * API-026), read as order.orderId and order.deliveryType. Any error is ignored: undefined (ERR-023).
 */
export async function fetchEditOrderDelivery(
  api: ApiClient,
  input: { orderStoreId: string; orderId: string },
): Promise<PendingOrder | undefined> {
  try {
    return await readEditOrder(api, input)
  } catch {
    return undefined
  }
}
