/**
 * The demo server prerenders every demo page (aisle/prerender; ?prerender=0 serves it as written). Without JavaScript the product page shows every
 * product's name, image and price and the banner brand; with it, the tags hydrate the prerendered nodes (tagged
 * before the page's module scripts run, every one found afterwards) and the Add buttons work. In both builds.
 */
import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bannerById } from '../../core/rules/banners'
import { createSim } from '../../sim/app'
import { AD_TRACKER_PATH } from '../../core/rules/products/carousel'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'
import { addToCart, badge, EGGS, PROMO, T } from './demo-flows'
import { renderedTags } from './pages'
import { keptNodes, TAG_PRERENDERED_NODES } from './prerendered-kit'

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
      return {
        id: el.getAttribute('product-id') ?? '',
        name: part('name')?.textContent ?? null,
        image: part('image')?.getAttribute('src') ?? null,
        price: part('price-now')?.textContent ?? null,
      }
    }),
  )
}

/**
 * What a guest sees once the scripts have rendered the product page as written (`settled` waits for the tags read), and
 * the prerendered product page with JavaScript disabled, read the same way; `check` runs on the latter's page.
 */
async function asWrittenAndWithoutScript<T>(
  settled: (page: Page) => Promise<unknown>,
  read: (page: Page) => Promise<T>,
  check: (expected: T, page: Page) => Promise<void>,
): Promise<void> {
  const guest = await (await launch()).newContext()
  const { page: rendered } = await openPage(guest)
  await rendered.goto(bannerUrl('freshway', AS_WRITTEN))
  await renderedTags(rendered)
  await settled(rendered)
  const expected = await read(rendered)
  await guest.close()
  const noScript = await (await launch()).newContext({ javaScriptEnabled: false })
  try {
    const { page } = await openPage(noScript)
    await page.goto(bannerUrl('freshway', PRODUCT_PAGE))
    expect(await read(page)).toEqual(expected)
    await check(expected, page)
  } finally {
    await noScript.close()
  }
}

describe('prerendered demo pages', () => {
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

  it("shows every product card's name, image and price and the banner brand with JavaScript disabled, as the client render shows them", async () => {
    await asWrittenAndWithoutScript(
      (rendered) => expect.poll(() => rendered.locator('aisle-product-card [part="root"][data-state="loading"]').count(), T).toBe(0),
      cardsOf,
      async (expected, page) => {
        expect(expected.length).toBeGreaterThan(10)
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
      },
    )
  })

  it('hydrates without replacing a prerendered node, and the Add buttons work', async () => {
    await context.addInitScript(TAG_PRERENDERED_NODES)
    const { page, errors } = await openPage(context)
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && m.text().includes('re-rendered its prerendered markup') && warnings.push(m.text()))
    await page.goto(bannerUrl('freshway', PRODUCT_PAGE))
    await renderedTags(page)
    await expect
      .poll(() => page.locator(`aisle-product-card[product-id="${EGGS}"] [part="root"]`).getAttribute('data-state'), T)
      .toBe('ready')
    const kept = await keptNodes(page)
    expect(kept.hosts).toBeGreaterThan(10)
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
      await strict.addInitScript(
        `window.__violations = []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI), true);`,
      )
      const { page, errors } = await openPage(strict)
      await page.goto(bannerUrl('freshway', `${PRODUCT_PAGE}?csp=strict`))
      await renderedTags(page)
      await addToCart(page, EGGS, '1')
      expect(
        await page.locator(`aisle-product-card[product-id="${EGGS}"] [part="image"]`).evaluate((img) => img.getBoundingClientRect().width),
      ).toBeGreaterThan(0)
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

/** A carousel tile: a product card's texts, and the carousel it is in. */
interface TileText extends CardText {
  carousel: string
}

/** Each product carousel's tiles: name, picture and price as the page shows them. */
async function carouselTilesOf(page: Page): Promise<TileText[]> {
  return page.locator('aisle-product-carousel').evaluateAll((els) =>
    els.flatMap((el) =>
      [...(el.shadowRoot?.querySelectorAll('[part~="slide"]') ?? [])].map((slide) => {
        const part = (name: string) => slide.querySelector(`[part~="${name}"]`)
        return {
          carousel: el.getAttribute('source') ?? '',
          id: slide.getAttribute('data-id') ?? '',
          name: part('name')?.textContent ?? null,
          image: part('image')?.getAttribute('src') ?? null,
          price: slide.querySelector('[part~="price"] .now')?.textContent ?? null,
        }
      }),
    ),
  )
}

const CAROUSELS = 'aisle-product-carousel'

/**
 * The product page prerendered, its prerendered nodes tagged before its scripts run (prerendered-kit.ts), opened and
 * rendered in `context`; with the page's errors and its hydration warnings (a mismatch, a prerendered root rendered again).
 */
async function openTaggedProductPage(
  context: BrowserContext,
  path = PRODUCT_PAGE,
): Promise<{ page: Page; errors: string[]; warnings: string[] }> {
  await context.addInitScript(TAG_PRERENDERED_NODES)
  const { page, errors } = await openPage(context)
  const warnings: string[] = []
  page.on(
    'console',
    (m) => ['warning', 'error'].includes(m.type()) && /prerendered|hydrat|did not match/i.test(m.text()) && warnings.push(m.text()),
  )
  await page.goto(bannerUrl('freshway', path))
  await renderedTags(page)
  return { page, errors, warnings }
}

describe('prerendered product carousels', () => {
  const sim = createSim()
  afterAll(closeBrowser)

  it("shows every carousel product's name, image and price with JavaScript disabled, as the client render shows them", async () => {
    await asWrittenAndWithoutScript(
      (rendered) => expect.poll(() => rendered.locator(`${CAROUSELS} [part="root"][data-state="ready"]`).count(), T).toBe(2),
      carouselTilesOf,
      async (expected, page) => {
        expect(new Set(expected.map((t) => t.carousel))).toEqual(new Set(['recommendations', 'sponsored']))
        expect(expected.length).toBeGreaterThan(10)
        for (const tile of expected) {
          const product = sim.state.products.find((p) => p.id === tile.id)
          expect(tile.name, tile.id).toBe(product?.name)
          expect(tile.image, tile.id).toBe(product?.imageUrl)
          expect(tile.price, tile.id).toMatch(/^\$\d+\.\d\d$/)
        }
        // Laid out by the linked stylesheet with no script run: each carousel's first picture has its size.
        for (const source of ['recommendations', 'sponsored']) {
          const image = page.locator(`${CAROUSELS}[source="${source}"] [part="image"]`).first()
          expect(await image.evaluate((img) => img.getBoundingClientRect().width), source).toBeGreaterThan(0)
        }
      },
    )
  })

  it("hydrates both carousels without replacing a prerendered node or a mismatch, and a tile's Add button works", async () => {
    const context = await (await launch()).newContext()
    try {
      await resetSim(context)
      const { page, errors, warnings } = await openTaggedProductPage(context)
      const carousels = await page.evaluate(() =>
        (window as unknown as { __prerendered: { host: Element; nodes: Node[] }[] }).__prerendered
          .filter((t) => t.host.localName === 'aisle-product-carousel')
          .map((t) => ({
            source: t.host.getAttribute('source'),
            nodes: t.nodes.length,
            slides: t.nodes.filter((n) => n instanceof Element && n.getAttribute('part') === 'slide').length,
          })),
      )
      expect(carousels.map((c) => c.source)).toEqual(['recommendations', 'sponsored'])
      for (const c of carousels) expect(c.slides, `${c.source} arrives with its tiles`).toBeGreaterThan(3)
      // Hydrated and painted (one ready mark each: their reload for this shopper, the same guest's, marks nothing again); every node kept.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('aisle:product-carousel:ready').length), T).toBe(2)
      const kept = await keptNodes(page)
      expect(kept.definedEarly).toBe(0)
      expect(kept.lost).toEqual([])
      // The sponsored carousel's onload and relevance events went once, though it rendered its products twice (hydrated, then read again).
      const log = (await simCall(context, 'GET', '/__sim/requests')) as { path: string; body: { event?: string } | null }[]
      const events = log.filter((r) => r.path.endsWith(AD_TRACKER_PATH)).map((r) => r.body?.event)
      expect(events.filter((e) => e === 'onload' || e === 'relevance').sort()).toEqual(['onload', 'relevance'])
      const sponsored = page.locator(`${CAROUSELS}[source="sponsored"]`)
      const first = sponsored.locator('[part="slide"]').first()
      const name = await first.locator('[part="name"]').textContent()
      await first.locator('[part="add"]').click()
      await expect.poll(() => sponsored.locator('[part="message"]').textContent(), T).toBe(`${name} added to cart`)
      await expect.poll(() => page.locator(badge).textContent(), T).toBe('1')
      expect(await keptNodes(page).then((k) => k.lost)).toEqual([])
      expect(warnings).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe("prerendered mini cart: its loading state, every shopper's first render", () => {
  afterAll(closeBrowser)

  const box = (page: Page) =>
    page.locator('aisle-mini-cart').evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    })

  it("a signed-in shopper's repeat visit: the prerendered loading state is hydrated as it is, then shows their count, in the box it had before any script", async () => {
    const noScript = await (await launch()).newContext({ javaScriptEnabled: false })
    const { page: still } = await openPage(noScript)
    await still.goto(bannerUrl('freshway', PRODUCT_PAGE))
    expect(await still.locator('aisle-mini-cart [part="root"]').getAttribute('data-state')).toBe('loading')
    expect(await still.locator('aisle-mini-cart [part="link"]').getAttribute('href')).toBe('/product.html')
    const before = await box(still)
    await noScript.close()

    const context = await (await launch()).newContext()
    try {
      await resetSim(context)
      await signIn(context, { userType: 'C', cartQty: 2 })
      // The first visit keeps the cart in local storage: on the next one the page's shared reads may finish before the tag upgrades.
      const { page: first } = await openPage(context)
      await first.goto(bannerUrl('freshway', PRODUCT_PAGE))
      await renderedTags(first)
      await expect.poll(() => first.locator(badge).textContent(), T).toBe('2')
      await first.close()
      // The public prerender (?personal=0): a signed-in shopper's own is test/e2e/personal-prerender.e2e.test.ts's.
      const { page, errors, warnings } = await openTaggedProductPage(context, `${PRODUCT_PAGE}?personal=0`)
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { __prerendered: { host: Element; text: string }[] }).__prerendered.find(
              (t) => t.host.localName === 'aisle-mini-cart',
            )?.text,
        ),
      ).toContain('Loading cart')
      await expect.poll(() => page.locator(badge).textContent(), T).toBe('2')
      expect(await page.locator(badge).getAttribute('data-count')).toBe('2')
      expect(await page.locator('aisle-mini-cart [part="link"]').getAttribute('aria-busy')).toBe(null)
      const kept = await keptNodes(page)
      // The mini cart's nodes all kept (the carousels show this shopper's own products: tiles they replace after hydrating).
      expect(kept.lost.filter((l) => l.startsWith('aisle-mini-cart'))).toEqual([])
      expect(await box(page)).toEqual(before)
      expect(warnings).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
