import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { localDay, toDay } from './dates'
import {
  formatPrice,
  hasPromotion,
  isPromoActive,
  PRICE_DECIMALS,
  PROMO_TYPE_LABELS,
  promoLabel,
  showsStrikeThrough,
  STRIKE_THROUGH_PROMO_TYPE,
  validPrice,
} from './price'

const TODAY = '2025-06-10'
const day = (offset: number) => new Date(Date.UTC(2025, 5, 10 + offset)).toISOString().slice(0, 10)
const offset = fc.integer({ min: -400, max: 400 })
const money = fc.double({ min: 0.01, max: 500, noNaN: true })

describe('promotions', () => {
  it("shows promo type 'BOGO' as 'Buy 1 Get 1 Free' [CST-019]", () => {
    expect(seedText('000')).toContain("BOGO is 'Buy 1 Get 1 Free'")
    expect(PROMO_TYPE_LABELS.BOGO).toBe('Buy 1 Get 1 Free')
    expect(promoLabel({ promoTitle: 'BOGO', promoText: 'Buy one, get one' })).toBe('Buy 1 Get 1 Free')
    expect(promoLabel({ promoTitle: 'bogo' })).toBe('Buy 1 Get 1 Free')
  })

  it("shows promo type 'B2G1' as 'Buy Two Get 1 Free', and the server's promo text for any other title [CST-020]", () => {
    expect(seedText('000')).toContain("B2G1 is 'Buy Two Get 1 Free'")
    expect(promoLabel({ promoTitle: 'B2G1' })).toBe('Buy Two Get 1 Free')
    expect(promoLabel({ promoTitle: 'Member Price', promoText: 'Save $1.00' })).toBe('Save $1.00')
    expect(promoLabel({ promoTitle: 'toString', promoText: 'Save $1.00' })).toBe('Save $1.00')
    expect(promoLabel({})).toBeUndefined()
  })

  it("has a promotion exactly when promoType is 'P', 'B' or 'M' [PRD-008]", () => {
    expect(seedText('001')).toContain('Has promotion if promoType is P, B or M.')
    for (const t of ['P', 'B', 'M']) expect(hasPromotion(t)).toBe(true)
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 3 }), { nil: undefined }), (t) => hasPromotion(t) === ['P', 'B', 'M'].includes(t ?? '')),
    )
    for (const t of ['p', '', null, undefined, 'PB']) expect(hasPromotion(t)).toBe(false)
  })

  it('is active when promoEndDate is today or later [PRD-009]', () => {
    fc.assert(fc.property(offset, (n) => isPromoActive(day(n), TODAY) === n >= 0))
    expect(isPromoActive(TODAY, TODAY)).toBe(true)
    expect(isPromoActive(day(-1), TODAY)).toBe(false)
    // an ISO end date-time names its own day; the shopper's "today" is their local calendar day
    expect(isPromoActive(toDay('2025-06-10T23:59:59-07:00'), localDay(new Date(2025, 5, 10, 23, 0)))).toBe(true)
  })

  it('treats a promotion without an end date as open-ended (active) [PRD-009]', () => {
    expect(isPromoActive(undefined, TODAY)).toBe(true)
    expect(validPrice({ price: 2, basePrice: 3, promoType: 'P' }, TODAY)).toBe(2)
  })
})

describe('strike-through', () => {
  it("shows only for promoType 'P', an active promo, basePrice above price, and both above 0 [PRD-010]", () => {
    expect(STRIKE_THROUGH_PROMO_TYPE).toBe('P')
    fc.assert(
      fc.property(
        fc.constantFrom('P', 'B', 'M', undefined),
        offset,
        fc.option(fc.double({ min: -5, max: 20, noNaN: true }), { nil: null }),
        fc.option(fc.double({ min: -5, max: 20, noNaN: true }), { nil: null }),
        (promoType, n, price, basePrice) => {
          const expected =
            promoType === 'P' && n >= 0 && price !== null && basePrice !== null && price > 0 && basePrice > 0 && basePrice > price
          expect(showsStrikeThrough({ price, basePrice, promoType, promoEndDate: day(n) }, TODAY)).toBe(expected)
        },
      ),
    )
    expect(showsStrikeThrough({ price: 2.99, basePrice: 3.49, promoType: 'P', promoEndDate: TODAY }, TODAY)).toBe(true)
    expect(showsStrikeThrough({ price: 3.49, basePrice: 3.49, promoType: 'P', promoEndDate: TODAY }, TODAY)).toBe(false)
    expect(showsStrikeThrough({ price: 2.99, basePrice: 3.49, promoType: 'B', promoEndDate: TODAY }, TODAY)).toBe(false)
  })
})

describe('valid product price', () => {
  it('is 0 when price is null [PRD-011]', () => {
    fc.assert(
      fc.property(fc.constantFrom('P', 'B', 'M', undefined), offset, fc.option(money, { nil: null }), (promoType, n, basePrice) => {
        expect(validPrice({ price: null, basePrice, promoType, promoEndDate: day(n) }, TODAY)).toBe(0)
      }),
    )
  })

  it('is price when there is no promotion or the promotion is active [PRD-012]', () => {
    fc.assert(fc.property(money, money, (price, basePrice) => validPrice({ price, basePrice }, TODAY) === price))
    fc.assert(
      fc.property(fc.constantFrom('P', 'B', 'M'), fc.integer({ min: 0, max: 400 }), money, money, (promoType, n, price, basePrice) => {
        expect(validPrice({ price, basePrice, promoType, promoEndDate: day(n) }, TODAY)).toBe(price)
      }),
    )
  })

  it('is basePrice when a promotion exists but is not active [PRD-013]', () => {
    fc.assert(
      fc.property(fc.constantFrom('P', 'B', 'M'), fc.integer({ min: -400, max: -1 }), money, money, (promoType, n, price, basePrice) => {
        expect(validPrice({ price, basePrice, promoType, promoEndDate: day(n) }, TODAY)).toBe(basePrice)
      }),
    )
    expect(validPrice({ price: 2.99, basePrice: 3.49, promoType: 'M', promoEndDate: '2025-06-09' }, TODAY)).toBe(3.49)
  })
})

describe('price format', () => {
  it("formats US dollars with 2 decimals, e.g. '$3.50' [PRD-014] [CST-046]", () => {
    expect(PRICE_DECIMALS).toBe(2)
    expect(seedText('001')).toMatch(/Price format \| US dollars, 2 decimals/)
    expect(formatPrice(3.5)).toBe('$3.50')
    expect(formatPrice(0)).toBe('$0.00')
    expect(formatPrice(-0)).toBe('$0.00')
    expect(formatPrice(1234.5)).toBe('$1,234.50')
    expect(formatPrice(2.005)).toMatch(/^\$2\.0[01]$/)
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: PRICE_DECIMALS,
      maximumFractionDigits: PRICE_DECIMALS,
    })
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => formatPrice(n) === intl.format(n || 0)))
    expect(formatPrice(null)).toBe('$0.00')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const text = formatPrice(cents / 100)
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
        expect(Number(text.replace(/[$,]/g, ''))).toBeCloseTo(cents / 100, 2)
      }),
    )
  })
})
