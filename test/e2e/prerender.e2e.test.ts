/**
 * Issue 19: the demo server prerenders every demo page (aisle/prerender; ?prerender=0 serves it as written). Without JavaScript the product page shows every
 * product's name, image and price and the banner brand; with it, the tags hydrate the prerendered nodes (tagged
 * before the page's module scripts run, every one found afterwards) and the Add buttons work. In both builds.
 */
import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bannerById } from '../../core/rules/banners'
import { createSim } from '../../sim/app'
import { bannerUrl, closeBrowser, launch, openPage, resetSim } from './browser'
import { addToCart, badge, EGGS, PROMO, T } from './demo-flows'
import { renderedTags } from './pages'

/**
 * Runs before the page's scripts: when parsing ends (readyState 'interactive', before module scripts run) it keeps
 * every node of every Aisle tag's shadow root, and whether the tag was defined yet.
 */
const TAG_PRERENDERED_NODES = `
  window.__prerendered = [];
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const host of document.querySelectorAll('*')) {
      if (!host.localName.startsWith('aisle-') || !host.shadowRoot) continue;
      const nodes = [];
      const walker = document.createTreeWalker(host.shadowRoot, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
      window.__prerendered.push({ host, nodes, defined: !!customElements.get(host.localName) });
    }
  });
`

interface Kept {
  tags: number
  nodes: number
  definedEarly: number
  lost: string[]
}

/** The tagged nodes no longer in their tag's shadow root (an empty text node is never tagged as content). */
async function keptNodes(page: Page): Promise<Kept> {
  return page.evaluate(() => {
    const tagged = (window as unknown as { __prerendered: { host: Element; nodes: Node[]; defined: boolean }[] }).__prerendered
    const lost: string[] = []
    for (const { host, nodes } of tagged) {
      for (const n of nodes) if (!host.shadowRoot?.contains(n)) lost.push(`${host.localName}: ${n.nodeName} ${n.textContent?.slice(0, 30)}`)
    }
    return { tags: tagged.length, nodes: tagged.reduce((a, t) => a + t.nodes.length, 0), definedEarly: tagged.filter((t) => t.defined).length, lost }
  })
}

const PRODUCT_PAGE = '/product.html'
const AS_WRITTEN = '/product.html?prerender=0'

interface CardText {
  id: string
  name: string | null
  image: string | null
  price: string | null
}

/** Each product card's name, picture and price as the page shows them. */
async function cardsOf(page: Page): Promise<CardText[]> {
  return page.locator('aisle-product-card').evaluateAll((els) =>
    els.map((el) => {
      const part = (name: string) => el.shadowRoot?.querySelector(`[part~="${name}"]`)
      return { id: el.getAttribute('product-id') ?? '', name: part('name')?.textContent ?? null, image: part('image')?.getAttribute('src') ?? null, price: part('price-now')?.textContent ?? null }
    }),
  )
}

describe('prerendered demo pages [issue 19]', () => {
  let context: BrowserContext
  const sim = createSim()

  beforeAll(async () => {
    context = await (await launch()).newContext()
    await resetSim(context)
  })
  afterAll(async () => {
    await context.close()
    await closeBrowser()
  })

  it('shows every product card\'s name, image and price and the banner brand with JavaScript disabled, as the client render shows them', async () => {
    // What a guest sees once the scripts have rendered the page as written.
    const guest = await (await launch()).newContext()
    const { page: rendered } = await openPage(guest)
    await rendered.goto(bannerUrl('freshway', AS_WRITTEN))
    await renderedTags(rendered)
    await expect.poll(() => rendered.locator('aisle-product-card [part="root"][data-state="loading"]').count(), T).toBe(0)
    const expected = await cardsOf(rendered)
    await guest.close()
    const noScript = await (await launch()).newContext({ javaScriptEnabled: false })
    try {
      const { page } = await openPage(noScript)
      await page.goto(bannerUrl('freshway', PRODUCT_PAGE))
      expect(expected.length).toBeGreaterThan(10)
      expect(await cardsOf(page)).toEqual(expected)
      for (const card of expected) {
        const product = sim.state.products.find((p) => p.id === card.id)
        expect(card.name, card.id).toBe(product?.name)
        expect(card.image, card.id).toBe(product?.imageUrl)
        expect(card.price, card.id).toMatch(/^\$\d+\.\d\d/)
      }
      const image = page.locator(`aisle-product-card[product-id="${EGGS}"] [part="image"]`)
      expect(await image.isVisible()).toBe(true)
      // Styled by the linked stylesheet, with no script run: the picture has its laid-out size.
      expect(await image.evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(0)
      const brand = page.locator('aisle-banner-brand')
      expect(await brand.locator('[part="name"]').textContent()).toBe(bannerById('freshway').displayName)
      expect(await brand.locator('[part="logo"]').isVisible()).toBe(true)
    } finally {
      await noScript.close()
    }
  })

  it('hydrates without replacing a prerendered node, and the Add buttons work', async () => {
    await context.addInitScript(TAG_PRERENDERED_NODES)
    const { page, errors } = await openPage(context)
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && m.text().includes('re-rendered its prerendered markup') && warnings.push(m.text()))
    await page.goto(bannerUrl('freshway', PRODUCT_PAGE))
    await renderedTags(page)
    await expect.poll(() => page.locator(`aisle-product-card[product-id="${EGGS}"] [part="root"]`).getAttribute('data-state'), T).toBe('ready')
    const kept = await keptNodes(page)
    expect(kept.tags).toBeGreaterThan(10)
    expect(kept.definedEarly, 'the tags were tagged before the scripts defined them').toBe(0)
    expect(kept.nodes).toBeGreaterThan(100)
    expect(kept.lost).toEqual([])
    expect(warnings).toEqual([])
    await addToCart(page, EGGS, '1')
    await addToCart(page, PROMO, '2')
    expect(await keptNodes(page).then((k) => k.lost)).toEqual([])
    expect(errors).toEqual([])
  })

  it('holds the strict policy (script-src and style-src self, Trusted Types) on the prerendered page: no violation, Add works', async () => {
    const strict = await (await launch()).newContext()
    try {
      await strict.addInitScript(`window.__violations = []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI), true);`)
      const { page, errors } = await openPage(strict)
      await page.goto(bannerUrl('freshway', `${PRODUCT_PAGE}?csp=strict`))
      await renderedTags(page)
      await addToCart(page, EGGS, '1')
      expect(await page.locator(`aisle-product-card[product-id="${EGGS}"] [part="image"]`).evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(0)
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await strict.close()
    }
  })

  it('serves the page as written on ?prerender=0', async () => {
    const { page } = await openPage(context)
    await page.goto(bannerUrl('freshway', AS_WRITTEN))
    expect(await page.locator('template[shadowrootmode]').count()).toBe(0)
    const kept = await page.evaluate(() => (window as unknown as { __prerendered: unknown[] }).__prerendered.length)
    expect(kept).toBe(0)
    await renderedTags(page)
    expect(await page.locator(badge).count()).toBe(1)
  })
})
