// The coupon store's gallery (core/stores/coupons/coupons.ts) against the in-process simulator: which gallery path a
// shopper reads, the abJ4uCoupons cache and every condition that discards it, and storage that fails.
import { cleanStores } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSafeStorage, installPersistentEngine } from '../../io/storage'
import { COUPON_CACHE_MAX_AGE_MS } from '../../rules/coupons/cache'
import { UNLIMITED_CAROUSEL_LIMIT } from '../../rules/coupons/carousel'
import { isClipped } from '../../rules/coupons/classify'
import { CLIPPED } from '../../rules/coupons/offer'
import { GALLERY_GROUPS, galleryGroup } from '../../rules/coupons/sort'
import { OFFER_PATHS } from '../../rules/endpoints'
import { FALLBACK_MESSAGE } from '../../rules/errors'
import { HEADERS } from '../../rules/http'
import { STORED_KEYS } from '../../rules/persisted'
import { readStored } from '../../io/persisted'
import { isLocalCouponStoreValid } from '../../rules/coupons/cache'
import { COUPONS_DEALS_PATH, couponHarness, fullStorage, memoryStorage, simUser } from '../../../test/support/coupons'

const gallery = (h: { calls: (p: string) => Request[] }) => h.calls(OFFER_PATHS.registeredGallery).length
const guestGallery = (h: { calls: (p: string) => Request[] }) => h.calls(OFFER_PATHS.guestGallery).length

describe('gallery load', () => {
  it('reads the registered gallery with a bearer token for an authorised shopper and keeps it as abJ4uCoupons [API-046] [STO-011]', async () => {
    const h = await couponHarness({ user: 'C' })
    await h.store.load()
    expect(h.store.$status.get()).toEqual({ status: 'ready', source: 'server', refusal: 'missing' })
    const [request] = h.calls(OFFER_PATHS.registeredGallery)
    expect(request?.headers.get(HEADERS.authorization)).toMatch(/^Bearer /)
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({ offerPgm: 'PD-CC', storeId: '1100', transformOfferbyUpc: 'y' })
    expect(guestGallery(h)).toBe(0)
    const cache = JSON.parse(h.local.map.get(STORED_KEYS.abJ4uCoupons)!)
    expect(Object.keys(cache).sort()).toEqual(
      [
        'storeId',
        'updatedTime',
        'savedTime',
        'objCoupons',
        'arrClippedCoupons',
        'instantAllocOffer',
        'isHiddenEvents',
        'authorize',
        'carouselLimitItems',
      ].sort(),
    )
    expect(cache).toMatchObject({
      storeId: '1100',
      authorize: true,
      updatedTime: h.clock.now,
      carouselLimitItems: UNLIMITED_CAROUSEL_LIMIT,
    })
    const clipped = simUser(h.sim, 'C').clipped
    const onCard = h.store.$offers
      .get()
      .filter(isClipped)
      .map((o) => o.id)
    expect(onCard.length).toBeGreaterThan(0)
    expect(onCard.every((id) => clipped.includes(id))).toBe(true)
    expect([...cache.arrClippedCoupons].sort()).toEqual([...onCard].sort())
    expect(h.store.$offers.get()).toHaveLength(h.sim.state.offers.length)
    expect(h.store.offer(clipped[0]!).get()?.status).toBe(CLIPPED)
  })

  it('reads the guest gallery without a token for a guest, every offer unclipped [API-047] [CPN-133]', async () => {
    const h = await couponHarness({ user: 'G' })
    await h.store.load()
    expect(h.store.$status.get().status).toBe('ready')
    const [request] = h.calls(OFFER_PATHS.guestGallery)
    expect(request?.headers.has(HEADERS.authorization)).toBe(false)
    expect(gallery(h)).toBe(0)
    expect(h.store.$offers.get().length).toBeGreaterThan(0)
    expect(h.store.$offers.get().every((o) => o.status === 'U')).toBe(true)
    expect(h.store.$cache.get()?.authorize).toBe(false)
  })

  it('writes the returned coupons to the local coupon store, which a clip keeps current [API-048] [STO-010] [CPN-026]', async () => {
    const h = await couponHarness({ user: 'R' })
    await h.store.load()
    const local = readStored(h.storage, 'localCoupons', h.clock.now)!
    expect(Object.keys(local).sort()).toEqual(['branchId', 'offers', 'offersByDepartment', 'offersByUpc', 'updatedTime'])
    expect(Object.keys(local.offers).sort()).toEqual(h.sim.state.offers.map((o) => o.offerId).sort())
    expect(local).toMatchObject({ branchId: '1100', updatedTime: h.clock.now })
    const withUpc = h.sim.state.offers.find((o) => (o.upcList ?? []).length > 0)!
    expect(local.offersByUpc[withUpc.upcList![0]!.replace(/^0+/, '')]).toContain(withUpc.offerId)
    const withCategory = h.store.$offers.get().find((o) => o.category)!
    expect(local.offersByDepartment?.[withCategory.category!]).toContain(withCategory.id)
    expect(isLocalCouponStoreValid(local, {}, h.clock.now)).toBe(true)
    const offer = h.store.$offers.get().find((o) => o.status === 'U' && o.offerPgm !== 'WS' && (o.endDate ?? '') > '2030-05-15')!
    await h.store.clip(offer.id, { trusted: true })
    const after = readStored(h.storage, 'localCoupons', h.clock.now)!
    expect(after.offers[offer.id]?.status).toBe(CLIPPED)
    expect(after.updatedTime).toBe(local.updatedTime)
  })

  it('shares one request between concurrent loads (several widgets on a page)', async () => {
    const h = await couponHarness()
    await Promise.all([h.store.load(), h.store.load(), h.store.load()])
    expect(gallery(h)).toBe(1)
  })

  it('shows the fallback message when the gallery cannot be read, and reads it again on the next load [ERR-001]', async () => {
    const h = await couponHarness()
    h.sim.state.faults.push({ path: OFFER_PATHS.registeredGallery, status: 503, times: 2 })
    await h.store.load()
    expect(h.store.$status.get()).toMatchObject({ status: 'error', error: FALLBACK_MESSAGE })
    expect(h.store.$offers.get()).toEqual([])
    await h.store.load()
    expect(h.store.$status.get().status).toBe('ready')
  })

  it('keeps the offers sorted for the gallery: ranked first, clipped last [CPN-097] [CPN-098]', async () => {
    const h = await couponHarness({ user: 'C' })
    await h.store.load()
    const groups = h.store.$offers.get().map((o) => GALLERY_GROUPS.indexOf(galleryGroup(o)))
    expect(new Set(groups).size).toBe(GALLERY_GROUPS.length)
    expect(groups).toEqual([...groups].sort((a, b) => a - b))
  })
})

describe('abJ4uCoupons cache', () => {
  /** A second page view: a new store over the same storage, cookies and simulator. */
  async function reload(first: Awaited<ReturnType<typeof couponHarness>>, search = '') {
    return couponHarness({ sim: first.sim, storage: first.storage, cookies: first.cookies, clock: first.clock, search })
  }

  it('is used on a reload within 120 minutes: no second gallery call [CPN-080] [STO-018]', async () => {
    const first = await couponHarness()
    await first.store.load()
    first.clock.now += COUPON_CACHE_MAX_AGE_MS - 1
    const second = await reload(first)
    await second.store.load()
    expect(gallery(second)).toBe(0)
    expect(second.store.$status.get()).toEqual({ status: 'ready', source: 'cache' })
    expect(second.store.$offers.get()).toEqual(first.store.$offers.get())
  })

  it('is read again at 120 minutes [CPN-080]', async () => {
    const first = await couponHarness({
      signIn: { tokenExpiresInMs: 4 * COUPON_CACHE_MAX_AGE_MS, sessionExpiresInMs: 4 * COUPON_CACHE_MAX_AGE_MS },
    })
    await first.store.load()
    first.clock.now += COUPON_CACHE_MAX_AGE_MS
    const second = await reload(first)
    await second.store.load()
    expect(gallery(second)).toBe(1)
    expect(second.store.$status.get()).toMatchObject({ status: 'ready', source: 'server', refusal: 'expired' })
  })

  it('is read again for another store (page storeId parameter) [CPN-081] [CPN-122]', async () => {
    const first = await couponHarness()
    await first.store.load()
    const second = await reload(first, '?storeId=1200')
    await second.store.load()
    expect(second.store.$status.get().refusal).toBe('store-changed')
    expect(new URL(second.calls(OFFER_PATHS.registeredGallery)[0]!.url).searchParams.get('storeId')).toBe('1200')
    expect(second.store.$cache.get()?.storeId).toBe('1200')
  })

  it('is read again when couponsClipped is above 0, once per page view [CPN-082]', async () => {
    const first = await couponHarness()
    await first.store.load()
    const second = await reload(first, '?couponsClipped=2')
    await second.store.load()
    await second.store.load()
    expect(second.store.$status.get()).toMatchObject({ status: 'ready', source: 'server' })
    expect(gallery(second)).toBe(1)
    const zero = await reload(first, '?couponsClipped=0')
    await zero.store.load()
    expect(gallery(zero)).toBe(0)
  })

  it('is read again when the authorisation state changed since it was saved [CPN-083]', async () => {
    const guest = await couponHarness({ user: 'G' })
    await guest.store.load()
    const signedIn = await couponHarness({ sim: guest.sim, storage: guest.storage, clock: guest.clock })
    await signedIn.store.load()
    expect(signedIn.store.$status.get().refusal).toBe('authorisation-changed')
    expect(gallery(signedIn)).toBe(1)
    expect(signedIn.store.$cache.get()?.authorize).toBe(true)
  })

  it('covers any carousel limit (the whole gallery is kept), and is refused when its limit is smaller [CPN-084]', async () => {
    const first = await couponHarness()
    await first.store.load()
    const second = await reload(first)
    await second.store.load({ limit: 12 })
    expect(gallery(second)).toBe(0)
    first.storage.set(STORED_KEYS.abJ4uCoupons, JSON.stringify({ ...first.store.$cache.get(), carouselLimitItems: 6 }))
    const third = await reload(first)
    await third.store.load({ limit: 12 })
    expect(third.store.$status.get().refusal).toBe('limit-too-small')
    expect(gallery(third)).toBe(1)
  })

  it('is refused with no items, with no update time, or when it does not read as a cache [CPN-085] [CPN-086] [STO-006]', async () => {
    const first = await couponHarness()
    await first.store.load()
    const saved = first.store.$cache.get()!
    const cases: [string, string][] = [
      [JSON.stringify({ ...saved, objCoupons: {} }), 'empty'],
      [JSON.stringify({ ...saved, updatedTime: 0 }), 'no-update-time'],
      ['{not json', 'missing'],
      [JSON.stringify({ storeId: 1100 }), 'missing'],
    ]
    for (const [stored, refusal] of cases) {
      first.storage.set(STORED_KEYS.abJ4uCoupons, stored)
      const next = await reload(first)
      await next.store.load()
      expect(next.store.$status.get(), stored).toMatchObject({ status: 'ready', source: 'server', refusal })
      expect(gallery(next)).toBe(1)
    }
  })

  it('is bypassed by the hidden-events flag and on the bonus-path page [CPN-087] [CPN-088]', async () => {
    const first = await couponHarness()
    await first.store.load()
    const hidden = await reload(first)
    await hidden.store.load({ hiddenEvents: true })
    expect(hidden.store.$status.get().refusal).toBe('hidden-events')
    const fresh = await couponHarness()
    await fresh.store.load()
    const bonus = await reload(fresh)
    await bonus.store.load({ bonusPathPage: true })
    expect(bonus.store.$status.get().refusal).toBe('bonus-path-page')
    expect(gallery(hidden) + gallery(bonus)).toBe(2)
  })

  it('on the coupons-deals page, a reload reads the bonus-path offers again and answers from storage [CPN-089] [API-052]', async () => {
    const first = await couponHarness()
    await first.store.load()
    const bonus = first.sim.state.offers.find((o) => o.qualificationBehavior !== undefined || o.bonusPathStatus !== undefined)!
    const saved = first.store.$cache.get()!
    const stale = {
      ...saved,
      objCoupons: { ...saved.objCoupons, [bonus.offerId]: { ...saved.objCoupons[bonus.offerId]!, name: 'stale copy' } },
    }
    first.storage.set(STORED_KEYS.abJ4uCoupons, JSON.stringify(stale))
    const deals = await couponHarness({
      sim: first.sim,
      storage: first.storage,
      cookies: first.cookies,
      clock: first.clock,
      pathname: COUPONS_DEALS_PATH,
    })
    await deals.store.load()
    await deals.store.load()
    expect(gallery(deals)).toBe(0)
    const companion = deals.calls(OFFER_PATHS.companionGallery)
    expect(companion).toHaveLength(1)
    expect(Object.fromEntries(new URL(companion[0]!.url).searchParams)).toMatchObject({
      storeId: '1100',
      includeOnlyBonusOffer: 'y',
      includeRedmBonusPathFPOffers: 'true',
    })
    expect(deals.store.$status.get()).toEqual({ status: 'ready', source: 'cache' })
    expect(deals.store.offer(bonus.offerId).get()?.name).toBe(bonus.name)
    expect(deals.store.$cache.get()?.updatedTime).toBe(saved.updatedTime)
    // any other page answers from storage without the bonus read
    const other = await couponHarness({ sim: first.sim, storage: first.storage, cookies: first.cookies, clock: first.clock })
    await other.store.load()
    expect(other.calls(OFFER_PATHS.companionGallery)).toHaveLength(0)
  })

  it('keeps the stored offers when the bonus-path read fails on the coupons-deals page [CPN-089]', async () => {
    const first = await couponHarness()
    await first.store.load()
    first.sim.state.faults.push({ path: OFFER_PATHS.companionGallery, status: 400 })
    const deals = await couponHarness({
      sim: first.sim,
      storage: first.storage,
      cookies: first.cookies,
      clock: first.clock,
      pathname: COUPONS_DEALS_PATH,
    })
    await deals.store.load()
    expect(deals.store.$status.get()).toEqual({ status: 'ready', source: 'cache' })
    expect(deals.store.$offers.get()).toEqual(first.store.$offers.get())
    expect(deals.logs.some((l) => l.level === 'warn')).toBe(true)
  })

  it('does not let a bypassing load settle for a concurrent one that took the stored gallery [CPN-088]', async () => {
    const first = await couponHarness()
    await first.store.load()
    const next = await reload(first)
    await Promise.all([next.store.load(), next.store.load({ bonusPathPage: true })])
    expect(gallery(next)).toBe(1)
    expect(next.store.$status.get()).toMatchObject({ status: 'ready', source: 'server', refusal: 'bonus-path-page' })
  })

  it('makes one call per page view however many widgets load, and force reads again', async () => {
    const h = await couponHarness()
    await h.store.load()
    await h.store.load()
    await h.store.load({ limit: 12 })
    expect(gallery(h)).toBe(1)
    await h.store.load({ force: true })
    expect(gallery(h)).toBe(2)
  })
})

describe('storage that fails', () => {
  const warnings = () => {
    const seen: string[] = []
    return { seen, log: { warn: (message: string) => void seen.push(message) } }
  }
  const liveUnclipped = (h: Awaited<ReturnType<typeof couponHarness>>) =>
    h.store.$offers.get().find((o) => o.offerPgm !== 'WS' && o.status === 'U' && (o.endDate ?? '') > '2030-05-15')!

  it('logs a failed write and goes on in memory: the gallery, a clip, and the rest of the page view see it [STO-005]', async () => {
    const backing = fullStorage()
    const h = await couponHarness()
    const { seen, log } = warnings()
    const storage = createSafeStorage(() => backing, log)
    const full = await couponHarness({ sim: h.sim, cookies: h.cookies, clock: h.clock, storage })
    await full.store.load()
    expect(full.store.$status.get().status).toBe('ready')
    expect(full.store.$offers.get().length).toBe(h.sim.state.offers.length)
    const offer = liveUnclipped(full)
    expect(await full.store.clip(offer.id, { trusted: true })).toBe('clipped')
    expect(full.store.offer(offer.id).get()?.status).toBe(CLIPPED)
    expect(backing.map.size).toBe(0)
    expect(seen.some((m) => m.includes(`could not write '${STORED_KEYS.abJ4uCoupons}'`))).toBe(true)
    // another widget's store over the same safe storage, later in this page view, sees the clip
    const sameView = await couponHarness({ sim: h.sim, cookies: h.cookies, clock: h.clock, storage })
    await sameView.store.load()
    expect(gallery(sameView)).toBe(0)
    expect(sameView.store.offer(offer.id).get()?.status).toBe(CLIPPED)
  })

  it('keeps everything in memory when local storage is unsupported [STO-007]', async () => {
    const h = await couponHarness()
    const { seen, log } = warnings()
    const storage = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }, log)
    expect(storage.persistent).toBe(false)
    const memoryOnly = await couponHarness({ sim: h.sim, cookies: h.cookies, clock: h.clock, storage })
    await memoryOnly.store.load()
    const offer = liveUnclipped(memoryOnly)
    expect(await memoryOnly.store.clip(offer.id, { trusted: true })).toBe('clipped')
    expect(memoryOnly.store.offer(offer.id).get()?.status).toBe(CLIPPED)
    expect(seen).toEqual(['Aisle: local storage is not available; keeping data in memory only.'])
  })

  it('logs a failed read and treats the value as empty, then reads the server [STO-004]', async () => {
    const h = await couponHarness()
    await h.store.load()
    const backing = fullStorage({ failReads: true })
    backing.map.set(STORED_KEYS.abJ4uCoupons, h.storage.get(STORED_KEYS.abJ4uCoupons)!)
    const { seen, log } = warnings()
    const broken = await couponHarness({ sim: h.sim, cookies: h.cookies, clock: h.clock, storage: createSafeStorage(() => backing, log) })
    await broken.store.load()
    expect(broken.store.$status.get()).toMatchObject({ status: 'ready', source: 'server', refusal: 'missing' })
    await broken.store.load()
    expect(gallery(broken)).toBe(1)
    expect(seen.some((m) => m.includes(`could not read '${STORED_KEYS.abJ4uCoupons}'`))).toBe(true)
  })
})

describe('across tabs', () => {
  /** Persistent atoms mounted while the window was stubbed: unmounted at once, while it still is. */
  const mounted: { $cache: unknown; $p13n: unknown }[] = []
  afterEach(() => {
    cleanStores(...mounted.flatMap((s) => [s.$cache, s.$p13n] as Parameters<typeof cleanStores>))
    mounted.length = 0
    vi.unstubAllGlobals()
    // back to Node's no-op storage events for the atoms of other tests
    installPersistentEngine(createSafeStorage(() => undefined, { warn: () => undefined }))
  })

  it('shows a clip made in one tab as clipped in another tab through the storage event [CPN-032] [STO-011]', async () => {
    // Two tabs: one localStorage, a safe storage and a store each. @nanostores/persistent listens for the
    // window's 'storage' event, which the browser fires in every other tab after a write.
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const local = memoryStorage()
    const tabA = await couponHarness({ storage: createSafeStorage(() => local, { warn: () => undefined }) })
    await tabA.store.load()
    const tabB = await couponHarness({
      sim: tabA.sim,
      cookies: tabA.cookies,
      clock: tabA.clock,
      storage: createSafeStorage(() => local, { warn: () => undefined }),
    })
    mounted.push(tabA.store, tabB.store)
    await tabB.store.load()
    expect(gallery(tabB)).toBe(0)
    const offer = tabA.store.$offers.get().find((o) => o.status === 'U' && o.offerPgm !== 'WS' && (o.endDate ?? '') > '2030-05-15')!
    const seenInB: (string | undefined)[] = []
    const stop = tabB.store.offer(offer.id).listen((o) => void seenInB.push(o?.status))
    expect(await tabA.store.clip(offer.id, { trusted: true })).toBe('clipped')
    expect(tabB.store.offer(offer.id).get()?.status).toBe('U')
    win.dispatchEvent(
      Object.assign(new Event('storage'), { key: STORED_KEYS.abJ4uCoupons, newValue: local.getItem(STORED_KEYS.abJ4uCoupons) }),
    )
    expect(seenInB).toEqual([CLIPPED])
    expect(tabB.store.offer(offer.id).get()?.status).toBe(CLIPPED)
    expect(tabB.store.$cache.get()?.arrClippedCoupons).toContain(offer.id)
    // another tab clearing the storage empties the gallery here too (it is read again on the next load)
    local.clear()
    win.dispatchEvent(Object.assign(new Event('storage'), { key: null, newValue: null }))
    expect(tabB.store.$offers.get()).toEqual([])
    stop()
  })
})
