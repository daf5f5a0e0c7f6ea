/**
 * Quick-add basket (smart basket of previously bought items; 001 §2-§4, §9): entries, selection,
 * quantities, the total, the refresh merge and the smart-basket query.
 */

/** QAB-011, CST-052 */
export const SMART_BASKET_PAGE_SIZE = 50
/** QAB-002, CST-061 */
export const DEFAULT_QUICK_ADD_QTY = 1
import { WEIGHT_DECIMALS } from '../cart/cart'

export { WEIGHT_DECIMALS }
export { QUICK_ADD_STORAGE_KEY } from '../storage-keys'
/** Placement sent with the smart-basket query (team design; the seed names the field only). */
export const SMART_BASKET_PLACEMENT = 'quick-add-basket'

/** QAB-002, QAB-003: one entry of the stored basket (cartItemsList). */
export interface QuickAddEntry {
  itemId: string
  qty: number
  selected: boolean
  /** Sold-by-weight items only: '0.50'. */
  selectedWeight?: string
}

export interface QuickAddBasket {
  cartItemsList: QuickAddEntry[]
}

/** A product the smart basket returns. */
export interface SmartBasketProduct {
  itemId: string
  soldByWeight?: boolean
  minWeight?: number
}

/** A weight as a two-decimal string. */
export const weightText = (weight: number) => (Number.isFinite(weight) && weight > 0 ? weight : 0).toFixed(WEIGHT_DECIMALS)

/** QAB-002, QAB-003: qty 1, selected, and for a sold-by-weight item its minWeight. */
export function newEntry(p: SmartBasketProduct): QuickAddEntry {
  const entry: QuickAddEntry = { itemId: p.itemId, qty: DEFAULT_QUICK_ADD_QTY, selected: true }
  if (p.soldByWeight) entry.selectedWeight = weightText(p.minWeight ?? 0)
  return entry
}

/** QAB-004, QAB-005 */
export const setAllSelected = (entries: readonly QuickAddEntry[], selected: boolean): QuickAddEntry[] =>
  entries.map((e) => ({ ...e, selected }))

/** QAB-006: only the named entry changes. */
export function setSelected(entries: readonly QuickAddEntry[], itemId: string, selected: boolean): QuickAddEntry[] {
  return entries.map((e) => (e.itemId === itemId ? { ...e, selected } : e))
}

/** QAB-002: quantities are whole numbers from 1. */
export function setQty(entries: readonly QuickAddEntry[], itemId: string, qty: number): QuickAddEntry[] {
  const value = Number.isFinite(qty) ? Math.max(DEFAULT_QUICK_ADD_QTY, Math.floor(qty)) : DEFAULT_QUICK_ADD_QTY
  return entries.map((e) => (e.itemId === itemId ? { ...e, qty: value } : e))
}

/** QAB-003: a weight never below the item's minWeight, kept as a two-decimal string. */
export function setWeight(entries: readonly QuickAddEntry[], itemId: string, weight: number, minWeight: number): QuickAddEntry[] {
  const value = weightText(Math.max(minWeight, Number.isFinite(weight) ? weight : minWeight))
  return entries.map((e) => (e.itemId === itemId && e.selectedWeight !== undefined ? { ...e, selectedWeight: value } : e))
}

/** Steps a weight by minWeight (team design: 0.50 → 1.00 → 1.50 for a half-pound minimum), never below it. */
export function stepWeight(current: string | undefined, minWeight: number, direction: 1 | -1): string {
  const now = Number(current)
  const base = Number.isFinite(now) ? now : minWeight
  return weightText(Math.max(minWeight, Math.round((base + direction * minWeight) * 100) / 100))
}

/** QAB-007: the sum of the quantities of the selected entries. */
export const basketTotal = (entries: readonly QuickAddEntry[]) => entries.reduce((sum, e) => (e.selected ? sum + e.qty : sum), 0)

/** Whether select-all is fully on (the select-all checkbox state). */
export const allSelected = (entries: readonly QuickAddEntry[]) => entries.length > 0 && entries.every((e) => e.selected)

/**
 * QAB-008, QAB-009: on refresh, products no longer returned are dropped, new ones are added, and entries
 * that stay keep the shopper's qty, weight and selection. The server's order is kept.
 */
export function mergeRefresh(stored: readonly QuickAddEntry[], fresh: readonly SmartBasketProduct[]): QuickAddEntry[] {
  const kept = new Map(stored.map((e) => [e.itemId, e]))
  const seen = new Set<string>()
  return fresh.flatMap((p) => {
    if (seen.has(p.itemId)) return []
    seen.add(p.itemId)
    return [kept.get(p.itemId) ?? newEntry(p)]
  })
}

/** QAB-012, gap A25: after a failed fetch keep the stored basket; with none, an empty state. */
export function basketAfterFailure(stored: readonly QuickAddEntry[] | null | undefined): {
  entries: QuickAddEntry[]
  state: 'stored' | 'empty'
} {
  return stored && stored.length > 0 ? { entries: [...stored], state: 'stored' } : { entries: [], state: 'empty' }
}

/** QAB-010, QAB-011: the smart-basket query. */
export function smartBasketQuery(input: { storeId: string; pageNo?: number; excludeCartItems?: boolean }) {
  return {
    availabilityCheck: true,
    storeId: input.storeId,
    pageNo: Math.max(1, Math.floor(input.pageNo ?? 1)),
    pageSize: SMART_BASKET_PAGE_SIZE,
    excludeCartItems: input.excludeCartItems ?? true,
    placement: SMART_BASKET_PLACEMENT,
  }
}

/** The cart changes for the selected entries: selectedWeight for weighed items, else qty (CRT-026, CRT-027). */
export function selectedItemChanges(
  entries: readonly QuickAddEntry[],
): ({ itemId: string; qty: number } | { itemId: string; selectedWeight: string })[] {
  return entries
    .filter((e) => e.selected)
    .map((e) =>
      e.selectedWeight !== undefined ? { itemId: e.itemId, selectedWeight: e.selectedWeight } : { itemId: e.itemId, qty: e.qty },
    )
}
