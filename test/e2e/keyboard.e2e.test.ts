// Keyboard-only runs of the main flows on the served demo pages (accessibility): every step is reached
// with Tab / Shift+Tab and done with Enter, Space, Escape or the arrows (page.keyboard only: no click, no
// focus()); every stop shows a visible focus indicator; every modal keeps Tab inside and gives focus back to
// the control that opened it when it closes.
import type { BrowserContext, Page } from 'playwright'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OFFER_PATHS, PATHS } from '../../core/rules/endpoints'
import { ERROR_MODAL_TEXT } from '../../core/rules/modal'
import { BOX_TOP_TEXT } from '../../core/rules/coupons/modal-prompts'
import { GAME_STATUS_LABELS } from '../../core/rules/games/status'
import { CONGRATULATIONS, GOT_IT, GOT_IT_DONT_SHOW_AGAIN, START_PLAYING } from '../../core/rules/games/texts'
import { SIGN_IN_REQUEST_EVENT } from '../../core/stores/coupons/prompts'
import { createSeedData } from '../../sim/data'
import { PRIZE_TEXT } from '../../widgets/play-earn/PrizeDetails.view'
import { BUY_TEXT } from '../../widgets/product-card/ProductCardBuy.view'
import { SESSION_TIMEOUT_TEXT } from '../../widgets/session-timeout/SessionTimeout.view'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'
import { assertTrapped, assertVisibleFocus, closeModal, counts, currentStop, installKit, openModal, press, tabTo } from './keyboard-kit'
import { renderedTags } from './pages'

const T = { timeout: 20_000 }
const seed = createSeedData({})
/** Box Tops offers (sub-program '07'): user R is not box-top authorised, so Clip opens the box-top modal. */
const BOX_TOP_OFFERS = seed.offers.filter((o) => o.offerSubPgm === '07').map((o) => o.offerId)
/** A FRESHFINDS prize user C can afford and has not redeemed (sim/data users.ts). */
const userC = seed.users.find((u) => u.key === 'C')
const redeemed = new Set(userC?.transactions.map((t) => t.prizeId))
const PRIZE = seed.prizes.find(
  (p) =>
    p.programCode === 'FRESHFINDS' &&
    p.prizeType !== 'SWEEPSTAKES' &&
    !redeemed.has(p.prizeId) &&
    p.pointsRequired <= (userC?.points.FRESHFINDS?.totalGamePoints ?? 0),
)
const FRESHFINDS = seed.programs.find((p) => p.code === 'FRESHFINDS')

describe('keyboard-only flows on the demo pages', () => {
  let context: BrowserContext
  beforeEach(async () => {
    context = await (await launch()).newContext({ viewport: { width: 1280, height: 900 } })
    await resetSim(context)
  })
  afterEach(async () => {
    await context.close()
  })
  afterAll(async () => {
    console.log(`keyboard flows: ${counts.flows} flows, ${counts.steps} steps, ${counts.stops} tab stops, every stop visibly focused`)
    await closeBrowser()
  })

  async function open(path: string, user?: string): Promise<{ page: Page; errors: string[] }> {
    if (user) await signIn(context, { user })
    const { page, errors } = await openPage(context)
    await installKit(page)
    await page.goto(bannerUrl('freshway', path))
    return { page, errors }
  }

  it(
    'coupons: clip, then the progressive profile, error, box-top and passcode sign-in modals, each trapped and giving focus back [CPN-073] [CPN-074] [CPN-127] [MDL-001] [MDL-012] [MDL-013] [MDL-014] [MDL-015]',
    { timeout: 90_000 },
    async () => {
      const { page, errors } = await open('/coupons.html', 'R')
      await page.locator('aisle-offer-carousel [part="action"]').first().waitFor(T)

      // Clip the first personalised deal; R's first clip asks for the missing mobile number.
      const clip = await tabTo(page, { name: 'Clip Coupon', path: 'aisle-offer-carousel' })
      await openModal(page, 'Enter')
      await expect
        .poll(() => page.locator(`aisle-offer-carousel article[data-offer-id="${clip.offerId}"]`).getAttribute('data-state'), T)
        .toBe('clipped')
      await assertTrapped(page)
      // The pressed button became the 'Clipped' badge: focus comes back to it.
      await closeModal(page, 'Escape', { name: /^Clipped/, offerId: clip.offerId ?? '' })
      counts.flows++

      // A clip answered without items fails (CPN-073): the error modal.
      await simCall(context, 'POST', '/__sim/faults', { path: OFFER_PATHS.clip, method: 'POST', status: 200, body: {}, times: 1 })
      await tabTo(page, { name: 'Clip Coupon', path: 'aisle-offer-carousel' })
      await openModal(page, 'Enter')
      const errorStops = await assertTrapped(page)
      expect(errorStops.some((stop) => stop.endsWith(`"${ERROR_MODAL_TEXT.ok}"`))).toBe(true)
      await tabTo(page, { name: ERROR_MODAL_TEXT.ok }, { max: 5 })
      await closeModal(page, 'Enter')
      counts.flows++

      // Box Tops: choose the category with the arrow keys, then Clip on a Box Tops offer.
      await tabTo(page, { name: /^Category/, path: 'select[part="category"]' })
      const category = page.locator('aisle-deals-grid select[part="category"]')
      for (let i = 0; i < 30 && (await category.inputValue()) !== 'Breakfast & Cereal'; i++) await page.keyboard.press('ArrowDown')
      expect(await category.inputValue()).toBe('Breakfast & Cereal')
      await expect.poll(() => page.locator('aisle-deals-grid article[data-offer-id]').first().getAttribute('data-offer-id'), T).toBeTruthy()
      await tabTo(page, { name: 'Clip Coupon', path: 'aisle-deals-grid', offerId: BOX_TOP_OFFERS })
      await openModal(page, 'Enter')
      await assertTrapped(page)
      await tabTo(page, { name: BOX_TOP_TEXT.notNow }, { max: 5 })
      await closeModal(page, 'Space')
      counts.flows++

      // The passcode sign-in: no control opens it yet (docs/decisions/accessibility.md); the page's own request does.
      await openModal(page, () => page.evaluate((type) => window.dispatchEvent(new Event(type)), SIGN_IN_REQUEST_EVENT))
      await assertTrapped(page)
      await closeModal(page)
      counts.flows++
      expect(errors).toEqual([])
    },
  )

  it(
    'product card: stepper up and down, add to cart; then a failed refresh opens the session-timeout modal [SES-025] [MDL-011]',
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await open('/product.html', 'C')
      await page.locator('aisle-product-card [part="add"]').first().waitFor(T)
      // The page is prerendered: its cards' buttons are there before their scripts, so wait for the tags to run (a key pressed
      // before then does nothing, as on any server-rendered control before its script).
      await renderedTags(page)
      const amount = page.locator('aisle-product-card [part="amount"]').first()

      await tabTo(page, { name: BUY_TEXT.increase(BUY_TEXT.quantity), path: 'aisle-product-card' })
      await press(page, 'Enter')
      await press(page, 'Space')
      await expect.poll(() => amount.inputValue(), T).toBe('3')
      await tabTo(page, { name: BUY_TEXT.decrease(BUY_TEXT.quantity) }, { back: true, max: 3 })
      await press(page, 'Enter')
      await expect.poll(() => amount.inputValue(), T).toBe('2')
      const add = await tabTo(page, { name: /^Add to cart: / }, { max: 3 })
      await press(page, 'Enter')
      await expect.poll(() => page.locator('aisle-mini-cart [part="badge"]').getAttribute('data-count'), T).toBe('2')
      // Focus stays on the card's button through 'Adding…' and after.
      expect(await currentStop(page)).toMatchObject({ name: add.name, focusProblem: null })
      counts.flows++

      // The next add answers 401 and the refresh fails: the session-timeout modal opens (SES-025).
      await simCall(context, 'POST', '/__sim/faults', [
        { path: PATHS.cartItems, method: 'POST', status: 401, times: 1 },
        { path: PATHS.userInfo('freshway'), status: 500, times: 1 },
      ])
      await tabTo(page, { name: /^Add to cart: / })
      await openModal(page, 'Enter')
      const stops = await assertTrapped(page)
      expect(stops.some((s) => s.includes(SESSION_TIMEOUT_TEXT.signIn))).toBe(true)
      await closeModal(page)
      counts.flows++
      expect(errors).toEqual([])
    },
  )

  it(
    "Play & Earn: the win modal, opting in to a game, 'Got it', redeeming a prize, every stop with its focus outline [GAM-002] [GAM-005] [GAM-043] [GAM-046] [SHL-024]",
    { timeout: 60_000 },
    async () => {
      expect(PRIZE && FRESHFINDS).toBeTruthy()
      const { page, errors } = await open('/play-earn.html#/games/game-grid', 'C')
      // The sweepstakes win opens by itself on arrival; it keeps Tab inside and closes by keyboard.
      await expect.poll(() => page.locator('aisle-play-earn dialog[open] h2').textContent(), T).toBe(CONGRATULATIONS)
      await expect.poll(async () => (await currentStop(page)).inDialog, T).toBe(true)
      await assertTrapped(page)
      await tabTo(page, { name: GOT_IT_DONT_SHOW_AGAIN }, { max: 3 })
      await closeModal(page, 'Enter', 'page')
      counts.flows++

      // Opt in from the grid.
      const start = await tabTo(page, { name: START_PLAYING, path: 'aisle-play-earn' })
      await press(page, 'Enter')
      const card = page.locator(`aisle-play-earn [part="card"][data-code="${start.code}"]`)
      await expect.poll(() => card.locator('[part="status"]').textContent(), T).toBe(GAME_STATUS_LABELS[1])
      // The pressed button is gone: focus moved to what replaced it on the same card, not to the page.
      await expect.poll(async () => (await currentStop(page)).code, T).toBe(start.code)
      assertVisibleFocus(await currentStop(page))
      counts.flows++

      // A prize: the game's page, its prize, Redeem.
      await tabTo(page, { name: FRESHFINDS?.name ?? '', path: 'aisle-play-earn' }, { max: 120 })
      await press(page, 'Enter')
      await page.waitForURL((url) => url.hash === '#/games/game-details/FRESHFINDS', T)
      await page.locator('aisle-play-earn [part="prize-list"] a').first().waitFor(T)
      // 'Got it' puts the how-it-works panel away: focus stays on the page's content, not the page itself.
      await tabTo(page, { name: GOT_IT, path: 'aisle-play-earn' })
      await press(page, 'Enter')
      await expect.poll(() => page.locator('aisle-play-earn [part="how-it-works"]').count(), T).toBe(0)
      await expect.poll(async () => (await currentStop(page)).path, T).not.toBe('body')
      assertVisibleFocus(await currentStop(page))
      await tabTo(page, { name: PRIZE?.name ?? '', path: 'aisle-play-earn' }, { max: 120 })
      await press(page, 'Enter')
      await page.locator('aisle-play-earn [part~="redeem"]').waitFor(T)
      await tabTo(page, { name: PRIZE_TEXT.redeem })
      await press(page, 'Enter')
      await expect.poll(() => page.locator('aisle-play-earn [part="redeem-result"]').textContent(), T).toBe(PRIZE_TEXT.redeemed)
      // Redeem is gone once redeemed: focus moved to the outcome it was replaced by, not to the page.
      await expect.poll(async () => (await currentStop(page)).path, T).toContain('redeem-result')
      counts.flows++
      expect(errors).toEqual([])
    },
  )

  it(
    'home: opt in on the game grid, then on to the products page by its link and add to cart with Space [GAM-002]',
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await open('/', 'C')
      await page.locator('aisle-game-grid [part~="opt-in"]').first().waitFor(T)
      const start = await tabTo(page, { name: START_PLAYING, path: 'aisle-game-grid' })
      await press(page, 'Enter')
      await expect
        .poll(() => page.locator(`aisle-game-grid [part="card"][data-code="${start.code}"] [part="status"]`).textContent(), T)
        .toBe(GAME_STATUS_LABELS[1])
      await expect.poll(async () => (await currentStop(page)).code, T).toBe(start.code)
      assertVisibleFocus(await currentStop(page))
      counts.flows++

      // Back to the top with Shift+Tab, to the page's own navigation.
      await tabTo(page, { name: 'Products', path: 'a' }, { back: true })
      await press(page, 'Enter')
      await page.waitForURL((url) => url.pathname === '/products.html', T)
      await page.locator('aisle-add-to-cart button').first().waitFor(T)
      const added = await tabTo(page, { name: /^Add to cart: / })
      await press(page, 'Space')
      await expect.poll(() => page.locator('aisle-mini-cart [part="badge"]').getAttribute('data-count'), T).toBe('1')
      expect(await currentStop(page)).toMatchObject({ name: added.name, focusProblem: null })
      counts.flows++

      // The focus check itself: the same button with its focus outline taken away fails it.
      await page.evaluate(() => {
        const root = document.querySelector('aisle-add-to-cart')?.shadowRoot
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(':focus-visible { outline: none !important }')
        if (root) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      })
      expect((await currentStop(page)).focusProblem).toMatch(/^no outline or box-shadow/)
      expect(errors).toEqual([])
    },
  )
})
