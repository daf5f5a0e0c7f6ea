// The Play & Earn demo page end to end, against the built library and the simulator server.
import type { BrowserContext, Page } from 'playwright'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { GAMES_PATHS } from '../../core/rules/endpoints'
import { FALLBACK_MESSAGE, INVALID_AUTHORIZATION } from '../../core/rules/errors'
import { GAME_STATUS_LABELS } from '../../core/rules/games/status'
import {
  CONGRATULATIONS,
  GOT_IT_DONT_SHOW_AGAIN,
  START_PLAYING,
  SUMMARY_HEADLINE_ANONYMOUS,
  SUMMARY_HEADLINE_SIGNED_IN,
} from '../../core/rules/games/texts'
import { COOKIES } from '../../core/rules/http'
import { SIGN_IN_PATHS } from '../../core/rules/session'
import { SIM_GAMES_MESSAGES } from '../../sim/routes/games/shared'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'

const AREA = '/play-earn.html'
const pageAttr = (page: Page) => page.locator('aisle-play-earn [data-page]').getAttribute('data-page')
// Generous: the machine running the suite is shared.
const T = { timeout: 20_000 }

describe('Play & Earn end to end', () => {
  let context: BrowserContext
  beforeEach(async () => {
    context = await (await launch()).newContext({ viewport: { width: 1280, height: 900 } })
    await resetSim(context)
  })
  afterEach(async () => {
    await context.close()
  })
  afterAll(closeBrowser)

  /** Opens the area signed in as C; the seeded win is acknowledged first unless `keepWin`. */
  async function open(hash = '', options: { keepWin?: boolean; banner?: string } = {}) {
    await signIn(context, { userType: 'C', banner: options.banner ?? 'freshway' }, options.banner)
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl(options.banner ?? 'freshway', `${AREA}${hash}`))
    if (!options.keepWin) {
      const ack = page.locator('aisle-play-earn [part="win-acknowledge"]')
      await ack.waitFor(T)
      await ack.click()
      await expect.poll(() => page.locator('aisle-play-earn dialog[open]').count(), T).toBe(0)
    }
    return { page, errors }
  }

  it('sends a guest to sign-in with the redirect cookie set and brings them back to the game they opened [SES-001] [SES-004] [SES-008] [SES-011] [SHL-039]', async () => {
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', `${AREA}#/games/game-details/SUMMERSTARS`))
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATHS['sign-in'], T)
    const redirect = (await context.cookies(bannerUrl('freshway'))).find((c) => c.name === COOKIES.redirect)
    expect(decodeURIComponent(redirect?.value ?? '')).toBe(bannerUrl('freshway', `${AREA}#/games/game-details/SUMMERSTARS`))
    await page.getByLabel('Customer (C)').check()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === AREA && url.hash === '#/games/game-details/SUMMERSTARS', T)
    await expect.poll(() => pageAttr(page), T).toBe('game-details')
    expect(errors).toEqual([])
  })

  it("a guest who opens a game-over page reads the anonymous headline; 'Sign in to play' brings them back to their own summary [GAM-034] [GAM-035] [GAM-036] [SES-015]", async () => {
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', `${AREA}#/games/game-over/PANTRYBINGO`))
    await expect.poll(() => page.locator('aisle-play-earn [part="headline"]').textContent(), T).toBe(SUMMARY_HEADLINE_ANONYMOUS)
    expect(new URL(page.url()).pathname).toBe(AREA)
    expect(await page.locator('aisle-play-earn [part="figures"]').count()).toBe(0)
    await page.locator('aisle-play-earn [part="sign-in"]').click()
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATHS['sign-in'], T)
    await page.getByLabel('Customer (C)').check()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === AREA && url.hash === '#/games/game-over/PANTRYBINGO', T)
    await expect.poll(() => page.locator('aisle-play-earn [part="headline"]').textContent(), T).toBe(SUMMARY_HEADLINE_SIGNED_IN)
    expect(errors).toEqual([])
  })

  it('sends an expired games session to re-sign-in for R or with keep-me-signed-in, else to sign-in [SES-002] [SES-003] [SES-005] [SES-006] [SES-007]', async () => {
    for (const [body, target] of [
      [{ userType: 'R' }, 're-sign-in'],
      [{ userType: 'C', keepSignedIn: true }, 're-sign-in'],
      [{ userType: 'C' }, 'sign-in'],
    ] as const) {
      await resetSim(context)
      await context.clearCookies()
      await signIn(context, { ...body, tokenExpiresInMs: -60_000 })
      const { page, errors } = await openPage(context)
      await page.goto(bannerUrl('freshway', `${AREA}#/games/game-grid`))
      await page.waitForURL((url) => url.pathname === SIGN_IN_PATHS[target], T)
      expect(errors).toEqual([])
      await page.close()
    }
  })

  it('sends a shopper whose user info carries no token to sign-in [SES-013]', async () => {
    await signIn(context, { userType: 'C' })
    await simCall(context, 'POST', '/__sim/faults', [
      { path: '/session/userinfo/', status: 200, body: { userType: 'C', SWY_SHOP_TOKEN: null, banner: 'freshway' } },
    ])
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', `${AREA}#/games/game-grid`))
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATHS['sign-in'], T)
    expect(errors).toEqual([])
  })

  it('grid → game → opt in (In Progress); then a prize → redeem; Back links and the browser Back button [GAM-002] [GAM-005] [SHL-013] [SHL-014] [SHL-016]', async () => {
    const { page, errors } = await open('#/games/game-grid')
    const startable = page.locator('aisle-play-earn [part="card"]', { has: page.getByRole('button', { name: START_PLAYING }) }).first()
    await startable.waitFor(T)
    const code = await startable.getAttribute('data-code')
    await startable.locator('a[part="name"]').click()
    await page.waitForURL((url) => url.hash === `#/games/game-details/${code}`, T)
    await page.locator('aisle-play-earn').getByRole('button', { name: START_PLAYING }).click()
    await expect.poll(() => page.locator('aisle-play-earn [part="status"]').first().textContent(), T).toBe(GAME_STATUS_LABELS[1])

    // Back link on details → the grid (SHL-013).
    await page.locator('aisle-play-earn [part="back"]').click()
    await page.waitForURL((url) => url.hash === '#/games/game-grid', T)

    // A prize of a game with points: find one the shopper can afford.
    let redeemed = false
    for (const game of ['SUMMERSTARS', 'FRESHFINDS']) {
      await page.goto(bannerUrl('freshway', `${AREA}#/games/game-details/${game}`))
      await page.locator('aisle-play-earn [part="prize-list"] a').first().waitFor(T)
      const links = await page.locator('aisle-play-earn [part="prize-list"] a').count()
      for (let i = 0; i < links && !redeemed; i++) {
        await page.locator('aisle-play-earn [part="prize-list"] a').nth(i).click()
        await page.locator('aisle-play-earn #aisle-prize-heading').waitFor(T)
        expect(await page.locator('aisle-play-earn a[part="back"]').getAttribute('href')).toBe(`#/games/game-details/${game}`)
        const redeem = page.locator('aisle-play-earn [part~="redeem"]')
        if ((await redeem.count()) > 0) {
          await redeem.click()
          const result = page.locator('aisle-play-earn [part="redeem-result"]')
          await result.waitFor(T)
          // A prize redeemed before (seeded history) is refused with the server's message (ERR-004); try the next one.
          if ((await result.getAttribute('role')) === 'status') redeemed = true
          else expect(Object.values(SIM_GAMES_MESSAGES)).toContain(await result.textContent())
        }
        // The browser Back button returns to the game (SHL-016).
        await page.goBack()
        await expect.poll(() => pageAttr(page), T).toBe('game-details')
      }
      if (redeemed) break
    }
    expect(redeemed).toBe(true)
    const posts = ((await simCall(context, 'GET', '/__sim/requests')) as { path: string; method: string; status: number }[]).filter((r) =>
      r.path.endsWith(GAMES_PATHS.redemption),
    )
    expect(posts.map((r) => r.status)).toContain(200)
    expect(errors).toEqual([])
  }, 90_000)

  it('shows Game Over for a game past its end date [GAM-020] [GAM-022] [SHL-005]', async () => {
    const { page, errors } = await open('#/games/game-details/PANTRYBINGO')
    await page.waitForURL((url) => url.hash === '#/games/game-over/PANTRYBINGO', T)
    await expect.poll(() => page.locator('aisle-play-earn [part="headline"]').textContent(), T).toBe(SUMMARY_HEADLINE_SIGNED_IN)
    expect(await page.locator('aisle-play-earn [part="game-over"] [part="status"]').textContent()).toBe(GAME_STATUS_LABELS[2])
    expect(errors).toEqual([])
  })

  it('shows a sweepstakes win once, and never again after "Got it, don\'t show again" [GAM-024] [GAM-026] [GAM-043] [GAM-044]', async () => {
    const { page, errors } = await open('', { keepWin: true })
    const dialog = page.locator('aisle-play-earn dialog[open]')
    await dialog.waitFor(T)
    expect(await dialog.locator('h2').textContent()).toBe(CONGRATULATIONS)
    await dialog.getByRole('button', { name: GOT_IT_DONT_SHOW_AGAIN }).click()
    await expect.poll(() => page.locator('aisle-play-earn dialog[open]').count(), T).toBe(0)
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.locator('aisle-play-earn [part="card"]').first().waitFor(T)
    expect(await page.locator('aisle-play-earn dialog[open]').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('at 990 px wide the navigation is a dropdown that keeps Tab inside while open [SHL-022] [SHL-023]', async () => {
    const { page, errors } = await open('#/games/game-grid')
    await page.setViewportSize({ width: 990, height: 800 })
    const toggle = page.locator('aisle-play-earn [part="left-nav-toggle"]')
    await toggle.waitFor(T)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const links = page.locator('aisle-play-earn [part="left-nav-link"]')
    expect(await links.count()).toBeGreaterThan(0)
    await links.last().focus()
    await page.keyboard.press('Tab')
    const focusedPart = () =>
      page.evaluate(() => document.querySelector('aisle-play-earn')?.shadowRoot?.activeElement?.getAttribute('part'))
    expect(await focusedPart()).toBe('left-nav-toggle')
    await page.keyboard.press('Shift+Tab')
    expect(await focusedPart()).toBe('left-nav-link')
    expect(errors).toEqual([])
  })

  it("uses the master navigation when the banner's file answers 404 [SHL-019]", async () => {
    const { page, errors } = await open('', { banner: 'riverbend' })
    await expect.poll(() => page.locator('aisle-play-earn [part="left-nav-title"]').textContent(), T).toBe('for U')
    expect(errors).toEqual([])
  })

  it('shows each games API error status with its catalogue message, verbatim [ERR-001] [ERR-002] [ERR-003] [ERR-004] [ERR-005] [ERR-006] [ERR-007]', async () => {
    const cases: { status: number; body: unknown; shown: string }[] = [
      { status: 401, body: { message: 'Your games session has ended.' }, shown: 'Your games session has ended.' },
      { status: 401, body: {}, shown: INVALID_AUTHORIZATION },
      { status: 403, body: { message: 'Games are not offered at this store.' }, shown: 'Games are not offered at this store.' },
      { status: 403, body: {}, shown: FALLBACK_MESSAGE },
      { status: 400, body: { errors: [{ message: 'The store id is not valid.' }] }, shown: 'The store id is not valid.' },
      { status: 400, body: { serviceErrors: [{ message: 'The service refused the store.' }] }, shown: 'The service refused the store.' },
      { status: 500, body: { serviceErrors: [{ message: 'The games service failed.' }] }, shown: 'The games service failed.' },
      { status: 503, body: { serviceErrors: [{ message: 'The games service is resting.' }] }, shown: 'The games service is resting.' },
      { status: 503, body: {}, shown: FALLBACK_MESSAGE },
      { status: 418, body: { message: 'I am a teapot.' }, shown: FALLBACK_MESSAGE },
    ]
    await signIn(context, { userType: 'C' })
    const { page, errors } = await openPage(context)
    for (const [i, c] of cases.entries()) {
      await simCall(context, 'DELETE', '/__sim/faults')
      await simCall(context, 'POST', '/__sim/faults', [{ path: GAMES_PATHS.programs, status: c.status, body: c.body }])
      // A query of its own per case: the same address with only a hash would not load the page again.
      await page.goto(bannerUrl('freshway', `${AREA}?case=${i}#/games/game-grid`))
      await expect.poll(() => page.locator('aisle-play-earn [part="error"]').textContent(), T).toBe(c.shown)
    }
    expect(errors).toEqual([])
  }, 90_000)
})
