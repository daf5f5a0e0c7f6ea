import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emptyCart, GUEST_CART_MAX_AGE_MINUTES, isLocalCartValid, LOCAL_CART_MAX_AGE_MINUTES, type LocalCart } from './cart/cart'
import { COUPON_CACHE_MAX_AGE_MINUTES } from './coupons/cache'
import { toOffer } from './coupons/offer-normalise'
import { isFresh, keyOffersById, STORED_LIFETIMES } from './persisted'
import { SUBSCRIPTION_CACHE_MINUTES } from './products/subscription'
import { REDIRECT_COOKIE_SECONDS } from './session'

const MIN = 60_000
const NOW = Date.UTC(2025, 5, 1, 12)

/** Ages in ms around a lifetime: well inside, at the edges, and past it. */
const ageAround = (minutes: number) =>
  fc.oneof(fc.integer({ min: 0, max: minutes * MIN * 2 }), fc.constantFrom(0, minutes * MIN - 1, minutes * MIN, minutes * MIN + 1))

describe('cache validity', () => {
  it('is fresh exactly while younger than its lifetime, and never without a saved time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 0, max: 40_000 * MIN }), (max, age) => {
        expect(isFresh(NOW - age, max, NOW)).toBe(age < max * MIN)
      }),
    )
    for (const t of [undefined, null, 0, -5, Number.NaN, '1700000000000', NOW + 1]) expect(isFresh(t, 120, NOW)).toBe(false)
  })

  it('keeps abJ4uCoupons, p13nCoupons and the local coupon store for 120 minutes [STO-018]', () => {
    expect(COUPON_CACHE_MAX_AGE_MINUTES).toBe(120)
    for (const kind of ['abJ4uCoupons', 'p13nCoupons', 'localCoupons'] as const) {
      const { maxAgeMinutes, timeField } = STORED_LIFETIMES[kind]
      expect(maxAgeMinutes).toBe(120)
      expect(timeField).toBe('updatedTime')
    }
    fc.assert(fc.property(ageAround(120), (age) => isFresh(NOW - age, COUPON_CACHE_MAX_AGE_MINUTES, NOW) === age < 120 * MIN))
  })

  it('keeps a local cart 15 minutes and a guest cart 14400 minutes [STO-019]', () => {
    expect(LOCAL_CART_MAX_AGE_MINUTES).toBe(15)
    expect(GUEST_CART_MAX_AGE_MINUTES).toBe(14400)
    const cart = (guest: boolean, age: number): LocalCart => ({ ...emptyCart('delivery', '1120', guest), updatedTime: NOW - age })
    const here = { storeId: '1120', channel: 'delivery' as const }
    fc.assert(fc.property(ageAround(15), (age) => isLocalCartValid(cart(false, age), here, NOW) === age < 15 * MIN))
    fc.assert(fc.property(ageAround(14400), (age) => isLocalCartValid(cart(true, age), here, NOW) === age < 14400 * MIN))
  })

  it('keeps stored subscriptions 15 minutes after their saved-time [STO-020]', () => {
    expect(SUBSCRIPTION_CACHE_MINUTES).toBe(15)
    expect(STORED_LIFETIMES.subscriptions).toEqual({ maxAgeMinutes: 15, timeField: 'savedTime' })
    fc.assert(fc.property(ageAround(15), (age) => isFresh(NOW - age, SUBSCRIPTION_CACHE_MINUTES, NOW) === age < 15 * MIN))
  })

  it('keeps the redirect-back cookie 600 seconds [STO-021]', () => {
    expect(REDIRECT_COOKIE_SECONDS).toBe(600)
  })
})

describe('offers keyed by offerId', () => {
  it('indexes offers by their offerId (or couponID), leaving out offers without one [STO-010]', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[0-9]{1,8}$/), { maxLength: 20 }), (ids) => {
        const offers = ids.map((offerId) => toOffer({ offerId, offerPgm: 'PD', status: 'U' }))
        const byId = keyOffersById(offers)
        expect(Object.keys(byId).sort()).toEqual([...ids].sort())
        for (const [i, id] of ids.entries()) expect(byId[id]).toBe(offers[i])
      }),
    )
    const coupon = toOffer({ couponID: 77, offerPgm: 'MF' })
    expect(keyOffersById([coupon, toOffer({ name: 'no id' })])).toEqual({ '77': coupon })
  })
})
