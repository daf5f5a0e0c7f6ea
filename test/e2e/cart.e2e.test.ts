// The product page end to end: product cards and the mini cart over the one cart queue of the page, against
// the simulator behind real HTTP. The server's cart is read back with the shopper's own token.
import type { BrowserContext, Page } from 'playwright'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ENVIRONMENT_CONFIG } from '../../core/rules/env'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'
import { renderedTags } from './pages'

const badge = 'aisle-mini-cart [part="badge"]'
const card = (id: string) => `aisle-product-card[product-id="${id}"]`
// Seed 1 (sim/data): a plain grocery item, another one, and an item sold by weight.
const EGGS = '970000001'
const PROMO = '970000051'
const WEIGHED = '970000026'
const PICKUP_ONLY = '970000040'

interface Logged {
  method: string
  path: string
  query: Record<string, string>
  body: { items?: Record<string, unknown>[] } | null
}

/** The server's cart (GET mini-cart), as the shopper's token or guest cart id sees it, read from the page's origin. */
async function serverCart(page: Page, auth: { token?: string; cartId?: string }) {
  return page.evaluate(
    async ([key, token, cartId]) => {
      const query = cartId ? `&id=${cartId}` : ''
      const r = await fetch(`/abs/qa1/api/cart/minicart?rand=1${query}`, {
        headers: { 'Ocp-Apim-Subscription-Key': key as string, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      })
      return (await r.json()) as { cartId: string | null; cartQty: number; items: { itemId: string; qty: number }[] }
    },
    [ENVIRONMENT_CONFIG.qa1.subscriptionKey, auth.token, auth.cartId] as const,
  )
}

async function itemPosts(context: BrowserContext): Promise<Logged[]> {
  const log = (await simCall(context, 'GET', '/__sim/requests')) as Logged[]
  return log.filter((r) => r.method === 'POST' && r.path.endsWith('/cart/v2/items'))
}

async function openProductPage(context: BrowserContext) {
  const opened = await openPage(context)
  await opened.page.goto(bannerUrl('freshway', '/product.html'))
  // The page is prerendered (the demo server's default): its cards show before their scripts run, and a press
  // before that does nothing, as on any server-rendered button. Wait for the tags to run, then for the card's data.
  await renderedTags(opened.page)
  await expect.poll(() => opened.page.locator(`${card(EGGS)} [part="root"]`).getAttribute('data-state'), { timeout: 8000 }).toBe('ready')
  return opened
}

describe('product page cart end to end', () => {
  let context: BrowserContext
  beforeEach(async () => {
    context = await (await launch()).newContext()
    await resetSim(context)
  })
  afterEach(async () => {
    await context.close()
  })
  afterAll(closeBrowser)

  it('ten rapid Add clicks end with a server quantity of ten and a badge of ten [CRT-022] [CRT-027]', async () => {
    const session = (await signIn(context, { userType: 'C', cartQty: 0 })) as { token: string }
    const { page, errors } = await openProductPage(context)
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 5000 }).toBe('0')
    const add = page.locator(`${card(EGGS)} [part="add"]`)
    for (let n = 0; n < 10; n++) await add.click({ noWaitAfter: true })
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 8000 }).toBe('10')
    await expect
      .poll(async () => (await serverCart(page, { token: session.token })).items, { timeout: 8000 })
      .toEqual([{ itemId: EGGS, qty: 10 }])
    expect(await page.locator(badge).textContent()).toBe('10')
    expect((await itemPosts(context)).length).toBeLessThanOrEqual(10)
    expect(errors).toEqual([])
  })

  it('two cards adding at once end with both lines in one guest cart, and only one cart is made [CRT-009]', async () => {
    const { page, errors } = await openProductPage(context)
    await expect.poll(() => page.locator(`${card(PROMO)} [part="add"]`).count(), { timeout: 5000 }).toBe(1)
    // Both clicks in the same task: the two widgets really act at once.
    await page.evaluate(
      ([a, b]) => {
        for (const id of [a, b])
          (
            document.querySelector(`aisle-product-card[product-id="${id}"]`)?.shadowRoot?.querySelector('[part="add"]') as HTMLElement
          ).click()
      },
      [EGGS, PROMO] as const,
    )
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 8000 }).toBe('2')
    await expect.poll(async () => (await itemPosts(context)).length, { timeout: 5000 }).toBeGreaterThan(0)
    const posts = await itemPosts(context)
    const cartIds = new Set(posts.map((p) => p.query.cartId).filter(Boolean))
    expect(posts.filter((p) => !p.query.cartId).length).toBeLessThanOrEqual(1)
    expect(cartIds.size).toBeLessThanOrEqual(1)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('aisle:cartIds') ?? '{}') as Record<string, string>)
    const server = await serverCart(page, { cartId: stored.abs })
    expect(server.items.map((i) => i.itemId).sort()).toEqual([EGGS, PROMO].sort())
    expect(server.cartQty).toBe(2)
    expect(errors).toEqual([])
  })

  it('a failing cart call shows the cart error text and the previous cart [ERR-019]', async () => {
    await signIn(context, { userType: 'C', cartItems: [{ itemId: PROMO, qty: 2 }] })
    await simCall(context, 'POST', '/__sim/faults', [{ path: '/cart/v2/items', method: 'POST', status: 500 }])
    const { page, errors } = await openProductPage(context)
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 5000 }).toBe('2')
    await page.locator(`${card(EGGS)} [part="add"]`).click()
    await expect.poll(() => page.locator(`${card(EGGS)} [part="status"]`).textContent(), { timeout: 8000 }).toBe(CART_ERROR_MESSAGE)
    await expect.poll(() => page.locator(badge).textContent()).toBe('2')
    await expect.poll(() => page.locator('aisle-mini-cart [part="message"]').textContent()).toBe(CART_ERROR_MESSAGE)
    expect(errors).toEqual([])
  })

  it('a sold-by-weight item is added with selectedWeight in two decimals [CRT-026]', async () => {
    await signIn(context, { userType: 'C', cartQty: 0 })
    const { page, errors } = await openProductPage(context)
    const weighed = page.locator(card(WEIGHED))
    await expect.poll(() => weighed.locator('[part="amount"]').inputValue(), { timeout: 5000 }).toMatch(/^\d+\.\d\d$/)
    const min = Number(await weighed.locator('[part="amount"]').inputValue())
    await weighed.locator('[part="stepper"] button').nth(1).click()
    const expected = (min * 2).toFixed(2)
    await expect.poll(() => weighed.locator('[part="amount"]').inputValue()).toBe(expected)
    await weighed.locator('[part="add"]').click()
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 8000 }).toBe('1')
    expect((await itemPosts(context)).at(-1)?.body?.items).toEqual([{ itemId: WEIGHED, selectedWeight: expected }])
    expect(errors).toEqual([])
  })

  it('the channel switch makes the cards follow delivery, pickup and in store [CRT-001] [PRD-016] [PRD-024] [PRD-025] [PRD-027]', async () => {
    const { page, errors } = await openProductPage(context)
    // Seed 1's 970000040 is sold for pickup only.
    const pickupOnly = page.locator(card(PICKUP_ONLY))
    await page.locator('input[name="channel"][value="delivery"]').check()
    await expect
      .poll(() => pickupOnly.locator('[part="availability"] .long').textContent(), { timeout: 5000 })
      .toBe('This item is not offered for delivery.')
    expect(await pickupOnly.locator('[part="add"]').count()).toBe(0)
    await page.locator('input[name="channel"][value="instore"]').check()
    await expect.poll(() => pickupOnly.locator('[part="availability"] .long').textContent()).toBe('This item is not offered for in-store.')
    await page.locator('input[name="channel"][value="pickup"]').check()
    await expect.poll(() => pickupOnly.locator('[part="add"]').count(), { timeout: 5000 }).toBe(1)
    expect(await pickupOnly.locator('[part="availability"] .label').textContent()).toBe('Pickup only')
    await page.reload()
    await expect.poll(() => page.locator('input[name="channel"][value="pickup"]').isChecked(), { timeout: 5000 }).toBe(true)
    await expect.poll(() => page.locator(card(PICKUP_ONLY)).getAttribute('channel')).toBe('pickup')
    expect(errors).toEqual([])
  })
})
