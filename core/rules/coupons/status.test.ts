import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardAction } from './card'
import { isClipped } from './classify'
import { interpretClipReply } from './clip'
import { arbOffer, NOW, offer } from '../../../test/support/offer-fixtures'
import type { Offer } from './offer'
import {
  type CouponCache,
  type LocalCouponStore,
  type OfferAction,
  type P13nCache,
  reduceCouponCache,
  reduceLocalCouponStore,
  reduceOffer,
} from './status'

const arbAction: fc.Arbitrary<OfferAction> = fc.constant({ type: 'clipped' as const })
const welcome = (over: Partial<Offer> = {}) => offer({ events: ['Welcome Offers'], instantAllocation: true, ...over })

function cacheOf(offers: Offer[], over: Partial<CouponCache> = {}): CouponCache {
  return {
    storeId: '1001',
    updatedTime: NOW - 10 * 60_000,
    savedTime: NOW - 10 * 60_000,
    objCoupons: Object.fromEntries(offers.map((o) => [o.id, o])),
    arrClippedCoupons: offers.filter(isClipped).map((o) => o.id),
    instantAllocOffer: offers.filter((o) => o.instantAllocation).map((o) => o.id),
    isHiddenEvents: false,
    authorize: true,
    carouselLimitItems: 12,
    ...over,
  }
}

describe('clip', () => {
  it("turns 'U' into 'C' only when the clip answer's first item has status 1 [CPN-025] [CPN-035]", () => {
    const replies: [number, unknown][] = [
      [200, { items: [{ status: 1 }] }],
      [200, { items: [{ status: 0 }] }],
      [200, { items: [{ status: 2 }] }],
      [200, {}],
      [500, { items: [{ status: 1 }] }],
    ]
    const results = replies.map(([http, body]) => {
      // What the clip flow does (core/stores/coupons/clip.ts): only a 'clipped' outcome applies the clip.
      return interpretClipReply(http, body).kind === 'clipped' ? reduceOffer(offer(), { type: 'clipped' }).status : 'U'
    })
    expect(results).toEqual(['C', 'U', 'U', 'U', 'U'])
  })

  it('clears deleted and updates the cached offer and the clipped list [CPN-026]', () => {
    fc.assert(
      fc.property(arbOffer, (o) => {
        const next = reduceOffer(o, { type: 'clipped' })
        expect(next.status).toBe('C')
        expect(next.deleted).toBe(false)
      }),
    )
    const removed = offer({ id: '7', status: 'C', deleted: true })
    const cache = reduceCouponCache(cacheOf([removed]), '7', { type: 'clipped' }, NOW)
    expect(cache.objCoupons['7']).toMatchObject({ status: 'C', deleted: false })
    expect(cache.arrClippedCoupons).toEqual(['7'])
  })

  it('clears the instant flag of a welcome-offer coupon [CPN-033]', () => {
    expect(reduceOffer(welcome(), { type: 'clipped' }).instantAllocation).toBe(false)
    const cache = reduceCouponCache(cacheOf([welcome({ id: '5' })]), '5', { type: 'clipped' }, NOW)
    expect(cache.instantAllocOffer).toEqual([])
    expect(cache.objCoupons['5']?.instantAllocation).toBe(false)
  })
})

describe("a 'C' and deleted offer from the server (reading A of the list removal)", () => {
  it("keeps it out of the clipped list while the card offers 'Add to List' [CPN-028] [CPN-041]", () => {
    const cache = reduceCouponCache(
      cacheOf([offer({ id: '3', status: 'C', deleted: true }), offer({ id: '4', status: 'U' })]),
      '4',
      { type: 'clipped' },
      NOW,
    )
    expect(cache.arrClippedCoupons).toEqual(['4'])
    expect(cache.objCoupons['3']).toMatchObject({ status: 'C', deleted: true })
    expect(cardAction(cache.objCoupons['3']!).state).toBe('add-to-list')
  })
})

describe('stored caches', () => {
  it('keep their refresh time (updatedTime) on a clip, and record the write time [CPN-031]', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbOffer, { minLength: 1, maxLength: 8, selector: (o) => o.id }),
        arbAction,
        fc.nat(),
        (offers, action, pick) => {
          const cache = cacheOf(offers)
          const id = offers[pick % offers.length]?.id ?? ''
          const next = reduceCouponCache(cache, id, action, NOW)
          expect(next.updatedTime).toBe(cache.updatedTime)
          expect(next.savedTime).toBe(NOW)
          const store: LocalCouponStore = { offers: cache.objCoupons, offersByUpc: {}, updatedTime: 123 }
          const nextStore = reduceLocalCouponStore(store, id, action)
          expect(nextStore.updatedTime).toBe(123)
          expect(nextStore.offers[id]).toEqual(next.objCoupons[id])
        },
      ),
    )
  })

  it('keep arrClippedCoupons equal to the offers that are clipped after any sequence of clips [CPN-026]', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbOffer, { minLength: 1, maxLength: 6, selector: (o) => o.id }),
        fc.array(fc.tuple(fc.nat(), arbAction), { maxLength: 12 }),
        (offers, steps) => {
          let cache = cacheOf(offers)
          for (const [i, action] of steps) cache = reduceCouponCache(cache, offers[i % offers.length]?.id ?? '', action, NOW)
          const clipped = Object.values(cache.objCoupons)
            .filter(isClipped)
            .map((o) => o.id)
            .sort()
          expect([...cache.arrClippedCoupons].sort()).toEqual(clipped)
        },
      ),
    )
  })

  it('update the personalised deals of p13nCoupons too [CPN-026]', () => {
    const deal = offer({ id: '9', offerPgm: 'PD' })
    const p13n: P13nCache = { ...cacheOf([deal]), dealsInfo: [deal] }
    const next = reduceCouponCache(p13n, '9', { type: 'clipped' }, NOW)
    expect(next.dealsInfo[0]?.status).toBe('C')
  })

  it('record a clip of an offer the cache does not hold in the clipped list only', () => {
    const cache = reduceCouponCache(cacheOf([]), '42', { type: 'clipped' }, NOW)
    expect(cache.arrClippedCoupons).toEqual(['42'])
    expect(cache.objCoupons).toEqual({})
  })
})
