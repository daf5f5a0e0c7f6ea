/**
 * A prerendered demo page runs only the loader until the shopper can reach a tag (widgets/loader.ts): a tag's module
 * is not requested while the tag is out of sight and the browser busy, and a press on a painted control before its
 * module arrived is kept and performed once. The browser is never idle here (requestIdleCallback is held), so only
 * the shopper's reach loads a tag; a module is held back by a route until the test lets it go. Both builds.
 */
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { bannerUrl, contextPerTest, openPage, simCall } from './browser'
import { badge, EGGS, T } from './demo-flows'
import { mismatchWarnings } from './prerendered-kit'

const PRODUCT_PAGE = '/product.html'
const CAROUSEL = 'aisle-product-carousel[source="recommendations"]'
const eggsCard = `aisle-product-card[product-id="${EGGS}"]`
const moduleOf = (name: string) => new RegExp(`/aisle/widgets/${name}\\.js$`)

/** Opens the prerendered product page with the browser never idle; records the widget modules it requests. */
async function openBusy(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  const requested: string[] = []
  page.on('request', (request) => {
    const name = /\/aisle\/widgets\/([a-z-]+)\.js$/.exec(request.url())?.[1]
    if (name) requested.push(name)
  })
  await page.goto(bannerUrl('freshway', PRODUCT_PAGE), { waitUntil: 'domcontentloaded' })
  return requested
}

/** Holds a widget's module until the returned function is called. */
async function holdModule(page: Page, name: string): Promise<() => void> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(moduleOf(name), async (route) => {
    await gate
    await route.continue()
  })
  return release
}

const itemPosts = async (page: Page) =>
  ((await simCall(page.context(), 'GET', '/__sim/requests')) as { method: string; path: string }[]).filter(
    (r) => r.method === 'POST' && r.path.endsWith('/cart/v2/items'),
  ).length

describe('a prerendered page loads widget code when the shopper can reach it', () => {
  const context = contextPerTest()

  it('requests no module for a tag out of sight until it comes near the viewport', async () => {
    const { page, errors } = await openPage(context())
    const requested = await openBusy(page)
    await page.waitForFunction(() => customElements.get('aisle-product-card'), undefined, T)
    await page.waitForLoadState('networkidle')
    expect(await page.locator(CAROUSEL).evaluate((el) => el.getBoundingClientRect().top > innerHeight + 300)).toBe(true)
    expect(requested).not.toContain('product-carousel')
    await page.locator(CAROUSEL).scrollIntoViewIfNeeded()
    await page.waitForFunction(() => customElements.get('aisle-product-carousel'), undefined, T)
    expect(requested).toContain('product-carousel')
    expect(errors).toEqual([])
  })

  it("keeps a press on a painted Add before the card's module arrived, adding once; a page script's click adds nothing", async () => {
    const { page, errors } = await openPage(context())
    const warnings = mismatchWarnings(page)
    const release = await holdModule(page, 'product-card')
    await openBusy(page)
    const add = page.locator(`${eggsCard} [part="add"]`)
    await add.evaluate((button: HTMLElement) => button.click())
    await add.click()
    expect(await page.locator(eggsCard).getAttribute('aria-busy')).toBe('true')
    expect(await page.evaluate(() => customElements.get('aisle-product-card'))).toBeUndefined()
    release()
    await expect.poll(() => page.locator(badge).textContent(), T).toBe('1')
    await page.waitForLoadState('networkidle')
    expect(await itemPosts(page)).toBe(1)
    expect(await page.locator(eggsCard).getAttribute('aria-busy')).toBeNull()
    expect(warnings).toEqual([])
    expect(errors).toEqual([])
  })

  it('keeps a press on a painted carousel tile before its module arrived', async () => {
    const { page, errors } = await openPage(context())
    const release = await holdModule(page, 'product-carousel')
    await openBusy(page)
    // The mini cart, in sight at the top, loads on reach too: before the page scrolls it away (the browser is never idle).
    await page.waitForFunction(() => customElements.get('aisle-mini-cart'), undefined, T)
    await page.locator(CAROUSEL).scrollIntoViewIfNeeded()
    await page.locator(`${CAROUSEL} [part="add"]`).first().click()
    expect(await page.locator(CAROUSEL).getAttribute('aria-busy')).toBe('true')
    release()
    await expect.poll(() => page.locator(badge).textContent(), T).toBe('1')
    await page.waitForLoadState('networkidle')
    expect(await itemPosts(page)).toBe(1)
    expect(errors).toEqual([])
  })

  it('keeps a press on a painted carousel arrow, painted disabled until the carousel has measured its track', async () => {
    const { page, errors } = await openPage(context())
    const release = await holdModule(page, 'product-carousel')
    await openBusy(page)
    const carousel = page.locator(CAROUSEL)
    await carousel.scrollIntoViewIfNeeded()
    const next = page.locator(`${CAROUSEL} [part="next"]`)
    expect(await next.isDisabled()).toBe(true)
    // A real pointer press where the arrow is drawn (force: Playwright would otherwise wait for it to be enabled).
    await next.click({ force: true })
    expect(await carousel.getAttribute('aria-busy')).toBe('true')
    release()
    await expect.poll(() => page.locator(`${CAROUSEL} [part="track"]`).evaluate((track) => track.scrollLeft), T).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })
})
