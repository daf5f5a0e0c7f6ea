/**
 * Test-only builders for offers: a plain offer with overrides, and fast-check arbitraries over the value
 * lists of 001 §3. Imported by the coupon rule tests only (never by the library).
 */
import fc from 'fast-check'
import { createSeedData } from '../../sim/data'
import type { SimOffer } from '../../sim/data/types'
import type { Offer } from '../../core/rules/coupons/offer'
import { toOffer } from '../../core/rules/coupons/offer-normalise'

export const TODAY = '2025-06-15'
export const NOW = Date.UTC(2025, 5, 15, 12)

export function offer(over: Partial<Offer> = {}): Offer {
  return {
    id: '9000001',
    offerPgm: 'CC',
    offerType: 'CC',
    offerTs: '1749945600000',
    status: 'U',
    deleted: false,
    isClippable: true,
    offerComplete: false,
    brand: 'Sunny Acres',
    name: 'Sunny Acres Greek Yogurt',
    description: 'Save $1.00 on any ONE (1) Sunny Acres Greek Yogurt.',
    events: [],
    instantAllocation: false,
    upcList: ['0001234500012'],
    categories: [],
    hiddenEvents: false,
    ...over,
  }
}

export const arbStatus = fc.constantFrom<'C' | 'U'>('C', 'U')
export const arbPgm = fc.constantFrom('PD', 'CC', 'MF', 'SC', 'GR', 'TR', 'WS')
const arbText = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '')

/** Any offer the normaliser can produce: statuses, deleted flags, programs, ranks and events mixed. */
export const arbOffer: fc.Arbitrary<Offer> = fc
  .record({
    id: fc.stringMatching(/^[0-9]{1,8}$/),
    offerPgm: arbPgm,
    status: arbStatus,
    deleted: fc.boolean(),
    purchaseRank: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
    purchaseInd: fc.option(fc.constantFrom('B', 'N'), { nil: undefined }),
    name: arbText,
    events: fc.array(fc.constantFrom('FreshPass', 'Welcome Offers', 'Summer Savings'), { maxLength: 3 }),
  })
  .map(({ purchaseRank, purchaseInd, ...r }) => {
    const o = offer({ ...r, offerType: r.offerPgm === 'PD' ? 'PD' : 'CC' })
    if (purchaseRank !== undefined) o.purchaseRank = purchaseRank
    if (purchaseInd !== undefined) o.purchaseInd = purchaseInd
    return o
  })

/** Offers of unique ids. */
export const arbOffers = (max = 30) => fc.uniqueArray(arbOffer, { maxLength: max, selector: (o) => o.id })

let seeded: SimOffer[] | undefined
/** The simulator's seeded offers (every kind of 001 §3-§4), for the day NOW. */
export function seededOffers(): SimOffer[] {
  seeded ??= createSeedData({ now: NOW }).offers
  return seeded
}
export const seededOfKind = (kind: string): SimOffer[] => seededOffers().filter((o) => o.kind === kind)
export const normalised = (kind: string): Offer[] => seededOfKind(kind).map((o) => toOffer(o))
