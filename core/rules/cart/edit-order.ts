/**
 * Loading an edit order (001 §3, §4): the delivery-type cache per order, the order shapes, what loading an edit
 * order changes in the session, and what is stored of it for the pages that follow.
 */

/** CRT-036, CRT-039, CRT-040 */
export const UNATTENDED_DELIVERY_TYPE = 'Unattended'
/** CRT-037: preferences an edit order sets. */
export const EDIT_ORDER_PREFERENCES = ['delivery', 'dug'] as const
export type EditOrderPreference = (typeof EDIT_ORDER_PREFERENCES)[number]

/** CRT-035 */
export interface DeliveryTypeCache {
  orderId: string
  deliveryType: string
}

export const cacheDeliveryType = (orderId: string, deliveryType: string): DeliveryTypeCache => ({ orderId, deliveryType })

/** A stored delivery-type cache, or null when it is not one (unreadable storage is treated as empty). */
export function readDeliveryTypeCache(raw: string | null): DeliveryTypeCache | null {
  const r = parseRecord(raw)
  return r && typeof r.orderId === 'string' && typeof r.deliveryType === 'string' ? cacheDeliveryType(r.orderId, r.deliveryType) : null
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null

function parseRecord(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null
  try {
    return asRecord(JSON.parse(raw))
  } catch {
    return null
  }
}

/** CRT-036: skip the edit-order lookup only when the cache holds 'Unattended' for the same order. */
export function shouldLookUpDeliveryType(cache: DeliveryTypeCache | null | undefined, orderId: string): boolean {
  return !(cache && cache.orderId === orderId && cache.deliveryType === UNATTENDED_DELIVERY_TYPE)
}

/** CRT-004 */
export interface OrderCartItem {
  itemId: string
  name: string
  qty: number
  /** A sold-by-weight line's weight, a two-decimal string ('1.25'). */
  selectedWeight?: string
  price: number
  basePrice: number
  unitPrice: number
  unitQuantity: number
  totalPrice: number
  clubCardSaving: number
  isAvailable: boolean
  isFound: boolean
  savings: number
  clipped: boolean
  maxPurchaseQty?: number
  departmentName: string
  restrictedValue?: string
}

/** CRT-034 */
export interface PendingOrder {
  orderId: string
  deliveryType: string
  serviceType: string
  storeId: string
  orderItems: OrderCartItem[]
  orderSummary: {
    estimatedSubTotal: number
    totalItemQuantity: number
    totalEstimatedPrice: number
    totalSavings: number
    subscriptionDetails?: unknown
  }
  wysiwygOrderSummary?: unknown
  customerInfo: { zipCode: string }
  deliveryInfo: { slotInfo: { displayStartTS: string; slotId: string } }
  payments: { subType: string }[]
}

type Raw = Record<string, unknown>
const rec = (v: unknown): Raw => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : {})
const str = (v: unknown) => (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) ? String(v) : '')
const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN
  return Number.isFinite(n) ? n : 0
}
const flag = (v: unknown) => v === true || v === 'true' || v === 'Y'

/** CRT-004: one order line; null without an item id. */
export function normaliseOrderItem(raw: unknown): OrderCartItem | null {
  const r = rec(raw)
  const itemId = str(r.itemId)
  if (!itemId) return null
  const max = num(r.maxPurchaseQty)
  return {
    itemId,
    name: str(r.name),
    qty: num(r.qty),
    ...(str(r.selectedWeight) ? { selectedWeight: str(r.selectedWeight) } : {}),
    price: num(r.price),
    basePrice: num(r.basePrice),
    unitPrice: num(r.unitPrice),
    unitQuantity: num(r.unitQuantity),
    totalPrice: num(r.totalPrice),
    clubCardSaving: num(r.clubCardSaving),
    isAvailable: r.isAvailable === undefined ? true : flag(r.isAvailable),
    isFound: r.isFound === undefined ? true : flag(r.isFound),
    savings: num(r.savings),
    clipped: flag(r.clipped),
    ...(max > 0 ? { maxPurchaseQty: max } : {}),
    departmentName: str(r.departmentName),
    ...(str(r.restrictedValue) ? { restrictedValue: str(r.restrictedValue) } : {}),
  }
}

/** CRT-034: a pending or edit order; null without an order id. */
export function normalisePendingOrder(raw: unknown): PendingOrder | null {
  const r = rec(raw)
  const orderId = str(r.orderId) || str(r.orderNumber)
  if (!orderId) return null
  const summary = rec(r.orderSummary)
  const slot = rec(rec(r.deliveryInfo).slotInfo)
  return {
    orderId,
    deliveryType: str(r.deliveryType),
    serviceType: str(r.serviceType),
    storeId: str(r.storeId),
    orderItems: (Array.isArray(r.orderItems) ? r.orderItems : []).map(normaliseOrderItem).filter((i): i is OrderCartItem => !!i),
    orderSummary: {
      estimatedSubTotal: num(summary.estimatedSubTotal),
      totalItemQuantity: num(summary.totalItemQuantity),
      totalEstimatedPrice: num(summary.totalEstimatedPrice),
      totalSavings: num(summary.totalSavings),
      ...(summary.subscriptionDetails !== undefined ? { subscriptionDetails: summary.subscriptionDetails } : {}),
    },
    ...(r.wysiwygOrderSummary !== undefined ? { wysiwygOrderSummary: r.wysiwygOrderSummary } : {}),
    customerInfo: { zipCode: str(rec(r.customerInfo).zipCode) },
    deliveryInfo: { slotInfo: { displayStartTS: str(slot.displayStartTS), slotId: str(slot.slotId) } },
    payments: (Array.isArray(r.payments) ? r.payments : []).map((p) => ({ subType: str(rec(p).subType) })),
  }
}

/** CRT-037: pickup service types ('Dug', 'DUG', 'pickup') set 'dug'; everything else 'delivery'. */
export function editOrderPreference(order: Pick<PendingOrder, 'serviceType' | 'deliveryType'>): EditOrderPreference {
  const s = `${order.serviceType} ${order.deliveryType}`.toLowerCase()
  return /\b(dug|pickup|drive-?up)\b/.test(s) ? 'dug' : 'delivery'
}

/**
 * CRT-037..040: what loading an edit order changes: the preference, the zip code and slot, and for an
 * 'Unattended' delivery type unattended delivery on plus the restricted lines to re-check.
 */
export function editOrderSessionUpdate(order: PendingOrder) {
  const unattended = order.deliveryType === UNATTENDED_DELIVERY_TYPE
  return {
    preference: editOrderPreference(order),
    zipCode: order.customerInfo.zipCode,
    slot: order.deliveryInfo.slotInfo,
    unattendedDeliveryIsEnabled: unattended,
    restrictedItemIds: unattended ? order.orderItems.filter((i) => !!i.restrictedValue).map((i) => i.itemId) : [],
  }
}

export type EditOrderSessionUpdate = ReturnType<typeof editOrderSessionUpdate>
/** The stored edit order (CRT-038): the session update of one order. */
export type StoredEditOrder = EditOrderSessionUpdate & { orderId: string }

/** A stored edit order for `orderId`, or null when none is stored for that order or it cannot be read. */
export function readStoredEditOrder(raw: string | null, orderId: string): StoredEditOrder | null {
  const r = parseRecord(raw)
  const slot = asRecord(r?.slot)
  if (!r || r.orderId !== orderId || !slot || !(EDIT_ORDER_PREFERENCES as readonly unknown[]).includes(r.preference)) return null
  return {
    orderId,
    preference: r.preference as EditOrderPreference,
    zipCode: str(r.zipCode),
    slot: { displayStartTS: str(slot.displayStartTS), slotId: str(slot.slotId) },
    unattendedDeliveryIsEnabled: r.unattendedDeliveryIsEnabled === true,
    restrictedItemIds: Array.isArray(r.restrictedItemIds) ? r.restrictedItemIds.map(str).filter(Boolean) : [],
  }
}
