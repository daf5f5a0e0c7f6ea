// The customised item's comments end to end: typed on the product page, sent with the options to the simulator
// behind real HTTP (PRD-054), and kept on the server's line.
import type { BrowserContext, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { bannerUrl, contextPerTest, openPage, signIn, simCall } from './browser'
import { renderedTags } from './pages'

// Seed 1 (sim/data): a customisable made-to-order sandwich or cake (the product card's Customizable story).
const CUSTOMIZABLE = '970000022'
const card = `aisle-product-card[product-id="${CUSTOMIZABLE}"]`

interface Logged {
  method: string
  path: string
  body: { items?: Record<string, unknown>[] } | null
}

async function itemPosts(context: BrowserContext): Promise<Logged[]> {
  const log = (await simCall(context, 'GET', '/__sim/requests')) as Logged[]
  return log.filter((r) => r.method === 'POST' && r.path.endsWith('/cart/v2/items'))
}

/** Picks the first option of every required group, as a shopper does. */
async function chooseRequired(page: Page) {
  const required = page.locator(`${card} [part="options"]`, { hasText: '(required)' })
  for (let n = 0; n < (await required.count()); n++) await required.nth(n).locator('input').first().click()
}

describe('customisation comments end to end', () => {
  const current = contextPerTest()

  it('sends the special instructions the shopper types as the line’s comments, with the options [PRD-054] [PRD-055]', async () => {
    const context = current()
    await signIn(context, { userType: 'C', cartQty: 0 })
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', `/shop/product-details/${CUSTOMIZABLE}`))
    await renderedTags(page)
    const field = page.locator(`${card} [part="comments"] textarea`)
    await expect.poll(() => field.count(), { timeout: 8000 }).toBe(1)
    await chooseRequired(page)
    await field.fill('No onions, cut in half')
    await page.locator(`${card} [part="add"]`).click()
    await expect.poll(() => page.locator(`${card} [part="status"]`).textContent(), { timeout: 8000 }).toBe('Added to cart')
    const item = (await itemPosts(context)).at(-1)?.body?.items?.[0]
    expect(item?.comments).toBe('No onions, cut in half')
    expect((item?.modifierOptionUPCs as unknown[] | undefined)?.length).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })
})
