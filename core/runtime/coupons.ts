/**
 * The page's coupon store, created on first use by a coupon widget (coupon card, deals grid, offer carousel) and
 * shared by all of them, wired to the runtime's io and the page's window. An offer carousel takes the gallery and
 * the clip flow only (offerCardStoreOf); the coupon card and the deals grid the whole store with the list
 * (couponStoreOf), over the same gallery and clip flow.
 */
import type { PreparedGallery } from '../io/api/offers-gallery'
import { afterPaintScheduler } from '../io/deferred-storage'
import { createClipFlow } from '../stores/coupons-clip'
import { type CouponDeps, type CouponStore, joinOfferCardStore, type OfferCardStore } from '../stores/coupons'
import { createCouponGallery } from '../stores/coupons-gallery'
import { createCouponList } from '../stores/coupons-list'
import type { Runtime } from './index'
import { runtimeStore } from './slots'

export const COUPON_STORE_SLOT = 'coupons'
export const OFFER_CARD_STORE_SLOT = 'coupon-cards'
export const OFFER_LINKS_SLOT = 'offer-links'

/**
 * The gallery reply is prepared in a worker on the banner site, in main-thread slices on a partner page (issue 16
 * item 4). That code (with the reply's schemas and the offer normaliser) is its own chunk, requested with the store,
 * so it arrives while the gallery is read and a page's first paint does not wait for it.
 */
function galleryPreparerOf(rt: Runtime): (text: string) => Promise<PreparedGallery> {
  const preparer = Promise.all([import('../io/gallery-prepare'), import('../io/api/gallery-pipeline')]).then(([m, pipeline]) =>
    m.galleryPreparer({ worker: !rt.config.embedded, steps: pipeline.galleryPipelineSteps }),
  )
  return async (text) => (await preparer)(text)
}

function couponDeps(rt: Runtime): CouponDeps {
  return {
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
  }
}

/** CMS links to offers get their details address once the gallery is read (CPN-119); that code loads with the store. */
function startOfferLinks(runtime: Runtime, store: OfferCardStore): void {
  runtimeStore(runtime, OFFER_LINKS_SLOT, (rt) => {
    let handle: { dispose(): void } | undefined
    let disposed = false
    void import('./coupons-offer-links').then((m) => {
      if (disposed) return
      handle = m.startOfferLinks({
        doc: rt.win.document,
        $status: store.$status,
        $cache: store.$cache,
        setTimer: (run, ms) => rt.win.setTimeout(run, ms),
        clearTimer: (h) => rt.win.clearTimeout(h as number),
      })
    })
    return {
      dispose() {
        disposed = true
        handle?.dispose()
      },
    }
  })
}

/** The gallery and the clip flow: what an offer card reads and presses. */
export function offerCardStoreOf(runtime: Runtime): OfferCardStore {
  const store = runtimeStore(runtime, OFFER_CARD_STORE_SLOT, (rt) => {
    const deps = couponDeps(rt)
    const gallery = createCouponGallery(deps)
    return joinOfferCardStore(gallery, createClipFlow(gallery, deps))
  })
  startOfferLinks(runtime, store)
  return store
}

/** The whole coupon store: the offer cards' gallery and clip flow, and the shopper's list. */
export function couponStoreOf(runtime: Runtime): CouponStore {
  return runtimeStore(runtime, COUPON_STORE_SLOT, (rt) => {
    const cards = offerCardStoreOf(rt)
    // dispose() is the offer cards' (it runs once, whichever slot the runtime disposes first): the list holds nothing to dispose.
    return { ...cards, ...createCouponList(cards, { api: () => rt.api, session: rt.session }) }
  })
}
