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
  /** A fingerprint of the customer id (shopperFingerprint), or '' for a guest: local storage never holds the id itself. */
  shopper: string
  storeId: string
  channel: string
}

/**
 * The scope of the shopper the page shows: a guest (no customer id) is ''; the channel is the shopper's preference as
 * user info gives it (compared, never interpreted: the cart rules, which map it to a channel, stay out of the page runtime).
 */
export function writeScopeOf(shopper: { customerId?: string; storeId?: string; preference?: string } | undefined): WriteScope {
  return {
    shopper: shopper?.customerId ? shopperFingerprint(shopper.customerId) : '',
    storeId: shopper?.storeId ?? '',
    channel: shopper?.preference ?? '',
  }
}

/**
 * Tells two shoppers apart without keeping who they are: a 53-bit hash (cyrb53) of the customer id, in base 36, so a
 * mark in local storage holds no personal data (docs/decisions/testing.md "Storage and cookies"). Not a
 * secret: equal ids give equal fingerprints, which is all a mark compares.
 */
export function shopperFingerprint(customerId: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < customerId.length; i++) {
    const ch = customerId.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return `s${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`
}

export interface WriteMark extends WriteScope {
  id: string
  resource: WriteResource
  /** Epoch ms the write was sent. */
  at: number
}
