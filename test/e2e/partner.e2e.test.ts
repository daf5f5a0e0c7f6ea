import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, launch, openPage, port, simCall } from './browser'

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
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
