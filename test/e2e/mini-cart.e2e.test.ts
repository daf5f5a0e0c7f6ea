import type { BrowserContext } from 'playwright'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BANNERS } from '../../core/rules/banners'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'

const badge = 'aisle-mini-cart [part="badge"]'

describe('demo pages end to end', () => {
  let context: BrowserContext
  beforeEach(async () => {
    context = await (await launch()).newContext()
    await resetSim(context)
  })
  afterEach(async () => {
    await context.close()
  })
  afterAll(closeBrowser)

  it('shows each banner name, colour and logo from the host name [ENV-001] [ENV-002]', async () => {
    const { page, errors } = await openPage(context)
    for (const banner of BANNERS) {
      await page.goto(bannerUrl(banner.id))
      const logo = page.locator('aisle-banner-brand img')
      await expect.poll(() => logo.getAttribute('alt')).toBe(banner.displayName)
      await expect.poll(() => page.locator('aisle-banner-brand [part="name"]').first().textContent()).toBe(banner.displayName)
      const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--aisle-color-brand').trim())
      expect(brand.toLowerCase()).toBe(banner.color.toLowerCase())
    }
    expect(errors).toEqual([])
  })

  it("shows '99+' to a signed-in shopper with 100 items [CRT-023]", async () => {
    await signIn(context, { userType: 'C', cartQty: 100 })
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway'))
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 5000 }).toBe('99+')
    expect(errors).toEqual([])
  })

  it('changes the badge in the first tab when an item is added in a second tab [CRT-022]', async () => {
    await signIn(context, { userType: 'C', cartQty: 2 })
    const first = await openPage(context)
    await first.page.goto(bannerUrl('freshway'))
    await expect.poll(() => first.page.locator(badge).textContent(), { timeout: 5000 }).toBe('2')

    const second = await openPage(context)
    await second.page.goto(bannerUrl('freshway', '/products.html'))
    await expect.poll(() => second.page.locator(badge).textContent(), { timeout: 5000 }).toBe('2')
    await second.page.locator('aisle-add-to-cart button').first().click()
    await expect.poll(() => second.page.locator(badge).textContent(), { timeout: 5000 }).toBe('3')
    await expect.poll(() => first.page.locator(badge).textContent(), { timeout: 5000 }).toBe('3')
    expect([...first.errors, ...second.errors]).toEqual([])
  })

  it('shows an empty cart and no uncaught error when the cart call fails [CRT-018] [CRT-019] [ERR-019]', async () => {
    await signIn(context, { userType: 'C', cartQty: 5 })
    await simCall(context, 'POST', '/__sim/faults', [{ path: 'minicart', status: 503 }])
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway'))
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 8000 }).toBe('0')
    await expect.poll(() => page.locator('aisle-mini-cart [part="message"]').textContent()).toBe(CART_ERROR_MESSAGE)
    expect(errors).toEqual([])
  })

  it('keeps the mini cart working when localStorage throws on every call [STO-004] [STO-005]', async () => {
    await signIn(context, { userType: 'C', cartQty: 4 })
    await context.addInitScript(() => {
      const deny = () => {
        throw new DOMException('denied', 'SecurityError')
      }
      Storage.prototype.getItem = deny
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError')
      }
      Storage.prototype.removeItem = deny
    })
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway'))
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 5000 }).toBe('4')
    expect(errors).toEqual([])
  })
})
