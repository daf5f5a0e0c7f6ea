/**
 * $coupons: the page's coupon store, split by concern and put together here: the gallery and its caches
 * (coupons-gallery.ts), the clip flow (coupons-clip.ts) and the shopper's list with the non-digital coupons'
 * extras (coupons-list.ts). Each part takes the gallery's public surface and its own io; none imports another's
 * module. One instance per page, created by the runtime with injected io (core/runtime/coupons.ts), which can also
 * make the parts on their own (a carousel's cards need no list).
 */
import { type ClipFlow, createClipFlow } from './coupons-clip'
import { type CouponDeps, type CouponGallery, createCouponGallery } from './coupons-gallery'
import { type CouponList, createCouponList } from './coupons-list'

export type { CouponContext, CouponDeps, CouponGallery, CouponPage, CouponsState, CouponsStatus, LoadOptions } from './coupons-gallery'
export type { ClipFlow } from './coupons-clip'
export type { CouponList, ListToggleResult } from './coupons-list'

/** What an offer card reads and calls: the gallery and the clip flow. */
export type OfferCardStore = CouponGallery & ClipFlow

export type CouponStore = OfferCardStore & CouponList

/**
 * The gallery and the clip flow as one surface. dispose() writes what is pending, then cancels the flow's timers;
 * once, however many holders of the surface call it.
 */
export function joinOfferCardStore(gallery: CouponGallery, clips: ClipFlow): OfferCardStore {
  let disposed = false
  return {
    ...gallery,
    ...clips,
    dispose() {
      if (disposed) return
      disposed = true
      gallery.dispose()
      clips.dispose()
    },
  }
}

export function createCouponStore(deps: CouponDeps): CouponStore {
  const gallery = createCouponGallery(deps)
  const cards = joinOfferCardStore(gallery, createClipFlow(gallery, deps))
  return { ...cards, ...createCouponList(gallery, deps) }
}
