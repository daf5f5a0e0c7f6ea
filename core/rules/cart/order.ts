/**
 * Pending orders (001 §4): detection from cookies, the header state, and the storage keys of the order being
 * edited (cleared with no pending order). Loading an edit order is ./edit-order.ts, loaded only while editing.
 */
export { DELIVERY_TYPE_STORAGE_KEY } from '../storage-keys'
/** CRT-038: where the loaded edit order's zip code, slot and preference are kept for the pages that follow. */
export const EDIT_ORDER_STORAGE_KEY = 'aisle:editOrder'

export interface OrderCookies {
  orderNumber?: string | null
  orderStoreId?: string | null
  slot?: string | null
}

/** CRT-029, CRT-030: pending needs both order cookies; edit mode also needs the slot cookie. */
export function pendingOrderState(c: OrderCookies): { pending: boolean; editMode: boolean } {
  const pending = !!c.orderNumber && !!c.orderStoreId
  return { pending, editMode: pending && !!c.slot }
}

/** CRT-031..033: without a pending order the stored delivery type is cleared and reserve-time shows; with one, the alert row. */
export function headerOrderState(pending: boolean): {
  showReserveTime: boolean
  showPendingAlert: boolean
  clearStoredDeliveryType: boolean
} {
  return { showReserveTime: !pending, showPendingAlert: pending, clearStoredDeliveryType: !pending }
}
