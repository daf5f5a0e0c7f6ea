import type { BrowserContext, Page } from 'playwright'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COOKIES } from '../../core/rules/http'
import { AD_TRACKER_PATH } from '../../core/rules/products/carousel'
import { DEFAULT_PAGE_PATHS } from '../../core/rules/pages'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'

interface LoggedRequest {
  path: string
  body: { event?: string; adId?: string } | null
}

const sponsored = 'aisle-product-carousel[source="sponsored"]'

async function impressions(context: BrowserContext): Promise<string[]> {
  const log = (await simCall(context, 'GET', '/__sim/requests')) as LoggedRequest[]
  return log.filter((r) => r.path.endsWith(AD_TRACKER_PATH) && r.body?.event === 'impression').map((r) => String(r.body?.adId))
}

/** How many of the sponsored carousel's cards are at least half visible, clipped by the track and the viewport. */
function halfVisibleCards(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const host = document.querySelector(selector)
    const track = host?.shadowRoot?.querySelector('[part="track"]')?.getBoundingClientRect()
    if (!host || !track) return -1
    const slides = [...(host.shadowRoot?.querySelectorAll('[part="slide"]') ?? [])]
    return slides.filter((slide) => {
      const r = slide.getBoundingClientRect()
      const w = Math.max(0, Math.min(r.right, track.right, innerWidth) - Math.max(r.left, track.left, 0))
      const h = Math.max(0, Math.min(r.bottom, track.bottom, innerHeight) - Math.max(r.top, track.top, 0))
      return (w * h) / (r.width * r.height) >= 0.5
    }).length
  }, sponsored)
}

describe('product carousel and order alert end to end', () => {
  let context: BrowserContext
  beforeEach(async () => {
    context = await (await launch()).newContext({ viewport: { width: 900, height: 700 } })
    await resetSim(context)
  })
  afterEach(async () => {
    await context.close()
  })
  afterAll(closeBrowser)

  it('a sponsored carousel records one impression per card at least half visible [CAR-014] [CAR-015]', { timeout: 60_000 }, async () => {
    await signIn(context, { userType: 'C' })
    const { page, errors } = await openPage(context)
    // Every widget above the carousel loads first (network idle), so the page no longer moves under it.
    await page.goto(bannerUrl('freshway', '/product.html'), { waitUntil: 'networkidle' })
    const carousel = page.locator(sponsored)
    await expect.poll(() => carousel.locator('[part="slide"]').count(), { timeout: 8000 }).toBeGreaterThan(0)
    await carousel.locator('[part="track"]').scrollIntoViewIfNeeded()
    const slides = await carousel.locator('[part="slide"]').count()
    const visible = await halfVisibleCards(page)
    expect(visible).toBeGreaterThan(0)
    expect(visible).toBeLessThan(slides)
    await expect.poll(() => impressions(context).then((ids) => ids.length), { timeout: 5000 }).toBe(visible)

    // Bring every card into view in turn, then the first again: each card seen is reported once.
    await carousel.locator('[part="next"]').click()
    await expect.poll(() => carousel.locator('[part="previous"]').isEnabled(), { timeout: 5000 }).toBe(true)
    for (let i = 0; i < slides; i++) await carousel.locator('[part="slide"]').nth(i).scrollIntoViewIfNeeded()
    await carousel.locator('[part="slide"]').first().scrollIntoViewIfNeeded()
    await expect.poll(() => impressions(context).then((ids) => ids.length), { timeout: 5000 }).toBe(slides)
    const ids = await impressions(context)
    expect(new Set(ids).size).toBe(ids.length)
    expect(errors).toEqual([])
  })

  it('a pending order shows the alert row with the review link [CRT-029] [CRT-033] [SHL-040] [SHL-042]', async () => {
    const session = (await signIn(context, { userType: 'C' })) as { customerId: string }
    const orderNumber = `8${session.customerId.slice(-8)}`
    const host = new URL(bannerUrl('freshway')).hostname
    await context.addCookies([
      { name: COOKIES.orderNumber, value: orderNumber, domain: host, path: '/' },
      { name: COOKIES.orderStoreId, value: '1100', domain: host, path: '/' },
    ])
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', '/product.html'))
    const link = page.locator('aisle-order-alert [part="review-link"]')
    await expect.poll(() => link.textContent(), { timeout: 8000 }).toBe('Review order')
    expect(await link.getAttribute('href')).toBe(`${DEFAULT_PAGE_PATHS.editOrderApp}/cart/1100/${orderNumber}`)
    expect(await page.locator('aisle-order-alert [part~="reserve"]').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('without a pending order shows the reserve-time area [CRT-032] [SHL-041]', async () => {
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', '/product.html'))
    await expect.poll(() => page.locator('aisle-order-alert [part="reserve-link"]').textContent(), { timeout: 8000 }).toBe('Reserve a time')
    expect(errors).toEqual([])
  })
})
