/**
 * The coupon store's gallery and caches (CPN, STO-011, STO-012 rows): the offers of the page. The gallery is read
 * by the authorised or the guest path as domain offers (core/io/coupons/offers-gallery.ts) and kept in local storage
 * as abJ4uCoupons under every validity rule of 001 §4, so a reload within 120 minutes makes no call and a clip in
 * one tab reaches the others through storage events; the logo fragment behind the card icons is read once per
 * page. The clip flow (coupons/clip.ts) and the list (coupons/list.ts) take this gallery's public surface;
 * coupons.ts puts the three together. One instance per page, created by the runtime with injected io.
 */
import { persistentAtom } from '@nanostores/persistent'
import { atom, computed, type ReadableAtom } from 'nanostores'
import * as v from 'valibot'
import type { ApiClient } from '../../io/api/client'
import { type PreparedGallery, readOfferGallery } from '../../io/coupons/offers-gallery'
import { fetchLogoFragment } from '../../io/coupons/offers-logos'
import { deferWrites, type WriteScheduler } from '../../io/deferred-storage'
import { jsonPieces } from '../../io/json-pieces'
import { readStored, STORED_SCHEMAS, writeStored } from '../../io/persisted'
import { installPersistentEngine, type SafeStorage } from '../../io/storage'
import { type CacheRefusal, couponCacheVerdict, isLocalCouponStoreValid } from '../../rules/coupons/cache'
import { UNLIMITED_CAROUSEL_LIMIT } from '../../rules/coupons/carousel'
import { galleryCache, galleryStoreId, localCouponStore, withFreshOffers } from '../../rules/coupons/coupon-store'
import type { LogoFragment } from '../../rules/coupons/classify'
import type { Offer } from '../../rules/coupons/offer'
import { couponPageQuery } from '../../rules/coupons/page-params'
import { isCouponsDealsPage } from '../../rules/coupons/pages'
import { sortGallery } from '../../rules/coupons/sort'
import {
  type CouponCache,
  type LocalCouponStore,
  offerById,
  type OfferAction,
  type P13nCache,
  reduceCouponCache,
  reduceLocalCouponStore,
  reduceOffer,
} from '../../rules/coupons/status'
import { FALLBACK_MESSAGE } from '../../rules/errors'
import { STORED_KEYS } from '../../rules/persisted'
import { runSteps } from '../../rules/steps'
import { offerGalleryAccess } from '../../rules/session'
import { deferredPersistentAtom } from '../deferred-persistent'
import type { SessionStore } from '../session'
import { type WriteMarksAccess, writeMarksFollower } from '../write-marks'
import { COUPON_HALVES } from './lazy'

export type CouponsStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface CouponsState {
  status: CouponsStatus
  /** The shopper-facing text when the gallery could not be read. */
  error?: string
  /** Where the ready offers came from. */
  source?: 'cache' | 'server'
  /** Why the stored gallery was not used, when it was not. */
  refusal?: CacheRefusal
}

/** The page around the store: its address, how to leave it, and where page events go. */
export interface CouponPage {
  search(): string
  /** The page's path; the coupons-deals page reads its bonus offers again on a reload (CPN-089). */
  pathname?(): string
  reload(): void
  assign(url: string): void
  /** Dispatches a page event (the PDP's DigitalCouponClipped, CPN-072). */
  dispatch(name: string, detail: unknown): void
}

export interface CouponDeps {
  api: () => ApiClient
  session: SessionStore
  storage: SafeStorage
  page: CouponPage
  now?: () => number
  log?: Pick<Console, 'warn' | 'error'>
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout?(handle: unknown): void }
  /** Set on a partner page (another origin): a guest's Clip goes to the banner site (core/rules/coupons/partner-clip.ts). */
  partner?: { bannerOrigin: string; landingPath?: string }
  /**
   * When the gallery caches (abJ4uCoupons, the local coupon store) are written: the browser writes them after
   * the cards have painted and on page hide (core/io/deferred-storage.ts); without one, at once.
   */
  writeLater?: WriteScheduler
  /**
   * Where the gallery reply is parsed, checked and normalised (core/io/gallery-prepare.ts: a worker on the banner
   * site, main-thread slices elsewhere); without one, on the main thread at once, its code loaded with the first read.
   */
  prepareGallery?: (text: string) => Promise<PreparedGallery>
  /** The marks of writes another page left in flight: a clip or unclip among them makes the stored gallery stale. */
  writes?: WriteMarksAccess
}

/** What the page asks of the gallery: a carousel limit, and the pages that bypass the cache (CPN-084, CPN-087, CPN-088). */
export interface LoadOptions {
  /** Read the server even when the stored gallery is valid. */
  force?: boolean
  limit?: number
  hiddenEvents?: boolean
  bonusPathPage?: boolean
}

/** The shopper and page facts every coupon action needs. */
export interface CouponContext {
  authorised: boolean
  guest: boolean
  storeId: string
  couponsClipped: number
}

/** A stored cache that does not match its shape reads as empty (STO-006). */
function decoder<T>(schema: v.GenericSchema<unknown, T>) {
  return (raw: string): T | null => {
    try {
      const parsed = v.safeParse(schema, JSON.parse(raw))
      return parsed.success ? parsed.output : null
    } catch {
      return null
    }
  }
}

export type CouponGallery = ReturnType<typeof createCouponGallery>

/** The pipeline on the main thread at once (unit tests, pages without a preparer); its code loads with the first read. */
const prepareAtOnce = async (text: string): Promise<PreparedGallery> =>
  runSteps((await COUPON_HALVES.galleryPipeline()).galleryPipelineSteps(text))

export function createCouponGallery(deps: CouponDeps) {
  const now = deps.now ?? Date.now
  const log = deps.log ?? console
  const prepare = deps.prepareGallery ?? prepareAtOnce
  installPersistentEngine(deps.storage)
  // Every read of a key with a write pending writes it first: a clip's update (applyOfferAction) reads this storage.
  const storage = deferWrites(deps.storage, deps.writeLater)
  const $cache = deferredPersistentAtom<CouponCache>(storage, STORED_KEYS.abJ4uCoupons, {
    decode: decoder(STORED_SCHEMAS.abJ4uCoupons),
  })
  const $p13n = persistentAtom<P13nCache | null>(STORED_KEYS.p13nCoupons, null, {
    encode: JSON.stringify,
    decode: decoder(STORED_SCHEMAS.p13nCoupons),
  })
  const $status = atom<CouponsState>({ status: 'idle' })
  /**
   * Offers a carousel read outside the gallery (offers by UPC, the gallery filter): the clip flow knows them, so
   * their Clip works like any other and their card follows the clip (CAR-001, CAR-003).
   */
  const $outside = atom<Readonly<Record<string, Offer>>>({})
  /** Every gallery offer in the gallery order (CPN-097, CPN-098): what a grid lists, sorts and filters. */
  const $offers = computed($cache, (cache) => (cache ? sortGallery(Object.values(cache.objCoupons)) : []))
  const perOffer = new Map<string, ReadableAtom<Offer | undefined>>()
  let loading: Promise<void> | undefined
  /** The context the server was read for in this page view: later loads in the view use what it answered. */
  let readInThisView: { storeId: string; authorised: boolean } | undefined
  let bonusReadInThisView = false
  /** A clip another page left in flight: the server is read now, and again once that clip can no longer land. */
  const staleByWrites = writeMarksFollower(
    deps.writes,
    'coupons',
    () => void load({ force: true }),
    (fn, ms) => (deps.timers?.setTimeout ?? setTimeout)(fn, ms),
  )

  function context(): CouponContext {
    const shopper = deps.session.$session.get().shopper
    const access = offerGalleryAccess(shopper?.userType, shopper?.customerId)
    const query = couponPageQuery(deps.page.search())
    return {
      authorised: access.mode === 'registered',
      guest: access.mode === 'guest',
      storeId: galleryStoreId({ pageStoreId: query.storeId, j4uStoreId: shopper?.j4u.storeId, storeId: shopper?.storeId }),
      couponsClipped: query.couponsClipped,
    }
  }

  /** One offer, from the gallery or the personalised deals; one atom per id, so a change re-renders only its card. */
  function offer(id: string): ReadableAtom<Offer | undefined> {
    let store = perOffer.get(id)
    if (!store) {
      store = computed([$cache, $p13n, $outside], (cache, p13n, outside) => offerById(cache, p13n, id) ?? outside[id])
      perOffer.set(id, store)
    }
    return store
  }

  /**
   * On the coupons-deals page a reload that found the gallery stored reads the bonus-path offers again
   * (includeOnlyBonusOffer=y: their progress moves between visits), puts them into the stored gallery and
   * answers from storage (CPN-089). Once per page view; a failure keeps the stored offers.
   */
  async function refreshBonusOffers(ctx: CouponContext): Promise<void> {
    if (bonusReadInThisView || !isCouponsDealsPage(deps.page.pathname?.() ?? '')) return
    bonusReadInThisView = true
    try {
      // The offer reads' code (schemas, normaliser) loads only for this page's refresh.
      const { readBonusOffers } = await COUPON_HALVES.offers()
      const offers = await readBonusOffers(deps.api(), { storeId: ctx.storeId, guest: ctx.guest, limit: UNLIMITED_CAROUSEL_LIMIT })
      const cache = $cache.get()
      if (cache) $cache.set(withFreshOffers(cache, offers, now()))
    } catch (error) {
      log.warn('Aisle: the bonus-path offers could not be read again; showing the stored ones.', error)
    }
  }

  function sameView(ctx: CouponContext): boolean {
    return !!readInThisView && readInThisView.storeId === ctx.storeId && readInThisView.authorised === ctx.authorised && !!$cache.get()
  }

  /**
   * The gallery (API-046, API-047): the stored one while every condition of CPN-080..088 holds, else the
   * registered path with a token or the guest path. couponsClipped and the bypass pages force one read per
   * page view, not one per card. Concurrent callers share one request (a bypassing one waits for it, then
   * runs).
   */
  function load(options: LoadOptions = {}): Promise<void> {
    // A load that must not take the stored gallery (force, hidden events, bonus-path page) does not settle for
    // one already under way, which may have taken it: it runs after it.
    if (loading && (options.force || options.hiddenEvents || options.bonusPathPage)) return loading.then(() => load(options))
    loading ??= (async () => {
      let refusal: CacheRefusal | undefined
      try {
        await deps.session.start()
        const ctx = context()
        const force = staleByWrites() || options.force
        if (!force && sameView(ctx)) {
          $status.set({ status: 'ready', source: 'server' })
        } else {
          const verdict = force
            ? undefined
            : couponCacheVerdict(
                $cache.get(),
                { ...ctx, limit: options.limit, hiddenEvents: options.hiddenEvents, bonusPathPage: options.bonusPathPage },
                now(),
              )
          if (verdict?.valid) {
            await refreshBonusOffers(ctx)
            $status.set({ status: 'ready', source: 'cache' })
          } else {
            refusal = verdict?.reason
            $status.set({ status: 'loading', ...(refusal ? { refusal } : {}) })
            const { offers, offersByUpc } = await readOfferGallery(deps.api(), { storeId: ctx.storeId, guest: ctx.guest }, prepare)
            $cache.set(galleryCache(offers, { ...ctx, hiddenEvents: options.hiddenEvents }, now()))
            const savedAt = now()
            storage.setLater(STORED_KEYS.localCoupons, () => ({
              pieces: jsonPieces(localCouponStore(offers, offersByUpc, ctx.storeId, savedAt)),
            }))
            readInThisView = { storeId: ctx.storeId, authorised: ctx.authorised }
            $status.set({ status: 'ready', source: 'server', ...(refusal ? { refusal } : {}) })
          }
        }
      } catch (error) {
        log.warn('Aisle: the coupon gallery could not be read.', error)
        $status.set({ status: 'error', error: FALLBACK_MESSAGE, ...(refusal ? { refusal } : {}) })
      } finally {
        loading = undefined
      }
    })()
    return loading
  }

  /** Makes offers read outside the gallery known to the clip flow; the gallery's own copy wins where it has one. */
  function adoptOffers(offers: readonly Offer[]): void {
    const fresh = offers.filter((o) => o.id && !$outside.get()[o.id])
    if (fresh.length > 0) $outside.set({ ...$outside.get(), ...Object.fromEntries(fresh.map((o) => [o.id, o])) })
  }

  /**
   * Offers the server handed the shopper outside a gallery read (a welcome offer's instant allocation): they join the
   * stored gallery in place of their stored copies (updatedTime unchanged, so the cache lives no longer), or, with
   * no stored gallery, the offers read outside it.
   */
  function takeOffers(offers: readonly Offer[]): void {
    const cache = $cache.get()
    if (cache) $cache.set(withFreshOffers(cache, offers, now()))
    else adoptOffers(offers)
  }

  /**
   * The local coupon store (offers, offersByUpc, offersByDepartment; 001 §3) when it is valid: updated less than 120
   * minutes ago, with offersByDepartment unless the offers redesign is disabled (CPN-090), and read for the
   * gallery's current store (a store change must not show another store's offers). Undefined otherwise.
   */
  function localCoupons(flags: { isOffersRedesignDisabled?: boolean } = {}): LocalCouponStore | undefined {
    const t = now()
    const local = readStored(storage, 'localCoupons', t)
    if (!local || !isLocalCouponStoreValid(local, flags, t)) return undefined
    return local.branchId === undefined || local.branchId === context().storeId ? local : undefined
  }

  /**
   * Applies an action to every stored copy of the offer: the gallery, the personalised deals, the offers read
   * outside the gallery and the local coupon store. updatedTime stays, so no refresh is due (CPN-026, CPN-031, CPN-032).
   */
  function applyOfferAction(id: string, action: OfferAction): void {
    const t = now()
    const cache = $cache.get()
    if (cache?.objCoupons[id]) $cache.set(reduceCouponCache(cache, id, action, t))
    const p13n = $p13n.get()
    if (p13n && (p13n.objCoupons[id] || p13n.dealsInfo.some((d) => d.id === id))) $p13n.set(reduceCouponCache(p13n, id, action, t))
    const outside = $outside.get()[id]
    if (outside) $outside.set({ ...$outside.get(), [id]: reduceOffer(outside, action) })
    const local = readStored(storage, 'localCoupons', t)
    if (local?.offers[id]) writeStored(storage, 'localCoupons', reduceLocalCouponStore(local, id, action))
  }

  /** The card icons' logos; null until read, or when the read failed (then cards show no logo, ERR-044). */
  const $logos = atom<LogoFragment | null>(null)
  let logos: Promise<void> | undefined
  /** Reads the logo fragment once per page; a failure is logged by the error handler and answered as no logos (ERR-044). */
  function loadLogos(): Promise<void> {
    logos ??= fetchLogoFragment(deps.api()).then((result) => {
      if (result.ok) $logos.set(result.logos)
      else log.warn('Aisle: the coupon logos could not be read; cards show no logo.', result.error)
    })
    return logos
  }

  return {
    /** The stored gallery (abJ4uCoupons, STO-011). */
    $cache,
    /** The stored personalised deals (p13nCoupons, STO-012); clips update them too. */
    $p13n,
    $status,
    $offers,
    $outside,
    $logos,
    offer,
    adoptOffers,
    takeOffers,
    applyOfferAction,
    localCoupons,
    context,
    load,
    loadLogos,
    /** Writes what is pending to storage. */
    dispose: () => storage.dispose(),
  }
}
