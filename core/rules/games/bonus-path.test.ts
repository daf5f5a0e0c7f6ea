import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NOW, offer } from '../../../test/support/offer-fixtures'
import { couponCacheVerdict } from '../coupons/cache'
import type { CouponCache } from '../coupons/status'
import { STORED_KEYS, STORED_LIFETIMES } from '../persisted'
import { BONUS_PATH_STORAGE_KEY, bonusPathAnswer, storedBonusPathAnswer } from './bonus-path'

const MIN = 60_000
const asked = { storeId: '1100', authorised: true }

describe('the Bonus Path probe kept between page views', () => {
  it('answers from storage for 120 minutes, as the coupon gallery it is part of [CPN-080] [STO-018] [GAM-049]', () => {
    for (const available of [true, false]) {
      const stored = bonusPathAnswer(available, asked, NOW)
      expect(stored).toEqual({ storeId: '1100', authorize: true, updatedTime: NOW, available })
      expect(storedBonusPathAnswer(stored, asked, NOW + 119 * MIN)).toBe(available)
      expect(storedBonusPathAnswer(stored, asked, NOW + 120 * MIN)).toBeUndefined()
    }
    expect(storedBonusPathAnswer(undefined, asked, NOW)).toBeUndefined()
  })

  it('is asked again on another store, couponsClipped in the address, or a sign-in or sign-out [CPN-081] [CPN-082] [CPN-083]', () => {
    const stored = bonusPathAnswer(true, asked, NOW)
    expect(storedBonusPathAnswer(stored, { ...asked, storeId: '2002' }, NOW)).toBeUndefined()
    expect(storedBonusPathAnswer(stored, { ...asked, couponsClipped: 1 }, NOW)).toBeUndefined()
    expect(storedBonusPathAnswer(stored, { ...asked, authorised: false }, NOW)).toBeUndefined()
    expect(storedBonusPathAnswer(stored, { ...asked, couponsClipped: 0 }, NOW)).toBe(true)
  })

  it('keeps its answer exactly while a coupon gallery read at the same moment for the same page would be kept', () => {
    const arb = fc.record({
      age: fc.integer({ min: -5, max: 200 }),
      sameStore: fc.boolean(),
      clipped: fc.integer({ min: -1, max: 2 }),
      saved: fc.boolean(),
      now: fc.boolean(),
      available: fc.boolean(),
    })
    fc.assert(
      fc.property(arb, (a) => {
        const then = { storeId: '1100', authorised: a.saved }
        const page = { storeId: a.sameStore ? '1100' : '9', authorised: a.now, couponsClipped: a.clipped }
        const gallery: CouponCache = {
          storeId: '1100',
          updatedTime: NOW - a.age * MIN,
          savedTime: NOW - a.age * MIN,
          objCoupons: { '1': offer({ id: '1' }) },
          arrClippedCoupons: [],
          instantAllocOffer: [],
          isHiddenEvents: false,
          authorize: a.saved,
          carouselLimitItems: 12,
        }
        const kept = storedBonusPathAnswer(bonusPathAnswer(a.available, then, NOW - a.age * MIN), page, NOW)
        expect(kept === undefined ? 'asked again' : kept).toBe(couponCacheVerdict(gallery, page, NOW).valid ? a.available : 'asked again')
      }),
    )
  })
})

describe('where the Bonus Path answer is kept', () => {
  it("is the table of stores' bonusPath key, with the coupon gallery's lifetime [STO-018]", () => {
    expect(STORED_KEYS.bonusPath).toBe(BONUS_PATH_STORAGE_KEY)
    expect(STORED_LIFETIMES.bonusPath).toEqual(STORED_LIFETIMES.abJ4uCoupons)
  })
})
