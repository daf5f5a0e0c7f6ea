/**
 * Tabs and history: a clip, a cart change, an opt-in and a sign-out in one tab reach the
 * other tabs within one second (each check waits at most ONE_SECOND for the other tab to
 * show it), and a page restored from the back/forward cache shows the current state. Playwright launches
 * Chromium with the back/forward cache disabled; this suite launches its own browser without that flag.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GAME_STATUS_LABELS } from '../../core/rules/games/status'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { bannerUrl, openPage, resetSim, signIn } from './browser'
import { addToCart, badge, clipCoupon, EGGS, gameStatus, IN_PROGRESS, offerCard, openProducts, optInToGame, T } from './demo-flows'

const ONE_SECOND = { timeout: 1000 }
const NOT_STARTED = GAME_STATUS_LABELS[0]

/** Opens the home page (game grid and mini cart) and waits until both show the shopper's state. */
async function openHome(context: BrowserContext, cartQty: string) {
  const opened = await openPage(context)
  await opened.page.goto(bannerUrl('freshway', '/'))
  await expect.poll(() => opened.page.locator('aisle-game-grid [part="root"]').getAttribute('data-state'), T).toBe('ready')
  await expect.poll(() => opened.page.locator(badge).textContent(), T).toBe(cartQty)
  return opened
}

/** The first game the grid shows as not started: the one optInToGame will pick on the Play & Earn grid. */
async function firstNotStarted(page: Page): Promise<string> {
  const cardEl = page.locator('aisle-game-grid [part="card"]', { has: page.locator('[part="status"]', { hasText: NOT_STARTED }) }).first()
  await cardEl.waitFor(T)
  return (await cardEl.getAttribute('data-code')) as string
}

/** Sign-out as the storefront does it: its session cookies are cleared. */
async function signOut(page: Page) {
  await page.evaluate(async () => {
    await fetch('/__sim/session', { method: 'DELETE' })
  })
}

describe('tabs and history', () => {
  let browser: Browser
  let context: BrowserContext
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
      headless: true,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    })
  })
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await resetSim(context)
  })
  afterEach(async () => {
    await context.close()
  })
  afterAll(async () => {
    await browser.close()
  })

  it(
    'an opt-in, a cart change and a sign-out in one tab show in the other within one second each [GAM-002] [GAM-018] [CRT-022] [SES-001]',
    { timeout: 60_000 },
    async () => {
      await signIn(context, { userType: 'C', cartQty: 2 })
      const other = await openHome(context, '2')
      const code = await firstNotStarted(other.page)
      const acting = await openPage(context)

      expect(await optInToGame(acting.page)).toBe(code)
      await gameStatus(other.page, 'aisle-game-grid', code).filter({ hasText: IN_PROGRESS }).waitFor(ONE_SECOND)

      await openProducts(acting.page)
      await addToCart(acting.page, EGGS, '3')
      await other.page.locator(badge).filter({ hasText: /^3$/ }).waitFor(ONE_SECOND)

      await signOut(acting.page)
      await other.page.locator('aisle-game-grid [part="root"][data-state="signed-out"]').waitFor(ONE_SECOND)
      expect([...other.errors, ...acting.errors]).toEqual([])
    },
  )

  it('a clip in one tab shows as clipped in the other within one second [CPN-032]', async () => {
    await signIn(context, { user: 'R' })
    const other = await openPage(context)
    await other.page.goto(bannerUrl('freshway', '/coupons.html'))
    await other.page.locator('aisle-deals-grid article[data-state="clip"]').first().waitFor(T)
    const acting = await openPage(context)
    const offerId = await clipCoupon(acting.page)
    await other.page.locator(`aisle-deals-grid article[data-offer-id="${offerId}"][data-state="clipped"]`).waitFor(ONE_SECOND)
    expect(await offerCard(other.page, offerId).getAttribute('data-state')).toBe('clipped')
    expect([...other.errors, ...acting.errors]).toEqual([])
  })

  it(
    'a page restored from the back/forward cache shows the opt-in, cart change and sign-out made meanwhile in another tab',
    { timeout: 90_000 },
    async () => {
      await signIn(context, { userType: 'C', cartQty: 2 })
      const { page, errors } = await openHome(context, '2')
      const code = await firstNotStarted(page)
      await page.evaluate(() => {
        addEventListener('pageshow', (e) => {
          if (e.persisted) document.documentElement.dataset.restored = 'yes'
        })
      })
      await page.goto(bannerUrl('freshway', '/products.html'))

      const acting = await openPage(context)
      expect(await optInToGame(acting.page)).toBe(code)
      await openProducts(acting.page)
      await addToCart(acting.page, EGGS, '3')

      await page.goBack({ waitUntil: 'commit' })
      // Restored from the cache, not loaded again: the page's own listener saw pageshow with persisted.
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.restored ?? 'no'), T).toBe('yes')
      await gameStatus(page, 'aisle-game-grid', code).filter({ hasText: IN_PROGRESS }).waitFor(T)
      await page.locator(badge).filter({ hasText: /^3$/ }).waitFor(T)

      await page.goto(bannerUrl('freshway', '/products.html'))
      await signOut(acting.page)
      await page.goBack({ waitUntil: 'commit' })
      await page.locator('aisle-game-grid [part="root"][data-state="signed-out"]').waitFor(T)
      expect([...errors, ...acting.errors]).toEqual([])
    },
  )
})
