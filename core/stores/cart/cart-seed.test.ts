// The cart store seeded with a prerendered page's read (aisle/prerender for a signed-in shopper): the page's first load
// reads nothing more, even on a page that refreshes the cart (CRT-020); a newer local copy wins.
import { describe, expect, it } from 'vitest'
import { channelFromPreference } from '../../rules/cart/cart'
import { CART_PATHS } from '../../rules/cart/endpoints'
import { cartPage, SIM_NOW } from '../../../test/support/cart'
import { control } from '../../../sim/testing'
import { PATHS } from '../../rules/endpoints'
import { CART_ERROR_MESSAGE } from '../../rules/errors'

const cartReads = (sent: Request[]) => sent.filter((r) => new URL(r.url).pathname.endsWith(CART_PATHS.miniCart))

describe('cart store seeded by a prerendered page', () => {
  it('takes the read it was rendered from: the first load on a cart-refresh page reads the cart no second time [CRT-020] [CRT-022]', async () => {
    const page = await cartPage({ user: 'C' })
    await page.session.start()
    const shopper = page.session.$session.get().shopper!
    const cart = page.newCart(undefined, { refreshPage: true })
    const reply = { cartId: 'cart-seeded', cartQty: 3, cartPrice: 9, items: [{ itemId: '970000001', qty: 3 }] }
    cart.seed(reply, { storeId: shopper.storeId, channel: channelFromPreference(shopper.preference), guest: false }, SIM_NOW - 1000)
    expect(cart.$cartCount.get()).toBe(3)
    expect(cart.$cartStatus.get().status).toBe('ready')
    await cart.load()
    expect(cartReads(page.sent)).toEqual([])
    expect(cart.$cart.get()).toMatchObject({ cartId: 'cart-seeded', cartQty: 3, updatedTime: SIM_NOW - 1000 })
    expect(cart.$cartIds.get()).toMatchObject({ abs: 'cart-seeded' })
  })

  it('keeps a local copy newer than the read (another tab changed the cart meanwhile), and reads when the read was for another store [CRT-011]', async () => {
    const page = await cartPage({ user: 'C' })
    await page.session.start()
    const shopper = page.session.$session.get().shopper!
    const ctx = { storeId: shopper.storeId, channel: channelFromPreference(shopper.preference), guest: false }
    page.cart.seed({ cartQty: 5, cartPrice: 0 }, ctx, SIM_NOW)
    page.cart.seed({ cartQty: 1, cartPrice: 0 }, ctx, SIM_NOW - 1000)
    expect(page.cart.$cartCount.get()).toBe(5)
    const other = page.newCart()
    other.seed({ cartQty: 7, cartPrice: 0 }, { ...ctx, storeId: 'another-store' }, SIM_NOW)
    await other.load()
    expect(cartReads(page.sent)).toHaveLength(1)
  })

  it("keeps a failed change's error text when the mini cart's first load comes after it (a seeded page lets the shopper press first) [ERR-019]", async () => {
    const page = await cartPage({ user: 'C' })
    await page.session.start()
    const shopper = page.session.$session.get().shopper!
    const ctx = { storeId: shopper.storeId, channel: channelFromPreference(shopper.preference), guest: false }
    const cart = page.newCart(undefined, { refreshPage: true })
    cart.seed({ cartId: 'cart-seeded', cartQty: 2, cartPrice: 0, items: [{ itemId: '970000051', qty: 2 }] }, ctx, SIM_NOW - 1000)
    await control(page.sim, 'POST', '/faults', { path: PATHS.cartItems, method: 'POST', status: 500 })
    await expect(cart.addItem('970000001')).rejects.toThrow()
    expect(cart.$cartStatus.get()).toEqual({ status: 'error', message: CART_ERROR_MESSAGE })
    await cart.load()
    expect(cart.$cartStatus.get()).toEqual({ status: 'error', message: CART_ERROR_MESSAGE })
    expect(cart.$cartCount.get()).toBe(2)
  })
})
