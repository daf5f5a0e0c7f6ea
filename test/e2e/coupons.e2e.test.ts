import type { BrowserContext, Page } from 'playwright'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CLIP_COUPON_LABEL, CLIPPED_LABEL } from '../../core/rules/coupons/card'
import { COUPON_CLIPPED_ANNOUNCEMENT } from '../../core/rules/coupons/clip-flow'
import { COUPON_GRID_PAGE_SIZE } from '../../core/rules/coupons/grid'
import { clipLinkInvitation, PARTNER_CLIP_PARAM } from '../../core/rules/coupons/partner-clip'
import { WELCOME_OFFERS_EVENT } from '../../core/rules/coupons/offer'
import { WELCOME_PARAMS, WELCOME_TEXT } from '../../core/rules/coupons/welcome'
import { OFFER_PATHS } from '../../core/rules/endpoints'
import { createSim } from '../../sim/app'
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
    if (status)
      new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, {
        childList: true,
        subtree: true,
        characterData: true,
      })
  }, offerId)
}

/** The offer id of the deals grid's button that has focus, when a card's Clip button has it. */
const focusedAction = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('aisle-deals-grid')?.shadowRoot?.activeElement
    return active?.getAttribute('part') === 'action' ? (active.closest('article')?.getAttribute('data-offer-id') ?? null) : null
  })

/**
 * A page opened with clipOfferId (CPN-066): that offer is the first card, its Clip button has focus and the
 * line under it says what pressing it does — and no clip request has been sent.
 */
async function expectLinkedOffer(page: Page, context: BrowserContext, offerId: string, guest: boolean) {
  await expect.poll(() => page.locator(`${cards} article`).first().getAttribute('data-offer-id'), { timeout: 10_000 }).toBe(offerId)
  await expect.poll(() => focusedAction(page), { timeout: 5000 }).toBe(offerId)
  const first = page.locator(`${cards} article`).first()
  expect(await first.locator('[part="invitation"]').textContent()).toBe(clipLinkInvitation(CLIP_COUPON_LABEL, guest))
  expect(await first.getAttribute('data-state')).toBe('clip')
  expect(await requests(context, OFFER_PATHS.clip, 'POST')).toHaveLength(0)
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

  it(
    "clips with one POST of a C and an L item, shows 'Clipped' and says 'Coupon clipped'; a reload makes no gallery call [CPN-025] [CPN-039] [CPN-068] [CPN-080] [API-057]",
    { timeout: 60_000 },
    async () => {
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
      await expect
        .poll(() => page.locator(`aisle-deals-grid article[data-offer-id="${offerId}"]`).getAttribute('data-state'), { timeout: 10_000 })
        .toBe('clipped')
      expect(await requests(context, OFFER_PATHS.registeredGallery, 'GET')).toHaveLength(0)
      expect(errors).toEqual([])
    },
  )

  it("shows 30 cards, and 60 after 'Load More' [CPN-101] [CPN-102]", async () => {
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', COUPONS))
    await expect.poll(() => page.locator(cards).count(), { timeout: 10_000 }).toBe(COUPON_GRID_PAGE_SIZE)
    await page.locator('aisle-deals-grid [part="load-more"]').click()
    await expect.poll(() => page.locator(cards).count(), { timeout: 5000 }).toBe(2 * COUPON_GRID_PAGE_SIZE)
    expect(errors).toEqual([])
  })

  it(
    'sends a guest who presses Clip Coupon to sign-in and back to that coupon, first and focused; only the press there clips [CPN-059] [CPN-062] [CPN-066]',
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await openPage(context)
      await page.goto(bannerUrl('freshway', COUPONS))
      const card = clippable(page)
      await card.waitFor({ timeout: 10_000 })
      const offerId = (await card.getAttribute('data-offer-id')) as string
      await card.locator('[part="action"]').click()
      await page.waitForURL(/\/account\/sign-in/, { timeout: 10_000 })
      await page.getByLabel('Recognised (R)').check()
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL(bannerUrl('freshway', `${COUPONS}?${PARTNER_CLIP_PARAM}=${offerId}`), { timeout: 10_000 })
      await expectLinkedOffer(page, context, offerId, false)
      await page.locator(`${cards} article[data-offer-id="${offerId}"] [part="action"]`).click()
      await expect
        .poll(() => page.locator(`aisle-deals-grid article[data-offer-id="${offerId}"]`).getAttribute('data-state'), { timeout: 10_000 })
        .toBe('clipped')
      const clips = await requests(context, OFFER_PATHS.clip, 'POST')
      expect(clips).toHaveLength(1)
      expect(errors).toEqual([])
    },
  )

  it(
    'signed in, a clip link sends no clip request until the shopper presses Clip, and the press sends exactly one [CPN-066]',
    { timeout: 60_000 },
    async () => {
      await signIn(context, { user: 'R' })
      const { page, errors } = await openPage(context)
      // An unclipped coupon that is not already the first card.
      await page.goto(bannerUrl('freshway', COUPONS))
      await expect.poll(() => page.locator(cards).count(), { timeout: 10_000 }).toBe(COUPON_GRID_PAGE_SIZE)
      const offerId = (await clippable(page)
        .and(page.locator(`${cards}:nth-child(n+2) article`))
        .first()
        .getAttribute('data-offer-id')) as string
      expect(await page.locator(`${cards} article`).first().getAttribute('data-offer-id')).not.toBe(offerId)

      await simCall(context, 'DELETE', '/__sim/requests')
      await page.goto(bannerUrl('freshway', `${COUPONS}?${PARTNER_CLIP_PARAM}=${offerId}`))
      await expectLinkedOffer(page, context, offerId, false)
      // Still none once the page has settled.
      await page.waitForLoadState('networkidle')
      expect(await requests(context, OFFER_PATHS.clip, 'POST')).toHaveLength(0)

      await page.locator(`${cards} article[data-offer-id="${offerId}"] [part="action"]`).click()
      await expect
        .poll(() => page.locator(`aisle-deals-grid article[data-offer-id="${offerId}"]`).getAttribute('data-state'), { timeout: 10_000 })
        .toBe('clipped')
      const clips = await requests(context, OFFER_PATHS.clip, 'POST')
      expect(clips).toHaveLength(1)
      expect(JSON.stringify(clips[0]?.body)).toContain(`"itemId":"${offerId}"`)
      expect(errors).toEqual([])
    },
  )

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

  it(
    'allocates nothing on arrival; the Claim offers press sends the instant body and the panel says what it added [CPN-123] [CPN-124] [API-054] [CPN-066]',
    { timeout: 60_000 },
    async () => {
      // The demo server's simulator is seeded as a fresh one: the same shopper and offers.
      const seeded = createSim().state
      const shopper = seeded.users.find((u) => u.key === 'C')
      const offer = seeded.offers.find((o) => o.events?.includes(WELCOME_OFFERS_EVENT))
      await signIn(context, { user: 'C' })
      const { page, errors } = await openPage(context)
      const query = new URLSearchParams({
        [WELCOME_PARAMS.eventName]: WELCOME_OFFERS_EVENT,
        [WELCOME_PARAMS.eventDateTime]: '2026-11-28T12:00:00Z',
        [WELCOME_PARAMS.correlationId]: 'e2e-campaign',
        externalOfferId: offer?.offerId ?? '',
        division: 'west',
        storeId: '1102',
      })
      await page.goto(bannerUrl('freshway', `/coupons.html?${query}`))
      const claim = page.locator('aisle-deals-grid [part="welcome-claim"]')
      await claim.waitFor({ timeout: 10_000 })
      expect(await page.locator('aisle-deals-grid [part="welcome-text"]').textContent()).toBe(WELCOME_TEXT.invitation)
      expect(await requests(context, OFFER_PATHS.instantAllocation, 'POST')).toHaveLength(0)

      await claim.click()
      const panel = page.locator('aisle-deals-grid [part="welcome"]')
      await expect.poll(() => panel.getAttribute('data-state'), { timeout: 10_000 }).toBe('claimed')
      expect(await page.locator('aisle-deals-grid [part="welcome-text"]').textContent()).toBe(WELCOME_TEXT.claimed(1))
      const sent = await requests(context, OFFER_PATHS.instantAllocation, 'POST')
      expect(sent).toHaveLength(1)
      expect(sent[0]?.body).toEqual({
        customerId: shopper?.customerId,
        householdId: shopper?.householdId,
        eventCorrelationId: 'e2e-campaign',
        eventDateTime: '2026-11-28T12:00:00Z',
        eventName: WELCOME_OFFERS_EVENT,
        storeId: '1102',
        offers: [{ externalOfferId: offer?.offerId }],
        division: 'west',
      })
      expect(errors).toEqual([])
    },
  )
})
