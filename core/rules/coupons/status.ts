/**
 * Coupon status transitions of 001 §4 as pure reducers: one offer, and the stored coupon caches that hold it.
 *
 * The only action a shopper takes on a digital offer is the clip (or the list re-add of a 'C' and deleted
 * offer): no card offers an unclip or a list removal (001 §4 "Card button states"), so those transitions are
 * declined (CPN-027, CPN-029, CPN-030, CPN-034; docs/requirements-declined.md). A 'C' and deleted offer comes
 * from the server; the card reads it as 'Add to List' (reading A, CPN-041; docs/decisions/coupons.md).
 */
import { isClipped } from './classify'
import { CLIPPED, type Offer } from './offer'

/** The clip (or list re-add) answer's first item had status 1 (CPN-025, CPN-035). */
export type OfferAction = { type: 'clipped' }

/** The offer after an action (CPN-025, CPN-026, CPN-033). */
export function reduceOffer(offer: Offer, action: OfferAction): Offer {
  switch (action.type) {
    case 'clipped':
      return { ...offer, status: CLIPPED, deleted: false, instantAllocation: false }
    default:
      return action.type satisfies never
  }
}

/** The abJ4uCoupons cache (001 §3). Times are epoch ms. */
export interface CouponCache {
  storeId: string
  /** When the offers were last read from the server; clips do not move it (CPN-031). */
  updatedTime: number
  /** When the cache was last written. */
  savedTime: number
  objCoupons: Record<string, Offer>
  arrClippedCoupons: string[]
  /** Ids of the offers whose instant flag is set. */
  instantAllocOffer: string[]
  isHiddenEvents: boolean
  /** Whether the shopper was authorised when the cache was saved. */
  authorize: boolean
  carouselLimitItems: number
}

/** The p13nCoupons cache: the same, plus the personalised deals and optional carousel texts (001 §3). */
export interface P13nCache extends CouponCache {
  dealsInfo: Offer[]
  carouselTitle?: string
  webCtaText?: string
  webCtaLink?: string
}

/** One offer: the gallery's, else the personalised deals' (a card shows either). */
export function offerById(cache: CouponCache | null | undefined, p13n: P13nCache | null | undefined, id: string): Offer | undefined {
  return cache?.objCoupons[id] ?? p13n?.dealsInfo.find((d) => d.id === id)
}

/** The local coupon store (001 §3). */
export interface LocalCouponStore {
  offers: Record<string, Offer>
  offersByUpc: Record<string, string[]>
  offersByDepartment?: Record<string, string[]>
  branchId?: string
  updatedTime: number
}

/** Applies an action to the offer of that id in a map; the same map when the id is absent. */
export function reduceOfferMap(offers: Record<string, Offer>, id: string, action: OfferAction): Record<string, Offer> {
  const offer = offers[id]
  return offer ? { ...offers, [id]: reduceOffer(offer, action) } : offers
}

/**
 * The cache after an action on offer `id` (CPN-026, CPN-031, CPN-033): the offer, the
 * clipped list and the instant list change; updatedTime is kept; savedTime becomes `now`.
 */
export function reduceCouponCache<C extends CouponCache>(cache: C, id: string, action: OfferAction, now: number): C {
  const objCoupons = reduceOfferMap(cache.objCoupons, id, action)
  const offer = objCoupons[id]
  const clipped = offer ? isClipped(offer) : action.type === 'clipped'
  const instant = offer ? offer.instantAllocation : false
  const without = (list: string[]) => list.filter((x) => x !== id)
  const next: C = {
    ...cache,
    objCoupons,
    arrClippedCoupons: clipped ? [...without(cache.arrClippedCoupons), id] : without(cache.arrClippedCoupons),
    instantAllocOffer: instant ? [...without(cache.instantAllocOffer), id] : without(cache.instantAllocOffer),
    savedTime: now,
  }
  if ('dealsInfo' in cache) {
    const deals = (cache as unknown as P13nCache).dealsInfo.map((d) => (d.id === id ? reduceOffer(d, action) : d))
    ;(next as unknown as P13nCache).dealsInfo = deals
  }
  return next
}

/** The local coupon store after an action; updatedTime is kept (CPN-031). */
export function reduceLocalCouponStore(store: LocalCouponStore, id: string, action: OfferAction): LocalCouponStore {
  return { ...store, offers: reduceOfferMap(store.offers, id, action) }
}
