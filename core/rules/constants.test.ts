// Business constants of 001 §9 that the widgets read through a rule: each test checks the seed's literal,
// the named constant, and the rule that uses it.
import { describe, expect, it } from 'vitest'
import { seedText } from '../../test/support/seed'
import { badgeText, CART_ARIA_CLEAR_MS, channelFromPreference, MINI_CART_BADGE_CAP } from './cart/cart'
import { OFFERS_BY_UPC_PROGRAM, OFFERS_PROGRAM_QUERY } from './coupons/offers-api'
import { AD_IMPRESSION_THRESHOLD, shouldRecordImpression } from './products/carousel'

const CHANNEL_LINE = '- Channel names: delivery, pickup (from dug), instore (from j4u), shipping for wine and marketplace.'

describe('channel names (001 §9)', () => {
  it("names the delivery channel 'delivery', also the channel of an unknown or missing preference [CST-014]", () => {
    expect(seedText('001')).toContain(CHANNEL_LINE)
    expect(channelFromPreference('delivery')).toBe('delivery')
    expect(channelFromPreference('DELIVERY')).toBe('delivery')
    expect(channelFromPreference(undefined)).toBe('delivery')
    expect(channelFromPreference('')).toBe('delivery')
  })

  it("derives 'pickup' from the source value 'dug' [CST-015]", () => {
    expect(channelFromPreference('dug')).toBe('pickup')
    expect(channelFromPreference('DUG')).toBe('pickup')
    expect(channelFromPreference('pickup')).toBe('pickup')
  })

  it("derives 'instore' from the source value 'j4u' [CST-016]", () => {
    expect(channelFromPreference('j4u')).toBe('instore')
    expect(channelFromPreference('J4U')).toBe('instore')
    expect(channelFromPreference('instore')).toBe('instore')
  })
})

describe('named constants and the rules that use them (001 §9)', () => {
  it("offers are asked with program query 'PD-CC', offers by UPC with 'CC-PD' [CST-031]", () => {
    expect(seedText('001')).toContain('| Offers program query | PD-CC (offers by UPC uses CC-PD) |')
    expect(OFFERS_PROGRAM_QUERY).toBe('PD-CC')
    expect(OFFERS_BY_UPC_PROGRAM).toBe('CC-PD')
  })

  it("caps the mini-cart badge at 99, then '99+' [CST-038]", () => {
    expect(seedText('001')).toContain('| Mini-cart badge cap | 99, then 99+ |')
    expect(MINI_CART_BADGE_CAP).toBe(99)
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(12345)).toBe('99+')
  })

  it('counts an ad impression from a visibility of 0.5 [CST-044]', () => {
    expect(seedText('001')).toContain('| Ad impression visibility threshold | 0.5 |')
    expect(AD_IMPRESSION_THRESHOLD).toBe(0.5)
    expect(shouldRecordImpression(0.4999, 'ad', new Set())).toBe(false)
    expect(shouldRecordImpression(0.5, 'ad', new Set())).toBe(true)
  })

  it('clears the aria cart message after 3 s [CST-048]', () => {
    expect(seedText('001')).toContain('| Aria cart message clear | 3 s |')
    expect(CART_ARIA_CLEAR_MS).toBe(3 * 1000)
  })
})
