/**
 * The offers of one offer carousel (CAR-001..011, CAR-016, CAR-021): where its data source reads them
 * (rules/coupons/carousel.ts `carouselPlan`), through the coupon store where it can, so a clip anywhere on the
 * page (or in another tab) re-renders the carousel (CPN-071). One instance per carousel element.
 *
 * - j4uGallery, qualifyingoffers: the coupon store's gallery (the stored one while valid, CAR-007), in the
 *   gallery order; qualifying offers put bought-before offers first and stop at 12 (CAR-004..006).
 * - pdp, aisle: the local coupon store when it is valid (CAR-009, CPN-090: less than 120 minutes old, this
 *   store's), looked up by UPC (offersByUpc) or by department (offersByDepartment), else offers by UPC or the
 *   gallery filter by aisle name (CAR-001..003). Offers read from the server are handed to the coupon store
 *   (adoptOffers), so their Clip clips like any other.
 * - p13n: the stored personalised deals while valid and more of them are unclipped than the carousel shows;
 *   else the personalisation call, a top-up asking for the limit plus the extra coupon amount (CPN-093, CPN-096,
 *   CAR-008, CAR-016); a failed or empty answer falls back to the stored deals or nothing and spends one of the
 *   carousel's top-up attempts (CPN-092, CPN-094, CPN-095). The stored deals fall back only when they were
 *   read for the current store and shopper (ERR-039). Guests have no household, so they get no call and
 *   no deals (docs/decisions/coupons.md).
 */
import { atom, computed } from 'nanostores'
import type { ApiClient } from '../../io/api/client'
import type { PageConfig } from '../../io/config'
import { couponCacheVerdict, needsTopUp, resolveTopUp, TOP_UP_ATTEMPTS, type TopUpResult, topUpSize } from '../../rules/coupons/cache'
import {
  applyCarouselLimit,
  type CarouselFilter,
  type CarouselPlan,
  carouselPlan,
  p13nCarouselTexts,
  personalisationRequest,
  qualifyingOffers,
} from '../../rules/coupons/carousel'
import { offerIdsForUpc } from '../../rules/coupons/classify'
import { galleryCache } from '../../rules/coupons/coupon-store'
import type { Offer } from '../../rules/coupons/offer'
import { sortGallery } from '../../rules/coupons/sort'
import type { LocalCouponStore, P13nCache } from '../../rules/coupons/status'
import { FALLBACK_MESSAGE } from '../../rules/errors'
import type { CouponGallery } from './gallery'
import { COUPON_HALVES } from './lazy'
import type { SessionStore } from '../session'

export interface OfferCarouselRequest {
  source: CarouselFilter
  /** A positive whole number; 99999 means no limit (CAR-011). */
  limit: number
  /** Product codes of a 'pdp' carousel. */
  upcs?: readonly string[]
  /** Aisle name of an 'aisle' carousel. */
  aisleName?: string
  /** Model configuration id of a 'p13n' carousel. */
  modelConfigurationId: string
}

export interface OfferCarouselDeps {
  /** The page's coupon gallery (coupons/gallery.ts): the carousel reads its offers and hands it those read elsewhere. */
  coupons: CouponGallery
  session: SessionStore
  api: () => ApiClient
  /**
   * The page's configuration: the banner id and page host the personalisation body carries (CAR-016); the flags
   * ecomGalleryEnabled, the e-commerce gallery API (CAR-003), on unless the page turns it off, and
   * isOffersRedesignDisabled, with which the local coupon store needs no offersByDepartment (CPN-090).
   */
  config: Pick<PageConfig, 'banner' | 'host' | 'flags'>
  now?: () => number
  log?: Pick<Console, 'warn'>
}

export interface OfferCarouselState {
  status: 'loading' | 'ready' | 'error'
  /** The offers' ids in carousel order; each is read live from the coupon store when it holds it. */
  ids: readonly string[]
  /** Offers read outside the coupon store (offers by UPC, the gallery filter), by id. */
  own: Readonly<Record<string, Offer>>
  title?: string
  ctaText?: string
  ctaLink?: string
  error?: string
}

const sameCategory = (offer: Offer, name: string) => {
  const want = name.trim().toLowerCase()
  return [offer.category, ...offer.categories].some((c) => c?.trim().toLowerCase() === want)
}

export function createOfferCarousel(deps: OfferCarouselDeps, request: OfferCarouselRequest) {
  const { coupons } = deps
  const now = deps.now ?? Date.now
  const log = deps.log ?? console
  const $state = atom<OfferCarouselState>({ status: 'loading', ids: [], own: {} })
  /** The extra-response counter (CPN-095): top-ups this carousel may still try. */
  let extraResponses = TOP_UP_ATTEMPTS
  /** What the carousel shows: each offer as the coupon store has it now (clips re-render), else as read. */
  const $offers = computed([$state, coupons.$cache, coupons.$p13n, coupons.$outside], (state, cache, p13n, outside) =>
    state.ids.flatMap((id) => {
      const offer = cache?.objCoupons[id] ?? p13n?.dealsInfo.find((d) => d.id === id) ?? outside[id] ?? state.own[id]
      return offer ? [offer] : []
    }),
  )

  const ready = (offers: readonly Offer[], extra: Partial<OfferCarouselState> = {}, own = false) => {
    if (own) coupons.adoptOffers(offers)
    $state.set({
      status: 'ready',
      ids: offers.map((o) => o.id),
      own: own ? Object.fromEntries(offers.map((o) => [o.id, o])) : {},
      ...extra,
    })
  }

  /**
   * The gallery, read (or taken from storage) by the coupon store; null when it could not be read; 'leaving'
   * when the store is sending the shopper on (a partner Clip arriving, see coupons/clip.ts).
   */
  async function gallery(): Promise<Offer[] | null | 'leaving'> {
    await coupons.load({ limit: request.limit })
    const status = coupons.$status.get().status
    if (status === 'ready' && coupons.$cache.get()) return coupons.$offers.get()
    return status === 'error' || status === 'ready' ? null : 'leaving'
  }

  /** The offer reads beyond the gallery (domain offers from core/io): their code loads only for a carousel that reads them. */
  const reads = COUPON_HALVES.offers

  async function fromServer(plan: CarouselPlan): Promise<Offer[]> {
    const ctx = coupons.context()
    if (plan.source === 'offers-by-upc') {
      if (plan.upcs.length === 0) return []
      return (await reads()).readOffersByUpc(deps.api(), { storeId: ctx.storeId, upcs: plan.upcs })
    }
    if (plan.source === 'gallery-filter') {
      if (plan.category.trim() === '') return []
      return (await reads()).readGalleryFilter(deps.api(), { storeId: ctx.storeId, category: plan.category, guest: ctx.guest })
    }
    return []
  }

  async function personalised(): Promise<void> {
    await deps.session.start()
    const ctx = coupons.context()
    const stored = coupons.$p13n.get()
    const texts = p13nCarouselTexts(stored)
    const verdict = couponCacheVerdict(stored, { ...ctx, limit: request.limit }, now())
    const cached = verdict.valid && stored && stored.dealsInfo.length > 0 ? stored.dealsInfo : undefined
    if (cached && (!needsTopUp(cached, request.limit) || extraResponses === 0))
      return ready(applyCarouselLimit(cached, request.limit), texts)
    const shopper = deps.session.$session.get().shopper
    if (!ctx.authorised || !shopper?.houseId) return ready([], texts)
    let replied: Offer[] | undefined
    try {
      replied = await (
        await reads()
      ).readPersonalisedDeals(
        deps.api(),
        personalisationRequest({
          modelConfigurationId: request.modelConfigurationId,
          assortmentChannel: shopper.preference ?? '',
          banner: deps.config.banner.id,
          storeId: ctx.storeId,
          householdId: shopper.houseId,
          uiPageSize: topUpSize(request.limit),
          zipCode: shopper.zipcode ?? shopper.j4u.zipcode ?? '',
          host: deps.config.host,
        }),
      )
    } catch (error) {
      log.warn('Aisle: the personalised deals could not be read; showing the stored ones.', error)
    }
    // The fallback is the stored deals only while they are this store's and this shopper's (ERR-039).
    const fallback = stored && stored.storeId === ctx.storeId && stored.authorize === ctx.authorised ? stored.dealsInfo : undefined
    // A valid personalised reply (CPN-092, read by io) is taken as it is; otherwise the stored deals or nothing.
    const valid: TopUpResult<Offer> = replied
      ? { deals: replied, source: 'reply', extraResponses }
      : resolveTopUp<Offer>(undefined, fallback, extraResponses)
    if (cached) extraResponses = valid.extraResponses
    const deals = valid.deals
    if (valid.source === 'reply') {
      const cache: P13nCache = {
        ...galleryCache(deals, ctx, now()),
        carouselLimitItems: request.limit,
        dealsInfo: deals,
        ...(stored?.carouselTitle ? { carouselTitle: stored.carouselTitle } : {}),
        ...(stored?.webCtaText ? { webCtaText: stored.webCtaText } : {}),
        ...(stored?.webCtaLink ? { webCtaLink: stored.webCtaLink } : {}),
      }
      coupons.$p13n.set(cache)
    }
    ready(applyCarouselLimit(deals, request.limit), texts)
  }

  /** The offers of the local coupon store under a UPC or a department (aisle names compare trimmed, any case). */
  function fromLocalStore(local: LocalCouponStore, plan: Extract<CarouselPlan, { source: 'local-store' }>): Offer[] {
    let ids: readonly string[]
    if (plan.by === 'upc') {
      ids = [...new Set(plan.upcs.flatMap((upc) => offerIdsForUpc(local.offersByUpc, upc)))]
    } else {
      const want = plan.aisleName.trim().toLowerCase()
      const byDepartment = local.offersByDepartment
      ids = byDepartment
        ? Object.entries(byDepartment).flatMap(([department, list]) => (department.trim().toLowerCase() === want ? list : []))
        : Object.values(local.offers)
            .filter((o) => sameCategory(o, plan.aisleName))
            .map((o) => o.id)
    }
    return sortGallery(ids.flatMap((id) => (local.offers[id] ? [local.offers[id]] : [])))
  }

  async function run(): Promise<void> {
    const { source, limit } = request
    if (source === 'p13n') return personalised()
    const offers = await gallery()
    if (offers === 'leaving') return
    const local =
      source === 'pdp' || source === 'aisle'
        ? coupons.localCoupons({ isOffersRedesignDisabled: deps.config.flags.isOffersRedesignDisabled === true })
        : undefined
    const plan = carouselPlan(source, {
      limit,
      ...(request.upcs ? { upcs: request.upcs } : {}),
      ...(request.aisleName !== undefined ? { aisleName: request.aisleName } : {}),
      localStoreExists: local !== undefined,
      ecomGalleryEnabled: deps.config.flags.ecomGalleryEnabled !== false,
      galleryCacheValid: offers !== null,
    })
    switch (plan.source) {
      case 'gallery-cache':
      case 'companion-gallery':
        if (!offers) throw new Error('gallery unavailable')
        return ready(applyCarouselLimit(offers, plan.limit))
      case 'qualifying-offers':
        if (!offers) throw new Error('gallery unavailable')
        return ready(applyCarouselLimit(qualifyingOffers(offers), Math.min(plan.max, limit)))
      case 'local-store':
        return ready(applyCarouselLimit(fromLocalStore(local!, plan), limit), {}, true)
      case 'offers-by-upc':
      case 'gallery-filter':
        return ready(applyCarouselLimit(await fromServer(plan), limit), {}, true)
      case 'personalisation':
        return personalised()
      default:
        return plan satisfies never
    }
  }

  let loading: Promise<void> | undefined
  /** Reads the carousel's offers; a failure shows the fallback message and keeps nothing stale. */
  function load(): Promise<void> {
    loading ??= run()
      .catch((error: unknown) => {
        log.warn(`Aisle: the '${request.source}' offer carousel could not be read.`, error)
        $state.set({ status: 'error', ids: [], own: {}, error: FALLBACK_MESSAGE })
      })
      .finally(() => {
        loading = undefined
      })
    return loading
  }

  return { $state, $offers, load }
}

export type OfferCarousel = ReturnType<typeof createOfferCarousel>
