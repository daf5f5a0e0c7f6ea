/** The cart and order calls (001 §7 "Orders and carts"), relative to the environment's apiPrefix (ENV-009); endpoints.ts's PATHS includes them. */
import { ENDPOINT_FAMILIES } from '../endpoint-families'

export const CART_PATHS = {
  cartCustomer: (customerId: string) => `/api/cart/v2/customer/${encodeURIComponent(customerId)}`,
  cartGuest: ENDPOINT_FAMILIES.guestCart,
  cartItems: '/api/cart/v2/items',
  miniCart: '/api/cart/minicart',
  pendingOrderItem: (orderStoreId: string, orderNumber: string, itemId: string) =>
    `/api/orders/${encodeURIComponent(orderStoreId)}/${encodeURIComponent(orderNumber)}/orderItems/${encodeURIComponent(itemId)}`,
  preferences: '/api/cart/preferences',
  oneTimeItems: (uuid: string) => `/api/sns/${encodeURIComponent(uuid)}/oneTimeItems`,
  editOrderDelivery: (orderStoreId: string, orderId: string) =>
    `/api/orders/delivery/${encodeURIComponent(orderStoreId)}/${encodeURIComponent(orderId)}`,
} as const
