/**
 * The game grid's Bonus Path probe (GAM-049, API-052) kept between page views: the one-entry companion-gallery read
 * is part of the offer gallery, so its answer lives as the gallery's does (120 minutes, CPN-080; STO-018) and is
 * dropped on the same changes — another store, couponsClipped in the address, sign-in or sign-out (CPN-081..083).
 * The checks are the coupon cache's context checks (coupons/cache.ts couponCacheVerdict), written again here so the
 * games family carries no coupon rule; bonus-path.test.ts holds that both keep an answer alike.
 * docs/decisions/games-and-profile.md "Bonus Path probe between page views". Pure.
 */
import { COUPON_CACHE_MAX_AGE_MINUTES, MINUTE_MS } from '../storage-keys'

/** Where the answer is kept (STORED_KEYS.bonusPath in ../persisted.ts names it for the table of stores). */
export const BONUS_PATH_STORAGE_KEY = 'aisle:bonusPath'

/** The probe's answer as stored (STORED_KEYS.bonusPath). */
export interface StoredBonusPath {
  storeId: string
  /** Whether the shopper was authorised when it was read (the gallery's authorize flag). */
  authorize: boolean
  /** When the companion gallery answered (epoch ms). */
  updatedTime: number
  /** The store had bonus-path offers for the shopper. */
  available: boolean
}

/** What the page asks for now, as the coupon cache is asked (CouponCacheRequest). */
export interface BonusPathAsk {
  storeId: string
  authorised: boolean
  /** The couponsClipped URL parameter: a clip elsewhere (CPN-082). */
  couponsClipped?: number | undefined
}

/** Local storage is untrusted: a value of another shape is no answer (STO-006). */
function isStoredBonusPath(x: unknown): x is StoredBonusPath {
  const o = x as Partial<StoredBonusPath> | null
  return (
    !!o &&
    typeof o === 'object' &&
    typeof o.storeId === 'string' &&
    typeof o.authorize === 'boolean' &&
    typeof o.updatedTime === 'number' &&
    typeof o.available === 'boolean'
  )
}

/** The stored answer while it still speaks for the page; undefined when the companion gallery must be asked again. */
export function storedBonusPathAnswer(stored: unknown, asked: BonusPathAsk, now: number): boolean | undefined {
  if (!isStoredBonusPath(stored)) return undefined
  const age = now - stored.updatedTime
  const fresh = stored.updatedTime > 0 && age >= 0 && age < COUPON_CACHE_MAX_AGE_MINUTES * MINUTE_MS
  const same = stored.storeId === asked.storeId && !((asked.couponsClipped ?? 0) > 0) && stored.authorize === asked.authorised
  return fresh && same ? stored.available : undefined
}

/** The stored form of an answer read now. */
export const bonusPathAnswer = (available: boolean, asked: BonusPathAsk, now: number): StoredBonusPath => ({
  storeId: asked.storeId,
  authorize: asked.authorised,
  updatedTime: now,
  available,
})
