/**
 * One table of what the storefront keeps in local storage besides the cart (001 §3, §4, §9;
 * STO-010..022): each store's key, value type and lifetime. The shapes and numbers live with their
 * domain rules (coupons, products, cart-order); this module only names them together so
 * core/io/persisted can read and write every store the same way. Pure.
 * Keys the seed names (abJ4uCoupons, p13nCoupons, quickAddBasket, grOffers) are kept verbatim; the
 * others are ours, under the 'aisle:' prefix like the cart's.
 */
import type { DeliveryTypeCache } from './cart/edit-order'
import type { LoyaltyPartner } from './coupons/clip-flow'
import type { Offer } from './coupons/offer'
import type { CouponCache, LocalCouponStore, P13nCache } from './coupons/status'
import type { StoredBonusPath } from './games/bonus-path'
import type { QuickAddBasket } from './products/quick-add'
import {
  COUPON_CACHE_MAX_AGE_MINUTES,
  DELIVERY_TYPE_STORAGE_KEY,
  MINUTE_MS,
  QUICK_ADD_STORAGE_KEY,
  SUBSCRIPTION_CACHE_MINUTES,
  SUBSCRIPTIONS_STORAGE_KEY,
} from './storage-keys'

export const STORED_KEYS = {
  /** The local coupon store (STO-010); its name is not shown. */
  localCoupons: 'aisle:coupons',
  abJ4uCoupons: 'abJ4uCoupons',
  p13nCoupons: 'p13nCoupons',
  quickAddBasket: QUICK_ADD_STORAGE_KEY,
  /** Rewards (STO-014). */
  rewards: 'grOffers',
  deals: 'aisle:deals',
  subscriptions: SUBSCRIPTIONS_STORAGE_KEY,
  loyaltyPartners: 'aisle:loyaltyPartners',
  /** The delivery type of an order (STO-022, CRT-035). */
  deliveryType: DELIVERY_TYPE_STORAGE_KEY,
  /**
   * The game grid's Bonus Path probe (GAM-049), kept as the gallery it is part of: games/bonus-path.ts's
   * BONUS_PATH_STORAGE_KEY, named here for the table (persisted.test.ts holds them equal; importing it would carry the
   * games rule into every coupon page).
   */
  bonusPath: 'aisle:bonusPath',
} as const
export type StoredKind = keyof typeof STORED_KEYS

/** The stores that expire: their lifetime (STO-018, STO-020) and the field their age is measured from. Others live until replaced. */
export const STORED_LIFETIMES = {
  localCoupons: { maxAgeMinutes: COUPON_CACHE_MAX_AGE_MINUTES, timeField: 'updatedTime' },
  abJ4uCoupons: { maxAgeMinutes: COUPON_CACHE_MAX_AGE_MINUTES, timeField: 'updatedTime' },
  p13nCoupons: { maxAgeMinutes: COUPON_CACHE_MAX_AGE_MINUTES, timeField: 'updatedTime' },
  bonusPath: { maxAgeMinutes: COUPON_CACHE_MAX_AGE_MINUTES, timeField: 'updatedTime' },
  subscriptions: { maxAgeMinutes: SUBSCRIPTION_CACHE_MINUTES, timeField: 'savedTime' },
} as const satisfies Partial<Record<StoredKind, { maxAgeMinutes: number; timeField: string }>>

/**
 * Validity of any stored value with a lifetime: saved at a real time, not in the future, and younger
 * than its lifetime. A missing or unreadable time means stale (CPN-086).
 */
export function isFresh(savedTime: unknown, maxAgeMinutes: number, now: number): boolean {
  if (typeof savedTime !== 'number' || !Number.isFinite(savedTime) || savedTime <= 0) return false
  const age = now - savedTime
  return age >= 0 && age < maxAgeMinutes * MINUTE_MS
}

/** Offers keyed by their id (offerId, or couponID without one; CPN-001), as the caches hold them (STO-010, STO-011). */
export function keyOffersById(offers: readonly Offer[]): Record<string, Offer> {
  const out: Record<string, Offer> = {}
  for (const offer of offers) if (offer.id) out[offer.id] = offer
  return out
}

/** STO-016. */
export interface StoredSubscriptions {
  subscriptions: unknown[]
  savedTime: number
}

/** The value each key holds. */
export interface StoredValues {
  localCoupons: LocalCouponStore
  abJ4uCoupons: CouponCache
  p13nCoupons: P13nCache
  quickAddBasket: QuickAddBasket
  rewards: Offer[]
  deals: Offer[]
  subscriptions: StoredSubscriptions
  loyaltyPartners: LoyaltyPartner[]
  deliveryType: DeliveryTypeCache
  bonusPath: StoredBonusPath
}
