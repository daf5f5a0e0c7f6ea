/**
 * The coupon family's halves loaded on first need (core/stores/lazy.ts), each its own chunk, named once here because
 * the family's first-paint chunk holds every module that loads them: the clip steps (the first press), the offer reads
 * beyond the gallery (list, gallery, offer carousel), the gallery reply's pipeline and preparer (with the gallery). A
 * half only a later chunk loads (the list's, details' and welcome claim's calls) is named in that module instead, so
 * the partner page does not carry its address.
 */
import { lazyOnce } from '../lazy'

export const COUPON_HALVES = {
  /** The clip press's steps after its frame (./clip.ts). */
  clipRun: lazyOnce(() => import('./clip-run')),
  /** The offer reads beyond the gallery: bonus offers, by UPC, gallery filter, eligible UPCs. */
  offers: lazyOnce(() => import('../../io/coupons/offers')),
  /** The gallery reply's pipeline (schemas, normaliser). */
  galleryPipeline: lazyOnce(() => import('../../io/api/gallery-pipeline')),
  /** The gallery reply's preparer: a worker on the banner site, main-thread slices on a partner page. */
  galleryPrepare: lazyOnce(() => import('../../io/gallery-prepare')),
}
