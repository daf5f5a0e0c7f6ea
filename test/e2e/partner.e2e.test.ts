import type { BrowserContext, Page } from 'playwright'
import { afterAll, describe, expect, it } from 'vitest'
import { COOKIES, HEADERS } from '../../core/rules/http'
import { PARTNER_CLIP_LANDING_PATH, PARTNER_CLIP_PARAM } from '../../core/rules/coupons/partner-clip'
import { SIGN_IN_PATHS } from '../../core/rules/session'
import { bannerUrl, closeBrowser, launch, openPage, port, simCall } from './browser'

type Logged = { method: string; path: string; query: Record<string, string>; headers: Record<string, string>; body: unknown }
const slides = 'aisle-offer-carousel [part="slide"]'
const clipRequests = async (context: BrowserContext) =>
  ((await simCall(context, 'GET', '/__sim/requests')) as Logged[]).filter((r) => r.method === 'POST' && r.path.endsWith('/api/offers/clip'))
/** The offer id of the deals grid's Clip button that has focus, if one has it. */
const focusedAction = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('aisle-deals-grid')?.shadowRoot?.activeElement
    return active?.getAttribute('part') === 'action' ? (active.closest('article')?.getAttribute('data-offer-id') ?? null) : null
  })

describe('partner embed on another origin', () => {
  afterAll(closeBrowser)

  it("loads the library cross-origin, themes from data-aisle-banner and calls the retailer's API without the CSRF header", async () => {
    const context = await (await launch()).newContext()
    try {
      await simCall(context, 'POST', '/__sim/reset')
      await simCall(context, 'POST', '/__sim/session', { userType: 'C' })
      const { page, errors } = await openPage(context)
      await page.goto(`http://partner.localhost:${port()}/`)
      await expect.poll(() => page.locator('aisle-banner-brand img').getAttribute('alt'), { timeout: 5000 }).toBe('Freshway')
      // The partner page is not the retailer's: even a shopper signed in there is a guest here.
      const log = (await simCall(context, 'GET', '/__sim/requests')) as { path: string; headers: Record<string, string> }[]
      const userInfo = log.find((r) => r.path.includes('/api/session/userinfo/'))
      expect(userInfo).toBeDefined()
      expect(userInfo?.headers['X-CSRF-Token']).toBeUndefined()
      // Partner sites get the compact build: the widgets on preact/compat, no React chunk.
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname))
      const library = scripts.filter((p) => p.startsWith('/aisle/'))
      expect(library).toContain('/aisle/compact/aisle.js')
      expect(library.some((p) => /^\/aisle\/compact\/chunks\/preact-/.test(p))).toBe(true)
      expect(library.filter((p) => !p.startsWith('/aisle/compact/'))).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('shows the guest gallery from the partner origin and sends no shopper cookies or Authorization, even to a signed-in shopper [CPN-133] [ENV-018]', async () => {
    const context = await (await launch()).newContext()
    try {
      await simCall(context, 'POST', '/__sim/reset')
      await simCall(context, 'POST', '/__sim/session', { userType: 'C' })
      const { page, errors } = await openPage(context)
      const sent: { url: string; cookie: string | null; authorization: string | null }[] = []
      page.on('request', async (r) => {
        if (!r.url().includes('/abs/')) return
        sent.push({ url: r.url(), cookie: await r.headerValue('cookie'), authorization: await r.headerValue('authorization') })
      })
      await page.goto(`http://partner.localhost:${port()}/`)
      await expect.poll(() => page.locator(slides).count(), { timeout: 8000 }).toBe(12)
      expect(await page.locator(slides).first().getAttribute('aria-label')).toBe('1 of 12')
      const log = (await simCall(context, 'GET', '/__sim/requests')) as Logged[]
      const gallery = log.filter((r) => r.path.includes('/api/offers/gallery'))
      expect(gallery.map((r) => r.path)).toEqual([expect.stringMatching(/\/api\/offers\/gallery\/guest$/)])
      for (const r of log) expect(r.headers[HEADERS.authorization]).toBeUndefined()
      expect(sent.length).toBeGreaterThan(0)
      for (const r of sent) {
        expect(r.cookie, r.url).toBeNull()
        expect(r.authorization, r.url).toBeNull()
      }
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("Clip sends a guest to the banner site's coupon page showing the offer; its Clip goes to sign-in and back, and only a press there clips [CPN-059] [CPN-060] [CPN-066] [STO-021]", async () => {
    const context = await (await launch()).newContext()
    try {
      await simCall(context, 'POST', '/__sim/reset')
      const { page, errors } = await openPage(context)
      await page.goto(`http://partner.localhost:${port()}/`)
      await expect.poll(() => page.locator(slides).count(), { timeout: 8000 }).toBe(12)
      const first = page.locator(slides).first()
      const offerId = (await first.getAttribute('data-offer-id')) ?? ''
      expect(offerId).not.toBe('')
      await first.locator('[part="action"]').click()

      // On the banner site's coupon page: the offer first, its Clip button focused; nothing clipped (CPN-066).
      await page.waitForURL((url) => url.pathname === PARTNER_CLIP_LANDING_PATH, { timeout: 10_000 })
      const landed = page.locator('aisle-deals-grid li.cell article').first()
      await expect.poll(() => landed.getAttribute('data-offer-id'), { timeout: 10_000 }).toBe(offerId)
      await expect.poll(() => focusedAction(page), { timeout: 5000 }).toBe(offerId)
      expect(await clipRequests(context)).toHaveLength(0)
      await landed.locator('[part="action"]').click()

      // On the banner site's sign-in page, with the offer in the redirect-back cookie's address.
      await page.waitForURL(bannerUrl('freshway', SIGN_IN_PATHS['sign-in']), { timeout: 10_000 })
      const cookies = await context.cookies(bannerUrl('freshway'))
      const redirect = cookies.find((c) => c.name === COOKIES.redirect)
      expect(redirect).toBeDefined()
      const back = new URL(decodeURIComponent(redirect?.value ?? ''))
      expect(back.origin).toBe(new URL(bannerUrl('freshway')).origin)
      expect(back.pathname).toBe(PARTNER_CLIP_LANDING_PATH)
      expect(back.searchParams.get(PARTNER_CLIP_PARAM)).toBe(offerId)
      // A persistent cookie of at most the redirect cookie's 600 seconds.
      const left = (redirect?.expires ?? 0) - Date.now() / 1000
      expect(left).toBeGreaterThan(0)
      expect(left).toBeLessThanOrEqual(600)

      // Signing in returns to the landing page, which shows the offer again for a press; the press clips it once.
      await page.locator('input[name="user"][value="R"]').check()
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL((url) => url.pathname === PARTNER_CLIP_LANDING_PATH, { timeout: 10_000 })
      await expect.poll(() => focusedAction(page), { timeout: 10_000 }).toBe(offerId)
      expect(await clipRequests(context)).toHaveLength(0)
      await page.locator(`aisle-deals-grid article[data-offer-id="${offerId}"] [part="action"]`).click()
      await expect.poll(async () => (await clipRequests(context)).length, { timeout: 10_000 }).toBe(1)
      const clip = ((await simCall(context, 'GET', '/__sim/requests')) as Logged[]).find((r) => r.path.endsWith('/api/offers/clip'))
      expect(JSON.stringify(clip?.body)).toContain(`"itemId":"${offerId}"`)
      expect(clip?.headers[HEADERS.authorization]).toMatch(/^Bearer /)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
