/**
 * Writes in flight across a navigation (docs/decisions/foundation.md "Nothing lost"): the resources a shopper's write
 * can leave outdated (each write call names its own: RequestOptions.write), the durable mark a write leaves in local
 * storage while in flight (core/io/write-marks.ts) and its lifetimes. What a mark means to a cache is
 * ./write-verdict.ts, read by the stores that keep one.
 */

/** The caches a write can leave outdated: the offers (clips), the shopper's list, the cart, the games (opt-ins, redemptions), the profile and address. */
export const WRITE_RESOURCES = ['coupons', 'list', 'cart', 'games', 'profile'] as const
export type WriteResource = (typeof WRITE_RESOURCES)[number]

/** The local-storage key of the marks (one JSON array for every resource). */
export const WRITE_MARKS_STORAGE_KEY = 'aisle:writes-in-flight'
/**
 * How long a write may still land on the server after it was sent: the client's timeout for a call (a write is
 * never retried), with a margin for the reply's way back. A page that finds a younger mark reads the server at once
 * and again when this has passed.
 */
export const WRITE_MARK_LIFETIME_MS = 12_000
/** A mark no page consumed is dropped after this: the longest cache it can outdate (the coupon gallery's 120 minutes) has expired by then. */
export const WRITE_MARK_MAX_AGE_MS = 120 * 60_000
/** At most this many marks are kept (the oldest go first), so storage stays bounded whatever a page sends. */
export const WRITE_MARKS_MAX = 20

/** Who a write was sent for: a cache of another shopper, store or channel is not the one it can outdate. */
export interface WriteScope {
  /** The customer id, or '' for a guest. */
  shopper: string
  storeId: string
  channel: string
}

/**
 * The scope of the shopper the page shows: a guest (no customer id) is ''; the channel is the shopper's preference as
 * user info gives it (compared, never interpreted: the cart rules, which map it to a channel, stay out of the page runtime).
 */
export function writeScopeOf(shopper: { customerId?: string; storeId?: string; preference?: string } | undefined): WriteScope {
  return { shopper: shopper?.customerId ?? '', storeId: shopper?.storeId ?? '', channel: shopper?.preference ?? '' }
}

export interface WriteMark extends WriteScope {
  id: string
  resource: WriteResource
  /** Epoch ms the write was sent. */
  at: number
}
