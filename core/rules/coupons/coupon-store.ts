/**
 * Pure pieces of the coupon store (core/stores/coupons/coupons.ts): which store's gallery a page reads, the
 * abJ4uCoupons cache a gallery answer becomes, the log line of a clip failure and the card's expired state. The store runs calls and timers; these only decide.
 */
import { UNLIMITED_CAROUSEL_LIMIT } from './carousel'
import { indexOffersByUpc, isClipped, isExpired, stripUpcZeros } from './classify'
import { keyOffersById } from '../persisted'
import type { ClipLog } from './clip'
import { type Offer, UNCLIPPED } from './offer'
import type { CouponCache, LocalCouponStore } from './status'

/**
 * The store whose gallery a guest sees when neither the page (storeId parameter, CPN-122) nor the shopper
 * names one. The seeds show no store locator; this is the first store of the first banner (docs/decisions/coupons.md).
 */
export const DEFAULT_GALLERY_STORE_ID = '1100'

/** The gallery's store: the page's storeId parameter, else the shopper's Just-for-U store, else their store, else the default. */
export function galleryStoreId(input: { pageStoreId?: string; j4uStoreId?: string; storeId?: string }): string {
  for (const candidate of [input.pageStoreId, input.j4uStoreId, input.storeId]) {
    const id = candidate?.trim()
    if (id) return id
  }
  return DEFAULT_GALLERY_STORE_ID
}

/**
 * The abJ4uCoupons cache a full gallery answer becomes (001 §3): offers by id, the clipped and instant lists,
 * both times now, and carouselLimitItems 99999 because the gallery holds every offer, so any carousel limit
 * is covered (CPN-084).
 */
export function galleryCache(
  offers: readonly Offer[],
  ctx: { storeId: string; authorised: boolean; hiddenEvents?: boolean },
  now: number,
): CouponCache {
  const objCoupons = keyOffersById(offers)
  const all = Object.values(objCoupons)
  return {
    storeId: ctx.storeId,
    updatedTime: now,
    savedTime: now,
    objCoupons,
    arrClippedCoupons: all.filter(isClipped).map((o) => o.id),
    instantAllocOffer: all.filter((o) => o.instantAllocation).map((o) => o.id),
    isHiddenEvents: ctx.hiddenEvents === true,
    authorize: ctx.authorised,
    carouselLimitItems: UNLIMITED_CAROUSEL_LIMIT,
  }
}

/**
 * The cache with `offers` read again put in place of their stored copies (the coupons-deals page's bonus-offer
 * read, CPN-089): the clipped and instant lists follow; updatedTime stays, so the cache lives no longer.
 */
export function withFreshOffers(cache: CouponCache, offers: readonly Offer[], now: number): CouponCache {
  const objCoupons = { ...cache.objCoupons, ...keyOffersById(offers) }
  const all = Object.values(objCoupons)
  return {
    ...cache,
    objCoupons,
    arrClippedCoupons: all.filter(isClipped).map((o) => o.id),
    instantAllocOffer: all.filter((o) => o.instantAllocation).map((o) => o.id),
    savedTime: now,
  }
}

/**
 * The local coupon store a gallery answer becomes (001 §3; STO-010, API-048): offers by id, offer ids by UPC
 * (the answer's offersByUpc when it sent one, else each offer's upcList; UPCs without leading zeros, CPN-128),
 * offer ids by department (the offer's category), the store as branchId, and now as updatedTime.
 */
export function localCouponStore(
  offers: readonly Offer[],
  offersByUpc: Readonly<Record<string, readonly (string | number)[]>> | null | undefined,
  storeId: string,
  now: number,
): LocalCouponStore {
  const byId = keyOffersById(offers)
  const add = (into: Record<string, string[]>, key: string, id: string) => {
    if (!key) return
    const list = (into[key] ??= [])
    if (!list.includes(id)) list.push(id)
  }
  let byUpc: Record<string, string[]> = {}
  if (offersByUpc) {
    for (const [upc, ids] of Object.entries(offersByUpc)) for (const id of ids) add(byUpc, stripUpcZeros(upc), String(id))
  } else {
    byUpc = indexOffersByUpc(Object.values(byId))
  }
  const byDepartment: Record<string, string[]> = {}
  for (const offer of Object.values(byId)) add(byDepartment, offer.category?.trim() ?? '', offer.id)
  return { offers: byId, offersByUpc: byUpc, offersByDepartment: byDepartment, branchId: storeId, updatedTime: now }
}

/** One log line for a clip failure: '{label}: {message}', then the server's code and message when sent (ERR-024..028, ERR-031). */
export function clipLogLine(log: ClipLog): string {
  const server = [log.code, log.errorMessage].filter(Boolean).join(' ')
  return `${log.label}: ${log.message}${server ? ` (${server})` : ''}`
}

/** Shown in place of 'Clip Coupon' on an unclipped offer whose end date has passed (docs/decisions/coupons.md). */
export const EXPIRED_OFFER_TEXT = 'Expired'

/** An offer the shopper can no longer clip: unclipped and ended before today (CPN-024). A clipped one keeps its state. */
export const isExpiredUnclipped = (o: Pick<Offer, 'status' | 'endDate'>, today: string): boolean =>
  o.status === UNCLIPPED && isExpired(o, today)
