/**
 * Where the offer carousel's offers come from, and what their cards do: the pdp and aisle carousels look
 * offers up in the local coupon store while it is valid (CPN-090, CAR-009); offers read by UPC after a failed gallery
 * read clip like any other; a slide shows 'Clipped' from the clip reply on; the personalised fallback is the current
 * store's (ERR-039).
 */
import { expect, fixture } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { COUPON_CACHE_MAX_AGE_MS } from '../../core/rules/coupons/cache'
import { galleryCache, localCouponStore } from '../../core/rules/coupons/coupon-store'
import { type Offer } from '../../core/rules/coupons/offer'
import { toOffers } from '../../core/rules/coupons/offer-normalise'
import { sortGallery } from '../../core/rules/coupons/sort'
import { OFFER_PATHS } from '../../core/rules/endpoints'
import { STORED_KEYS } from '../../core/rules/persisted'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import './offer-carousel.element'

type Logged = { method: string; path: string; body?: unknown }

const stateOf = (el: Element) => el.shadowRoot?.querySelector('[part="root"]')?.getAttribute('data-state')
const slides = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[part="slide"]') ?? [])]
const slideIds = (el: Element) => slides(el).map((s) => s.dataset.offerId)
const GUEST_STORE = '1100'

async function mount(h: Harness, attrs: Record<string, string> = {}) {
  startHarness(h)
  const list = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('')
  const el = await fixture<HTMLElement>(`<aisle-offer-carousel${list}></aisle-offer-carousel>`)
  await waitUntil(() => ['ready', 'empty', 'error'].includes(stateOf(el) ?? ''), 'carousel did not settle', { timeout: 8000 })
  return el
}

async function requests(h: Harness, fragment: string, method?: string): Promise<Logged[]> {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as Logged[]
  return log.filter((r) => r.path.includes(fragment) && (!method || r.method === method))
}

async function guestGallery(h: Harness): Promise<Offer[]> {
  const reply = await h.sim.fetch(
    new Request(`http://freshway.localhost/abs/qa1/api/offers/gallery/guest?storeId=${GUEST_STORE}`, {
      headers: { 'Ocp-Apim-Subscription-Key': 'aisle-qa1-key' },
    }),
  )
  const body = (await reply.json()) as { offers: unknown[] }
  await simControl(h.sim, 'DELETE', '/__sim/requests')
  return sortGallery(toOffers(body.offers))
}

/** A guest's stored gallery and local coupon store, as a gallery read leaves them, with the local store changed by `edit`. */
function storeGuestCoupons(gallery: Offer[], edit: (local: ReturnType<typeof localCouponStore>) => void, savedAt = Date.now()) {
  localStorage.setItem(
    STORED_KEYS.abJ4uCoupons,
    JSON.stringify(galleryCache(gallery, { storeId: GUEST_STORE, authorised: false }, Date.now())),
  )
  const local = localCouponStore(gallery, null, GUEST_STORE, savedAt)
  edit(local)
  localStorage.setItem(STORED_KEYS.localCoupons, JSON.stringify(local))
}

describe('<aisle-offer-carousel> offers and their cards', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
  })

  it('pdp: looks the UPC up in the local coupon store (offersByUpc), with no call [CPN-090] [CAR-009] [CAR-001]', async () => {
    const h = setUpHarness()
    const gallery = await guestGallery(h)
    // The local store lists, under a UPC no offer of the gallery carries, two offers: only it can answer.
    const picked = [gallery[3]!.id, gallery[7]!.id]
    storeGuestCoupons(gallery, (local) => {
      local.offersByUpc['4242424242'] = picked
    })
    const el = await mount(h, { source: 'pdp', upc: '0004242424242' })
    expect(new Set(slideIds(el))).to.deep.equal(new Set(picked))
    expect(await requests(h, OFFER_PATHS.offersByUpc)).to.have.length(0)
    expect(await requests(h, '/api/offers/gallery')).to.have.length(0)
  })

  it('aisle: looks the aisle up in the local coupon store (offersByDepartment) [CPN-090] [CAR-009] [CAR-002]', async () => {
    const h = setUpHarness()
    const gallery = await guestGallery(h)
    const picked = [gallery[2]!.id, gallery[5]!.id]
    storeGuestCoupons(gallery, (local) => {
      local.offersByDepartment = { ...local.offersByDepartment, 'Local Aisle': picked }
    })
    const el = await mount(h, { source: 'aisle', 'aisle-name': ' local aisle ' })
    expect(slideIds(el)).to.deep.equal(sortGallery(gallery.filter((o) => picked.includes(o.id))).map((o) => o.id))
    expect(await requests(h, '/offers/filter')).to.have.length(0)
  })

  it('a local coupon store 120 minutes old is not used: the pdp carousel asks offers by UPC [CPN-090] [CAR-009]', async () => {
    const h = setUpHarness()
    const gallery = await guestGallery(h)
    const target = gallery.find((o) => o.upcList.length > 0)!
    storeGuestCoupons(gallery, () => {}, Date.now() - COUPON_CACHE_MAX_AGE_MS)
    const el = await mount(h, { source: 'pdp', upc: target.upcList[0]! })
    expect(await requests(h, OFFER_PATHS.offersByUpc)).to.have.length(1)
    expect(slideIds(el)).to.include(target.id)
  })

  it('an offer read by UPC after a failed gallery read clips: one clip request, and the slide turns Clipped [CAR-001] [CPN-025]', async () => {
    const h = setUpHarness()
    const gallery = await guestGallery(h)
    await simSignIn(h.sim, { userType: 'R' })
    await simControl(h.sim, 'POST', '/__sim/faults', [
      { method: 'GET', path: OFFER_PATHS.registeredGallery, pattern: 'gallery$', status: 500 },
    ])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const target = gallery.find((o) => o.upcList.length > 0 && o.status === 'U' && !o.qualificationBehavior && !o.continuity)!
    const el = await mount(h, { source: 'pdp', upc: target.upcList[0]! })
    expect(await requests(h, OFFER_PATHS.offersByUpc)).to.have.length(1)
    const slide = () => slides(el).find((s) => s.dataset.offerId === target.id)
    const button = slide()?.querySelector<HTMLElement>('[part="action"]')
    expect(button?.textContent).to.equal('Clip Coupon')
    await userEvent.click(button as HTMLElement)
    await waitUntil(() => slide()?.querySelector('[part="badge"]') != null, 'the slide did not turn Clipped', { timeout: 8000 })
    const clips = await requests(h, OFFER_PATHS.clip, 'POST')
    expect(clips).to.have.length(1)
    expect(JSON.stringify(clips[0]?.body)).to.include(`"itemId":"${target.id}"`)
  })

  it("a slide shows 'Clipped' as soon as the clip reply says so, before the stores catch up [CPN-035] [CPN-039]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'R' })
    const el = await mount(h)
    const id = slides(el)[0]!.dataset.offerId!
    const store = couponStoreOf(h.runtime)
    // What the clip flow does on status 1, for the frame before it updates the stores (core/stores/coupons/clip.ts).
    store.$clippedNow.set({ [id]: true })
    await waitUntil(() => slides(el)[0]?.querySelector('[part="badge"]') != null, "the slide still says 'Clip Coupon'")
    expect(store.offer(id).get()?.status).to.equal('U')
    expect(await requests(h, OFFER_PATHS.clip)).to.have.length(0)
  })

  it("a failed personalisation call falls back to the stored deals of this store only, never the previous store's [ERR-039] [CPN-094]", async () => {
    const sim = setUpHarness().sim
    const gallery = await guestGallery({ sim } as Harness)
    await simControl(sim, 'POST', '/__sim/faults', [{ path: 'offers/personalization', status: 500 }])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const deals = gallery.slice(0, 3)
    const stored = (at: string) =>
      JSON.stringify({ ...galleryCache(deals, { storeId: at, authorised: true }, Date.now()), carouselLimitItems: 12, dealsInfo: deals })
    /** A signed-in customer's page with `p13n` stored; answers the carousel and the store the shopper shops. */
    async function page(p13n: (storeId: string) => string) {
      const h = setUpHarness({ sim })
      await simSignIn(sim, { userType: 'C' })
      startHarness(h)
      await h.runtime.session.start()
      const storeId = couponStoreOf(h.runtime).context().storeId
      tearDownHarness()
      const again = setUpHarness({ sim })
      await simSignIn(sim, { userType: 'C' })
      localStorage.setItem(STORED_KEYS.p13nCoupons, p13n(storeId))
      return mount(again, { source: 'p13n' })
    }

    // The deals were stored at the shopper's previous store: the fallback is nothing, not that store's deals.
    const moved = await page((storeId) => stored(`${storeId}9`))
    expect(stateOf(moved)).to.equal('empty')
    expect(slides(moved)).to.have.length(0)
    tearDownHarness()

    const same = await page((storeId) => stored(storeId))
    expect(slideIds(same)).to.deep.equal(deals.map((d) => d.id))
  })
})
