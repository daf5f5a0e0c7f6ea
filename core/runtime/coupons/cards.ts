/**
 * The page's offer cards' store: the coupon gallery and the clip flow, created on first use by a coupon widget
 * (coupon card, deals grid, offer carousel) and shared by all of them, wired to the runtime's io and the page's
 * window; with it, the CMS offer links and the post-clip prompt. An offer carousel needs no more; the coupon card
 * and the deals grid add the list (./coupons.ts couponStoreOf) over the same gallery and clip flow. The list and the
 * prompts are made here from factories handed in, so this module (the carousel's first paint) carries neither.
 */
import type { PreparedGallery } from '../../io/coupons/offers-gallery'
import { afterPaintScheduler } from '../../io/deferred-storage'
import { createClipFlow } from '../../stores/coupons/clip'
import { joinOfferCardStore, type OfferCardStore } from '../../stores/coupons/cards'
import type { CouponDeps } from '../../stores/coupons/gallery'
import { createCouponGallery } from '../../stores/coupons/gallery'
import type { CouponList, createCouponList } from '../../stores/coupons/list'
import type { CouponPrompts, createCouponPrompts } from '../../stores/coupons/prompts'
import { COUPON_HALVES } from '../../stores/coupons/lazy'
import { lazyOnce } from '../../stores/lazy'
import type { Runtime } from '../index'
import { runtimeStore, slotKey, slotOf } from '../slots'
import { COUPON_RUNTIME_HALVES } from './lazy'

/** The gallery and the clip flow; reset writes what is pending and cancels the flow's timers. */
export const OFFER_CARD_STORE_SLOT = slotKey<OfferCardStore>('coupon-cards', { dispose: (store) => store.dispose() })
export const OFFER_LINKS_SLOT = slotKey<{ dispose(): void }>('offer-links', { dispose: (links) => links.dispose() })
/** The list holds nothing to stop. */
export const COUPON_LIST_SLOT = slotKey<CouponList>('coupon-list')
export const COUPON_PROMPTS_SLOT = slotKey<CouponPrompts>('coupon-prompts', { dispose: (prompts) => prompts.dispose() })
export const CLIP_PROMPTS_SLOT = slotKey<{ dispose(): void }>('coupon-clip-prompts', { dispose: (watch) => watch.dispose() })
/** Where the coupon prompts show: the page's <aisle-coupon-modals>, which the coupon widgets' boot adds when asked. */
export const COUPON_PROMPT_DISPLAY_SLOT = slotKey<CouponPromptDisplay>('coupon-prompt-display')

export interface CouponPromptDisplay {
  /** Makes sure the page shows the coupon prompts (loads and adds <aisle-coupon-modals> the first time). */
  show(): void
}

/**
 * The gallery reply is prepared in a worker on the banner site, in main-thread slices on a partner page. That code (with the reply's schemas and the offer normaliser) is its own chunk, requested with the store,
 * so it arrives while the gallery is read and a page's first paint does not wait for it. A failed load is asked for
 * again by the read that needs it.
 */
function galleryPreparerOf(rt: Runtime): (text: string) => Promise<PreparedGallery> {
  const preparer = lazyOnce(() =>
    Promise.all([COUPON_HALVES.galleryPrepare(), COUPON_HALVES.galleryPipeline()]).then(([m, pipeline]) =>
      m.galleryPreparer({ worker: !rt.config.embedded, steps: pipeline.galleryPipelineSteps }),
    ),
  )
  // Requested with the store; a failure is the read's to report, and its next need loads again.
  preparer().catch(() => undefined)
  return async (text) => (await preparer())(text)
}

function couponDeps(rt: Runtime): CouponDeps {
  return {
    api: () => rt.api,
    session: rt.session,
    storage: rt.storage,
    writes: rt.writes,
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
    COUPON_RUNTIME_HALVES.offerLinks().then(
      (m) => {
        if (disposed) return
        handle = m.startOfferLinks({
          doc: rt.win.document,
          $status: store.$status,
          $cache: store.$cache,
          setTimer: (run, ms) => rt.win.setTimeout(run, ms),
          clearTimer: (h) => rt.win.clearTimeout(h as number),
        })
      },
      // A lost download leaves the CMS links with the address the author wrote.
      () => undefined,
    )
    return {
      dispose() {
        disposed = true
        handle?.dispose()
      },
    }
  })
}

/** The page's list (core/stores/coupons/list.ts) over the offer cards' gallery, made by `create` the first time. */
export function couponListIn(runtime: Runtime, create: typeof createCouponList): CouponList {
  return runtimeStore(runtime, COUPON_LIST_SLOT, (rt) => create(offerCardStoreOf(rt), { api: () => rt.api, session: rt.session }))
}

/** The page's coupon prompts (core/stores/coupons/prompts.ts), made by `create` the first time. */
export function couponPromptsIn(runtime: Runtime, create: typeof createCouponPrompts, createList: typeof createCouponList): CouponPrompts {
  return runtimeStore(runtime, COUPON_PROMPTS_SLOT, (rt) =>
    create({
      coupons: { ...offerCardStoreOf(rt), ...couponListIn(rt, createList) },
      session: rt.session,
      api: () => rt.api,
      page: { reload: () => rt.win.location.reload() },
    }),
  )
}

/**
 * The post-clip prompt (CPN-074..077): after a clip the runtime starts the page's coupon prompts (their code loads
 * then), which check the shopper's profile, and asks the page's prompt display to show them.
 */
function startClipPrompts(runtime: Runtime, store: OfferCardStore): void {
  runtimeStore(runtime, CLIP_PROMPTS_SLOT, (rt) => {
    let disposed = false
    const unlisten = store.$lastClip.listen((clip) => {
      if (!clip) return
      void Promise.all([COUPON_RUNTIME_HALVES.prompts(), COUPON_RUNTIME_HALVES.list()]).then(
        ([prompts, list]) => {
          if (disposed) return
          couponPromptsIn(rt, prompts.createCouponPrompts, list.createCouponList)
          slotOf(rt, COUPON_PROMPT_DISPLAY_SLOT)?.show()
        },
        // The clip itself succeeded; only the prompt that may have followed is lost.
        (error: unknown) => console.warn('Aisle: could not load the coupon prompts; no progressive-profile prompt after this clip.', error),
      )
    })
    return {
      dispose() {
        disposed = true
        unlisten()
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
  startClipPrompts(runtime, store)
  return store
}
