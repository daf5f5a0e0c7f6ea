import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { topUpSize } from '../../core/rules/coupons/cache'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { toOffers } from '../../core/rules/coupons/offer-normalise'
import { qualifyingOffers } from '../../core/rules/coupons/carousel'
import { sortGallery } from '../../core/rules/coupons/sort'
import { FALLBACK_MESSAGE } from '../../core/rules/errors'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { READY_MARK } from './OfferCarousel.connected'
import { OFFER_CAROUSEL_TEXT } from './OfferCarousel.view'
import './offer-carousel.element'

type Logged = { method: string; path: string; query: Record<string, string>; body?: unknown; headers: Record<string, string> }

const root = (el: Element) => el.shadowRoot?.querySelector('[part="root"]')
const stateOf = (el: Element) => root(el)?.getAttribute('data-state')
const slides = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[part="slide"]') ?? [])]
const slideIds = (el: Element) => slides(el).map((s) => s.dataset.offerId)

async function mount(h: Harness, attrs: Record<string, string> = {}) {
  startHarness(h)
  const list = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('')
  const el = await fixture<HTMLElement>(`<aisle-offer-carousel${list}></aisle-offer-carousel>`)
  await settled(el)
  return el
}

const settled = (el: Element) =>
  waitUntil(() => ['ready', 'empty', 'error'].includes(stateOf(el) ?? ''), 'carousel did not settle', { timeout: 8000 })

async function requests(h: Harness, fragment: string): Promise<Logged[]> {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as Logged[]
  return log.filter((r) => r.path.includes(fragment))
}

/** The guest gallery as the simulator answers it, in the gallery order. */
async function guestGallery(h: Harness) {
  const reply = await h.sim.fetch(
    new Request('http://freshway.localhost/abs/qa1/api/offers/gallery/guest?storeId=1100', {
      headers: { 'Ocp-Apim-Subscription-Key': 'aisle-qa1-key' },
    }),
  )
  const body = (await reply.json()) as { offers: unknown[] }
  await simControl(h.sim, 'DELETE', '/__sim/requests')
  return sortGallery(toOffers(body.offers))
}

describe('<aisle-offer-carousel>', () => {
  afterEach(() => {
    tearDownHarness()
    resetAttributeWarnings()
    performance.clearMarks(READY_MARK)
    vi.restoreAllMocks()
  })

  it('shows the guest gallery, 12 by default, as a carousel of "n of m" slides, and marks when ready [CAR-007] [CAR-010] [CPN-133]', async () => {
    const h = setUpHarness()
    const gallery = await guestGallery(h)
    const el = await mount(h)
    expect(stateOf(el)).to.equal('ready')
    expect(root(el)?.getAttribute('aria-roledescription')).to.equal('carousel')
    expect(el.shadowRoot?.querySelector('[part="heading"]')?.textContent).to.equal(OFFER_CAROUSEL_TEXT.heading)
    expect(slideIds(el)).to.deep.equal(gallery.slice(0, 12).map((o) => o.id))
    expect(
      slides(el).map((s) => [s.getAttribute('role'), s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')])[0],
    ).to.deep.equal(['group', 'slide', '1 of 12'])
    expect(slides(el)[11]?.getAttribute('aria-label')).to.equal('12 of 12')
    expect(slides(el)[0]?.querySelector('[part="action"]')?.textContent).to.equal('Clip Coupon')
    expect(slides(el)[0]?.querySelector('[part="brand"]')?.textContent).to.equal(gallery[0]?.brand)
    expect(await requests(h, '/api/offers/gallery/guest')).to.have.length(1)
    await waitUntil(() => performance.getEntriesByName(READY_MARK).length === 1, 'no ready mark')
    await expect(el).to.be.accessible()
  })

  it('keeps its slides, and their visually hidden text, inside its own width: the page does not scroll sideways', async () => {
    const h = setUpHarness()
    await guestGallery(h)
    const el = await mount(h)
    expect(slides(el).length).to.equal(12)
    await new Promise((r) => requestAnimationFrame(r))
    const page = document.scrollingElement as Element
    expect(page.scrollWidth).to.be.at.most(page.clientWidth)
  })

  it('shows every offer with limit 99999 and the first n with limit n [CAR-011] [CAR-007]', async () => {
    const h = setUpHarness()
    const gallery = await guestGallery(h)
    startHarness(h)
    const page = await fixture(
      html`<div><aisle-offer-carousel limit="99999"></aisle-offer-carousel><aisle-offer-carousel limit="5"></aisle-offer-carousel></div>`,
    )
    const [all, five] = [...page.querySelectorAll('aisle-offer-carousel')] as HTMLElement[]
    await settled(all as HTMLElement)
    await settled(five as HTMLElement)
    expect(slides(all as HTMLElement)).to.have.length(gallery.length)
    expect(slides(all as HTMLElement)[0]?.getAttribute('aria-label')).to.equal(`1 of ${gallery.length}`)
    expect(slideIds(five as HTMLElement)).to.deep.equal(gallery.slice(0, 5).map((o) => o.id))
    // Two carousels on one page share the coupon store: one gallery read.
    expect(await requests(h, '/api/offers/gallery/guest')).to.have.length(1)
  })

  it('qualifying offers: bought-before first, at most 12 even when the limit is higher [CAR-004] [CAR-005] [CAR-006]', async () => {
    const h = setUpHarness()
    const gallery = await guestGallery(h)
    const el = await mount(h, { source: 'qualifyingoffers', limit: '99999' })
    const expected = qualifyingOffers(gallery).map((o) => o.id)
    expect(slideIds(el)).to.deep.equal(expected)
    expect(slides(el)).to.have.length(12)
    const bought = new Set(gallery.filter((o) => o.purchaseInd === 'B').map((o) => o.id))
    const firstOther = slideIds(el).findIndex((id) => !bought.has(id ?? ''))
    expect(
      firstOther === -1 ||
        slideIds(el)
          .slice(firstOther)
          .every((id) => !bought.has(id ?? '')),
    ).to.equal(true)
    await expect(el).to.be.accessible()
  })

  it("aisle: the gallery's offers of that aisle when the coupon store has them [CAR-002] [CAR-009]", async () => {
    const h = setUpHarness()
    const gallery = await guestGallery(h)
    const el = await mount(h, { source: 'aisle', 'aisle-name': 'Pet Care' })
    expect(slideIds(el)).to.deep.equal(
      gallery
        .filter((o) => o.category === 'Pet Care')
        .slice(0, 12)
        .map((o) => o.id),
    )
    expect(slides(el).length).to.be.greaterThan(0)
    expect(await requests(h, '/offers/filter')).to.have.length(0)
  })

  it('aisle without a coupon store asks the server: the anonymous gallery filter by aisle name [CAR-003] [CAR-009]', async () => {
    const h = setUpHarness()
    await simControl(h.sim, 'POST', '/__sim/faults', [{ method: 'GET', path: 'offers/gallery/guest', status: 500 }])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await mount(h, { source: 'aisle', 'aisle-name': 'Pet Care' })
    const calls = await requests(h, '/anonymous/offers/filter')
    expect(calls).to.have.length(1)
    expect(calls[0]?.body).to.deep.equal({ primaryCategoryNm: ['Pet Care'] })
    expect(slides(el).length).to.be.greaterThan(0)
  })

  it("pdp: the offers of the product's UPC, leading zeros stripped, from the store or offers by UPC [CAR-001] [CAR-009] [CPN-128]", async () => {
    const h = setUpHarness()
    const gallery = await guestGallery(h)
    const target = gallery.find((o) => o.upcList.length > 0)
    const upc = `000${target?.upcList[0]?.replace(/^0+/, '')}`
    const el = await mount(h, { source: 'pdp', upc })
    expect(slideIds(el)).to.include(target?.id)
    tearDownHarness()

    const h2 = setUpHarness({ sim: h.sim })
    await simControl(h2.sim, 'POST', '/__sim/faults', [{ method: 'GET', path: 'offers/gallery/guest', status: 500 }])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el2 = await mount(h2, { source: 'pdp', upc })
    const calls = await requests(h2, '/api/offers/by-upc')
    expect(calls).to.have.length(1)
    expect(calls[0]?.query.offerPgm).to.equal('CC-PD')
    expect(slideIds(el2)).to.include(target?.id)
  })

  it('p13n: a signed-in shopper gets the personalised deals for the model, with the nine request fields [CAR-008] [CAR-016]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, { source: 'p13n', limit: '4', 'model-configuration-id': 'model-7' })
    const calls = await requests(h, '/api/offers/personalization')
    expect(calls).to.have.length(1)
    const body = calls[0]?.body as Record<string, unknown>
    expect(body.modelConfigurationId).to.equal('model-7')
    // The limit plus the extra coupon amount: spare deals for when the shown ones are clipped (CPN-093, CPN-096).
    expect(body.uiPageSize).to.equal(topUpSize(4))
    expect(body.platform).to.equal('web')
    expect(Object.keys(body).sort()).to.deep.equal([
      'assortmentChannel',
      'banner',
      'host',
      'householdId',
      'modelConfigurationId',
      'platform',
      'storeId',
      'uiPageSize',
      'zipCode',
    ])
    expect(slides(el)).to.have.length(4)
    expect(slideIds(el)).to.deep.equal(h.sim.state.dealsInfo.slice(0, 4).map((d) => String(d.offerId)))
    await expect(el).to.be.accessible()
  })

  it('p13n: a failed personalisation call falls back to an empty carousel, and a guest is not asked for deals [CPN-094] [CAR-008]', async () => {
    const h = setUpHarness()
    const guest = await mount(h, { source: 'p13n' })
    expect(stateOf(guest)).to.equal('empty')
    expect(guest.shadowRoot?.querySelector('[part="status"]')?.textContent).to.equal(OFFER_CAROUSEL_TEXT.empty)
    expect(await requests(h, '/api/offers/personalization')).to.have.length(0)
    await expect(guest).to.be.accessible()
    tearDownHarness()

    const h2 = setUpHarness({ sim: h.sim })
    await simSignIn(h2.sim, { userType: 'C' })
    await simControl(h2.sim, 'POST', '/__sim/faults', [{ path: 'offers/personalization', status: 500 }])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failed = await mount(h2, { source: 'p13n' })
    expect(stateOf(failed)).to.equal('empty')
  })

  it('a failed gallery read shows the fallback message, with no uncaught error', async () => {
    const h = setUpHarness()
    await simControl(h.sim, 'POST', '/__sim/faults', [{ method: 'GET', path: 'offers/gallery/guest', status: 500 }])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await mount(h)
    expect(stateOf(el)).to.equal('error')
    const status = el.shadowRoot?.querySelector('[part="status"]')
    expect(status?.textContent).to.equal(FALLBACK_MESSAGE)
    expect(status?.getAttribute('role')).to.equal('alert')
    await expect(el).to.be.accessible()
  })

  it('an invalid source or limit gives one warning naming the tag and the valid values, and the defaults are used [CAR-010]', async () => {
    const h = setUpHarness()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await mount(h, { source: 'j4ugallery', limit: 'twelve' })
    expect(slides(el)).to.have.length(12)
    const lines = warn.mock.calls.map((c) => String(c[0]))
    const sourceLines = lines.filter((l) => l.includes('source="j4ugallery"'))
    const limitLines = lines.filter((l) => l.includes('limit="twelve"'))
    expect(sourceLines).to.have.length(1)
    expect(sourceLines[0]).to.include('<aisle-offer-carousel>').and.include("'pdp', 'aisle', 'qualifyingoffers', 'j4uGallery', 'p13n'")
    expect(limitLines).to.have.length(1)
    expect(limitLines[0]).to.include('<aisle-offer-carousel>').and.include('a whole number from 1 to 99999')
  })

  it('previous / next buttons are at least 24 px, named, page the slides and are disabled at the ends', async () => {
    const h = setUpHarness()
    const el = await mount(h, { limit: '30' })
    const track = el.shadowRoot?.querySelector<HTMLElement>('[part="track"]')
    const previous = el.shadowRoot?.querySelector<HTMLButtonElement>('[part="previous"]')
    const next = el.shadowRoot?.querySelector<HTMLButtonElement>('[part="next"]')
    for (const b of [previous, next]) {
      const box = b?.getBoundingClientRect()
      expect(box?.width).to.be.at.least(24)
      expect(box?.height).to.be.at.least(24)
    }
    expect(previous?.textContent).to.include(OFFER_CAROUSEL_TEXT.previous)
    expect(next?.textContent).to.include(OFFER_CAROUSEL_TEXT.next)
    expect(previous?.getAttribute('aria-disabled')).to.equal('true')
    expect(next?.getAttribute('aria-controls')).to.equal(track?.id)
    // Thirty slides overflow the track: once measured (when its ResizeObserver reports), Next is enabled.
    await waitUntil(() => next?.getAttribute('aria-disabled') === null, 'next stayed disabled with 30 slides')
    await userEvent.click(next as HTMLButtonElement)
    await waitUntil(() => (track?.scrollLeft ?? 0) > 0, 'next did not scroll')
    await waitUntil(() => previous?.getAttribute('aria-disabled') === null, 'previous stayed disabled')
    track?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    await waitUntil(() => track?.scrollLeft === 0, 'ArrowLeft did not page back')
  })

  it('pages without smooth motion when the shopper prefers reduced motion', async () => {
    const h = setUpHarness()
    const el = await mount(h, { limit: '30' })
    const real = window.matchMedia.bind(window)
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) =>
      q.includes('prefers-reduced-motion') ? ({ matches: q.includes('reduce'), media: q } as MediaQueryList) : real(q),
    )
    const scrollBy = vi.spyOn(Element.prototype, 'scrollBy')
    await userEvent.click(el.shadowRoot?.querySelector('[part="next"]') as HTMLElement)
    expect(scrollBy.mock.calls).to.have.length(1)
    expect((scrollBy.mock.calls[0]?.[0] as ScrollToOptions).behavior).to.equal('auto')
  })

  it('a signed-in shopper clips from a slide: the slide turns Clipped and the carousel announces it [CPN-071] [CPN-068] [CPN-039]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'R' })
    const el = await mount(h)
    const first = slides(el)[0]
    const id = first?.dataset.offerId
    await userEvent.click(first?.querySelector('[part="action"]') as HTMLElement)
    await waitUntil(() => slides(el)[0]?.querySelector('[part="badge"]') != null, 'slide did not turn clipped')
    expect(slides(el)[0]?.querySelector('[part="badge"]')?.textContent).to.equal('Clipped Coupon already clipped')
    expect(slides(el)[0]?.querySelector('[role="status"]')?.textContent).to.equal('Coupon clipped')
    const clips = await requests(h, '/api/offers/clip')
    expect(clips).to.have.length(1)
    expect(JSON.stringify(clips[0]?.body)).to.include(`"itemId":"${id}"`)
    await expect(el).to.be.accessible()
  })

  it('ignores a synthetic click on Clip [CPN-066]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'R' })
    const el = await mount(h)
    ;(slides(el)[0]?.querySelector('[part="action"]') as HTMLButtonElement).click()
    // A real click on the second slide afterwards: once it is clipped, the synthetic one must have sent nothing.
    await userEvent.click(slides(el)[1]?.querySelector('[part="action"]') as HTMLElement)
    await waitUntil(() => slides(el)[1]?.querySelector('[part="badge"]') != null, 'second slide did not turn clipped')
    const clips = await requests(h, '/api/offers/clip')
    expect(clips).to.have.length(1)
    expect(JSON.stringify(clips[0]?.body)).to.include(`"itemId":"${slides(el)[1]?.dataset.offerId}"`)
    expect(slides(el)[0]?.querySelector('[part="action"]')).to.not.equal(null)
  })
})
