/**
 * Writes in flight across a navigation, and identity never downgraded, end to end: the simulator slows a write's reply
 * past the moment the shopper leaves the page, and the pages after it show what the server holds (never the stale
 * cache); a signed-in shopper whose user info cannot be read never has a write sent as a guest.
 */
import type { BrowserContext, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { CART_PATHS } from '../../core/rules/cart/endpoints'
import { OFFER_PATHS } from '../../core/rules/endpoints'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { bannerUrl, contextPerTest, openPage, signIn, simCall } from './browser'
import { badge, clippable, offerCard } from './demo-flows'

const COUPONS = '/coupons.html'
const PRODUCTS = '/products.html'
/** The slowed reply: it lands well after the shopper left the page. */
const SLOW_REPLY_MS = 3000
/** When the shopper leaves, after the press. */
const LEAVE_AFTER_MS = 500
/** Long enough for the next page to read the server once the slowed write has landed. */
const SETTLED = { timeout: 30_000, interval: 250 }

interface Logged {
  method: string
  path: string
  headers: Record<string, string>
}

const requests = async (context: BrowserContext) => (await simCall(context, 'GET', '/__sim/requests')) as Logged[]
const writesTo = async (context: BrowserContext, path: string) =>
  (await requests(context)).filter((r) => r.method === 'POST' && r.path.endsWith(path))

async function firstClippable(page: Page) {
  const first = clippable(page)
  await first.waitFor({ timeout: 10_000 })
  return (await first.getAttribute('data-offer-id')) as string
}

const cardState = (page: Page, offerId: string) => offerCard(page, offerId).getAttribute('data-state', { timeout: 10_000 })

describe('writes in flight across a navigation, and identity never downgraded by a failed read, end to end', () => {
  const current = contextPerTest()

  it(
    'shows an offer clipped on the pages after the one left while its clip was in flight, and sends the clip once',
    { timeout: 90_000 },
    async () => {
      const context = current()
      await signIn(context, { user: 'R' })
      const { page, errors } = await openPage(context)
      await page.goto(bannerUrl('freshway', COUPONS))
      const offerId = await firstClippable(page)
      await simCall(context, 'POST', '/__sim/faults', [{ path: OFFER_PATHS.clip, method: 'POST', delayMs: SLOW_REPLY_MS, times: 1 }])
      await offerCard(page, offerId).locator('[part="action"]').click()
      await page.waitForTimeout(LEAVE_AFTER_MS)
      await page.goto(bannerUrl('freshway', '/'))

      await page.goto(bannerUrl('freshway', COUPONS))
      await expect.poll(() => cardState(page, offerId), SETTLED).not.toBe('clip')
      // A later page shows it too, and the clip was sent once: never replayed.
      await page.goto(bannerUrl('freshway', COUPONS))
      await expect.poll(() => cardState(page, offerId), SETTLED).not.toBe('clip')
      expect(await writesTo(context, OFFER_PATHS.clip)).toHaveLength(1)
      expect(errors).toEqual([])
    },
  )

  it(
    "shows the server's count in the mini cart of the page after the one left while an add was in flight",
    { timeout: 90_000 },
    async () => {
      const context = current()
      await signIn(context, { userType: 'C', cartQty: 2 })
      const { page, errors } = await openPage(context)
      await page.goto(bannerUrl('freshway', PRODUCTS))
      await expect.poll(() => page.locator(badge).textContent(), { timeout: 10_000 }).toBe('2')
      await simCall(context, 'POST', '/__sim/faults', [{ path: CART_PATHS.cartItems, method: 'POST', delayMs: SLOW_REPLY_MS, times: 1 }])
      await page.locator('aisle-add-to-cart button').first().click()
      await page.waitForTimeout(LEAVE_AFTER_MS)
      await page.goto(bannerUrl('freshway', '/'))

      await expect.poll(() => page.locator(badge).textContent(), SETTLED).toBe('3')
      await page.goto(bannerUrl('freshway', COUPONS))
      await expect.poll(() => page.locator(badge).textContent(), SETTLED).toBe('3')
      expect(await writesTo(context, CART_PATHS.cartItems)).toHaveLength(1)
      expect(errors).toEqual([])
    },
  )

  it("never sends a signed-in shopper's add as a guest while user info fails, and says the add failed", { timeout: 90_000 }, async () => {
    const context = current()
    await signIn(context, { userType: 'C', cartQty: 2 })
    await simCall(context, 'POST', '/__sim/faults', [{ path: 'session/userinfo', status: 503 }])
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', PRODUCTS))
    await page.locator('aisle-add-to-cart button').first().click()

    await expect.poll(() => page.locator('aisle-mini-cart [part="message"]').textContent(), SETTLED).toBe(CART_ERROR_MESSAGE)
    const writes = (await requests(context)).filter((r) => r.method !== 'GET' && r.path.includes('/api/cart/'))
    // Nothing went out without the shopper's identity: no guest cart, no unauthenticated item write.
    expect(writes.filter((w) => !Object.keys(w.headers).some((h) => h.toLowerCase() === 'authorization'))).toEqual([])
    expect(errors).toEqual([])
  })
})
