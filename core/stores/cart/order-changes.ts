/**
 * The cart queue while the shopper edits a pending order (001 §4, §5, §7): the order's lines are the cart. Changes go
 * to the order's lines (API-034 POST with `quantity` or `selectedWeight`, API-035 DELETE for a line at 0, CRT-028),
 * one call per changed line, and the local copy is the order's, keyed to its store and number (CRT-012). Loaded by
 * the cart store only while an order is edited, and by its sending half.
 */
import { sendOrderItem } from '../../io/cart/order-items'
import { readEditOrder } from '../../io/cart/shopping'
import type { LocalCart } from '../../rules/cart/cart'
import type { ItemChange } from '../../rules/cart/batch'
import { orderCart, orderItemCall, type OrderRef } from '../../rules/cart/order-lines'
import type { PendingOrder } from '../../rules/cart/edit-order'
import type { CartPort } from './cart'

/** What the order's calls need of the cart store (its port, ./cart.ts). */
type OrderPort = Pick<CartPort, 'api' | 'now' | 'log' | 'context' | 'base' | 'confirm'>

/** The order's lines as the local cart copy (GET edit-order delivery, API-025); a failure throws, as a cart read's does. */
export async function readOrderCart(port: Pick<OrderPort, 'api' | 'now' | 'context'>, ref: OrderRef): Promise<LocalCart> {
  const order = await readEditOrder(port.api(), { orderStoreId: ref.orderStoreId, orderId: ref.orderNumber })
  return orderCart(order, ref, port.context().channel, port.now())
}

/**
 * Sends each changed line to the order, in order, and answers the order's lines after the last call. When a call
 * fails, what the calls before it changed is kept as confirmed (the server holds it) and the error is thrown, so the
 * queue rolls back only what did not land.
 */
export async function sendToOrder(port: OrderPort, ref: OrderRef, items: readonly ItemChange[]): Promise<LocalCart> {
  let order: PendingOrder | undefined
  const asCart = (o: PendingOrder) => orderCart(o, ref, port.context().channel, port.now())
  try {
    for (const item of items) order = await sendOrderItem(port.api(), ref, orderItemCall(item), { log: port.log })
  } catch (error) {
    if (order) port.confirm(asCart(order))
    throw error
  }
  return order ? asCart(order) : port.base()!
}
