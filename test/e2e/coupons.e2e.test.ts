import type { BrowserContext, Page } from 'playwright'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CLIPPED_LABEL } from '../../core/rules/coupons/card'
import { COUPON_CLIPPED_ANNOUNCEMENT } from '../../core/rules/coupons/clip-flow'
import { COUPON_GRID_PAGE_SIZE } from '../../core/rules/coupons/grid'
import { OFFER_PATHS } from '../../core/rules/endpoints'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'

const COUPONS = '/coupons.html'
const cards = 'aisle-deals-grid li.cell'

interface Logged {
  method: string
  path: string
  body: unknown
}

async function requests(context: BrowserContext, fragment: string, method: string): Promise<Logged[]> {
  const log = (await simCall(context, 'GET', '/__sim/requests')) as Logged[]
  return log.filter((r) => r.method === method && r.path.endsWith(fragment))
}

/** A plain coupon the shopper can clip: type 'Coupon', state 'clip'. */
function clippable(page: Page) {
  return page
    .locator('aisle-deals-grid article[data-state="clip"]')
    .filter({ has: page.locator('[part="type"]', { hasText: /^Coupon$/ }) })
    .first()
}

/** Records every text of a card's screen-reader line (it is cleared after 300 ms). */
async function recordStatus(page: Page, offerId: string) {
  await page.evaluate((id) => {
    const grid = document.querySelector('aisle-deals-grid')
    const status = grid?.shadowRoot?.querySelector(`[data-offer-id="${id}"] [part="status"]`)
    const said: string[] = ((window as unknown as { said: string[] }).said = [])
    if (status) new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, { childList: true, subtree: true, characterData: true })
  }, offerId)
}

describe('Just for U coupons page, end to end', () => {
  let context: BrowserContext
  beforeEach(async () => {
    context = await (await launch()).newContext()
    await resetSim(context)
  })
  afterEach(async () => {
    await context.close()
  })
  afterAll(closeBrowser)

  it("clips with one POST of a C and an L item, shows 'Clipped' and says 'Coupon clipped'; a reload makes no gallery call [CPN-025] [CPN-039] [CPN-068] [CPN-080] [API-057]", { timeout: 60_000 }, async () => {
    await signIn(context, { user: 'R' })
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', COUPONS))
    const card = clippable(page)
    await card.waitFor({ timeout: 10_000 })
    const offerId = (await card.getAttribute('data-offer-id')) as string
    await recordStatus(page, offerId)
    await simCall(context, 'DELETE', '/__sim/requests')
    await card.locator('[part="action"]').click()

    const clipped = page.locator(`aisle-deals-grid article[data-offer-id="${offerId}"]`)
    await expect.poll(() => clipped.getAttribute('data-state'), { timeout: 5000 }).toBe('clipped')
    await expect.poll(() => clipped.locator('[part="badge"]').textContent()).toContain(CLIPPED_LABEL)
    await expect.poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said)).toContain(COUPON_CLIPPED_ANNOUNCEMENT)
    const clips = await requests(context, OFFER_PATHS.clip, 'POST')
    expect(clips).toHaveLength(1)
    expect((clips[0]?.body as { items: { clipType: string; itemId: string }[] }).items.map((i) => [i.clipType, i.itemId])).toEqual([
      ['C', offerId],
      ['L', offerId],
    ])

    await simCall(context, 'DELETE', '/__sim/requests')
    await page.reload()
    await expect.poll(() => page.locator(`aisle-deals-grid article[data-offer-id="${offerId}"]`).getAttribute('data-state'), { timeout: 10_000 }).toBe('clipped')
    expect(await requests(context, OFFER_PATHS.registeredGallery, 'GET')).toHaveLength(0)
    expect(errors).toEqual([])
  })

  it("shows 30 cards, and 60 after 'Load More' [CPN-101] [CPN-102]", async () => {
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', COUPONS))
    await expect.poll(() => page.locator(cards).count(), { timeout: 10_000 }).toBe(COUPON_GRID_PAGE_SIZE)
    await page.locator('aisle-deals-grid [part="load-more"]').click()
    await expect.poll(() => page.locator(cards).count(), { timeout: 5000 }).toBe(2 * COUPON_GRID_PAGE_SIZE)
    expect(errors).toEqual([])
  })

  it('sends a guest who presses Clip Coupon to sign-in and back, with the coupon clipped [CPN-059] [CPN-062]', { timeout: 60_000 }, async () => {
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', COUPONS))
    const card = clippable(page)
    await card.waitFor({ timeout: 10_000 })
    const offerId = (await card.getAttribute('data-offer-id')) as string
    await card.locator('[part="action"]').click()
    await page.waitForURL(/\/account\/sign-in/, { timeout: 10_000 })
    await page.getByLabel('Recognised (R)').check()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(bannerUrl('freshway', COUPONS), { timeout: 10_000 })
    await expect.poll(() => page.locator(`aisle-deals-grid article[data-offer-id="${offerId}"]`).getAttribute('data-state'), { timeout: 10_000 }).toBe('clipped')
    const clips = await requests(context, OFFER_PATHS.clip, 'POST')
    expect(clips).toHaveLength(1)
    expect(errors).toEqual([])
  })

  it('loads the page with no CSP violation: no inline script or style', async () => {
    const { page, errors } = await openPage(context)
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    await page.goto(bannerUrl('freshway', COUPONS))
    await expect.poll(() => page.locator(cards).count(), { timeout: 10_000 }).toBe(COUPON_GRID_PAGE_SIZE)
    await expect.poll(() => page.locator('aisle-deals-grid [part="banner-image"]').getAttribute('alt')).toBe('Just for U: clip, shop, save')
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })
})
