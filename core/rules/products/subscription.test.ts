import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { cartCategoryFor } from '../cart/categories'
import {
  DEFAULT_SNS_FREQUENCY,
  DEFAULT_SNS_OFFER_TEXT,
  normaliseFrequency,
  SNS_CART_CATEGORY,
  SNS_FREQUENCY_UNIT,
  snsItemFields,
  snsOfferText,
  SUBSCRIPTION_CACHE_MINUTES,
} from './subscription'
import { isSubscriptionCacheValid, normaliseSubscription, shouldFetchSubscriptions } from './subscription-record'

const SEED = seedText('001')
const NOW = Date.UTC(2025, 5, 10, 12)

describe('subscribe and save', () => {
  it('reads a subscription record: customer id, fulfillmentType, items keyed by product id or bpn, snsFrequencies, isNewSnSUser [SNS-001]', () => {
    const record = normaliseSubscription({
      customerId: 'C100',
      fulfillmentType: 'DELIVERY',
      items: [{ productId: '970000010', quantity: 2, frequency: { count: 2, unit: 'WEEK' } }, { bpn: '970000011' }, { quantity: 3 }],
      snsFrequencies: [
        { count: 1, unit: 'WEEK' },
        { count: 4, unit: 'MONTH' },
      ],
      isNewSnSUser: false,
    })
    expect(record).toEqual({
      customerId: 'C100',
      fulfillmentType: 'DELIVERY',
      items: {
        '970000010': { productBpn: '970000010', quantity: 2, frequency: { count: 2, unit: 'WEEK' } },
        '970000011': { productBpn: '970000011', quantity: 1, frequency: { count: 1, unit: 'WEEK' } },
      },
      snsFrequencies: [
        { count: 1, unit: 'WEEK' },
        { count: 4, unit: 'WEEK' },
      ],
      isNewSnSUser: false,
    })
    expect(Object.keys(normaliseSubscription({ items: { '970000012': { quantity: 1 } } }).items)).toEqual(['970000012'])
    expect(normaliseSubscription(null)).toMatchObject({ items: {}, snsFrequencies: [{ count: 1, unit: 'WEEK' }], isNewSnSUser: false })
  })

  it("always uses the frequency unit 'WEEK' [SNS-003] [CST-047]", () => {
    expect(SNS_FREQUENCY_UNIT).toBe('WEEK')
    expect(SEED).toContain('Subscription frequency unit | WEEK only; default every 1 week')
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (count, unit) => {
        const f = normaliseFrequency({ count, unit })
        expect(f.unit).toBe('WEEK')
        expect(Number.isInteger(f.count) && f.count >= 1).toBe(true)
      }),
    )
    expect(normaliseFrequency({ count: 3, unit: 'MONTH' })).toEqual({ count: 3, unit: 'WEEK' })
  })

  it('defaults to every 1 week [SNS-004] [CST-047]', () => {
    expect(DEFAULT_SNS_FREQUENCY).toEqual({ count: 1, unit: 'WEEK' })
    expect(SEED).toContain('Default frequency is every 1 week.')
    for (const raw of [undefined, null, {}, { count: 0 }, { count: -2 }, { count: 'x' }])
      expect(normaliseFrequency(raw)).toEqual({ count: 1, unit: 'WEEK' })
    expect(snsItemFields({ isFirstTimeSnsSub: true }).snsFrequency).toEqual({ count: 1, unit: 'WEEK' })
  })

  it('reuses stored subscriptions for 15 minutes after their saved-time [SNS-005] [CST-039]', () => {
    expect(SUBSCRIPTION_CACHE_MINUTES).toBe(15)
    expect(SEED).toContain('Subscription cache lifetime | 15 minutes')
    fc.assert(
      fc.property(fc.integer({ min: -60_000, max: 60 * 60_000 }), (age) => {
        expect(isSubscriptionCacheValid(NOW - age, NOW)).toBe(age >= 0 && age < 15 * 60_000)
      }),
    )
    expect(isSubscriptionCacheValid(undefined, NOW)).toBe(false)
  })

  it('fetches subscriptions only with a user id and the subscription flag on [SNS-006]', () => {
    expect(shouldFetchSubscriptions('gid-1', true)).toBe(true)
    for (const [user, flag] of [
      ['', true],
      [undefined, true],
      ['gid-1', false],
      ['gid-1', undefined],
    ] as const)
      expect(shouldFetchSubscriptions(user, flag)).toBe(false)
  })

  it("adds a subscribed item with isSnsSub, isFirstTimeSnsSub and snsFrequency {unit 'WEEK', count} [SNS-007]", () => {
    expect(snsItemFields({ isFirstTimeSnsSub: false, frequency: { count: 2 } })).toEqual({
      isSnsSub: true,
      isFirstTimeSnsSub: false,
      snsFrequency: { unit: 'WEEK', count: 2 },
    })
  })

  it("shows '5%' as the default subscribe-and-save offer text [SNS-009] [CST-035]", () => {
    expect(DEFAULT_SNS_OFFER_TEXT).toBe('5%')
    expect(SEED).toContain(`Default subscribe-and-save offer text | ${DEFAULT_SNS_OFFER_TEXT} |`)
    expect(snsOfferText(undefined)).toBe('5%')
    expect(snsOfferText('  ')).toBe('5%')
    expect(snsOfferText('10%')).toBe('10%')
  })

  it('puts subscribe-and-save items in the 1P_SNS cart category [SNS-010]', () => {
    expect(SNS_CART_CATEGORY).toBe('1P_SNS')
    expect(cartCategoryFor({ cartCategory: '1P' }, { subscribe: true })).toBe('1P_SNS')
    expect(cartCategoryFor({ cartCategory: '1P' })).toBe('1P')
  })
})
