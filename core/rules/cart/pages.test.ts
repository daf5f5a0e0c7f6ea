import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { CART_REFRESH_PATHS, INSTANT_CART_VIEW, isInstantCartView, shouldRefreshCartOnPage } from './pages'

const SEED = seedText('001')

describe('page-driven cart behaviour', () => {
  it("refreshes the cart on pages whose path includes 'erums/store/prebook', 'erums/cart/dnf' or '/product' [CRT-020]", () => {
    expect(CART_REFRESH_PATHS).toEqual(['erums/store/prebook', 'erums/cart/dnf', '/product'])
    expect(SEED).toContain(`paths include ${CART_REFRESH_PATHS.slice(0, 2).join(', ')} or ${CART_REFRESH_PATHS[2]}.`)
    expect(shouldRefreshCartOnPage('/shop/erums/store/prebook/1234')).toBe(true)
    expect(shouldRefreshCartOnPage('/erums/cart/dnf')).toBe(true)
    expect(shouldRefreshCartOnPage('/shop/product/970000001.html')).toBe(true)
    expect(shouldRefreshCartOnPage('/coupons-deals.html')).toBe(false)
    expect(shouldRefreshCartOnPage('/products')).toBe(true)
    expect(shouldRefreshCartOnPage('/erums/store/pre-book')).toBe(false)
  })

  it("updates the add-all button when the cart page view parameter is 'instantCart' [CRT-021]", () => {
    expect(INSTANT_CART_VIEW).toBe('instantCart')
    expect(SEED).toContain(`view parameter with value ${INSTANT_CART_VIEW}`)
    expect(isInstantCartView('?view=instantCart')).toBe(true)
    expect(isInstantCartView(new URLSearchParams({ view: 'instantCart', storeId: '1' }))).toBe(true)
    expect(isInstantCartView('?view=instantcart')).toBe(false)
    expect(isInstantCartView('')).toBe(false)
  })
})
