/** Cart rules of 001 §3-§5, §9 needed by every cart widget: categories, validity, refresh, badge. */
import { type OrderCookies, pendingOrderState } from './order'

export const CART_CATEGORIES = ['1P', '1P_WINE', '1P_B2B', '1P_SNS', '3P_MARKETPLACE'] as const
export type CartCategory = (typeof CART_CATEGORIES)[number]

/** Cart ids are stored per cart type; the default key (CRT-008). */
export const DEFAULT_CART_ID_KEY = 'abs'
export const CART_SOURCE = 'ABS'

export const CHANNELS = ['pickup', 'delivery', 'instore'] as const
export type Channel = (typeof CHANNELS)[number]

/** Channel names: pickup from 'dug', instore from 'j4u' (CST channel names, CRT-001). */
export function channelFromPreference(preference: string | null | undefined): Channel {
  const p = (preference ?? '').toLowerCase()
  if (p === 'dug' || p === 'pickup') return 'pickup'
  if (p === 'j4u' || p === 'instore') return 'instore'
  return 'delivery'
}

export const LOCAL_CART_MAX_AGE_MINUTES = 15
export const GUEST_CART_MAX_AGE_MINUTES = 14400
export const CART_REFRESH_INTERVAL_MINUTES = 15
export const MINUTE_MS = 60_000

export interface LocalCartItem {
  itemId: string
  qty: number
  cartSource: typeof CART_SOURCE
  cartCategory: CartCategory
  selectedWeight?: string
}

/** The local cart copy (CRT-002, CRT-003, CRT-009). */
export interface LocalCart {
  cartId?: string
  storeId?: string
  branchId?: string
  cartItems: LocalCartItem[]
  cartPrice: number
  cartQty: number
  orderNumber?: string
  orderStoreId?: string
  erumsStore: boolean
  isWYSIWYGEnabled: boolean
  channel: Channel
  guestCartId?: string
  isMTOOrder: boolean
  mtoMaxPrepTime: number
  /** Epoch ms of the last server read; 0 means "never valid" (an emptied cart after a failure). */
  updatedTime: number
  multiCartSummary: {
    finalTransactionTotal: number
    totalAvailableCarts: number
    totalAvailableItems: number
    totalAvailableQuantity: number
  }
  /** Whether the copy belongs to a guest cart (14400-minute lifetime). */
  guest: boolean
}

export function emptyCart(channel: Channel, storeId?: string, guest = false): LocalCart {
  return {
    storeId,
    cartItems: [],
    cartPrice: 0,
    cartQty: 0,
    erumsStore: false,
    isWYSIWYGEnabled: false,
    channel,
    isMTOOrder: false,
    mtoMaxPrepTime: 0,
    updatedTime: 0,
    multiCartSummary: { finalTransactionTotal: 0, totalAvailableCarts: 0, totalAvailableItems: 0, totalAvailableQuantity: 0 },
    guest,
  }
}

export interface CartContext {
  storeId?: string
  channel: Channel
  /** Present when a pending order is being edited (CRT-012). */
  pendingOrder?: { orderStoreId: string; orderNumber: string }
}

/** The pending order a cart change goes to: its store id and number, from the order cookies (CRT-029). */
export type OrderRef = NonNullable<CartContext['pendingOrder']>

/**
 * The order the shopper is editing, or undefined: edit-order mode (both order cookies and the slot cookie,
 * CRT-030) for an authorised shopper (the order's owner; a guest has no order to edit). Its lines are then the cart.
 */
export function editedOrder(cookies: OrderCookies, authorised: boolean): OrderRef | undefined {
  if (!authorised || !pendingOrderState(cookies).editMode) return undefined
  return { orderStoreId: cookies.orderStoreId!, orderNumber: cookies.orderNumber! }
}

/** CRT-011..014: same store and channel (or same pending order; an order's copy only for it) and younger than its lifetime. */
export function isLocalCartValid(cart: LocalCart | null | undefined, current: CartContext, now: number): boolean {
  if (!cart || !cart.updatedTime) return false
  if (current.pendingOrder) {
    if (cart.orderStoreId !== current.pendingOrder.orderStoreId || cart.orderNumber !== current.pendingOrder.orderNumber) return false
  } else if (cart.orderNumber || cart.storeId !== current.storeId || cart.channel !== current.channel) {
    // A copy of an order's lines is not the cart once the order is no longer edited.
    return false
  }
  const maxAge = (cart.guest ? GUEST_CART_MAX_AGE_MINUTES : LOCAL_CART_MAX_AGE_MINUTES) * MINUTE_MS
  const age = now - cart.updatedTime
  return age >= 0 && age < maxAge
}

/** CRT-016, CRT-017: refresh runs only while all three hold. */
export function shouldRefreshCart(input: { authorised: boolean; tokenActive: boolean; offersOnly: boolean }): boolean {
  return input.authorised && input.tokenActive && !input.offersOnly
}

export const MINI_CART_BADGE_CAP = 99

/** CRT-022, CRT-023: the count up to 99, then '99+'. */
export function badgeText(count: number): string {
  const n = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0))
  return n > MINI_CART_BADGE_CAP ? `${MINI_CART_BADGE_CAP}+` : String(n)
}

/** Storage keys of the local cart copy and the cart ids per type. */
export const CART_STORAGE_KEY = 'aisle:cart'
export const CART_IDS_STORAGE_KEY = 'aisle:cartIds'
/** CRT-041: the aria-live cart message clears after 3 s. */
export const CART_ARIA_CLEAR_MS = 3000

/** ERR-021: the warning a malformed cart reply logs (here, with the cart's rules: the cart's calls need no shopping-call rules). */
export const MALFORMED_CART_WARNING = (path: string) => `Aisle: malformed cart response from ${path}; the cart is left as it was.`

/** QAB-003: weights are two-decimal strings (a cart line's weight; the quick-add basket's rules re-export it). */
export const WEIGHT_DECIMALS = 2

/**
 * CRT-024, CST-065 (001 §5 "Guest cart applies when userType is g and the guest-cart disable flag is explicitly
 * false"): a guest has a cart only when the page sets disableGuestCart to false; an absent flag does not count.
 */
export const guestCartApplies = (guest: boolean, flags: { disableGuestCart?: boolean }): boolean =>
  guest && flags.disableGuestCart === false

/** A guest whose add goes to sign-in instead (no guest cart on this page): the add button says so. */
export const SIGN_IN_TO_ADD_TEXT = 'Sign in to add to cart'
