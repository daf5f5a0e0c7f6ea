/** The product carousel's tiles link to the product page of their item's kind (001 §2: standard, wine shop, marketplace). */
import { expect, fixture, html } from '@open-wc/testing'
import { afterEach, describe, it } from 'vitest'
import { DEFAULT_PAGE_PATHS } from '../../core/rules/pages'
import { simSignIn } from '../../test/support/sim-fetch'
import { waitUntil } from '../../test/support/wait'
import { setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import './product-carousel.element'

const stateOf = (el: Element) => el.shadowRoot?.querySelector('[part="root"]')?.getAttribute('data-state')

describe('<aisle-product-carousel> product links', () => {
  afterEach(() => tearDownHarness())

  it('links standard, wine-shop and marketplace tiles to their own product-detail pages [SHL-029] [PRD-058]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    startHarness(h)
    const categoryOf = new Map(h.sim.state.products.map((p) => [p.id, p.cartCategory]))
    const wine = h.sim.state.products.find((p) => p.cartCategory === '1P_WINE' && p.status === 'active')!
    // Similar items of a wine are the wines of its aisle, then the rest of its department (beer is 1P).
    const el = await fixture(html`<aisle-product-carousel source="substitution" bpn=${wine.id}></aisle-product-carousel>`)
    await waitUntil(() => stateOf(el) === 'ready', 'carousel did not load', { timeout: 5000 })
    const links = [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[part="slide"]') ?? [])].map((s) => ({
      category: categoryOf.get(s.dataset.id ?? ''),
      id: s.dataset.id,
      href: s.querySelector('[part="name"]')?.getAttribute('href'),
    }))
    const pathOf = {
      '1P': DEFAULT_PAGE_PATHS.productDetail,
      '1P_WINE': DEFAULT_PAGE_PATHS.wineProductDetail,
      '3P_MARKETPLACE': DEFAULT_PAGE_PATHS.marketplaceProductDetail,
    }
    expect(links.some((l) => l.category === '1P_WINE')).to.equal(true)
    for (const l of links) expect(l.href, String(l.id)).to.equal(`${pathOf[l.category ?? '1P']}/${l.id}`)
    await expect(el).to.be.accessible()
  })

  it('links marketplace tiles to the marketplace product-detail page [SHL-029] [PRD-058]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    startHarness(h)
    const mkp = h.sim.state.products.find((p) => p.cartCategory === '3P_MARKETPLACE' && p.status === 'active')!
    const el = await fixture(html`<aisle-product-carousel source="substitution" bpn=${mkp.id}></aisle-product-carousel>`)
    await waitUntil(() => stateOf(el) === 'ready', 'carousel did not load', { timeout: 5000 })
    const hrefs = [...(el.shadowRoot?.querySelectorAll('[part="name"]') ?? [])].map((a) => a.getAttribute('href') ?? '')
    expect(hrefs.some((href) => href.startsWith(`${DEFAULT_PAGE_PATHS.marketplaceProductDetail}/`))).to.equal(true)
  })
})
