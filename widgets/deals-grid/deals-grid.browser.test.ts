import { expect, fixture, html, oneEvent } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import { FALLBACK_MESSAGE } from '../../core/rules/errors'
import { COUPON_GRID_PAGE_SIZE, LOAD_MORE_LABEL } from '../../core/rules/coupons/grid'
import { CLIENT_SORT_KEYS } from '../../core/rules/products/sort'
import { createSim } from '../../sim/app'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { DEALS_GRID_READY_MARK, LOAD_MORE_EVENT } from './DealsGrid.connected'
import { DEALS_GRID_TEXT } from './DealsGrid.view'
import { FEATURED_SORT } from '../../core/rules/coupons/grid-order'
import { OFFER_DETAILS_TEXT } from '../../core/rules/coupons/offer-details'
import './deals-grid.element'

const root = (el: Element) => el.shadowRoot as ShadowRoot
const part = (el: Element, name: string) => root(el).querySelector(`[part~="${name}"]`)
const cards = (el: Element) => [...root(el).querySelectorAll('li.cell')]
const brands = (el: Element) => cards(el).map((c) => c.querySelector('[part~="brand"]')?.textContent ?? '')
const stateOf = (el: Element) => part(el, 'root')?.getAttribute('data-state')

async function mount(h: Harness, attrs = '', children = '') {
  startHarness(h)
  const host = await fixture(html`<div></div>`)
  host.innerHTML = `<aisle-deals-grid ${attrs}>${children}</aisle-deals-grid>`
  const el = host.firstElementChild as HTMLElement
  await waitUntil(() => stateOf(el) === 'ready' || stateOf(el) === 'error', 'grid did not settle', { timeout: 8000 })
  return el
}

async function galleryCalls(h: Harness) {
  const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string; method: string }[]
  return log.filter((r) => r.method === 'GET' && /\/offers\/gallery(\/guest)?$/.test(r.path))
}

const nonDecreasing = (xs: readonly (string | number)[]) => xs.every((x, i) => i === 0 || (xs[i - 1] as string | number) <= x)

describe('<aisle-deals-grid>', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
    history.replaceState(null, '', location.pathname)
  })

  it("shows 30 coupons, then 30 more per 'Load More' [CPN-100] [CPN-101] [CPN-102] [CST-051]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const el = await mount(h)
    expect(cards(el)).to.have.length(COUPON_GRID_PAGE_SIZE)
    const total = couponStoreOf(h.runtime).$offers.get().length
    expect(part(el, 'count')?.textContent).to.equal(`Showing 30 of ${total} coupons`)
    expect(part(el, 'load-more')?.textContent).to.equal(LOAD_MORE_LABEL)
    await expect(el).to.be.accessible()
    await userEvent.click(part(el, 'load-more') as HTMLButtonElement)
    await waitUntil(() => cards(el).length === 60, 'no second page')
    expect(root(el).activeElement?.getAttribute('data-index')).to.equal('30')
    expect(part(el, 'count')?.textContent).to.equal(`Showing 60 of ${total} coupons`)
    expect(performance.getEntriesByName(DEALS_GRID_READY_MARK).length).to.be.greaterThan(0)
  })

  it('spans 12 / columns grid units; a typo warns once naming the tag and valid values and uses 4 columns [CPN-099] [CST-060]', async () => {
    const h = setUpHarness()
    const three = await mount(h, 'columns="3"')
    expect(part(three, 'grid')?.getAttribute('data-span')).to.equal('4')
    tearDownHarness()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h2 = setUpHarness()
    const typo = await mount(h2, 'columns="four"')
    expect(part(typo, 'grid')?.getAttribute('data-span')).to.equal('3')
    const mine = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.startsWith('<aisle-deals-grid>'))
    expect(mine).to.deep.equal([
      '<aisle-deals-grid>: invalid columns="four". Valid values: a whole number from 1 to 12. Using the default.',
    ])
  })

  it('offers every offer sort key and sorts a-z, z-a, price-low-high and about-to-expire [SRT-002] [SRT-005] [SRT-006] [SRT-007] [SRT-009] [SRT-010] [SRT-011]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const el = await mount(h)
    const select = part(el, 'sort') as HTMLSelectElement
    expect([...select.options].map((o) => o.value)).to.deep.equal([FEATURED_SORT, ...CLIENT_SORT_KEYS])
    await userEvent.selectOptions(select, 'a-z')
    await waitUntil(() => nonDecreasing(brands(el).map((b) => b.toLowerCase())), 'not a-z')
    await userEvent.selectOptions(select, 'z-a')
    await waitUntil(
      () =>
        nonDecreasing(
          brands(el)
            .map((b) => b.toLowerCase())
            .reverse(),
        ),
      'not z-a',
    )
    const byId = new Map(
      couponStoreOf(h.runtime)
        .$offers.get()
        .map((o) => [o.id, o]),
    )
    const shownOffers = () => cards(el).map((c) => byId.get(c.querySelector('[data-offer-id]')?.getAttribute('data-offer-id') ?? ''))
    await userEvent.selectOptions(select, 'about-to-expire')
    await waitUntil(() => nonDecreasing(shownOffers().map((o) => o?.endDate ?? '\uffff')), 'not by end date')
    await userEvent.selectOptions(select, 'price-low-high')
    await waitUntil(() => {
      const prices = shownOffers().map((o) => /\d+(?:\.\d+)?/.exec(o?.offerPrice ?? o?.priceTitle ?? '')?.[0])
      const known = prices.filter((p): p is string => p !== undefined).map(Number.parseFloat)
      return known.length > 0 && nonDecreasing(known)
    }, 'not by price')
    await expect(el).to.be.accessible()
  })

  it('filters by category and swaps the banner from the category mapping; clearing restores the default [CPN-120] [CPN-121]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    const mapping = {
      default: { image: '/banners/default.svg', alt: 'Just for U deals', link: '/deals.html', newTab: false },
      categories: {} as Record<string, unknown>,
    }
    startHarness(h)
    await couponStoreOf(h.runtime).load()
    const category = couponStoreOf(h.runtime)
      .$offers.get()
      .find((o) => o.category)?.category as string
    mapping.categories[category] = { image: '/banners/cat.svg', alt: `${category} deals`, link: '/cat.html', newTab: true }
    const el = await mount(h, `category-mapping='${JSON.stringify(mapping)}'`)
    const img = () => part(el, 'banner-image') as HTMLImageElement
    expect(img().getAttribute('alt')).to.equal('Just for U deals')
    await userEvent.selectOptions(part(el, 'category') as HTMLSelectElement, category)
    await waitUntil(() => img().getAttribute('alt') === `${category} deals`, 'banner not swapped')
    expect(img().getAttribute('src')).to.equal('/banners/cat.svg')
    expect(part(el, 'banner-link')?.getAttribute('target')).to.equal('_blank')
    const byId = new Map(
      couponStoreOf(h.runtime)
        .$offers.get()
        .map((o) => [o.id, o]),
    )
    const ids = cards(el).map((c) => c.querySelector('[data-offer-id]')?.getAttribute('data-offer-id') ?? '')
    expect(ids.length).to.be.greaterThan(0)
    expect(ids.every((id) => byId.get(id)?.category === category || byId.get(id)?.categories.includes(category))).to.equal(true)
    await expect(el).to.be.accessible()
    await userEvent.selectOptions(part(el, 'category') as HTMLSelectElement, '')
    await waitUntil(() => img().getAttribute('alt') === 'Just for U deals', 'default banner not restored')
    expect(part(el, 'banner-link')?.getAttribute('href')).to.equal('/deals.html')
  })

  it("with a next-page token, 'Load More' emits the token and reveals nothing [CPN-103]", async () => {
    const h = setUpHarness()
    const el = await mount(h, 'next-page-token="page-2"')
    setTimeout(() => (part(el, 'load-more') as HTMLButtonElement).click())
    const event = (await oneEvent(el, LOAD_MORE_EVENT)) as CustomEvent<{ nextPageToken: string }>
    expect(event.detail).to.deep.equal({ nextPageToken: 'page-2' })
    expect(cards(el)).to.have.length(COUPON_GRID_PAGE_SIZE)
  })

  it('lists the author’s non-digital coupons after the digital ones [CPN-104]', async () => {
    const h = setUpHarness({ sim: createSim({ offers: 4 }) })
    const coupons = [
      { id: 'cms-1', brand: 'Sunny Grove', description: 'Apple Juice in store.', detailsUrl: '/weekly-ad/juice.html' },
      { id: 'cms-2', brand: 'Bad', description: 'no link', detailsUrl: 'javascript:alert(1)' },
    ]
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await mount(h, '', `<script type="application/json">${JSON.stringify(coupons)}</script>`)
    const last = cards(el).at(-1)
    expect(last?.querySelector('[data-kind="cms"]')?.getAttribute('data-offer-id')).to.equal('cms-1')
    expect(root(el).querySelectorAll('[data-kind="cms"]')).to.have.length(1)
    expect(warn.mock.calls.some((c) => String(c[0]).startsWith('<aisle-deals-grid>: non-digital coupon 2 is skipped'))).to.equal(true)
    await expect(el).to.be.accessible()
  })

  it("'Eligible Items' tells the page the coupon's UPCs read by upcs-by-offer and lists their products in place; none when that call fails [API-063] [ERR-036] [CPN-107]", async () => {
    const sim = createSim({ offers: 4 })
    const h = setUpHarness({ sim })
    const offer = sim.state.offers.find((o) => o.upcList.length > 0)!
    const coupons = [{ id: offer.offerId, brand: 'Sunny Grove', description: 'Apple Juice in store.', detailsUrl: '/weekly-ad/juice.html' }]
    const el = await mount(h, '', `<script type="application/json">${JSON.stringify(coupons)}</script>`)
    const eligible = () => root(el).querySelector<HTMLElement>('[data-kind="cms"] [part="eligible"]') as HTMLElement
    const pressed = oneEvent(el, 'aisle-eligible-items')
    await userEvent.click(eligible())
    expect(((await pressed) as CustomEvent).detail).to.deep.equal({ couponId: offer.offerId, upcs: offer.upcList.map(String) })
    const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string; query: Record<string, string> }[]
    expect(log.filter((r) => r.path.endsWith('/api/offers/upcs-by-offer')).map((r) => r.query.offerId)).to.deep.equal([offer.offerId])
    // The same press opens the eligible items in place: the UPCs' products, named by the catalog.
    const dialog = () => root(el).querySelector('dialog')
    await waitUntil(() => dialog()?.querySelectorAll('[part~="eligible-items"] li').length, 'no eligible items in place')
    const first = dialog()?.querySelector('[part~="eligible-items"] li')
    expect(first?.getAttribute('data-upc')).to.equal(String(offer.upcList[0]))
    expect(first?.textContent).to.match(/\(UPC \d+\)$/)
    await waitUntil(() => dialog()?.dataset.state === 'open', 'the dialog did not open')
    await Promise.all((dialog() as HTMLDialogElement).getAnimations({ subtree: true }).map((a) => a.finished))
    await expect(el).to.be.accessible()
    await userEvent.keyboard('{Escape}')
    await waitUntil(() => dialog()?.dataset.state === 'closed', 'the dialog stayed open')

    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: 'upcs-by-offer', status: 500 }])
    const failed = oneEvent(el, 'aisle-eligible-items')
    await userEvent.click(eligible())
    expect(((await failed) as CustomEvent).detail).to.deep.equal({ couponId: offer.offerId, upcs: [] })
    await waitUntil(() => dialog()?.querySelector('[part~="details-status"]')?.textContent === OFFER_DETAILS_TEXT.noItems, 'no empty list')
    await userEvent.keyboard('{Escape}')
    await waitUntil(() => dialog()?.dataset.state === 'closed', 'the dialog stayed open')
  })

  it('reuses a stored gallery on a reload, and bypasses it for couponsClipped, hidden events and the bonus-path page [CPN-080] [CPN-082] [CPN-087] [CPN-088] [CPN-122]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { user: 'R' })
    await mount(h)
    expect(await galleryCalls(h)).to.have.length(1)
    const again = async (attrs: string, search = '') => {
      // The page is left first, as a reload leaves it: the gallery is stored after the paint or on leaving (STO-011).
      tearDownHarness()
      const stored = localStorage.getItem('abJ4uCoupons')
      const next = setUpHarness({ sim: h.sim })
      if (stored) localStorage.setItem('abJ4uCoupons', stored)
      await simSignIn(next.sim, { user: 'R' })
      history.replaceState(null, '', `${location.pathname}${search}`)
      await simControl(next.sim, 'DELETE', '/__sim/requests')
      await mount(next, attrs)
      return (await galleryCalls(next)).length
    }
    expect(await again('')).to.equal(0)
    expect(await again('', '?couponsClipped=2')).to.equal(1)
    expect(await again('hidden-events')).to.equal(1)
    expect(await again('bonus-path')).to.equal(1)
  })

  it('takes its first category from the page query [CPN-122]', async () => {
    const h = setUpHarness()
    startHarness(h)
    await couponStoreOf(h.runtime).load()
    const category = couponStoreOf(h.runtime)
      .$offers.get()
      .find((o) => o.category)?.category as string
    history.replaceState(null, '', `${location.pathname}?category=${encodeURIComponent(category)}`)
    const el = await mount(h)
    expect((part(el, 'category') as HTMLSelectElement).value).to.equal(category)
  })

  it('shows the gallery error as an alert when the gallery cannot be read [ERR-024]', async () => {
    const h = setUpHarness()
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: '/offers/gallery', status: 500 }])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await mount(h)
    expect(stateOf(el)).to.equal('error')
    expect(part(el, 'message')?.getAttribute('role')).to.equal('alert')
    expect(part(el, 'message')?.textContent).to.equal(FALLBACK_MESSAGE)
    expect(cards(el)).to.have.length(0)
    await expect(el).to.be.accessible()
  })

  it('renders only the first 30 cards of 5,000 offers and marks when they are painted [CPN-101]', async () => {
    const h = setUpHarness({ sim: createSim({ offers: 5000 }) })
    performance.clearMarks(DEALS_GRID_READY_MARK)
    const el = await mount(h)
    expect(couponStoreOf(h.runtime).$offers.get().length).to.be.greaterThan(1000)
    expect(cards(el)).to.have.length(COUPON_GRID_PAGE_SIZE)
    await waitUntil(() => performance.getEntriesByName(DEALS_GRID_READY_MARK).length === 1, 'no ready mark')
    expect(DEALS_GRID_TEXT.count(30, 5000)).to.equal('Showing 30 of 5000 coupons')
  })
})
