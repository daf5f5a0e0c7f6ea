import type { BrowserContext } from 'playwright'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COOKIES } from '../../core/rules/http'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'

const badge = 'aisle-mini-cart [part="badge"]'

describe('sign-in page and test modes, end to end', () => {
  let context: BrowserContext
  beforeEach(async () => {
    context = await (await launch()).newContext()
    await resetSim(context)
  })
  afterEach(async () => {
    await context.close()
  })
  afterAll(closeBrowser)

  it('signs a shopper in on the sign-in page and returns to the address in the redirect cookie', async () => {
    const { page, errors } = await openPage(context)
    const back = bannerUrl('freshway', '/products.html')
    await context.addCookies([{ name: COOKIES.redirect, value: encodeURIComponent(back), url: bannerUrl('freshway') }])
    await page.goto(bannerUrl('freshway', '/account/sign-in.html'))
    await page.getByLabel('Customer (C)').check()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(back)
    await page.locator('aisle-add-to-cart button').first().click()
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 5000 }).toBe('1')
    const cookies = await context.cookies(bannerUrl('freshway'))
    expect(cookies.find((c) => c.name === COOKIES.redirect)).toBeUndefined()
    expect(errors).toEqual([])
  })

  it('routes every call to the recorder with ?mode=record and replays them with ?mode=playback [ENV-026] [ENV-027]', async () => {
    await signIn(context, { userType: 'C', cartQty: 6 })
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', '/?mode=record'))
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 5000 }).toBe('6')
    const recorded = (await simCall(context, 'GET', '/__sim/requests')) as { path: string }[]
    expect(recorded.length).toBeGreaterThan(0)
    expect(recorded.filter((r) => !r.path.startsWith('/mock/recorder/abs/qa1/'))).toEqual([])

    // The recording page is left first: alive, it would see the new sign-in below and refresh its cart (recording
    // and storing the live 9) — a call that could land in the playback page's log or spare it its cart call.
    await page.goto('about:blank')
    // The live cart now holds 9, but playback answers with what was recorded.
    await signIn(context, { userType: 'C', cartQty: 9 })
    const origin = await context.newPage()
    await origin.goto(bannerUrl('freshway', '/__sim/requests'))
    await origin.evaluate(() => localStorage.clear())
    await origin.close()
    await simCall(context, 'DELETE', '/__sim/requests')
    await page.goto(bannerUrl('freshway', '/?mode=playback'))
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 5000 }).toBe('6')
    const replayed = (await simCall(context, 'GET', '/__sim/requests')) as { path: string; status: number }[]
    expect(replayed.map((r) => r.path)).toContain('/mock/playback/abs/qa1/api/cart/minicart')
    expect(replayed.filter((r) => !r.path.startsWith('/mock/playback/abs/qa1/') || r.status !== 200)).toEqual([])
    expect(errors).toEqual([])
  })
})
