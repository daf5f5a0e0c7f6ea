import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { CART_CATEGORIES, CART_SOURCE, DEFAULT_CART_ID_KEY } from './cart'
import { cartIdFor, cartIdKey, localCartItem, withCartId, withoutCartId } from './categories'

const SEED = seedText('001')

describe('cart categories and cart ids', () => {
  it("has the categories '1P', '1P_WINE', '1P_B2B', '1P_SNS' and '3P_MARKETPLACE' [CRT-005]", () => {
    expect(CART_CATEGORIES).toEqual(['1P', '1P_WINE', '1P_B2B', '1P_SNS', '3P_MARKETPLACE'])
    expect(SEED).toContain(`Cart categories: ${CART_CATEGORIES.join(', ')} (keyed by seller id)`)
  })

  it('keys 3P_MARKETPLACE carts by seller id [CRT-006]', () => {
    expect(cartIdKey('3P_MARKETPLACE', 'S1')).not.toBe(cartIdKey('3P_MARKETPLACE', 'S2'))
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        expect(cartIdKey('3P_MARKETPLACE', a) === cartIdKey('3P_MARKETPLACE', b)).toBe(a === b)
      }),
    )
  })

  it('makes the abs cart the default [CRT-007]', () => {
    expect(cartIdKey(undefined)).toBe('abs')
    expect(cartIdKey('1P')).toBe('abs')
    expect(cartIdFor({ abs: 'c-abs', wineshop: 'c-wine' })).toBe('c-abs')
  })

  it("stores the cart id per cart type, with default key 'abs' [CRT-008]", () => {
    expect(DEFAULT_CART_ID_KEY).toBe('abs')
    expect(SEED).toContain('The cart id is stored per cart type; default key abs.')
    const keys = CART_CATEGORIES.map((c) => cartIdKey(c, 'S1'))
    expect(new Set(keys).size).toBe(CART_CATEGORIES.length)
    let ids = withCartId({}, cartIdKey('1P'), 'c-abs')
    ids = withCartId(ids, cartIdKey('1P_WINE'), 'c-wine')
    expect(ids).toEqual({ abs: 'c-abs', wineshop: 'c-wine' })
    expect(withoutCartId(ids)).toEqual({ wineshop: 'c-wine' })
    expect(cartIdFor(ids, cartIdKey('1P_WINE'))).toBe('c-wine')
  })

  it("stores cart lines with itemId, cartSource 'ABS' and cartCategory '1P' [CRT-009]", () => {
    expect(CART_SOURCE).toBe('ABS')
    expect(SEED).toContain('cartItems with itemId, cartSource (ABS), cartCategory (1P)')
    expect(localCartItem('970000001', 2)).toEqual({ itemId: '970000001', qty: 2, cartSource: 'ABS', cartCategory: '1P' })
  })
})
