/**
 * What an offer card reads and calls: the gallery (coupons/gallery.ts) and the clip flow (coupons/clip.ts) as one
 * surface. Apart from coupons.ts, which adds the list: a page of offer carousels loads no list code.
 */
import type { ClipFlow } from './clip'
import type { CouponGallery } from './gallery'

/** What an offer card reads and calls: the gallery and the clip flow. */
export type OfferCardStore = CouponGallery & ClipFlow

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
