/**
 * Every demo page served again with the strict policy (`?csp=strict`:
 * script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none';
 * require-trusted-types-for 'script'). Every widget on it renders and works, and no
 * `securitypolicyviolation` event fires, in the page or in any shadow root.
 */
import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn } from './browser'
import { demoPages, renderedTags } from './pages'

/** Collects every violation from the first script on: the listener is installed before the page's own scripts run. */
const RECORD_VIOLATIONS = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__violations.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sample || ''));
  }, true);
`

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

describe('strict Content Security Policy with Trusted Types', () => {
  let context: BrowserContext
  const counted = { pages: 0, widgets: 0, interactions: 0 }
  beforeAll(async () => {
    context = await (await launch()).newContext()
    await context.addInitScript(RECORD_VIOLATIONS)
    await resetSim(context)
    await signIn(context, { user: 'R' })
  })
  afterAll(async () => {
    console.log(
      `strict CSP: ${counted.pages} pages, ${counted.widgets} widgets rendered, ${counted.interactions} interactions, 0 violations`,
    )
    await context.close()
    await closeBrowser()
  })

  it('the recorder sees a violation when one happens (a string assigned to innerHTML)', async () => {
    const { page } = await openPage(context)
    await page.goto(bannerUrl('freshway', '/products.html?csp=strict'))
    const threw = await page.evaluate(() => {
      try {
        document.body.innerHTML = '<i>x</i>'
        return false
      } catch {
        return true
      }
    })
    expect(threw).toBe(true)
    await expect.poll(() => violations(page)).toEqual([expect.stringContaining('require-trusted-types-for')])
    await page.close()
  })

  it.each(demoPages())('%s renders every widget with no policy violation', { timeout: 30_000 }, async (path) => {
    const { page, errors } = await openPage(context)
    const csp: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy|Trusted Type/i.test(m.text())) csp.push(m.text())
    })
    const response = await page.goto(
      `${path.startsWith('partner:') ? bannerUrl('partner', path.slice(8)) : bannerUrl('freshway', path)}?csp=strict`,
    )
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'")
    const tags = await renderedTags(page)
    expect(tags.length).toBeGreaterThan(0)
    counted.pages += 1
    counted.widgets += tags.length
    expect(await violations(page)).toEqual([])
    expect(csp).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('clips a coupon (closing the prompt it may open) and adds to cart under the strict policy', { timeout: 40_000 }, async () => {
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', '/coupons.html?csp=strict'))
    const first = page.locator('aisle-deals-grid article[data-state="clip"]').first()
    await first.waitFor({ timeout: 10_000 })
    const card = page.locator(`aisle-deals-grid article[data-offer-id="${await first.getAttribute('data-offer-id')}"]`)
    await card.locator('button', { hasText: /^Clip/ }).first().click()
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 10_000 }).not.toBe('clip')
    counted.interactions += 1
    // A clip may open the progressive-profile prompt: that is one more widget working under the policy; close it.
    const dialog = page.locator('aisle-coupon-modals dialog[open]')
    if (await dialog.count()) {
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
      counted.interactions += 1
    }

    await page.goto(bannerUrl('freshway', '/products.html?csp=strict'))
    const badge = page.locator('aisle-mini-cart [part="badge"]')
    // '…' while the cart is read: the count before the add is the first number it shows.
    await expect.poll(async () => /^\d+$/.test((await badge.textContent()) ?? ''), { timeout: 10_000 }).toBe(true)
    const before = Number(await badge.textContent())
    await page.locator('aisle-add-to-cart button').first().click()
    await expect.poll(async () => Number(await badge.textContent()), { timeout: 10_000 }).toBe(before + 1)
    counted.interactions += 1
    expect(await violations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})
