// The cart store's change queue against the in-process simulator: coalescing, one cart for concurrent
// widgets, optimistic display and roll-back, the subscription error event, weighed lines.
import { describe, expect, it, vi } from 'vitest'
import { control } from '../../../sim/testing'
import { PATHS } from '../../rules/endpoints'
import { CART_ERROR_MESSAGE, PRODUCT_QTY_UPDATE_ERROR_EVENT } from '../../rules/errors'
import { snsItemFields } from '../../rules/products'
import { createSafeStorage } from '../../io/storage'
import { cartPage, comparable, simLines } from '../../../test/support/cart'
import { memoryStorage } from '../../../test/support/storage'

const isItemsPost = (r: Request) => r.method === 'POST' && new URL(r.url).pathname.endsWith(PATHS.cartItems)
const bodyOf = async (r: Request) => JSON.parse(await r.clone().text()) as { items: Record<string, unknown>[] }

type Page = Awaited<ReturnType<typeof cartPage>>
const product = (page: Page, where: (p: Page['sim']['state']['products'][number]) => boolean) =>
  page.sim.state.products.find((p) => p.status === 'active' && !p.soldByWeight && where(p))!

describe('cart change queue', () => {
  it('ten rapid adds end with a server quantity of ten and a badge of ten, in fewer calls [CRT-022] [CRT-027]', async () => {
    const page = await cartPage({ user: 'C' })
    const item = product(page, () => true).id
    const adds = Array.from({ length: 10 }, () => page.cart.addItem(item))
    expect(page.cart.$cartCount.get()).toBe(10)
    await Promise.all(adds)
    expect(page.cart.$cartCount.get()).toBe(10)
    expect(simLines(page.sim, page.cart.$cart.get()?.cartId)).toEqual([{ itemId: item, qty: 10, selectedWeight: null, sns: false }])
    const posts = page.sent.filter(isItemsPost)
    expect(posts.length).toBeLessThan(10)
    // Absolute quantities: the last call carries the whole ten.
    expect((await bodyOf(posts.at(-1)!)).items).toEqual([{ itemId: item, qty: 10 }])
  })

  it('two widgets adding at once end with both lines in one guest cart, and no second cart is made: guests use a guest cart [CRT-009] [SES-035]', async () => {
    const page = await cartPage()
    const [a, b] = page.sim.state.products.filter((p) => p.status === 'active' && !p.soldByWeight && !p.snsEligible)
    const cartsBefore = page.sim.state.carts.size
    await Promise.all([page.cart.addItem(a!.id), page.cart.addItem(b!.id, 2)])
    const cart = page.cart.$cart.get()!
    expect(page.sim.state.carts.size).toBe(cartsBefore + 1)
    expect(simLines(page.sim, cart.cartId)).toEqual(
      comparable([
        { itemId: a!.id, qty: 1 },
        { itemId: b!.id, qty: 2 },
      ]),
    )
    expect(comparable(cart.cartItems)).toEqual(simLines(page.sim, cart.cartId))
    expect(cart.cartQty).toBe(3)
  })

  it('a failed change rolls back what the shopper sees and shows the cart error text [ERR-019]', async () => {
    const page = await cartPage({ user: 'C' })
    const item = product(page, () => true).id
    await page.cart.addItem(item, 2)
    const before = page.cart.$cart.get()
    await control(page.sim, 'POST', '/faults', { path: PATHS.cartItems, method: 'POST', status: 500 })
    const failing = page.cart.addItem(item, 3)
    expect(page.cart.$cartCount.get()).toBe(5)
    await expect(failing).rejects.toThrow()
    expect(page.cart.$cartCount.get()).toBe(2)
    expect(comparable(page.cart.$cart.get()!.cartItems)).toEqual(comparable(before!.cartItems))
    expect(page.cart.$cartStatus.get()).toEqual({ status: 'error', message: CART_ERROR_MESSAGE })
    expect(page.cart.$cartStatus.get().message).toBe(
      'Apologies, our site is currently experiencing technical difficulties, please try again later.',
    )
  })

  it('a change queued behind a failed one still applies over what the server holds [ERR-019]', async () => {
    // The first POST is held until the second change is queued, so the two go in separate calls.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let first = true
    const page = await cartPage({
      user: 'C',
      wrap: (next) => async (request) => {
        if (isItemsPost(request) && first) {
          first = false
          await held
        }
        return next(request)
      },
    })
    const [a, b] = page.sim.state.products.filter((p) => p.status === 'active' && !p.soldByWeight)
    await control(page.sim, 'POST', '/faults', { path: PATHS.cartItems, method: 'POST', status: 503, times: 1 })
    const failing = page.cart.addItem(a!.id)
    await vi.waitFor(() => expect(page.sent.filter(isItemsPost)).toHaveLength(1))
    const queued = page.cart.addItem(b!.id)
    expect(page.cart.$cartCount.get()).toBe(2)
    release()
    await expect(failing).rejects.toThrow()
    await queued
    expect(simLines(page.sim, page.cart.$cart.get()?.cartId)).toEqual(comparable([{ itemId: b!.id, qty: 1 }]))
    expect(comparable(page.cart.$cart.get()!.cartItems)).toEqual(comparable([{ itemId: b!.id, qty: 1 }]))
    expect(page.cart.$cartStatus.get().status).toBe('ready')
  })

  it('a failed quantity update on a subscribed line fires productQtyUpdateError [ERR-020] [SNS-007]', async () => {
    const events: { name: string; detail: unknown }[] = []
    const page = await cartPage({ user: 'C', dispatch: (name, detail) => events.push({ name, detail }) })
    const sns = product(page, (p) => !!p.snsEligible).id
    const fields = snsItemFields({ isFirstTimeSnsSub: true })
    await page.cart.addItem(sns, 2, { sns: fields })
    expect((await bodyOf(page.sent.filter(isItemsPost).at(-1)!)).items).toEqual([{ itemId: sns, qty: 2, ...fields }])
    expect(events).toEqual([])
    await control(page.sim, 'POST', '/faults', { path: PATHS.cartItems, method: 'POST', status: 500 })
    await expect(page.cart.addItem(sns, 2, { sns: fields })).rejects.toThrow()
    expect(events).toEqual([{ name: PRODUCT_QTY_UPDATE_ERROR_EVENT, detail: { itemIds: [sns] } }])
    expect(events[0]?.name).toBe('productQtyUpdateError')
    expect(page.cart.$cart.get()!.cartItems).toEqual([
      expect.objectContaining({ itemId: sns, qty: 2, isSnsSub: true, cartCategory: '1P_SNS' }),
    ])
  })

  it('a failed change on an ordinary line fires no subscription event [ERR-020]', async () => {
    const events: string[] = []
    const page = await cartPage({ user: 'C', dispatch: (name) => events.push(name) })
    await control(page.sim, 'POST', '/faults', { path: PATHS.cartItems, method: 'POST', status: 500 })
    await expect(page.cart.addItem(product(page, () => true).id)).rejects.toThrow()
    expect(events).toEqual([])
  })

  it('a sold-by-weight line is sent as selectedWeight with two decimals [CRT-026]', async () => {
    const page = await cartPage({ user: 'C' })
    const weighed = page.sim.state.products.find((p) => p.status === 'active' && p.soldByWeight)!
    await page.cart.setWeight(weighed.id, 1.5)
    expect((await bodyOf(page.sent.filter(isItemsPost).at(-1)!)).items).toEqual([{ itemId: weighed.id, selectedWeight: '1.50' }])
    expect(simLines(page.sim, page.cart.$cart.get()?.cartId)).toEqual([{ itemId: weighed.id, qty: 1, selectedWeight: '1.50', sns: false }])
    expect(page.cart.$cart.get()!.cartItems).toEqual([expect.objectContaining({ itemId: weighed.id, selectedWeight: '1.50' })])
  })

  it('changes start from the server cart when the local copy is not valid [CRT-015]', async () => {
    const page = await cartPage({ user: 'C' })
    const item = product(page, () => true).id
    await control(page.sim, 'POST', '/session', { user: 'C', cartItems: [{ itemId: item, qty: 4 }] })
    const other = await cartPage({ user: 'C', sim: page.sim })
    await other.cart.addItem(item)
    expect(simLines(page.sim, other.cart.$cart.get()?.cartId)).toEqual([{ itemId: item, qty: 5, selectedWeight: null, sns: false }])
    expect(other.cart.$cartCount.get()).toBe(5)
  })

  it('keeps the existing addItem contract: resolves once the server took the change [CRT-022]', async () => {
    const page = await cartPage({ user: 'C' })
    await page.cart.addItem(product(page, () => true).id, 2)
    expect(page.cart.busy()).toBe(false)
    expect(page.cart.$cartCount.get()).toBe(2)
    expect(page.cart.$cartStatus.get().status).toBe('ready')
  })

  it("on a page that refreshes the cart, a second load while that read is in flight waits for it: one read, and the widget sees the server's cart, not the local copy [CRT-020] [CRT-015]", async () => {
    const page = await cartPage({ user: 'C' })
    const item = product(page, () => true).id
    await control(page.sim, 'POST', '/session', { user: 'C', cartItems: [{ itemId: item, qty: 3 }] })
    const other = await cartPage({ user: 'C', sim: page.sim })
    const storage = createSafeStorage(() => memoryStorage(), { warn() {} })
    await other.session.start()
    const first = other.newCart(undefined, { storage })
    await first.load()
    // The cart changes on the server (another tab, the retailer's own pages) after this view kept its local copy.
    const line = page.sim.state.carts.get(first.$cart.get()!.cartId!)!.lines.find((l) => l.itemId === item)!
    line.qty = 5
    const isRead = (r: Request) => r.method === 'GET' && new URL(r.url).pathname.endsWith(PATHS.miniCart)
    const next = other.newCart(undefined, { storage, refreshPage: true })
    expect(next.$cartCount.get()).toBe(3)
    const before = other.sent.filter(isRead).length
    const early = next.load()
    await next.load()
    expect(next.$cartCount.get()).toBe(5)
    await early
    expect(other.sent.filter(isRead).length - before).toBe(1)
  })
})
