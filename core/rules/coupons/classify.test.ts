import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  COUPON_TYPE_LABELS,
  couponTypeLabel,
  FRESH_PASS_EVENTS,
  FRESH_PASS_PROGRAM_SUB_TYPE,
  FRESH_PASS_PROGRAM_TYPES,
  hasOnlyFreshPassEvents,
  indexOffersByUpc,
  isBoughtBefore,
  isBoxTopOffer,
  isClipped,
  isExpired,
  isFreshPassProgram,
  isPersonalisedDeal,
  isRewardsOffer,
  offerIcon,
  offerIdsForUpc,
  REWARD_OFFER_TYPES,
  stripUpcZeros,
} from './classify'
import { arbPgm, normalised, offer, TODAY } from '../../../test/support/offer-fixtures'
import { toOffer } from './offer-normalise'

const seed = () => seedText('001')

describe('offer programs', () => {
  it("marks offerPgm 'PD' as a personalised deal and every other program as a regular coupon [CPN-002]", () => {
    fc.assert(fc.property(arbPgm, (offerPgm) => isPersonalisedDeal(offer({ offerPgm })) === (offerPgm === 'PD')))
    expect(seed()).toContain('offerPgm (PD means personalised deal; otherwise a regular coupon)')
  })

  it("marks offerSubPgm '07' for box-top handling [CPN-004]", () => {
    expect(isBoxTopOffer(offer({ offerSubPgm: '07' }))).toBe(true)
    for (const offerSubPgm of [undefined, '7', '08', '007']) expect(isBoxTopOffer(offer({ offerSubPgm }))).toBe(false)
    for (const o of normalised('box-top')) expect(isBoxTopOffer(o)).toBe(true)
  })

  it("marks purchaseInd 'B' as bought before [CPN-017]", () => {
    expect(isBoughtBefore(offer({ purchaseInd: 'B' }))).toBe(true)
    for (const purchaseInd of [undefined, 'N', 'b']) expect(isBoughtBefore(offer({ purchaseInd }))).toBe(false)
  })

  it('labels coupon type codes: PD Personalized Deal; MF, SC, CC Coupon; GR Grocery Reward; TR Monopoly Prize; WS Weekly Ad [CST-001] [CST-002] [CST-003] [CST-004] [CST-005]', () => {
    expect(COUPON_TYPE_LABELS).toEqual({
      PD: 'Personalized Deal',
      MF: 'Coupon',
      SC: 'Coupon',
      CC: 'Coupon',
      GR: 'Grocery Reward',
      TR: 'Monopoly Prize',
      WS: 'Weekly Ad',
    })
    expect(seed()).toContain(
      'Coupon type codes: PD Personalized Deal; MF, SC, CC Coupon; GR Grocery Reward; TR Monopoly Prize; WS Weekly Ad.',
    )
    expect(couponTypeLabel('gr')).toBe('Grocery Reward')
    expect(couponTypeLabel('XX')).toBe('Coupon')
    expect(couponTypeLabel(undefined)).toBe('Coupon')
  })
})

describe('rewards, BUYX_GETY and fresh-pass', () => {
  it("treats offerProgramType or offerProtoType 'REWARDS_FLAT' / 'REWARDS_ACCUMULATION' as a rewards coupon [CPN-014] [CST-018]", () => {
    expect([...REWARD_OFFER_TYPES]).toEqual(['REWARDS_FLAT', 'REWARDS_ACCUMULATION'])
    expect(seed()).toContain('Reward offer types: REWARDS_FLAT and REWARDS_ACCUMULATION.')
    const type = fc.constantFrom('REWARDS_FLAT', 'REWARDS_ACCUMULATION', 'BUYX_GETY', 'CONTINUITY', undefined)
    fc.assert(
      fc.property(type, type, (offerProgramType, offerProtoType) => {
        const expected = [offerProgramType, offerProtoType].some((t) => t === 'REWARDS_FLAT' || t === 'REWARDS_ACCUMULATION')
        expect(isRewardsOffer(offer({ offerProgramType, offerProtoType }))).toBe(expected)
      }),
    )
    for (const o of [...normalised('reward-flat'), ...normalised('reward-accumulation')]) expect(isRewardsOffer(o)).toBe(true)
  })

  it("recognises fresh-pass programs: programType 'FRESHPASS' / 'FRESHPASS LTO', programSubType 'IA FRESHPASS' [CPN-016]", () => {
    expect([...FRESH_PASS_PROGRAM_TYPES]).toEqual(['FRESHPASS', 'FRESHPASS LTO'])
    expect(FRESH_PASS_PROGRAM_SUB_TYPE).toBe('IA FRESHPASS')
    expect(seed()).toContain('programType (FRESHPASS, FRESHPASS LTO), programSubType (IA FRESHPASS)')
    expect(isFreshPassProgram(offer({ programType: 'FRESHPASS' }))).toBe(true)
    expect(isFreshPassProgram(offer({ programType: 'FRESHPASS LTO' }))).toBe(true)
    expect(isFreshPassProgram(offer({ programSubType: 'IA FRESHPASS' }))).toBe(true)
    expect(isFreshPassProgram(offer({ programType: 'FRESH_PASS' }))).toBe(false)
  })

  it('shows the fresh-pass icon only when every event of the offer is in the fresh-pass event list [CPN-116] [CPN-115]', () => {
    const fp = fc.constantFrom(...FRESH_PASS_EVENTS)
    fc.assert(fc.property(fc.array(fp, { minLength: 1, maxLength: 4 }), (events) => offerIcon(offer({ events })) === 'fresh-pass'))
    fc.assert(
      fc.property(
        fc.array(fp, { maxLength: 3 }),
        fc.constantFrom('Summer Savings', 'Welcome Offers'),
        (events, other) => !hasOnlyFreshPassEvents(offer({ events: [...events, other] })),
      ),
    )
    expect(hasOnlyFreshPassEvents(offer({ events: [] }))).toBe(false)
    expect(hasOnlyFreshPassEvents(offer({ events: ['Custom'] }), ['Custom'])).toBe(true)
    for (const o of normalised('fresh-pass')) expect(offerIcon(o)).toBe('fresh-pass')
    for (const o of normalised('fresh-pass-mixed')) expect(offerIcon(o)).not.toBe('fresh-pass')
  })

  it('shows the rewards icon for rewards coupons, else the default Just-for-U logo [CPN-117] [CPN-115]', () => {
    expect(offerIcon(offer({ offerProgramType: 'REWARDS_FLAT' }))).toBe('rewards')
    expect(offerIcon(offer({ offerProtoType: 'REWARDS_ACCUMULATION', events: ['Summer'] }))).toBe('rewards')
    expect(offerIcon(offer({ offerProtoType: 'REWARDS_FLAT', events: ['FreshPass'] }))).toBe('fresh-pass')
    expect(offerIcon(offer())).toBe('just-for-u')
    for (const o of normalised('coupon-cc')) expect(offerIcon(o)).toBe('just-for-u')
  })
})

describe('welcome offers', () => {
  it("treats an offer whose events or hierarchies.events include 'Welcome Offers' as instant allocation [CPN-013]", () => {
    expect(toOffer({ offerId: '1', events: ['Welcome Offers'] }).instantAllocation).toBe(true)
    expect(toOffer({ offerId: '1', hierarchies: { events: ['Welcome Offers'] } }).instantAllocation).toBe(true)
    expect(toOffer({ offerId: '1', events: ['Summer Savings'] }).instantAllocation).toBe(false)
  })
})

describe('clipped and expired', () => {
  it("counts an offer as clipped when status is 'C' and it is not deleted; a deleted flag forces 'U' [CPN-006] [CPN-028]", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'C' | 'U'>('C', 'U'),
        fc.boolean(),
        (status, deleted) => isClipped(offer({ status, deleted })) === (status === 'C' && !deleted),
      ),
    )
  })

  it('is expired when its end date is before today, not on the day itself [CPN-024]', () => {
    expect(isExpired(offer({ endDate: '2025-06-14T23:00:00.000Z' }), TODAY)).toBe(true)
    expect(isExpired(offer({ endDate: '2025-06-15T00:00:00.000Z' }), TODAY)).toBe(false)
    expect(isExpired(offer({ endDate: '2025-06-16' }), TODAY)).toBe(false)
    expect(isExpired(offer({}), TODAY)).toBe(false)
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10))
    fc.assert(fc.property(day, day, (end, today) => isExpired(offer({ endDate: end }), today) === end < today))
    for (const o of normalised('expired')) expect(isExpired(o, TODAY)).toBe(true)
  })
})

describe('UPC look-ups', () => {
  it("strips leading zeros from a UPC before a coupon lookup ('000123' looks up '123') [CPN-128]", () => {
    expect(stripUpcZeros('000123')).toBe('123')
    expect(stripUpcZeros('0000')).toBe('0')
    expect(stripUpcZeros('')).toBe('')
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9][0-9]{0,12}$/),
        fc.nat({ max: 6 }),
        (upc, zeros) => stripUpcZeros('0'.repeat(zeros) + upc) === upc,
      ),
    )
    const index = indexOffersByUpc([offer({ id: 'a', upcList: ['000123', '456'] }), offer({ id: 'b', upcList: ['123'] })])
    expect(offerIdsForUpc(index, '0000000123')).toEqual(['a', 'b'])
    expect(offerIdsForUpc(index, '123')).toEqual(['a', 'b'])
    expect(offerIdsForUpc(index, '789')).toEqual([])
    expect(seed()).toContain('Leading zeros are stripped from a UPC before coupon lookup.')
  })
})
