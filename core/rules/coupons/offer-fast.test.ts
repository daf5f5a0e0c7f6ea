// The offer normaliser after its speed-up for 5,000 offers: for any raw entry it answers exactly what the
// normaliser before it answered (offer-reference.testing.ts): the same fields, values and key order, so the
// stored abJ4uCoupons JSON does not change (STO-011).
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { createSim } from '../../../sim/app'
import { type RawOffer } from './offer'
import { toOffer, toOffers } from './offer-normalise'
import { referenceToOffer } from './offer-reference.testing'

const FIELDS = [
  'offerId',
  'couponID',
  'offerPgm',
  'offerType',
  'offerSubPgm',
  'offerTs',
  'offerPgmLabel',
  'status',
  'clipStatus',
  'deleted',
  'deliveryChannel',
  'isClippable',
  'offerComplete',
  'startDate',
  'endDate',
  'offerStartDt',
  'offerEndDt',
  'brand',
  'name',
  'description',
  'category',
  'categoryType',
  'image',
  'imageId',
  'savingsValue',
  'priceTitle',
  'forUDescription',
  'regularPrice',
  'usageType',
  'ecomDescription',
  'events',
  'hierarchies',
  'offerProgramType',
  'offerProtoType',
  'offerDetail',
  'programType',
  'programSubType',
  'qualificationBehavior',
  'bonusPathStatus',
  'continuity',
  'instantAllocation',
  'purchaseInd',
  'purchaseRank',
  'upcList',
  'categories',
  'titleDsc1',
  'titleDsc2',
  'titleDsc3',
  'prodDsc1',
  'prodDsc2',
  'prodDsc3',
]
/** Strings a server sends, blanks and odd whitespace included. */
const str = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.constantFrom(
    '',
    ' ',
    '\t',
    '\u00a0',
    '\u2003x',
    ' lead',
    'trail ',
    'Y',
    'y ',
    'true',
    'C',
    ' c',
    'U',
    'PD',
    'CC',
    '07',
    'Welcome Offers',
    '2030-05-14',
    '12',
    ' 3.5 ',
  ),
)
const scalar = fc.oneof(str, fc.integer({ min: -5, max: 50 }), fc.double(), fc.boolean(), fc.constant(null))
const value = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  { arbitrary: fc.array(scalar, { maxLength: 3 }), weight: 1 },
  {
    arbitrary: fc.record(
      { events: fc.array(scalar, { maxLength: 3 }), promoType: scalar, progressValue: scalar, targetValue: scalar, units: scalar },
      { requiredKeys: [] },
    ),
    weight: 1,
  },
)
const rawOffer = fc.record(Object.fromEntries(FIELDS.map((f) => [f, value])), { requiredKeys: [] }) as fc.Arbitrary<RawOffer>
const options = fc.oneof(fc.constant({}), fc.record({ imageBaseUrl: fc.constantFrom('https://img.example/', 'https://img.example', '') }))

describe('toOffer against the normaliser before the speed-up (property)', () => {
  let runs = 0
  afterAll(() => console.log(`toOffer: ${runs} random raw offers + the simulator's 5,000, each equal to the reference, key order included`))

  it('answers what the reference answers for any raw entry, key order included [STO-011] [CPN-001] [CPN-020]', () => {
    fc.assert(
      fc.property(rawOffer, options, (raw, opts) => {
        runs++
        expect(JSON.stringify(toOffer(raw, opts))).toBe(JSON.stringify(referenceToOffer(raw, opts)))
        expect(toOffer(raw, opts)).toEqual(referenceToOffer(raw, opts))
      }),
      { numRuns: 1000 },
    )
  })

  it("normalises the simulator's 5,000-offer gallery exactly as the reference does [STO-011]", () => {
    const raw = JSON.parse(JSON.stringify(createSim({ offers: 5000 }).state.offers)) as RawOffer[]
    const expected = raw.map((r) => referenceToOffer(r)).filter((o) => o.id !== '')
    expect(JSON.stringify(toOffers(raw))).toBe(JSON.stringify(expected))
  })
})
