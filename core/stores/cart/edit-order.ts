/**
 * Loading an edit order (001 §4 "Pending order and edit order"; CRT-035..040): while the shopper edits a pending
 * order, each page view looks up the order's delivery type (API-025) unless the type cached for that same order is
 * 'Unattended', caches it per order, and applies the order to the session: preference delivery or 'dug', the zip
 * code and slot (kept in storage for the pages that follow), unattended delivery, and the restricted lines to
 * re-check when the delivery is unattended.
 */
import type { ApiClient } from '../../io/api/client'
import { fetchEditOrderDelivery, type PendingOrderRef } from '../../io/cart/shopping'
import type { SafeStorage } from '../../io/storage'
import { DELIVERY_TYPE_STORAGE_KEY, EDIT_ORDER_STORAGE_KEY } from '../../rules/cart/order'
import {
  cacheDeliveryType,
  editOrderSessionUpdate,
  readDeliveryTypeCache,
  readStoredEditOrder,
  shouldLookUpDeliveryType,
  type StoredEditOrder,
} from '../../rules/cart/edit-order'
import { isAuthorisedForStorefront } from '../../rules/session'
import type { SessionStore } from '../session'

export interface EditOrderDeps {
  api: () => ApiClient
  session: SessionStore
  storage: SafeStorage
}

/**
 * How the edit order was loaded: looked up, or taken from storage because the cached type was 'Unattended'
 * ('cached'; `order` is absent when only the delivery-type cache was kept), or not at all ('none').
 */
export type EditOrderLoad = { source: 'lookup' | 'cached'; order?: StoredEditOrder } | { source: 'none' }

/** CRT-035..040: loads the edit order of `ref` into the session; resolves with what it applied. */
export async function loadEditOrder(deps: EditOrderDeps, ref: PendingOrderRef): Promise<EditOrderLoad> {
  const { shopper } = await deps.session.start()
  // The look-up answers only the order's owner: a guest or an unreadable session has no edit order to load.
  if (!shopper || !isAuthorisedForStorefront(shopper.userType)) return { source: 'none' }
  const orderId = ref.orderNumber
  const stored = readStoredEditOrder(deps.storage.get(EDIT_ORDER_STORAGE_KEY), orderId) ?? undefined
  if (!shouldLookUpDeliveryType(readDeliveryTypeCache(deps.storage.get(DELIVERY_TYPE_STORAGE_KEY)), orderId)) {
    // CRT-036: 'Unattended' cached for this order: no look-up; unattended delivery stays on (CRT-039).
    apply(deps, stored ?? { unattendedDeliveryIsEnabled: true })
    return { source: 'cached', ...(stored ? { order: stored } : {}) }
  }
  // ERR-023: a failed look-up is ignored; what was stored for this order (if anything) still applies.
  const found = await fetchEditOrderDelivery(deps.api(), { orderStoreId: ref.orderStoreId, orderId })
  if (!found) {
    if (!stored) return { source: 'none' }
    apply(deps, stored)
    return { source: 'cached', order: stored }
  }
  deps.storage.set(DELIVERY_TYPE_STORAGE_KEY, JSON.stringify(cacheDeliveryType(found.orderId, found.deliveryType)))
  const order: StoredEditOrder = { orderId: found.orderId, ...editOrderSessionUpdate(found) }
  deps.storage.set(EDIT_ORDER_STORAGE_KEY, JSON.stringify(order))
  apply(deps, order)
  return { source: 'lookup', order }
}

/** Sets the shopper's preference, zip code and unattended delivery for this page view (CRT-037..039). */
function apply(deps: EditOrderDeps, order: Partial<StoredEditOrder>): void {
  const state = deps.session.$session.get()
  if (!state.shopper) return
  deps.session.$session.set({
    ...state,
    shopper: {
      ...state.shopper,
      ...(order.preference ? { preference: order.preference } : {}),
      ...(order.zipCode ? { zipcode: order.zipCode } : {}),
      ...(order.unattendedDeliveryIsEnabled !== undefined ? { unattendedDeliveryIsEnabled: order.unattendedDeliveryIsEnabled } : {}),
    },
  })
}
