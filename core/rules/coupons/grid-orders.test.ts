import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbOffers } from '../../../test/support/offer-fixtures'
import { GRID_SORT_KEYS, orderOffers } from './grid-order'
import { gridOrderSteps, orderFrom, ROWS_PER_STEP } from './grid-orders'
import { runSteps } from '../steps'
import type { Offer } from './offer'

const CATEGORIES = ['Produce', 'Dairy', 'Bakery', 'Frozen']
/** Offers with the fields the sort keys read varied: titles, prices, dates, ranks, categories. */
const arbGridOffers = (max = 40) =>
  fc
    .tuple(
      arbOffers(max),
      fc.array(
        fc.record({
          brand: fc.constantFrom('apple', 'Apple', 'banana', 'Zed', 'cherry', ''),
          offerPrice: fc.option(fc.constantFrom('$1.00 OFF', '$2.50 OFF', 'Buy 2', '$10 OFF'), { nil: undefined }),
          endDate: fc.option(fc.constantFrom('2025-06-16', '2025-07-01', '2025-06-20'), { nil: undefined }),
          startDate: fc.option(fc.constantFrom('2025-06-01', '2025-05-01'), { nil: undefined }),
          category: fc.option(fc.constantFrom(...CATEGORIES), { nil: undefined }),
          categories: fc.subarray(CATEGORIES),
        }),
        { minLength: max, maxLength: max },
      ),
    )
    .map(([offers, extras]) =>
      offers.map((o, i): Offer => {
        const { offerPrice, endDate, startDate, category, ...rest } = extras[i] as NonNullable<(typeof extras)[number]>
        return {
          ...o,
          ...rest,
          ...(offerPrice ? { offerPrice } : {}),
          ...(endDate ? { endDate } : {}),
          ...(startDate ? { startDate } : {}),
          ...(category ? { category } : {}),
        }
      }),
    )
const arbCategory = fc.option(fc.constantFrom(...CATEGORIES, 'Nothing'), { nil: undefined })

describe('grid orders prepared ahead', () => {
  it('a prepared order, filtered by any category, equals sorting the filtered offers at the moment of choice [SRT-002] [SRT-007]', () => {
    fc.assert(
      fc.property(arbGridOffers(), arbCategory, (offers, category) => {
        const orders = runSteps(gridOrderSteps(offers))
        for (const sort of GRID_SORT_KEYS) expect(orderFrom(orders, sort, category)).toEqual(orderOffers(offers, { sort, category }))
      }),
    )
  })

  it('keeps the offer objects themselves, so a card sees the same offer whatever the order', () => {
    fc.assert(
      fc.property(arbGridOffers(10), (offers) => {
        const orders = runSteps(gridOrderSteps(offers))
        for (const order of orders.values()) for (const o of order) expect(offers).toContain(o)
      }),
    )
  })

  it('yields between bounded pieces: one per sort key and one per ROWS_PER_STEP rows', () => {
    const offers = Array.from({ length: ROWS_PER_STEP * 2 }, (_, i) => ({
      ...({} as Offer),
      id: String(i),
      brand: `b${i}`,
      categories: [],
    }))
    let yields = 0
    const steps = gridOrderSteps(offers)
    while (!steps.next().done) yields += 1
    expect(yields).toBe(2 + GRID_SORT_KEYS.length)
  })

  it('answers undefined for a key that was not prepared', () => {
    const orders = runSteps(gridOrderSteps([], ['a-z']))
    expect(orderFrom(orders, 'z-a')).toBeUndefined()
    expect(orderFrom(orders, 'a-z')).toEqual([])
  })
})
