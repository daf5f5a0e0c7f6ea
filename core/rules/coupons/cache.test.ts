import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  COUPON_CACHE_MAX_AGE_MINUTES,
  type CouponCacheRequest,
  couponCacheVerdict,
  DEFAULT_EXTRA_COUPON_AMOUNT,
  isLocalCouponStoreValid,
  isUsableCouponList,
  isValidPersonalisedResponse,
  needsTopUp,
  resolveTopUp,
  showsStoredGalleryOnFailure,
  topUpSize,
} from './cache'
import { arbOffers, NOW, offer } from '../../../test/support/offer-fixtures'
import type { CouponCache } from './status'

const seed = () => seedText('001')
const MIN = 60_000

function cache(over: Partial<CouponCache> = {}): CouponCache {
  return {
    storeId: '1001',
    updatedTime: NOW - 30 * MIN,
    savedTime: NOW - 5 * MIN,
    objCoupons: { '1': offer({ id: '1' }) },
    arrClippedCoupons: [],
    instantAllocOffer: [],
    isHiddenEvents: false,
    authorize: true,
    carouselLimitItems: 12,
    ...over,
  }
}
const req = (over: Partial<CouponCacheRequest> = {}): CouponCacheRequest => ({ storeId: '1001', authorised: true, ...over })

describe('coupon cache validity', () => {
  it('uses a fresh cache for the same store, shopper state and limit', () => {
    expect(couponCacheVerdict(cache(), req({ limit: 12, couponsClipped: 0 }), NOW)).toEqual({ valid: true })
  })

  it('discards a cache 120 minutes old or older [CPN-080] [CST-030]', () => {
    expect(COUPON_CACHE_MAX_AGE_MINUTES).toBe(120)
    expect(seed()).toContain('| Coupon local cache lifetime | 120 minutes |')
    expect(couponCacheVerdict(cache({ updatedTime: NOW - 119 * MIN }), req(), NOW).valid).toBe(true)
    expect(couponCacheVerdict(cache({ updatedTime: NOW - 120 * MIN }), req(), NOW)).toEqual({ valid: false, reason: 'expired' })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * MIN }),
        (age) => couponCacheVerdict(cache({ updatedTime: NOW - age }), req(), NOW).valid === age < 120 * MIN,
      ),
    )
    expect(couponCacheVerdict(cache({ updatedTime: NOW + MIN }), req(), NOW).valid).toBe(false)
  })

  it('discards a cache saved for another store [CPN-081]', () => {
    expect(couponCacheVerdict(cache(), req({ storeId: '2002' }), NOW)).toEqual({ valid: false, reason: 'store-changed' })
  })

  it('discards the cache when couponsClipped is greater than 0 [CPN-082]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 50 }),
        (couponsClipped) => couponCacheVerdict(cache(), req({ couponsClipped }), NOW).valid === couponsClipped <= 0,
      ),
    )
  })

  it('discards the cache when the authorisation state changed since it was saved [CPN-083]', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        (saved, now) => couponCacheVerdict(cache({ authorize: saved }), req({ authorised: now }), NOW).valid === (saved === now),
      ),
    )
  })

  it('discards the cache when its carouselLimitItems is smaller than the requested limit (99999 covers any) [CPN-084]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99999 }),
        fc.integer({ min: 1, max: 99999 }),
        (stored, asked) => couponCacheVerdict(cache({ carouselLimitItems: stored }), req({ limit: asked }), NOW).valid === stored >= asked,
      ),
    )
    expect(couponCacheVerdict(cache({ carouselLimitItems: 99999 }), req({ limit: 12 }), NOW).valid).toBe(true)
    expect(couponCacheVerdict(cache({ carouselLimitItems: 12 }), req({ limit: 99999 }), NOW)).toEqual({
      valid: false,
      reason: 'limit-too-small',
    })
  })

  it('discards a cache with no items [CPN-085]', () => {
    expect(couponCacheVerdict(cache({ objCoupons: {} }), req(), NOW)).toEqual({ valid: false, reason: 'empty' })
  })

  it('discards a cache with no update time [CPN-086]', () => {
    expect(couponCacheVerdict(cache({ updatedTime: 0 }), req(), NOW)).toEqual({ valid: false, reason: 'no-update-time' })
    expect(couponCacheVerdict(null, req(), NOW)).toEqual({ valid: false, reason: 'missing' })
  })

  it('is bypassed by the hidden-events flag, on the page or on the cache [CPN-087]', () => {
    expect(couponCacheVerdict(cache(), req({ hiddenEvents: true }), NOW)).toEqual({ valid: false, reason: 'hidden-events' })
    expect(couponCacheVerdict(cache({ isHiddenEvents: true }), req(), NOW)).toEqual({ valid: false, reason: 'hidden-events' })
  })

  it('is bypassed on the bonus-path page [CPN-088]', () => {
    expect(couponCacheVerdict(cache(), req({ bonusPathPage: true }), NOW)).toEqual({ valid: false, reason: 'bonus-path-page' })
  })

  it('is valid exactly when no discard condition holds', () => {
    const arb = fc.record({
      age: fc.integer({ min: 0, max: 200 }),
      sameStore: fc.boolean(),
      clipped: fc.nat({ max: 2 }),
      authorize: fc.boolean(),
      authorised: fc.boolean(),
      stored: fc.integer({ min: 1, max: 30 }),
      asked: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
      empty: fc.boolean(),
      hidden: fc.boolean(),
      bonus: fc.boolean(),
    })
    fc.assert(
      fc.property(arb, (a) => {
        const c = cache({
          updatedTime: NOW - a.age * MIN,
          authorize: a.authorize,
          carouselLimitItems: a.stored,
          objCoupons: a.empty ? {} : { '1': offer() },
        })
        const r = req({
          storeId: a.sameStore ? '1001' : '9',
          couponsClipped: a.clipped,
          authorised: a.authorised,
          limit: a.asked,
          hiddenEvents: a.hidden,
          bonusPathPage: a.bonus,
        })
        const expected =
          a.age < 120 &&
          a.sameStore &&
          a.clipped === 0 &&
          a.authorize === a.authorised &&
          (a.asked === undefined || a.stored >= a.asked) &&
          !a.empty &&
          !a.hidden &&
          !a.bonus
        expect(couponCacheVerdict(c, r, NOW).valid).toBe(expected)
      }),
    )
  })
})

describe('local coupon store validity', () => {
  const store = { offers: {}, offersByUpc: {}, offersByDepartment: {}, updatedTime: NOW - 10 * MIN }

  it('is valid only when updated less than 120 minutes ago, with offersByDepartment unless the offers redesign is disabled [CPN-090] [CST-066]', () => {
    expect(isLocalCouponStoreValid(store, {}, NOW)).toBe(true)
    expect(isLocalCouponStoreValid({ ...store, updatedTime: NOW - 120 * MIN }, {}, NOW)).toBe(false)
    expect(isLocalCouponStoreValid({ ...store, offersByDepartment: undefined }, {}, NOW)).toBe(false)
    expect(isLocalCouponStoreValid({ ...store, offersByDepartment: undefined }, { isOffersRedesignDisabled: true }, NOW)).toBe(true)
    expect(isLocalCouponStoreValid({ ...store, offersByUpc: undefined }, { isOffersRedesignDisabled: true }, NOW)).toBe(false)
    expect(isLocalCouponStoreValid({ ...store, offers: undefined }, {}, NOW)).toBe(false)
    expect(isLocalCouponStoreValid(null, {}, NOW)).toBe(false)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        (age) => isLocalCouponStoreValid({ ...store, updatedTime: NOW - age * MIN }, {}, NOW) === age < 120,
      ),
    )
  })
})

describe('cached and personalised responses', () => {
  it('accept a cached coupon response only when its list is non-empty [CPN-091]', () => {
    expect(isUsableCouponList([{}])).toBe(true)
    for (const v of [[], undefined, null, {}, 'x']) expect(isUsableCouponList(v)).toBe(false)
  })

  it('accept a personalised response only when dealsInfo exists with at least one entry [CPN-092]', () => {
    expect(isValidPersonalisedResponse({ dealsInfo: [{ offerId: '1' }] })).toBe(true)
    for (const v of [{ dealsInfo: [] }, {}, { dealsInfo: {} }, null, undefined, []]) expect(isValidPersonalisedResponse(v)).toBe(false)
  })
})

describe('personalised top-up', () => {
  it('fetches more when the unclipped cached deals number at or below the requested count [CPN-093]', () => {
    fc.assert(
      fc.property(arbOffers(20), fc.integer({ min: 0, max: 20 }), (deals, requested) => {
        const unclipped = deals.filter((d) => !(d.status === 'C' && !d.deleted)).length
        expect(needsTopUp(deals, requested)).toBe(unclipped <= requested)
      }),
    )
    const three = [offer({ id: '1' }), offer({ id: '2' }), offer({ id: '3', status: 'C' })]
    expect(needsTopUp(three, 2)).toBe(true)
    expect(needsTopUp(three, 1)).toBe(false)
  })

  it('asks for the requested count plus the default extra coupon amount 10 [CPN-096] [CST-045]', () => {
    expect(DEFAULT_EXTRA_COUPON_AMOUNT).toBe(10)
    expect(seed()).toContain('| Default extra coupon amount | 10 |')
    expect(topUpSize(12)).toBe(22)
    expect(topUpSize(12, 4)).toBe(16)
  })

  it('uses the cached list, or an empty list without a cache, when the top-up fails or returns nothing [CPN-094] [ERR-039] [ERR-040]', () => {
    const cached = [offer({ id: 'c1' })]
    expect(resolveTopUp(undefined, cached, 3)).toMatchObject({ deals: cached, source: 'cache' })
    expect(resolveTopUp({ dealsInfo: [] }, cached, 3)).toMatchObject({ deals: cached, source: 'cache' })
    expect(resolveTopUp({ nothing: true }, undefined, 3)).toMatchObject({ deals: [], source: 'empty' })
    expect(resolveTopUp(undefined, [], 3)).toMatchObject({ deals: [], source: 'empty' })
    expect(resolveTopUp({ dealsInfo: [{ offerId: 'n' }] }, cached, 3)).toEqual({
      deals: [{ offerId: 'n' }],
      source: 'reply',
      extraResponses: 3,
    })
  })

  it('reduces the extra-response counter on a failed or empty top-up, never below 0 [CPN-095]', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 20 }),
        fc.constantFrom(undefined, { dealsInfo: [] }, {}),
        (n, reply) => resolveTopUp(reply, undefined, n).extraResponses === Math.max(0, n - 1),
      ),
    )
  })

  it('keeps the stored gallery on a failed read only when it is still the shopper’s, for this store (fault matrix)', () => {
    expect(['expired', 'coupons-clipped', 'limit-too-small'].every((r) => showsStoredGalleryOnFailure(r as never))).toBe(true)
    expect(
      ['missing', 'store-changed', 'authorisation-changed', 'hidden-events', 'bonus-path-page', 'empty'].some((r) =>
        showsStoredGalleryOnFailure(r as never),
      ),
    ).toBe(false)
    expect(showsStoredGalleryOnFailure(undefined)).toBe(false)
  })
})
