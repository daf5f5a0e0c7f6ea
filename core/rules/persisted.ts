/**
 * What the storefront keeps in local storage besides the cart (001 §3, §4, §9; STO-010..022): the
 * keys, the shapes and how long each lives. Pure: core/io/persisted reads and writes them.
 * Keys the seed names (abJ4uCoupons, p13nCoupons, quickAddBasket, grOffers) are kept verbatim; the
 * others are ours, under the 'aisle:' prefix like the cart's.
 */
import { MINUTE_MS } from './cart'

export const STORED_KEYS = {
  /** The local coupon store (STO-010); its name is not shown. */
  localCoupons: 'aisle:coupons',
  abJ4uCoupons: 'abJ4uCoupons',
  p13nCoupons: 'p13nCoupons',
  quickAddBasket: 'quickAddBasket',
  /** Rewards (STO-014). */
  rewards: 'grOffers',
  deals: 'aisle:deals',
  subscriptions: 'aisle:subscriptions',
  loyaltyPartners: 'aisle:loyaltyPartners',
  /** The delivery type of an order (STO-022, CRT-035). */
  deliveryType: 'aisle:deliveryType',
} as const
export type StoredKind = keyof typeof STORED_KEYS

/** Coupon caches live 120 minutes (STO-018, CPN-080, CPN-090). */
export const COUPON_CACHE_MAX_AGE_MINUTES = 120
/** Stored subscriptions live 15 minutes after their saved-time (STO-020, SNS-005). */
export const SUBSCRIPTION_CACHE_MAX_AGE_MINUTES = 15

/** The stores that expire: their lifetime and the field their age is measured from. Others live until replaced. */
export const STORED_LIFETIMES = {
  localCoupons: { maxAgeMinutes: COUPON_CACHE_MAX_AGE_MINUTES, timeField: 'updatedTime' },
  abJ4uCoupons: { maxAgeMinutes: COUPON_CACHE_MAX_AGE_MINUTES, timeField: 'updatedTime' },
  p13nCoupons: { maxAgeMinutes: COUPON_CACHE_MAX_AGE_MINUTES, timeField: 'updatedTime' },
  subscriptions: { maxAgeMinutes: SUBSCRIPTION_CACHE_MAX_AGE_MINUTES, timeField: 'savedTime' },
} as const satisfies Partial<Record<StoredKind, { maxAgeMinutes: number; timeField: string }>>

/**
 * One validity rule for every cache: saved at a real time, not in the future, and younger than its
 * lifetime. A missing or unreadable time means stale (CPN-086).
 */
export function isFresh(savedTime: unknown, maxAgeMinutes: number, now: number): boolean {
  if (typeof savedTime !== 'number' || !Number.isFinite(savedTime) || savedTime <= 0) return false
  const age = now - savedTime
  return age >= 0 && age < maxAgeMinutes * MINUTE_MS
}

/** An offer as the caches hold it; its fields belong to the coupon rules. */
export type StoredOffer = Record<string, unknown>

/** Offers keyed by offerId (STO-010); an offer without an id (offerId or couponID) is left out. */
export function keyOffersById(offers: readonly StoredOffer[]): Record<string, StoredOffer> {
  const out: Record<string, StoredOffer> = {}
  for (const offer of offers) {
    const id = offer.offerId ?? offer.couponID
    if (typeof id === 'string' || typeof id === 'number') out[String(id)] = offer
  }
  return out
}

/** STO-010. offersByUpc and offersByDepartment list offer ids. */
export interface LocalCouponStore {
  offers: Record<string, StoredOffer>
  offersByUpc: Record<string, string[]>
  /** Absent when the offers redesign is disabled (CPN-090). */
  offersByDepartment?: Record<string, string[]>
  branchId?: string
  updatedTime: number
}

/** STO-011. */
export interface AbJ4uCoupons {
  storeId: string
  updatedTime: number
  savedTime: number
  objCoupons: Record<string, StoredOffer>
  arrClippedCoupons: unknown[]
  instantAllocOffer?: unknown
  isHiddenEvents: boolean
  /** Whether the shopper was authorised when it was saved (CPN-083). */
  authorize: boolean
  carouselLimitItems: number
}

/** STO-012. */
export interface P13nCoupons extends AbJ4uCoupons {
  dealsInfo: unknown[]
  carouselTitle?: string
  webCtaText?: string
  webCtaLink?: string
}

/** STO-013: entry shape of QAB-002, QAB-003. */
export interface QuickAddEntry {
  itemId: string
  qty: number
  selected: boolean
  selectedWeight?: string
}
export interface QuickAddBasket {
  cartItemsList: QuickAddEntry[]
}

/** STO-016. */
export interface StoredSubscriptions {
  subscriptions: unknown[]
  savedTime: number
}

/** STO-017. */
export interface LoyaltyPartner {
  name: string
  planNumber: string
}

/** STO-022, CRT-035. */
export interface OrderDeliveryType {
  orderId: string
  deliveryType: string
}

/** The value each key holds. */
export interface StoredValues {
  localCoupons: LocalCouponStore
  abJ4uCoupons: AbJ4uCoupons
  p13nCoupons: P13nCoupons
  quickAddBasket: QuickAddBasket
  rewards: StoredOffer[]
  deals: Record<string, unknown>[]
  subscriptions: StoredSubscriptions
  loyaltyPartners: LoyaltyPartner[]
  deliveryType: OrderDeliveryType
}
