/**
 * The cart and order calls of 001 §7 "Orders and carts" besides items and the mini-cart (cart.ts): cart v2 for
 * a customer or a guest (API-027..031), the store change (API-036), pending-order lines (API-034, API-035) and
 * the edit-order delivery look-up (API-025, API-026). Replies are validated in raw field names.
 */
import * as v from 'valibot'
import { type Channel, serviceTypeFor } from '../../rules/cart'
import { type CartIds, sellerCart } from '../../rules/cart-categories'
import { normalisePendingOrder, type PendingOrder } from '../../rules/cart-order'
import { PATHS } from '../../rules/endpoints'
import { cartPreferenceList, cartV2Query } from '../../rules/shopping-api'
import { cartCall, type CartV2Reply, type CategoryCart, cartV2Schema } from './cart'
import type { ApiClient } from './client'

type Logger = Pick<Console, 'warn'>

export interface CartV2Input {
  /** The authorised shopper's customer id; without it the guest call is made. */
  customerId?: string
  /** The guest cart id, when the guest has one. */
  guestCartId?: string
  storeId: string
  channel: Channel
  zipCode?: string
  /** 'B' on the business site: the 1P_B2B list and the pgm header (API-031, API-044's header rule). */
  siteType?: string | null
}

/**
 * Cart v2: POST customer/{customerId} for an authorised shopper (API-027), POST carts for a guest (API-028),
 * with the preference list (API-029) and the query storeId, serviceType, zipCode and cartCategoryList (API-030,
 * API-031). A reply that cannot be read logs a warning (ERR-021) and fails.
 */
export function fetchCartV2(api: ApiClient, input: CartV2Input, log?: Logger): Promise<CartV2Reply> {
  const path = input.customerId ? PATHS.cartCustomer(input.customerId) : PATHS.cartGuest
  const preferences = cartPreferenceList({ siteType: input.siteType, storeId: input.storeId, guestCartId: input.customerId ? undefined : input.guestCartId })
  return cartCall(
    path,
    () => api.request(path, { method: 'POST', query: cartV2Query(input), json: { preferences }, schema: cartV2Schema, b2bProgram: true }),
    log,
  )
}

/** ERR-022: the marketplace cart of one seller in a cart v2 reply, or an empty object when the seller has none. */
export function sellerCartOf(reply: Pick<CartV2Reply, 'carts'>, sellerId: string): CategoryCart | Record<string, never> {
  const bySeller: Record<string, CategoryCart> = {}
  for (const cart of reply.carts) if (cart.cartCategory === '3P_MARKETPLACE' && cart.sellerId) bySeller[cart.sellerId] = cart
  return sellerCart(bySeller, sellerId)
}

/** The cart ids per cart type a reply names (CRT-006..008): every category cart under its key. */
export function cartIdsOf(reply: CartV2Reply, keyOf: (cart: CategoryCart) => string): CartIds {
  const ids: Record<string, string> = {}
  for (const cart of reply.carts) ids[keyOf(cart)] = cart.cartId ?? reply.cartId
  return ids
}

/** PUT preferences to change store (API-036); the guest's cart id as query. The reply is the cart for the new store. */
export function changeStore(
  api: ApiClient,
  input: { storeId: string; channel?: Channel; zipCode?: string; guestCartId?: string },
  log?: Logger,
): Promise<CartV2Reply> {
  const json = { storeId: input.storeId, ...(input.channel ? { serviceType: serviceTypeFor(input.channel) } : {}), ...(input.zipCode ? { zipCode: input.zipCode } : {}) }
  return cartCall(PATHS.preferences, () => api.request(PATHS.preferences, { method: 'PUT', query: { cartId: input.guestCartId }, json, schema: cartV2Schema }), log)
}

const orderReplySchema = v.looseObject({ order: v.looseObject({ orderId: v.union([v.string(), v.number()]) }) })

function toOrder(reply: v.InferOutput<typeof orderReplySchema>): PendingOrder {
  const order = normalisePendingOrder(reply.order)
  // The schema requires orderId, so normalising cannot answer null here.
  return order as PendingOrder
}

export interface PendingOrderRef {
  orderStoreId: string
  orderNumber: string
}

/**
 * POST {orderStoreId}/{orderNumber}/orderItems/{itemId} (API-034): the line's quantity as `quantity` (CRT-028),
 * or its selectedWeight for a sold-by-weight item. Answers the order.
 */
export async function setPendingOrderItem(
  api: ApiClient,
  order: PendingOrderRef,
  line: { itemId: string; quantity: number } | { itemId: string; selectedWeight: string },
): Promise<PendingOrder> {
  const json = 'selectedWeight' in line ? { selectedWeight: line.selectedWeight } : { quantity: line.quantity }
  const reply = await api.request(PATHS.pendingOrderItem(order.orderStoreId, order.orderNumber, line.itemId), { method: 'POST', json, schema: orderReplySchema })
  return toOrder(reply)
}

/** DELETE {orderStoreId}/{orderNumber}/orderItems/{itemId} (API-035). Answers the order. */
export async function removePendingOrderItem(api: ApiClient, order: PendingOrderRef, itemId: string): Promise<PendingOrder> {
  const reply = await api.request(PATHS.pendingOrderItem(order.orderStoreId, order.orderNumber, itemId), { method: 'DELETE', schema: orderReplySchema })
  return toOrder(reply)
}

/**
 * GET edit-order delivery: the order base path + {orderStoreId}/{orderId} (API-025; the documented variant,
 * API-026), read as order.orderId and order.deliveryType. Any error is ignored: undefined (ERR-023).
 */
export async function fetchEditOrderDelivery(api: ApiClient, input: { orderStoreId: string; orderId: string }): Promise<PendingOrder | undefined> {
  try {
    const reply = await api.request(PATHS.editOrderDelivery(input.orderStoreId, input.orderId), { schema: orderReplySchema })
    return toOrder(reply)
  } catch {
    return undefined
  }
}
