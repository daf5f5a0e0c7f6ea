// Editing a pending order end to end: with the edit-mode order cookies set (the order alert names the order), the
// product page's Add goes to the order's lines on the server, and the mini cart counts the order.
import { describe, expect, it } from 'vitest'
import { COOKIES } from '../../core/rules/http'
import type { SimUserWrites } from '../../sim/routes/control'
import { bannerUrl, contextPerTest, openPage, signIn, simCall } from './browser'
import { renderedTags } from './pages'

const badge = 'aisle-mini-cart [part="badge"]'
const card = (id: string) => `aisle-product-card[product-id="${id}"]`
// Seed 1 (sim/data): a plain grocery item.
const EGGS = '970000001'

const serverOrder = async (context: Parameters<typeof simCall>[0]) =>
  ((await simCall(context, 'GET', '/__sim/users/C')) as SimUserWrites).orders[0]!

describe('editing a pending order end to end', () => {
  const context = contextPerTest()

  it("the product card's Add lands on the order's lines with quantity, not in the cart, and the badge counts the order [API-034] [CRT-028] [CRT-012]", async () => {
    await signIn(context(), { user: 'C', cartQty: 0 })
    const order = await serverOrder(context())
    const slot = 'slot-C'
    const url = bannerUrl('freshway')
    await context().addCookies([
      { name: COOKIES.orderNumber, value: order.orderId, url },
      { name: COOKIES.orderStoreId, value: order.orderStoreId, url },
      { name: COOKIES.slot, value: slot, url },
    ])
    const before = order.items.reduce((n, l) => n + l.quantity, 0)
    expect(order.items.map((l) => l.itemId)).not.toContain(EGGS)
    const { page, errors } = await openPage(context())
    await page.goto(bannerUrl('freshway', '/product.html'))
    await renderedTags(page)
    await expect.poll(() => page.locator('aisle-order-alert [part~="root"]').getAttribute('data-state'), { timeout: 8000 }).toBe('editing')
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 8000 }).toBe(String(before))
    await expect.poll(() => page.locator(`${card(EGGS)} [part="root"]`).getAttribute('data-state'), { timeout: 8000 }).toBe('ready')
    await page.locator(`${card(EGGS)} [part="add"]`).click()
    await expect.poll(async () => (await serverOrder(context())).items, { timeout: 8000 }).toContainEqual({ itemId: EGGS, quantity: 1 })
    await expect.poll(() => page.locator(badge).textContent(), { timeout: 8000 }).toBe(String(before + 1))
    const log = (await simCall(context(), 'GET', '/__sim/requests')) as { method: string; path: string }[]
    expect(log.filter((r) => r.path.endsWith('/cart/v2/items'))).toEqual([])
    expect(errors).toEqual([])
  })
})
