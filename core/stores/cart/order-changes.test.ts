// The cart store while the shopper edits a pending order, against the in-process simulator: adds go to the order's
// lines (quantity, selectedWeight, DELETE at 0), the local copy is the order's and keyed to it, failures roll back.
import { describe, expect, it } from 'vitest'
import { control } from '../../../sim/testing'
import { seededOrderId, shoppingData } from '../../../sim/routes/cart/shopping-data'
import { PATHS } from '../../rules/endpoints'
import { CART_ERROR_MESSAGE } from '../../rules/errors'
import { cartPage } from '../../../test/support/cart'
import { createSafeStorage } from '../../io/storage'
import { memoryStorage } from '../../../test/support/storage'

type Page = Awaited<ReturnType<typeof cartPage>>

async function editing(options: { edit?: () => boolean } = {}) {
  const page = await cartPage({ user: 'C' })
  await page.session.start()
  const user = page.user!
  const ref = { orderStoreId: user.storeId, orderNumber: seededOrderId(user) }
  const storage = createSafeStorage(() => memoryStorage(), { warn() {} })
  const edit = options.edit ?? (() => true)
  const cart = page.newCart(undefined, { storage, editingOrder: () => (edit() ? ref : undefined) })
  const order = () => shoppingData(page.sim.state).pendingOrders.find((o) => o.orderId === ref.orderNumber)!
  return { page, cart, ref, order, storage }
}

const orderCalls = (page: Page) => page.sent.filter((r) => new URL(r.url).pathname.includes('/orderItems/'))
const itemsPosts = (page: Page) => page.sent.filter((r) => new URL(r.url).pathname.endsWith(PATHS.cartItems))
const plain = (page: Page, order: { items: { itemId: string }[] }) =>
  page.sim.state.products.find(
    (p) => p.status === 'active' && !p.soldByWeight && p.cartCategory === '1P' && !order.items.some((l) => l.itemId === p.id),
  )!

describe('cart while a pending order is edited', () => {
  it('an add goes to the order as POST orderItems with quantity, not to the cart [API-034] [CRT-028]', async () => {
    const { page, cart, order, ref } = await editing()
    const item = plain(page, order())
    await cart.add(item.id, { soldByWeight: false })
    await cart.add(item.id, { soldByWeight: false })
    expect(itemsPosts(page)).toHaveLength(0)
    const last = orderCalls(page).at(-1)!
    expect(new URL(last.url).pathname.endsWith(PATHS.pendingOrderItem(ref.orderStoreId, ref.orderNumber, item.id))).toBe(true)
    expect(JSON.parse(await last.clone().text())).toEqual({ quantity: 2 })
    expect(order().items).toContainEqual({ itemId: item.id, quantity: 2 })
  })

  it('the local copy is the order: its lines and its count, keyed to the order store and number [CRT-012]', async () => {
    const { cart, order, ref } = await editing()
    await cart.load()
    const copy = cart.$cart.get()!
    expect(copy).toMatchObject({ orderStoreId: ref.orderStoreId, orderNumber: ref.orderNumber })
    expect(copy.cartItems.map((l) => [l.itemId, l.qty])).toEqual(order().items.map((l) => [l.itemId, l.quantity]))
    expect(cart.$cartCount.get()).toBe(order().items.reduce((n, l) => n + l.quantity, 0))
  })

  it('a copy of the order is read again once the order is no longer edited, and the cart is the cart again [CRT-012]', async () => {
    let edit = true
    const { page, cart } = await editing({ edit: () => edit })
    await cart.load()
    const orderCount = cart.$cartCount.get()
    edit = false
    page.sent.length = 0
    await cart.load()
    expect(page.sent.map((r) => new URL(r.url).pathname.endsWith(PATHS.miniCart))).toEqual([true])
    expect(cart.$cart.get()!.orderNumber).toBeUndefined()
    expect(cart.$cartCount.get()).not.toBe(orderCount)
  })

  it('a change that takes a line to 0 removes it with DELETE orderItems [API-035]', async () => {
    const { page, cart, order, ref } = await editing()
    await cart.load()
    const line = order().items[0]!
    await cart.addItem(line.itemId, -line.quantity)
    const last = orderCalls(page).at(-1)!
    expect(last.method).toBe('DELETE')
    expect(new URL(last.url).pathname.endsWith(PATHS.pendingOrderItem(ref.orderStoreId, ref.orderNumber, line.itemId))).toBe(true)
    expect(order().items.map((l) => l.itemId)).not.toContain(line.itemId)
    expect(cart.$cart.get()!.cartItems.map((l) => l.itemId)).not.toContain(line.itemId)
  })

  it('a sold-by-weight add goes to the order as selectedWeight, weight on top of what the line holds [CRT-026] [CRT-028]', async () => {
    const { page, cart, order } = await editing()
    const weighed = page.sim.state.products.find((p) => p.status === 'active' && p.soldByWeight && p.cartCategory === '1P')!
    const step = weighed.minWeight ?? 1
    await cart.add(weighed.id, { soldByWeight: true, minWeight: weighed.minWeight }, { weight: step })
    await cart.add(weighed.id, { soldByWeight: true, minWeight: weighed.minWeight }, { weight: step })
    expect(JSON.parse(await orderCalls(page).at(-1)!.clone().text())).toEqual({ selectedWeight: (2 * step).toFixed(2) })
    expect(order().items).toContainEqual({ itemId: weighed.id, quantity: 1, selectedWeight: (2 * step).toFixed(2) })
  })

  it('a failed order call rolls back what the shopper sees and shows the cart error text; the order keeps its lines [ERR-019] [API-034]', async () => {
    const { page, cart, order } = await editing()
    await cart.load()
    const before = cart.$cartCount.get()
    const lines = structuredClone(order().items)
    await control(page.sim, 'POST', '/faults', { path: '/orderItems/', method: 'POST', status: 500 })
    const failing = cart.add(plain(page, order()).id, { soldByWeight: false })
    expect(cart.$cartCount.get()).toBe(before + 1)
    await expect(failing).rejects.toThrow()
    expect(cart.$cartCount.get()).toBe(before)
    expect(cart.$cartStatus.get()).toEqual({ status: 'error', message: CART_ERROR_MESSAGE })
    expect(order().items).toEqual(lines)
  })
})
