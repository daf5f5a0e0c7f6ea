import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { AD_TRACKER_PATH, CAROUSEL_HEADINGS, CAROUSEL_PAGE_SIZE, SPONSORED_LABEL } from '../../core/rules/products/carousel'
import { MOCK_CAROUSEL_FIXTURE_PATH, SPONSORED_DEFAULT_PAGE_NAME, SPONSORED_MAX_RESULTS } from '../../core/rules/cart/shopping-api'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { purchaseHistory } from '../../sim/routes/products/recommendations'
import { pageTrack } from './carousel-scroll'
import { PRODUCT_CAROUSEL_READY_MARK } from './ProductCarousel.connected'
import './product-carousel.element'

interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: Record<string, unknown> | null
}

const root = (el: Element) => el.shadowRoot?.querySelector('[part="root"]')
const stateOf = (el: Element) => root(el)?.getAttribute('data-state')
const slides = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[part="slide"]') ?? [])]
const track = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[part="track"]')

async function mount(h: Harness, template: ReturnType<typeof html>) {
  startHarness(h)
  const wrapper = await fixture(template)
  const el = wrapper.matches('aisle-product-carousel') ? wrapper : (wrapper.querySelector('aisle-product-carousel') as Element)
  await waitUntil(() => stateOf(el) === 'ready' || stateOf(el) === 'empty', 'carousel did not settle', { timeout: 5000 })
  return el
}

async function requests(h: Harness, fragment: string): Promise<LoggedRequest[]> {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as LoggedRequest[]
  return log.filter((r) => r.path.includes(fragment))
}
/** Intersection observers report in the rendering steps: after a few frames every pending report has arrived. */
const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r))
}
/** The first entry, failing the test when there is none. */
function first<T>(list: readonly T[]): T {
  const [value] = list
  if (value === undefined) throw new Error('expected at least one entry')
  return value
}
const adEvents = async (h: Harness, event: string) => (await requests(h, AD_TRACKER_PATH)).filter((r) => r.body?.event === event)

describe('<aisle-product-carousel>', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
  })

  it('shows product recommendations for the shopper as an accessible carousel of labelled slides [CAR-017]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 2 })
    const el = await mount(h, html`<aisle-product-carousel></aisle-product-carousel>`)
    expect(stateOf(el)).to.equal('ready')
    expect(root(el)?.getAttribute('aria-roledescription')).to.equal('carousel')
    expect(el.shadowRoot?.querySelector('[part="heading"]')?.textContent).to.equal(CAROUSEL_HEADINGS.recommendations)
    const all = slides(el)
    expect(all.length).to.be.greaterThan(0)
    expect(first(all).getAttribute('aria-roledescription')).to.equal('slide')
    expect(first(all).getAttribute('aria-label')).to.equal(`1 of ${all.length}`)
    const call = first(await requests(h, '/api/recommendations/carousel'))
    expect(call.method).to.equal('POST')
    expect(call.body).to.include({
      banner: 'freshway',
      storeId: '1100',
      host: location.host,
      pageURL: location.href,
      assortmentChannel: 'delivery',
    })
    expect(call.body?.cartItems).to.have.length(2)
    expect(first(call.body?.cartItems as { bpn: string }[])).to.have.keys('bpn')
    // The mark is set in the effect after the commit that shows the slides (preact/compat runs it after the paint).
    await waitUntil(() => performance.getEntriesByName(PRODUCT_CAROUSEL_READY_MARK).length > 0, 'no ready mark')
    await expect(el).to.be.accessible()
  })

  it('asks for recommendations with one bpn instead of the cart items list when isBPNArrayP13nDisabled is on [CST-072]', async () => {
    const h = setUpHarness({ overrides: { flags: { isBPNArrayP13nDisabled: true } } })
    await simSignIn(h.sim, { userType: 'C', cartQty: 2 })
    const el = await mount(h, html`<aisle-product-carousel></aisle-product-carousel>`)
    expect(stateOf(el)).to.equal('ready')
    expect(slides(el).length).to.be.greaterThan(0)
    const call = first(await requests(h, '/api/recommendations/carousel'))
    expect(call.body).not.to.have.property('cartItems')
    expect(call.body?.bpn).to.be.a('string').and.match(/^\d+$/)
    await expect(el).to.be.accessible()
  })

  it('shows the simulator fixture instead of the live recommendations when the mock-carousel flag is on [CST-074]', async () => {
    const h = setUpHarness({ overrides: { flags: { mockCarousel: true } } })
    await simSignIn(h.sim, { userType: 'C', cartQty: 2 })
    const el = await mount(h, html`<aisle-product-carousel></aisle-product-carousel>`)
    expect(stateOf(el)).to.equal('ready')
    expect(slides(el).length).to.be.greaterThan(0)
    expect(await requests(h, MOCK_CAROUSEL_FIXTURE_PATH)).to.have.length(1)
    expect((await requests(h, '/api/recommendations/carousel')).filter((r) => r.method === 'POST')).to.have.length(0)
    await expect(el).to.be.accessible()
  })

  it('keeps its slides, and their visually hidden text, inside its own width: the page does not scroll sideways', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C', cartQty: 2 })
    const el = await mount(h, html`<div style="width: 320px"><aisle-product-carousel></aisle-product-carousel></div>`)
    expect(slides(el).length).to.be.greaterThan(3)
    await frames(2)
    const page = document.scrollingElement as Element
    expect(page.scrollWidth).to.be.at.most(page.clientWidth)
  })

  it("shows at most 8 sponsored products, each labelled 'Sponsored', asked with max-result=8 and pagename 'cross-sell' [CAR-012] [CAR-013]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<aisle-product-carousel source="sponsored"></aisle-product-carousel>`)
    expect(slides(el)).to.have.length(SPONSORED_MAX_RESULTS)
    expect(el.shadowRoot?.querySelectorAll('[part="sponsored"]')).to.have.length(SPONSORED_MAX_RESULTS)
    expect(el.shadowRoot?.querySelector('[part="sponsored"]')?.textContent).to.equal(SPONSORED_LABEL)
    const search = first(await requests(h, '/api/sponsored/search'))
    expect(search.query['max-result']).to.equal('8')
    expect(search.query.pagename).to.equal(SPONSORED_DEFAULT_PAGE_NAME)
    await expect(el).to.be.accessible()
  })

  it('reports onload and relevance once per load, and one impression per card at least half visible [CAR-014] [CAR-015]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    // 400 px shows two 180 px tiles whole and 14 px of the third (under half): two impressions.
    const el = await mount(
      h,
      html`<div style="width: 400px"><aisle-product-carousel source="sponsored" bpn="970000001"></aisle-product-carousel></div>`,
    )
    await waitUntil(async () => (await adEvents(h, 'impression')).length >= 2, 'no impressions', { timeout: 4000 })
    await frames(3)
    const seen = await adEvents(h, 'impression')
    expect(seen.map((r) => r.body?.position)).to.deep.equal([1, 2])
    expect(await adEvents(h, 'onload')).to.have.length(1)
    const relevance = first(await adEvents(h, 'relevance'))
    expect(relevance.body).to.include({ pagename: SPONSORED_DEFAULT_PAGE_NAME, bpn: '970000001' })

    // Back and forth: every card seen is reported exactly once.
    const t = track(el) as HTMLElement
    t.style.scrollBehavior = 'auto'
    t.scrollLeft = t.scrollWidth
    await waitUntil(async () => (await adEvents(h, 'impression')).length >= 4, 'no impressions after scrolling', { timeout: 4000 })
    t.scrollLeft = 0
    await frames(3)
    const all = (await adEvents(h, 'impression')).map((r) => r.body?.adId)
    expect(new Set(all).size).to.equal(all.length)
    expect(all).to.include((first(seen).body as { adId: string }).adId)
  })

  it('reports a click when a sponsored product is added to the cart, and adds it through the cart [CAR-014]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<aisle-product-carousel source="sponsored"></aisle-product-carousel>`)
    const id = first(slides(el)).dataset.id
    first(slides(el)).querySelector<HTMLButtonElement>('[part="add"]')?.click()
    await waitUntil(() => h.runtime.cart.$cart.get()?.cartItems.some((i) => i.itemId === id), 'not added', { timeout: 4000 })
    await waitUntil(async () => (await adEvents(h, 'click')).length === 1, 'no click event', { timeout: 2000 })
    const click = first(await adEvents(h, 'click'))
    expect(click.body).to.include({ bpn: id, position: 1 })
    await waitUntil(() => el.shadowRoot?.querySelector('[part="message"]')?.textContent?.endsWith('added to cart'), 'no status', {
      timeout: 2000,
    })

    // Following the second product's link is a click too (the test page stays put).
    const link = slides(el)[1]?.querySelector<HTMLAnchorElement>('[part="name"]') as HTMLAnchorElement
    link.addEventListener('click', (e) => e.preventDefault())
    link.click()
    await waitUntil(async () => (await adEvents(h, 'click')).length === 2, 'no click event for the link', { timeout: 2000 })
    expect((await adEvents(h, 'click'))[1]?.body).to.include({ bpn: slides(el)[1]?.dataset.id, position: 2 })
    expect(link.getAttribute('href')).to.equal(`/shop/product-details/${slides(el)[1]?.dataset.id}`)
  })

  it('adds once on a double click, and says so when the cart call fails, keeping the cart as it was [ERR-019]', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: 'cart/v2/items', status: 500 }])
    const el = await mount(h, html`<aisle-product-carousel></aisle-product-carousel>`)
    const button = first(slides(el)).querySelector<HTMLButtonElement>('[part="add"]') as HTMLButtonElement
    button.click()
    button.click()
    await waitUntil(() => el.shadowRoot?.querySelector('[part="message"]')?.textContent === CART_ERROR_MESSAGE, 'no error text', {
      timeout: 5000,
    })
    expect(await requests(h, 'cart/v2/items')).to.have.length(1)
    expect(h.runtime.cart.$cart.get()?.cartItems.some((i) => i.itemId === first(slides(el)).dataset.id)).to.equal(false)
    await expect(el).to.be.accessible()
  })

  it('asks for cross-sell only with product number, house id, store id and channel [CAR-020]', async () => {
    const guest = setUpHarness()
    const el = await mount(
      guest,
      html`<aisle-product-carousel source="cross-sell" bpn="970000001" store-id="1100"></aisle-product-carousel>`,
    )
    expect(stateOf(el)).to.equal('empty')
    expect(root(el)?.hasAttribute('hidden')).to.equal(true)
    expect(await requests(guest, 'pdreco')).to.have.length(0)
    await expect(el).to.be.accessible()
    tearDownHarness()

    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const none = await mount(h, html`<aisle-product-carousel source="cross-sell"></aisle-product-carousel>`)
    expect(stateOf(none)).to.equal('empty')
    expect(await requests(h, 'pdreco')).to.have.length(0)
  })

  it('shows cross-sell and substitution products from pdreco/substitution, without the product itself [CAR-022]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<aisle-product-carousel source="substitution" bpn="970000001"></aisle-product-carousel>`)
    expect(el.shadowRoot?.querySelector('[part="heading"]')?.textContent).to.equal(CAROUSEL_HEADINGS.substitution)
    expect(slides(el).length).to.be.greaterThan(0)
    expect(slides(el).map((s) => s.dataset.id)).not.to.include('970000001')
    const call = first(await requests(h, 'pdreco/substitution'))
    expect(call.query).to.include({ bpn: '970000001', storeId: '1100', channel: 'delivery', availabilityCheck: 'true', placement: 'bia' })
    expect(call.query.hhid).to.be.a('string').and.not.equal('')
    await expect(el).to.be.accessible()

    const cross = await mount(h, html`<aisle-product-carousel source="cross-sell" bpn="970000001"></aisle-product-carousel>`)
    expect(cross.shadowRoot?.querySelector('[part="heading"]')?.textContent).to.equal(CAROUSEL_HEADINGS['cross-sell'])
    expect(slides(cross).map((s) => s.dataset.id)).to.deep.equal(slides(el).map((s) => s.dataset.id))
  })

  it('shows at most 2 tags on a carousel tile and never SNAP [PRD-037] [PRD-038]', async () => {
    const h = setUpHarness()
    const products = (h.sim.state as { products: Record<string, unknown>[] }).products
    for (const p of products)
      Object.assign(p, {
        dispItemPackageQty: 6,
        dispItemPackageUOM: 'ct',
        dispItemSizeQty: 12,
        dispUnitOfMeasure: 'oz',
        snapEligible: true,
        fulfillmentStartTime: '08:00',
        fulfillmentEndTime: '20:00',
      })
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<aisle-product-carousel source="sponsored"></aisle-product-carousel>`)
    const tags = slides(el).map((s) => [...s.querySelectorAll('.tag')].map((t) => t.textContent))
    for (const list of tags) {
      expect(list).to.have.length(2)
      expect(list).not.to.include('SNAP')
    }
  })

  it('pages the track with previous and next buttons of at least 24 px, and jumps without motion under reduced motion', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<div style="width: 400px"><aisle-product-carousel source="sponsored"></aisle-product-carousel></div>`)
    const next = el.shadowRoot?.querySelector<HTMLButtonElement>('[part="next"]') as HTMLButtonElement
    const previous = el.shadowRoot?.querySelector<HTMLButtonElement>('[part="previous"]') as HTMLButtonElement
    await waitUntil(() => !next.disabled, 'next never enabled', { timeout: 2000 })
    expect(previous.disabled).to.equal(true)
    expect(next.getBoundingClientRect().width).to.be.at.least(24)
    expect(next.getBoundingClientRect().height).to.be.at.least(24)
    next.click()
    await waitUntil(() => (track(el)?.scrollLeft ?? 0) > 0 && !previous.disabled, 'did not page', { timeout: 3000 })

    const calls: ScrollToOptions[] = []
    const fakeTrack = { clientWidth: 300, scrollBy: (o: ScrollToOptions) => calls.push(o) } as unknown as HTMLElement
    pageTrack(fakeTrack, 1, { matchMedia: () => ({ matches: true }) } as unknown as Window)
    pageTrack(fakeTrack, -1, { matchMedia: () => ({ matches: false }) } as unknown as Window)
    expect(calls).to.deep.equal([
      { left: 300, behavior: 'auto' },
      { left: -300, behavior: 'smooth' },
    ])
  })

  it('moves by at most 6 products per Next / Previous press when more fit in its width [CST-043]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<div style="width: 1400px"><aisle-product-carousel source="sponsored"></aisle-product-carousel></div>`)
    const t = track(el) as HTMLElement
    const [a, b] = slides(el)
    const stride = (b as HTMLElement).offsetLeft - (a as HTMLElement).offsetLeft
    expect(CAROUSEL_PAGE_SIZE * stride).to.be.below(t.clientWidth)
    const scrollBy = vi.spyOn(t, 'scrollBy')
    const next = el.shadowRoot?.querySelector<HTMLButtonElement>('[part="next"]') as HTMLButtonElement
    await waitUntil(() => !next.disabled, 'next never enabled', { timeout: 2000 })
    next.click()
    expect((scrollBy.mock.calls[0]?.[0] as ScrollToOptions).left).to.equal(CAROUSEL_PAGE_SIZE * stride)
    await expect(el).to.be.accessible()
  })

  it('warns once about an unknown source, naming the tag and the valid values, and shows recommendations', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<aisle-product-carousel source="sponsered"></aisle-product-carousel>`)
    expect(stateOf(el)).to.equal('ready')
    const messages = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('source'))
    expect(messages).to.have.length(1)
    expect(messages[0]).to.include('<aisle-product-carousel>').and.include("'recommendations', 'sponsored', 'cross-sell', 'substitution'")
  })

  it("sorts the loaded tiles in the browser by a client sort key: 'a-z' by the lower-cased name [SRT-002, SRT-009]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<aisle-product-carousel sort="a-z"></aisle-product-carousel>`)
    const names = slides(el).map((s) => s.querySelector('[part="name"]')?.textContent ?? '')
    expect(names.length).to.be.greaterThan(2)
    const lower = names.map((n) => n.toLowerCase())
    expect(lower).to.deep.equal([...lower].sort())
    // The server was asked as usual: a client sort sends nothing.
    expect(first(await requests(h, '/api/recommendations/carousel')).body).not.to.have.property('sort')
  })

  it("sorts tiles by price, lowest first, with 'price-low-high' [SRT-010]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<aisle-product-carousel sort="price-low-high"></aisle-product-carousel>`)
    const byId = new Map(h.sim.state.products.map((p) => [p.id, p.price]))
    const prices = slides(el).map((s) => byId.get(s.dataset.id ?? '') ?? Number.NaN)
    expect(prices.length).to.be.greaterThan(2)
    expect(prices.every((p) => Number.isFinite(p))).to.equal(true)
    expect(prices).to.deep.equal([...prices].sort((a, b) => a - b))
  })

  it("sends a server sort with the purchase-history read and keeps the answer's order [SRT-003, API-079]", async () => {
    const h = setUpHarness()
    const signed = await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<aisle-product-carousel source="purchase-history" sort="FREQUENCY"></aisle-product-carousel>`)
    expect(stateOf(el)).to.equal('ready')
    expect(el.shadowRoot?.querySelector('[part="heading"]')?.textContent).to.equal(CAROUSEL_HEADINGS['purchase-history'])
    const call = first(await requests(h, '/api/purchase-history/product-grid'))
    expect(call.method).to.equal('POST')
    expect(call.body).to.deep.equal({ storeId: '1100', sort: 'FREQUENCY' })
    // The simulator's answer: the household's purchases, most often bought first (a stable sort of its history).
    const user = h.sim.state.users.find((u) => u.key === signed.user)
    if (!user) throw new Error('no signed-in user in the simulator')
    const expected = purchaseHistory(h.sim.state, user)
      .sort((x, y) => y.purchaseCount - x.purchaseCount)
      .slice(0, slides(el).length)
      .map((e) => e.product.id)
    expect(slides(el).map((s) => s.dataset.id)).to.deep.equal(expected)
    await expect(el).to.be.accessible()
  })

  it('warns once about an unknown sort key, naming the valid keys, and keeps the source order', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<aisle-product-carousel sort="cheapest"></aisle-product-carousel>`)
    expect(stateOf(el)).to.equal('ready')
    const messages = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('sort'))
    expect(messages).to.have.length(1)
    expect(messages[0]).to.include('<aisle-product-carousel>').and.include("'a-z'").and.include("'FREQUENCY'")
  })

  it('hides itself, with no uncaught error, when its source fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: 'sponsored/search', status: 500 }])
    const el = await mount(h, html`<aisle-product-carousel source="sponsored"></aisle-product-carousel>`)
    expect(stateOf(el)).to.equal('empty')
    expect(await requests(h, AD_TRACKER_PATH)).to.have.length(0)
  })
})
