/**
 * $coupons: the page's coupon store, split by concern and put together here: the gallery and its caches
 * (coupons/gallery.ts), the clip flow (coupons/clip.ts) and the shopper's list with the non-digital coupons'
 * extras (coupons/list.ts). Each part takes the gallery's public surface and its own io; none imports another's
 * module. One instance per page, created by the runtime with injected io (core/runtime/coupons/coupons.ts), which can also
 * make the parts on their own (a carousel's cards need no list).
 */
import { createClipFlow } from './clip'
import { joinOfferCardStore, type OfferCardStore } from './cards'
import { type CouponDeps, createCouponGallery } from './gallery'
import { type CouponList, createCouponList } from './list'

export type { CouponContext, CouponDeps, CouponGallery, CouponPage, CouponsState, CouponsStatus, LoadOptions } from './gallery'
export type { ClipFlow } from './clip'
export { joinOfferCardStore, type OfferCardStore } from './cards'
export type { CouponList, ListToggleResult } from './list'

export type CouponStore = OfferCardStore & CouponList

export function createCouponStore(deps: CouponDeps): CouponStore {
  const gallery = createCouponGallery(deps)
  const cards = joinOfferCardStore(gallery, createClipFlow(gallery, deps))
  return { ...cards, ...createCouponList(gallery, deps) }
}
