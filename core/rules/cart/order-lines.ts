/**
 * The lines of a pending order being edited (001 §4, §5, §7): while the shopper edits an order, every cart change
 * goes to that order's lines instead of the cart (which order: core/rules/cart/cart.ts `editedOrder`). Pure: which call a
 * changed line becomes, and the local cart copy an order's lines make (keyed to the order's store and number, CRT-012).
 */
import { type Channel, emptyCart, type LocalCart, type OrderRef } from './cart'
import type { ItemChange } from './batch'
import { localCartItem } from './categories'
import type { PendingOrder } from './edit-order'

/**
 * One pending-order call for one changed line (API-034, API-035, CRT-028): a line at 0 is removed (DELETE
 * orderItems/{itemId}); any other is set by POST with its absolute amount, `selectedWeight` for a sold-by-weight
 * line and `quantity` (not the cart's `qty`) for any other (001 §5).
 */
export type OrderItemCall =
  { method: 'DELETE'; itemId: string } | { method: 'POST'; itemId: string; body: { quantity: number } | { selectedWeight: string } }

export function orderItemCall(change: ItemChange): OrderItemCall {
  if (change.selectedWeight !== undefined && Number(change.selectedWeight) > 0) {
    return { method: 'POST', itemId: change.itemId, body: { selectedWeight: change.selectedWeight } }
  }
  const quantity = change.qty ?? 0
  return quantity > 0 ? { method: 'POST', itemId: change.itemId, body: { quantity } } : { method: 'DELETE', itemId: change.itemId }
}

/**
 * The local cart copy of an order's lines (CRT-012): keyed to the order's store id and number, its count the
 * order's item quantity, its lines the order's (a weighed line with its selectedWeight).
 */
export function orderCart(order: PendingOrder, ref: OrderRef, channel: Channel, updatedTime: number): LocalCart {
  return {
    ...emptyCart(channel, ref.orderStoreId),
    orderStoreId: ref.orderStoreId,
    orderNumber: ref.orderNumber,
    cartItems: order.orderItems.map((i) => ({
      ...localCartItem(i.itemId, i.qty),
      ...(i.selectedWeight !== undefined ? { selectedWeight: i.selectedWeight } : {}),
    })),
    cartQty: order.orderSummary.totalItemQuantity,
    cartPrice: order.orderSummary.totalEstimatedPrice,
    updatedTime,
  }
}

export type { OrderRef }
