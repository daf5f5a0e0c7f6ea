/**
 * The deals grid (001 §2, §9): how many digital coupons show, what 'Load More' does, and the column span of
 * the 12-unit layout.
 */

/** The digital coupon grid shows 30 first and 30 more per 'Load More' (CPN-101, CPN-102; CST-051). */
export const COUPON_GRID_PAGE_SIZE = 30
/** The grid is 12 units wide (CPN-099; CST-060). */
export const GRID_UNITS = 12
export const LOAD_MORE_LABEL = 'Load More'

export interface GridPaging {
  /** How many coupons are revealed. */
  shown: number
  /** Coupons loaded so far. */
  total: number
  /** The server's next-page token, when it sent one. */
  nextPageToken?: string
}

export const initialGridPaging = (total: number, nextPageToken?: string): GridPaging =>
  nextPageToken
    ? { shown: Math.min(COUPON_GRID_PAGE_SIZE, total), total, nextPageToken }
    : { shown: Math.min(COUPON_GRID_PAGE_SIZE, total), total }

/** 'Load More' shows while more are loaded than shown, or the server has a next page. */
export const showsLoadMore = (p: GridPaging): boolean => p.shown < p.total || !!p.nextPageToken

export type LoadMoreResult = { kind: 'reveal'; paging: GridPaging } | { kind: 'emit'; nextPageToken: string }

/**
 * A 'Load More' press (CPN-102, CPN-103): with a next-page token it emits an event carrying the token and
 * reveals nothing; otherwise it reveals 30 more of the loaded coupons.
 */
export function loadMore(p: GridPaging): LoadMoreResult {
  if (p.nextPageToken) return { kind: 'emit', nextPageToken: p.nextPageToken }
  return { kind: 'reveal', paging: { ...p, shown: Math.min(p.total, p.shown + COUPON_GRID_PAGE_SIZE) } }
}

/** Grid units each column spans: 12 divided by the column count, rounded down; a count outside 1 to 12 uses 4 columns (CPN-099). */
export const DEFAULT_GRID_COLUMNS = 4
export function columnSpan(columns: unknown): number {
  const n = typeof columns === 'string' ? Number(columns) : columns
  const c = typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= GRID_UNITS ? n : DEFAULT_GRID_COLUMNS
  return Math.floor(GRID_UNITS / c)
}
