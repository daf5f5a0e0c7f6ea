import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  DOLLAR_SIGN,
  isContinuityComplete,
  POUNDS_SUFFIX,
  PROGRESS_UNIT_DISPLAY,
  progressLabel,
  progressPercent,
  PURCHASED_PREFIX,
  QUANTITY_PREFIX,
  TRANSACTIONS_PREFIX,
  unitDisplay,
} from './progress'

const seed = () => seedText('001')
const whole = fc.integer({ min: 0, max: 500 })

describe('progress unit table', () => {
  it('keeps the table verbatim: Purchased, $, Lbs, Quantity, Transactions [CPN-054] [CPN-055] [CPN-056] [CPN-057] [CPN-058]', () => {
    expect([PURCHASED_PREFIX, DOLLAR_SIGN, POUNDS_SUFFIX, QUANTITY_PREFIX, TRANSACTIONS_PREFIX]).toEqual([
      'Purchased',
      '$',
      'Lbs',
      'Quantity',
      'Transactions',
    ])
    expect(Object.keys(PROGRESS_UNIT_DISPLAY)).toEqual([
      'ITEM',
      'ITEMS',
      'AMOUNT',
      'QUANTITY_PRICE',
      'DOLLARS',
      'POUND',
      'PER POUND',
      'WEIGHT_VOLUME',
      'WEIGHT/VOLUME',
      'QUANTITY',
    ])
    const table = seed()
    expect(table).toContain('| ITEM, ITEMS, AMOUNT, QUANTITY_PRICE | prefix Purchased, no decorations |')
    expect(table).toContain('| DOLLARS | $ sign before the value |')
    expect(table).toContain('| POUND, PER POUND | suffix Lbs |')
    expect(table).toContain('| WEEK-free: WEIGHT_VOLUME, WEIGHT/VOLUME, QUANTITY | prefix Quantity |')
    expect(table).toContain('| unit missing | prefix Transactions |')
  })

  it("shows ITEM, ITEMS, AMOUNT and QUANTITY_PRICE with the prefix 'Purchased' and bare values [CPN-054]", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ITEM', 'ITEMS', 'AMOUNT', 'QUANTITY_PRICE'),
        whole,
        whole,
        (units, p, t) => progressLabel({ progressValue: p, targetValue: t, units }) === `Purchased ${p} of ${t}`,
      ),
    )
  })

  it("shows DOLLARS with a '$' sign before each value [CPN-055]", () => {
    expect(progressLabel({ progressValue: 5, targetValue: 20, units: 'DOLLARS' })).toBe('$5 of $20')
    expect(progressLabel({ progressValue: 7.5, targetValue: 20, units: 'DOLLARS' })).toBe('$7.50 of $20.00')
    fc.assert(
      fc.property(whole, whole, (p, t) => progressLabel({ progressValue: p, targetValue: t, units: 'DOLLARS' }) === `$${p} of $${t}`),
    )
  })

  it("shows POUND and PER POUND with the suffix 'Lbs' [CPN-056]", () => {
    expect(progressLabel({ progressValue: 2, targetValue: 4, units: 'POUND' })).toBe('2 of 4 Lbs')
    expect(progressLabel({ progressValue: 2.5, targetValue: 4, units: 'PER POUND' })).toBe('2.5 of 4 Lbs')
  })

  it("shows WEIGHT_VOLUME, WEIGHT/VOLUME and QUANTITY with the prefix 'Quantity' [CPN-057]", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('WEIGHT_VOLUME', 'WEIGHT/VOLUME', 'QUANTITY'),
        whole,
        whole,
        (units, p, t) => progressLabel({ progressValue: p, targetValue: t, units }) === `Quantity ${p} of ${t}`,
      ),
    )
  })

  it("shows a missing unit with the prefix 'Transactions' [CPN-058]", () => {
    expect(progressLabel({ progressValue: 1, targetValue: 4 })).toBe('Transactions 1 of 4')
    expect(progressLabel({ progressValue: 1, targetValue: 4, units: '  ' })).toBe('Transactions 1 of 4')
    expect(unitDisplay(undefined)).toEqual({ prefix: 'Transactions' })
  })

  it('compares units trimmed and in any case, and shows an unknown unit without a prefix [CPN-043]', () => {
    expect(progressLabel({ progressValue: 3, targetValue: 5, units: ' items ' })).toBe('Purchased 3 of 5')
    expect(progressLabel({ progressValue: 3, targetValue: 5, units: 'WEEK' })).toBe('3 of 5')
    for (const [unit, display] of Object.entries(PROGRESS_UNIT_DISPLAY)) expect(unitDisplay(unit.toLowerCase())).toEqual(display)
  })
})

describe('progress bar', () => {
  it('fills progress / target, clamped to 0..100 [CPN-043]', () => {
    expect(progressPercent({ progressValue: 2, targetValue: 5 })).toBe(40)
    expect(progressPercent({ progressValue: 9, targetValue: 5 })).toBe(100)
    expect(progressPercent({ progressValue: 1, targetValue: 0 })).toBe(0)
    fc.assert(
      fc.property(whole, whole, (p, t) => {
        const v = progressPercent({ progressValue: p, targetValue: t })
        return v >= 0 && v <= 100
      }),
    )
  })

  it('is complete when progressValue equals targetValue [CPN-044]', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), (t) => isContinuityComplete({ progressValue: t, targetValue: t })))
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        (t, short) => !isContinuityComplete({ progressValue: Math.max(0, t - short), targetValue: t }),
      ),
    )
    expect(seed()).toContain('Continuity completion: progress equals target.')
  })
})
