import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../test-support/seed'
import { AB_DEFAULT_VALUE, AB_FLAG_TIMEOUT_MS, abFlagDecision, CART_REFRESH_PATHS, INSTANT_CART_VIEW, isInstantCartView, shouldRefreshCartOnPage } from './cart-pages'

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

describe('AB test flag', () => {
  const value = fc.option(fc.constantFrom('a', 'b', 'c', ''), { nil: undefined })

  it("removes the stored value and uses 'a' when the flag is disabled [CST-075]", () => {
    expect(AB_DEFAULT_VALUE).toBe('a')
    fc.assert(fc.property(value, value, value, fc.nat(), (stored, analytics, event, elapsedMs) => {
      expect(abFlagDecision({ enabled: false, stored, analytics, event, elapsedMs })).toEqual({ value: 'a', removeStored: true })
    }))
  })

  it('uses the stored, analytics or event value when the flag is enabled [CST-076]', () => {
    expect(abFlagDecision({ enabled: true, stored: 'b', analytics: 'c', event: 'a', elapsedMs: 0 })).toEqual({ value: 'b', removeStored: false })
    expect(abFlagDecision({ enabled: true, analytics: 'c', event: 'a', elapsedMs: 0 }).value).toBe('c')
    expect(abFlagDecision({ enabled: true, stored: '', event: 'b', elapsedMs: 0 }).value).toBe('b')
  })

  it("uses 'a' when no value is available within 5000 ms [CST-077] [CST-040]", () => {
    expect(AB_FLAG_TIMEOUT_MS).toBe(5000)
    expect(SEED).toContain(`falling back to 'a' after ${AB_FLAG_TIMEOUT_MS} ms`)
    fc.assert(fc.property(fc.integer({ min: 0, max: 20_000 }), (elapsedMs) => {
      expect(abFlagDecision({ enabled: true, elapsedMs }).value).toBe(elapsedMs >= 5000 ? 'a' : undefined)
    }))
  })
})
