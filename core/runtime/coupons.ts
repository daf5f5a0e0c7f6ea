/**
 * The page's coupon store, created on first use by a coupon widget (coupon card, deals grid, offer
 * carousel) and shared by all of them, wired to the runtime's io and the page's window.
 */
import { galleryPipelineSteps, type PreparedGallery } from '../io/api/gallery-pipeline'
import { afterPaintScheduler } from '../io/deferred-storage'
import { startOfferLinks } from '../io/offer-links'
import { type CouponStore, createCouponStore } from '../stores/coupons'
import type { Runtime } from './index'
import { runtimeStore, slotKey } from './slots'

export const COUPON_STORE_SLOT = slotKey<CouponStore>('coupons', { dispose: (store) => store.dispose() })
export const OFFER_LINKS_SLOT = slotKey<ReturnType<typeof startOfferLinks>>('offer-links', { dispose: (links) => links.dispose() })

/**
 * The gallery reply is prepared in a worker on the banner site, in main-thread slices on a partner page (issue 16
 * item 4). That code is its own chunk, requested with the store, so it arrives while the gallery is read and a page
 * that never reads the gallery does not load it.
 */
function galleryPreparerOf(rt: Runtime): (text: string) => Promise<PreparedGallery> {
  const preparer = import('../io/gallery-prepare').then((m) => m.galleryPreparer({ worker: !rt.config.embedded, steps: galleryPipelineSteps }))
  return async (text) => (await preparer)(text)
}

export function couponStoreOf(runtime: Runtime): CouponStore {
  const store = runtimeStore(runtime, COUPON_STORE_SLOT, (rt) =>
    createCouponStore({
      api: () => rt.api,
      session: rt.session,
      storage: rt.storage,
      page: {
        search: () => rt.win.location.search,
        pathname: () => rt.win.location.pathname,
        reload: () => rt.win.location.reload(),
        assign: (url) => rt.win.location.assign(url),
        dispatch: (name, detail) => rt.win.dispatchEvent(new CustomEvent(name, { detail })),
      },
      // The gallery caches are written after the cards have painted, and on page hide (STO-011).
      writeLater: afterPaintScheduler(rt.win),
      prepareGallery: galleryPreparerOf(rt),
      ...(rt.config.embedded ? { partner: { bannerOrigin: rt.config.apiOrigin, landingPath: rt.config.pages.partnerClipLanding } } : {}),
    }),
  )
  // CMS links to offers get their details address once the gallery is read (CPN-119).
  runtimeStore(runtime, OFFER_LINKS_SLOT, (rt) =>
    startOfferLinks({
      doc: rt.win.document,
      $status: store.$status,
      $cache: store.$cache,
      setTimer: (run, ms) => rt.win.setTimeout(run, ms),
      clearTimer: (handle) => rt.win.clearTimeout(handle as number),
    }),
  )
  return store
}
