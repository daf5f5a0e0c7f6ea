import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  CART_REFRESH_INTERVAL_MINUTES,
  CHANNELS,
  channelFromPreference,
  emptyCart,
  GUEST_CART_MAX_AGE_MINUTES,
  isLocalCartValid,
  LOCAL_CART_MAX_AGE_MINUTES,
  type LocalCart,
  MINUTE_MS,
  shouldRefreshCart,
} from './cart'

const SEED = seedText('001')
const NOW = Date.UTC(2025, 5, 10, 12)
const cart = (over: Partial<LocalCart> = {}): LocalCart => ({ ...emptyCart('delivery', '1234'), updatedTime: NOW - MINUTE_MS, ...over })

describe('cart channel and local copy', () => {
  it("uses the cart channels 'pickup', 'delivery' and 'instore', pickup from 'dug' and in-store from 'j4u' [CRT-001]", () => {
    expect(CHANNELS).toEqual(['pickup', 'delivery', 'instore'])
    expect(SEED).toContain('channel (pickup, delivery, instore)')
    expect(channelFromPreference('dug')).toBe('pickup')
    expect(channelFromPreference('j4u')).toBe('instore')
    expect(channelFromPreference('delivery')).toBe('delivery')
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(CHANNELS).toContain(channelFromPreference(s))
      }),
    )
  })

  it('holds branchId, cartItems, cartPrice, cartQty, orderNumber, erumsStore, isWYSIWYGEnabled, channel, guestCartId, isMTOOrder, mtoMaxPrepTime, updatedTime and multiCartSummary [CRT-002]', () => {
    const c: LocalCart = { ...emptyCart('pickup', '1234'), branchId: '1234', orderNumber: '9001', guestCartId: 'g-1' }
    for (const field of [
      'branchId',
      'cartItems',
      'cartPrice',
      'cartQty',
      'orderNumber',
      'erumsStore',
      'isWYSIWYGEnabled',
      'channel',
      'guestCartId',
      'isMTOOrder',
      'mtoMaxPrepTime',
      'updatedTime',
      'multiCartSummary',
    ]) {
      expect(c, field).toHaveProperty(field)
    }
  })

  it('holds finalTransactionTotal, totalAvailableCarts, totalAvailableItems and totalAvailableQuantity in multiCartSummary [CRT-003]', () => {
    expect(emptyCart('delivery').multiCartSummary).toEqual({
      finalTransactionTotal: 0,
      totalAvailableCarts: 0,
      totalAvailableItems: 0,
      totalAvailableQuantity: 0,
    })
  })
})

describe('local cart validity', () => {
  it('is valid only while store and channel match [CRT-011]', () => {
    expect(isLocalCartValid(cart(), { storeId: '1234', channel: 'delivery' }, NOW)).toBe(true)
    expect(isLocalCartValid(cart(), { storeId: '9999', channel: 'delivery' }, NOW)).toBe(false)
    expect(isLocalCartValid(cart(), { storeId: '1234', channel: 'pickup' }, NOW)).toBe(false)
  })

  it('is valid for a pending order only while order store and order number match [CRT-012]', () => {
    const c = cart({ orderStoreId: '1234', orderNumber: '9001', channel: 'pickup', storeId: 'other' })
    expect(
      isLocalCartValid(c, { storeId: '1234', channel: 'delivery', pendingOrder: { orderStoreId: '1234', orderNumber: '9001' } }, NOW),
    ).toBe(true)
    expect(
      isLocalCartValid(c, { storeId: '1234', channel: 'delivery', pendingOrder: { orderStoreId: '1234', orderNumber: '9002' } }, NOW),
    ).toBe(false)
    expect(
      isLocalCartValid(c, { storeId: '1234', channel: 'delivery', pendingOrder: { orderStoreId: '5678', orderNumber: '9001' } }, NOW),
    ).toBe(false)
  })

  it("an order's copy is not the cart once no order is edited, even at the order's store and channel [CRT-012]", () => {
    const c = cart({ orderStoreId: '1234', orderNumber: '9001', storeId: '1234', channel: 'delivery' })
    expect(isLocalCartValid(c, { storeId: '1234', channel: 'delivery' }, NOW)).toBe(false)
  })

  it('is valid only under 15 minutes old [CRT-013] [CST-037]', () => {
    expect(LOCAL_CART_MAX_AGE_MINUTES).toBe(15)
    expect(SEED).toContain('Local cart validity | 15 min (guest 14400 min)')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * MINUTE_MS }), (age) => {
        expect(isLocalCartValid(cart({ updatedTime: NOW - age }), { storeId: '1234', channel: 'delivery' }, NOW)).toBe(age < 15 * MINUTE_MS)
      }),
    )
  })

  it('is valid for a guest cart only under 14400 minutes old [CRT-014] [CST-037]', () => {
    expect(GUEST_CART_MAX_AGE_MINUTES).toBe(14400)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 * MINUTE_MS }), (age) => {
        expect(isLocalCartValid(cart({ guest: true, updatedTime: NOW - age }), { storeId: '1234', channel: 'delivery' }, NOW)).toBe(
          age < 14400 * MINUTE_MS,
        )
      }),
    )
  })
})

describe('cart refresh', () => {
  it('refreshes every 15 minutes while authorised, with an active token and not offers-only [CRT-016] [CST-036]', () => {
    expect(CART_REFRESH_INTERVAL_MINUTES).toBe(15)
    expect(SEED).toContain('Cart refresh interval | 15 minutes')
    expect(shouldRefreshCart({ authorised: true, tokenActive: true, offersOnly: false })).toBe(true)
  })

  it('stops when any refresh condition fails [CRT-017]', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (authorised, tokenActive, offersOnly) => {
        expect(shouldRefreshCart({ authorised, tokenActive, offersOnly })).toBe(authorised && tokenActive && !offersOnly)
      }),
    )
  })
})
