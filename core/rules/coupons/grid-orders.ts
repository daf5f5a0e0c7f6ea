/**
 * Every order the deals grid can show, worked out ahead of the shopper's choice (so a choice does not wait for a sort): the sort
 * rows once per gallery read, then each sort key's order of the whole gallery. Written as steps (a generator
 * that yields between bounded pieces of work), so the same rules run all at once (a worker, a test) or in
 * short slices on the main thread (core/io/slices.ts) — the caller decides, the result is the same. A category
 * filter is applied to a ready order: filtering keeps relative order and the sort rows compare only
 * order-preserving values, so it equals sorting the filtered offers (grid-orders.test.ts proves it).
 */
import { FEATURED_SORT, GRID_SORT_KEYS, type GridSortKey, inCategory, type OfferSortRow, offerSortRow } from './grid-order'
import type { Offer } from './offer'
import { type ClientSortKey, CLIENT_SORT_OPTIONS, sortItems } from '../products/sort'
import type { Steps } from '../steps'

/** Sort rows built between two yields: 5,000 rows took ~12 ms at 4x CPU (bench/profile-scale.ts), so ~1 ms a step. */
export const ROWS_PER_STEP = 500

export type GridOrders = ReadonlyMap<GridSortKey, readonly Offer[]>

/** The steps that build every grid order of `offers` (already in the gallery order); returns the orders. */
export function* gridOrderSteps(offers: readonly Offer[], keys: readonly GridSortKey[] = GRID_SORT_KEYS): Steps<GridOrders> {
  const rows: OfferSortRow[] = []
  for (let i = 0; i < offers.length; i++) {
    rows.push(offerSortRow(offers[i] as Offer, i))
    if ((i + 1) % ROWS_PER_STEP === 0) yield
  }
  const orders = new Map<GridSortKey, readonly Offer[]>()
  for (const key of keys) {
    yield
    orders.set(key, key === FEATURED_SORT ? [...offers] : sortItems(rows, CLIENT_SORT_OPTIONS[key as ClientSortKey]).map((r) => r.offer))
  }
  return orders
}

/** A ready order for a sort key and an optional category; undefined when that key was not prepared. */
export function orderFrom(orders: GridOrders, sort: GridSortKey, category?: string): Offer[] | undefined {
  const order = orders.get(sort)
  if (!order) return undefined
  return category ? order.filter((o) => inCategory(o, category)) : [...order]
}
