import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardAction } from './card'
import { isClipped } from './classify'
import { interpretClipReply } from './clip'
import { arbOffer, NOW, offer } from './fixtures.testing'
import type { Offer } from './offer'
import { type CouponCache, type LocalCouponStore, OFFER_ACTIONS, type OfferAction, type P13nCache, reduceCouponCache, reduceLocalCouponStore, reduceOffer } from './status'

const arbAction: fc.Arbitrary<OfferAction> = fc.constantFrom(...OFFER_ACTIONS).map((type) => ({ type }))
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
      [200, { items: [{ status: 1 }] }], [200, { items: [{ status: 0 }] }], [200, { items: [{ status: 2 }] }], [200, {}], [500, { items: [{ status: 1 }] }],
    ]
    const results = replies.map(([http, body]) => {
      // What the clip flow does (core/stores/coupons-clip.ts): only a 'clipped' outcome applies the clip.
      return interpretClipReply(http, body).kind === 'clipped' ? reduceOffer(offer(), { type: 'clipped' }).status : 'U'
    })
    expect(results).toEqual(['C', 'U', 'U', 'U', 'U'])
  })

  it('clears deleted and updates the cached offer and the clipped list [CPN-026]', () => {
    fc.assert(fc.property(arbOffer, (o) => {
      const next = reduceOffer(o, { type: 'clipped' })
      expect(next.status).toBe('C')
      expect(next.deleted).toBe(false)
    }))
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

describe('unclip', () => {
  it("sets status 'U' and removes the offer from arrClippedCoupons [CPN-027]", () => {
    const cache = cacheOf([offer({ id: '1', status: 'C' }), offer({ id: '2', status: 'C' })])
    expect(cache.arrClippedCoupons).toEqual(['1', '2'])
    const next = reduceCouponCache(cache, '1', { type: 'unclipped' }, NOW)
    expect(next.objCoupons['1']?.status).toBe('U')
    expect(next.arrClippedCoupons).toEqual(['2'])
  })

  it("restores the instant flag only when the offer's events include 'Welcome Offers' [CPN-034]", () => {
    const clipped = reduceOffer(welcome({ status: 'C' }), { type: 'clipped' })
    expect(reduceOffer(clipped, { type: 'unclipped' }).instantAllocation).toBe(true)
    expect(reduceOffer(offer({ status: 'C', events: ['Summer Savings'] }), { type: 'unclipped' }).instantAllocation).toBe(false)
    const cache = reduceCouponCache(cacheOf([welcome({ id: '5', status: 'C', instantAllocation: false })]), '5', { type: 'unclipped' }, NOW)
    expect(cache.instantAllocOffer).toEqual(['5'])
    fc.assert(fc.property(arbOffer, (o) => reduceOffer(o, { type: 'unclipped' }).instantAllocation === o.events.includes('Welcome Offers')))
  })
})

describe('remove from list (two readings; Aisle applies reading A)', () => {
  it("sets deleted true and keeps status 'C' [CPN-029]", () => {
    const next = reduceOffer(offer({ status: 'C' }), { type: 'removed-from-list' })
    expect(next).toMatchObject({ status: 'C', deleted: true })
    expect(cardAction(next).state).toBe('add-to-list')
  })

  it("takes reading A of list removal: it keeps the status (no unclip to 'U'), and the unclip stays its own action", () => {
    fc.assert(fc.property(arbOffer, (o) => {
      const removed = reduceOffer(o, { type: 'removed-from-list' })
      expect(removed.status).toBe(o.status)
      expect(removed.deleted).toBe(true)
    }))
    expect(reduceOffer(offer({ status: 'C', deleted: true }), { type: 'unclipped' }).status).toBe('U')
  })

  it("lets a deleted flag force 'U' in the clipped list while the card still offers 'Add to List' [CPN-028] [CPN-041]", () => {
    const cache = reduceCouponCache(cacheOf([offer({ id: '3', status: 'C' })]), '3', { type: 'removed-from-list' }, NOW)
    expect(cache.arrClippedCoupons).toEqual([])
    expect(cache.objCoupons['3']).toMatchObject({ status: 'C', deleted: true })
  })
})

describe('stored caches', () => {
  it('keep their refresh time (updatedTime) on clip, unclip and list removal, and record the write time [CPN-031]', () => {
    fc.assert(fc.property(fc.uniqueArray(arbOffer, { minLength: 1, maxLength: 8, selector: (o) => o.id }), arbAction, fc.nat(), (offers, action, pick) => {
      const cache = cacheOf(offers)
      const id = offers[pick % offers.length]?.id ?? ''
      const next = reduceCouponCache(cache, id, action, NOW)
      expect(next.updatedTime).toBe(cache.updatedTime)
      expect(next.savedTime).toBe(NOW)
      const store: LocalCouponStore = { offers: cache.objCoupons, offersByUpc: {}, updatedTime: 123 }
      const nextStore = reduceLocalCouponStore(store, id, action)
      expect(nextStore.updatedTime).toBe(123)
      expect(nextStore.offers[id]).toEqual(next.objCoupons[id])
    }))
  })

  it('keep arrClippedCoupons equal to the offers that are clipped after any sequence of actions [CPN-026] [CPN-027]', () => {
    fc.assert(fc.property(fc.uniqueArray(arbOffer, { minLength: 1, maxLength: 6, selector: (o) => o.id }), fc.array(fc.tuple(fc.nat(), arbAction), { maxLength: 12 }), (offers, steps) => {
      let cache = cacheOf(offers)
      for (const [i, action] of steps) cache = reduceCouponCache(cache, offers[i % offers.length]?.id ?? '', action, NOW)
      const clipped = Object.values(cache.objCoupons).filter(isClipped).map((o) => o.id).sort()
      expect([...cache.arrClippedCoupons].sort()).toEqual(clipped)
    }))
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
