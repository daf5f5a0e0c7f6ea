// Code loaded on first need (core/stores/lazy.ts): one load shared by every caller, and a failed load — a lost
// download — forgotten, so the next need loads again; the stores' halves behave so through their tables.
import { describe, expect, it, vi } from 'vitest'
import { PATHS } from '../rules/endpoints'
import { CART_ERROR_MESSAGE } from '../rules/errors'
import { cartPage } from '../../test/support/cart'
import { couponHarness, simUser } from '../../test/support/coupons'
import { CART_HALVES } from './cart/lazy'
import { COUPON_HALVES } from './coupons/lazy'
import { lazyOnce } from './lazy'

const lost = (file: string) => new TypeError(`Failed to fetch dynamically imported module: ${file}`)

describe('lazyOnce', () => {
  it('loads once for every caller, and gives the module at once after', async () => {
    const load = vi.fn(async () => ({ ready: true }))
    const half = lazyOnce(load)
    expect(half.loaded()).toBeUndefined()
    const [a, b] = await Promise.all([half(), half()])
    expect(a).toBe(b)
    expect(await half()).toBe(a)
    expect(half.loaded()).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load, so the next need loads again', async () => {
    const load = vi.fn<() => Promise<{ ready: boolean }>>().mockRejectedValueOnce(lost('chunks/half.js')).mockResolvedValue({ ready: true })
    const half = lazyOnce(load)
    await expect(half()).rejects.toThrow('Failed to fetch')
    expect(half.loaded()).toBeUndefined()
    expect(await half()).toEqual({ ready: true })
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe("a store's half that could not be downloaded", () => {
  it('a cart change whose sending half fails to load is rolled back with the cart error text, and the next change sends [ERR-019] [CRT-022]', async () => {
    vi.spyOn(CART_HALVES, 'changes').mockRejectedValueOnce(lost('chunks/changes.js'))
    const page = await cartPage({ user: 'C' })
    const item = page.sim.state.products.find((p) => p.status === 'active' && !p.soldByWeight)!.id
    await expect(page.cart.addItem(item, 2)).rejects.toThrow('Failed to fetch')
    expect(page.cart.$cartCount.get()).toBe(0)
    expect(page.cart.$cartStatus.get()).toEqual({ status: 'error', message: CART_ERROR_MESSAGE })
    await page.cart.addItem(item, 3)
    expect(page.cart.$cartCount.get()).toBe(3)
    expect(page.sent.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith(PATHS.cartItems))).toHaveLength(1)
  })

  it("a clip whose steps fail to load clears the card's loading state, and the next press clips [CPN-067] [API-056]", async () => {
    vi.spyOn(COUPON_HALVES, 'clipRun').mockRejectedValueOnce(lost('chunks/clip-run.js'))
    const h = await couponHarness({ user: 'R' })
    await h.store.load()
    const offer = h.sim.state.offers.find((o) => o.kind === 'coupon-cc' && !simUser(h.sim, 'R').clipped.includes(o.offerId))!
    await expect(h.store.clip(offer.offerId, { trusted: true })).rejects.toThrow('Failed to fetch')
    expect(h.store.$busy.get()).toEqual({})
    expect(await h.store.clip(offer.offerId, { trusted: true })).toBe('clipped')
    expect(simUser(h.sim, 'R').clipped).toContain(offer.offerId)
  })
})
