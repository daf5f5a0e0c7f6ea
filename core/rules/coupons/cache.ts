/**
 * Coupon cache validity (001 §4, §5, §9) and the personalised top-up decision. One pure function per
 * question; each answers why a cache is refused so stores can log it and tests can prove each condition.
 */
import { isClipped } from './classify'
import type { Offer } from './offer'
import type { CouponCache, LocalCouponStore } from './status'

import { COUPON_CACHE_MAX_AGE_MINUTES, MINUTE_MS } from '../storage-keys'

export { COUPON_CACHE_MAX_AGE_MINUTES, MINUTE_MS }
export const COUPON_CACHE_MAX_AGE_MS = COUPON_CACHE_MAX_AGE_MINUTES * MINUTE_MS

/** Age check shared by every coupon cache: saved in the past and less than 120 minutes ago. */
export function isFresh(updatedTime: number | undefined, now: number): boolean {
  if (typeof updatedTime !== 'number' || !Number.isFinite(updatedTime) || updatedTime <= 0) return false
  const age = now - updatedTime
  return age >= 0 && age < COUPON_CACHE_MAX_AGE_MS
}

export const CACHE_REFUSALS = [
  'missing',
  'no-update-time',
  'expired',
  'store-changed',
  'coupons-clipped',
  'authorisation-changed',
  'limit-too-small',
  'empty',
  'hidden-events',
  'bonus-path-page',
] as const
export type CacheRefusal = (typeof CACHE_REFUSALS)[number]

/** What the page asks of the abJ4uCoupons / p13nCoupons cache. */
export interface CouponCacheRequest {
  storeId: string
  /** Whether the shopper is authorised now (R or C). */
  authorised: boolean
  /** The couponsClipped URL parameter, when present. */
  couponsClipped?: number
  /** The carousel limit asked for; absent on pages that are not carousels. */
  limit?: number
  /** The page reads hidden-events offers. */
  hiddenEvents?: boolean
  /** The page is the bonus-path page. */
  bonusPathPage?: boolean
}

export type CacheVerdict = { valid: true } | { valid: false; reason: CacheRefusal }

/**
 * Whether a stored coupon cache may be used (CPN-080..088). Refused when: missing; no update time; 120 minutes
 * old or more; saved for another store; couponsClipped > 0; authorisation changed; its carousel limit is
 * smaller than the one asked for; no items; the page or the cache is a hidden-events one; the bonus-path page.
 */
export function couponCacheVerdict(cache: CouponCache | null | undefined, req: CouponCacheRequest, now: number): CacheVerdict {
  const no = (reason: CacheRefusal): CacheVerdict => ({ valid: false, reason })
  if (!cache) return no('missing')
  if (req.hiddenEvents || cache.isHiddenEvents) return no('hidden-events')
  if (req.bonusPathPage) return no('bonus-path-page')
  if (!cache.updatedTime) return no('no-update-time')
  if (!isFresh(cache.updatedTime, now)) return no('expired')
  if (cache.storeId !== req.storeId) return no('store-changed')
  if ((req.couponsClipped ?? 0) > 0) return no('coupons-clipped')
  if (cache.authorize !== req.authorised) return no('authorisation-changed')
  if (req.limit !== undefined && !(cache.carouselLimitItems >= req.limit)) return no('limit-too-small')
  if (Object.keys(cache.objCoupons ?? {}).length === 0) return no('empty')
  return { valid: true }
}

/**
 * Refusals after which the stored gallery is still this shopper's, for this store: only older, or read again
 * because a clip happened elsewhere. When that read fails, the grid shows the stored offers (with the error)
 * rather than taking the shopper's clipped coupons off the page (docs/decisions/testing.md "Fault matrix").
 */
export const STORED_GALLERY_SURVIVES: readonly CacheRefusal[] = ['expired', 'coupons-clipped', 'limit-too-small']
export const showsStoredGalleryOnFailure = (refusal: CacheRefusal | undefined): boolean =>
  refusal !== undefined && STORED_GALLERY_SURVIVES.includes(refusal)

/**
 * The local coupon store is valid only when offers and offersByUpc exist, offersByDepartment too unless the
 * offers redesign is disabled, and it was updated less than 120 minutes ago (CPN-090; CST-066).
 */
export function isLocalCouponStoreValid(
  store: Partial<LocalCouponStore> | null | undefined,
  flags: { isOffersRedesignDisabled?: boolean },
  now: number,
): boolean {
  if (!store?.offers || !store.offersByUpc) return false
  if (!flags.isOffersRedesignDisabled && !store.offersByDepartment) return false
  return isFresh(store.updatedTime, now)
}

/** A cached coupon response is accepted only when its list is non-empty (CPN-091). */
export const isUsableCouponList = (list: unknown): list is unknown[] => Array.isArray(list) && list.length > 0

/** A personalised response is valid only when dealsInfo exists with at least one entry (CPN-092). */
export function isValidPersonalisedResponse(reply: unknown): reply is { dealsInfo: unknown[] } {
  return !!reply && typeof reply === 'object' && isUsableCouponList((reply as { dealsInfo?: unknown }).dealsInfo)
}

/** Default extra coupon amount: a top-up asks for the requested count plus 10 (CPN-096; CST-045; gap B17). */
export const DEFAULT_EXTRA_COUPON_AMOUNT = 10

/** Unclipped cached deals: the cached deals minus the clipped ones. */
export const unclippedDeals = (deals: readonly Offer[]): Offer[] => deals.filter((d) => !isClipped(d))

/** A top-up fetch is made when the unclipped cached deals number at or below the requested count (CPN-093). */
export const needsTopUp = (cachedDeals: readonly Offer[], requested: number): boolean => unclippedDeals(cachedDeals).length <= requested

/**
 * The extra-response counter's start (design, docs/decisions/coupons.md "Personalised top-up"): how many top-ups one
 * carousel may still try in a page view. A failed or empty top-up spends one (CPN-095); at 0 the stored
 * deals are shown without another call.
 */
export const TOP_UP_ATTEMPTS = 2

/** How many deals a top-up asks for (gap B17). */
export const topUpSize = (requested: number, extra: number = DEFAULT_EXTRA_COUPON_AMOUNT): number => requested + extra

export interface TopUpResult<T> {
  deals: T[]
  source: 'reply' | 'cache' | 'empty'
  /** The extra-response counter after this answer. */
  extraResponses: number
}

/**
 * Resolves a top-up answer (CPN-094, CPN-095; ERR-039, ERR-040): a valid reply is used; a failure (`reply`
 * undefined) or an invalid reply falls back to the cached list, else an empty list, and reduces the
 * extra-response counter by one (never below 0).
 */
export function resolveTopUp<T>(reply: unknown, cached: readonly T[] | undefined, extraResponses: number): TopUpResult<T> {
  if (isValidPersonalisedResponse(reply)) return { deals: reply.dealsInfo as T[], source: 'reply', extraResponses }
  const reduced = Math.max(0, extraResponses - 1)
  return cached && cached.length > 0
    ? { deals: [...cached], source: 'cache', extraResponses: reduced }
    : { deals: [], source: 'empty', extraResponses: reduced }
}
