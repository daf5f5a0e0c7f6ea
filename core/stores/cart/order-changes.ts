/**
 * The cart queue while the shopper edits a pending order (001 §4, §5, §7): the order's lines are the cart. Changes go
 * to the order's lines (API-034 POST with `quantity` or `selectedWeight`, API-035 DELETE for a line at 0, CRT-028),
 * one call per changed line, and the local copy is the order's, keyed to its store and number (CRT-012). Loaded by
 * the cart store only while an order is edited, and by its sending half.
 */
import type { ApiClient } from '../../io/api/client'
import { sendOrderItem } from '../../io/cart/order-items'
import { readEditOrder } from '../../io/cart/shopping'
import type { Channel, LocalCart } from '../../rules/cart/cart'
import type { ItemChange } from '../../rules/cart/batch'
import { orderCart, orderItemCall, type OrderRef } from '../../rules/cart/order-lines'
import type { PendingOrder } from '../../rules/cart/edit-order'

interface OrderHost {
  deps: { api: () => ApiClient; now: () => number; log: Pick<Console, 'warn'> }
  queue: { confirmed: LocalCart | null }
  context(): { channel: Channel }
}

/** The order's lines as the local cart copy (GET edit-order delivery, API-025); a failure throws, as a cart read's does. */
export async function readOrderCart(host: OrderHost, ref: OrderRef): Promise<LocalCart> {
  const order = await readEditOrder(host.deps.api(), { orderStoreId: ref.orderStoreId, orderId: ref.orderNumber })
  return orderCart(order, ref, host.context().channel, host.deps.now())
}

/**
 * Sends each changed line to the order, in order, and answers the order's lines after the last call. When a call
 * fails, what the calls before it changed is kept as confirmed (the server holds it) and the error is thrown, so the
 * queue rolls back only what did not land.
 */
export async function sendToOrder(host: OrderHost, ref: OrderRef, items: readonly ItemChange[]): Promise<LocalCart> {
  let order: PendingOrder | undefined
  const asCart = (o: PendingOrder) => orderCart(o, ref, host.context().channel, host.deps.now())
  try {
    for (const item of items) order = await sendOrderItem(host.deps.api(), ref, orderItemCall(item), { log: host.deps.log })
  } catch (error) {
    if (order) host.queue.confirmed = asCart(order)
    throw error
  }
  return order ? asCart(order) : host.queue.confirmed!
}
