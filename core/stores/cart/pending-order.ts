/**
 * The header's pending order (001 §4 "Pending order and edit order"; CRT-029..031): read from the storefront's order
 * cookies (again whenever the order alert asks: the page back in view, another tab may have placed or cancelled an
 * order); with no pending order, the stored delivery type and the stored edit order are cleared (CRT-031).
 * The order alert reads and clears through here, the product card reads the slot cookie here (PRD-046..048);
 * widgets touch neither cookies nor storage themselves.
 */
import { type CookieJar, readStorefrontCookies, type StorefrontCookies } from '../../io/cookies'
import type { SafeStorage } from '../../io/storage'
import { DELIVERY_TYPE_STORAGE_KEY, EDIT_ORDER_STORAGE_KEY, pendingOrderState } from '../../rules/cart/order'

export interface PendingOrder {
  cookies: StorefrontCookies
  /** CRT-029: both order cookies are set. */
  pending: boolean
  /** CRT-030: pending, and the slot cookie is set too. */
  editMode: boolean
}

/** The order cookies as they are now; a banner-B site reads them under their banner-B names. */
export function readPendingOrder(jar: CookieJar, bannerB: boolean): PendingOrder {
  const cookies = readStorefrontCookies(jar, bannerB)
  return { cookies, ...pendingOrderState(cookies) }
}

/** CRT-031: no pending order, so the stored delivery type and the stored edit order are forgotten. */
export function clearStoredOrder(storage: SafeStorage): void {
  storage.remove(DELIVERY_TYPE_STORAGE_KEY)
  storage.remove(EDIT_ORDER_STORAGE_KEY)
}
