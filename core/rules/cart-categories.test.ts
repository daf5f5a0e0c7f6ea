import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../test-support/seed'
import { B2B_CART_CATEGORY_LIST, CART_CATEGORIES, CART_SOURCE, DEFAULT_CART_CATEGORY_LIST, DEFAULT_CART_ID_KEY } from './cart'
import {
  B2B_SITE_TYPE,
  cartCategoryFor,
  cartCategoryListFor,
  cartIdFor,
  cartIdKey,
  localCartItem,
  marketplaceCarts,
  sellerCart,
  withCartId,
  withoutCartId,
} from './cart-categories'

const SEED = seedText('001')

describe('cart categories and cart ids', () => {
  it("has the categories '1P', '1P_WINE', '1P_B2B', '1P_SNS' and '3P_MARKETPLACE' [CRT-005]", () => {
    expect(CART_CATEGORIES).toEqual(['1P', '1P_WINE', '1P_B2B', '1P_SNS', '3P_MARKETPLACE'])
    expect(SEED).toContain(`Cart categories: ${CART_CATEGORIES.join(', ')} (keyed by seller id)`)
    // the default list keeps the seed's other spelling verbatim (gap C12)
    expect(DEFAULT_CART_CATEGORY_LIST).toBe('1P,3P_MARKETPLACE,1P_Wine')
  })

  it('keys 3P_MARKETPLACE carts by seller id [CRT-006]', () => {
    expect(cartIdKey('3P_MARKETPLACE', 'S1')).not.toBe(cartIdKey('3P_MARKETPLACE', 'S2'))
    fc.assert(fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
      expect(cartIdKey('3P_MARKETPLACE', a) === cartIdKey('3P_MARKETPLACE', b)).toBe(a === b)
    }))
    const lines = [
      { itemId: '1', cartCategory: '3P_MARKETPLACE' as const, sellerId: 'S1' },
      { itemId: '2', cartCategory: '1P' as const },
      { itemId: '3', cartCategory: '3P_MARKETPLACE' as const, sellerId: 'S2' },
      { itemId: '4', cartCategory: '3P_MARKETPLACE' as const, sellerId: 'S1' },
    ]
    expect(marketplaceCarts(lines)).toEqual({ S1: [lines[0], lines[3]], S2: [lines[2]] })
  })

  it('returns an empty object for a seller with no cart [ERR-022]', () => {
    expect(sellerCart({ S1: { cartId: 'c1' } }, 'S9')).toEqual({})
    expect(sellerCart({ S1: { cartId: 'c1' } }, 'S1')).toEqual({ cartId: 'c1' })
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

  it("uses the 1P_B2B cart list for siteType 'B' [CRT-010]", () => {
    expect(B2B_SITE_TYPE).toBe('B')
    expect(cartCategoryListFor('B')).toBe(B2B_CART_CATEGORY_LIST)
    expect(B2B_CART_CATEGORY_LIST).toContain('1P_B2B')
    for (const t of [undefined, null, '', 'b', 'C']) expect(cartCategoryListFor(t)).toBe(DEFAULT_CART_CATEGORY_LIST)
    expect(cartCategoryFor({ cartCategory: '1P' }, { siteType: 'B' })).toBe('1P_B2B')
    expect(cartCategoryFor({ cartCategory: '3P_MARKETPLACE' }, { siteType: 'B' })).toBe('3P_MARKETPLACE')
  })
})
