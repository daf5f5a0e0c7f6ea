/**
 * Welcome offers end to end: a campaign link to the coupons page shows the deals grid's welcome panel; nothing is
 * allocated until the shopper presses Claim offers (CPN-066), and the press sends POST instant allocation with the
 * instant body, the shopper's ids and the page's store (CPN-123, CPN-124, API-054), as the simulator records it.
 */
import type { BrowserContext } from 'playwright'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WELCOME_OFFERS_EVENT } from '../../core/rules/coupons/offer'
import { WELCOME_PARAMS, WELCOME_TEXT } from '../../core/rules/coupons/welcome'
import { OFFER_PATHS } from '../../core/rules/endpoints'
import { createSim } from '../../sim/app'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'

interface Logged {
  method: string
  path: string
  body: unknown
}

const allocations = async (context: BrowserContext) =>
  ((await simCall(context, 'GET', '/__sim/requests')) as Logged[]).filter(
    (r) => r.method === 'POST' && r.path.endsWith(OFFER_PATHS.instantAllocation),
  )

describe('welcome offers from a campaign link, end to end', () => {
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
      expect(await allocations(context)).toHaveLength(0)

      await claim.click()
      const panel = page.locator('aisle-deals-grid [part="welcome"]')
      await expect.poll(() => panel.getAttribute('data-state'), { timeout: 10_000 }).toBe('claimed')
      expect(await page.locator('aisle-deals-grid [part="welcome-text"]').textContent()).toBe(WELCOME_TEXT.claimed(1))
      const sent = await allocations(context)
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
