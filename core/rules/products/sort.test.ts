import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { CLIENT_SORT_KEYS, CLIENT_SORT_OPTIONS, type SortOption, sortItems, sortValue } from './sort'
import { SERVER_SORT_OPTIONS, SERVER_SORTS, serverSortParam, sortOption } from './sort-options'

const SEED = seedText('001')
const names = fc.array(
  fc.record({
    name: fc.string({ maxLength: 6 }),
    price: fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }).map(String), fc.constant('n/a')),
  }),
  { maxLength: 25 },
)
const isSorted = <T>(xs: T[], cmp: (a: T, b: T) => number) => xs.every((x, i) => i === 0 || cmp(xs[i - 1] as T, x) <= 0)

describe('sort options', () => {
  it("has a field, a rule list, a label and a location ('client' or 'server') [SRT-001]", () => {
    for (const option of [...Object.values(CLIENT_SORT_OPTIONS), ...Object.values(SERVER_SORT_OPTIONS)]) {
      expect(Object.keys(option).sort()).toEqual(['field', 'label', 'location', 'rules'])
      expect(['client', 'server']).toContain(option.location)
      expect(option.label).not.toBe('')
    }
    expect(SEED).toContain('field, rule list, label, sort location (client or server).')
  })

  it('applies a client option in the browser to the loaded list, leaving the input untouched [SRT-002]', () => {
    const list = [{ name: 'b' }, { name: 'a' }]
    expect(sortItems(list, CLIENT_SORT_OPTIONS['a-z'])).toEqual([{ name: 'a' }, { name: 'b' }])
    expect(list).toEqual([{ name: 'b' }, { name: 'a' }])
  })

  it('keeps the server answer order for a server option and sends its value [SRT-003]', () => {
    fc.assert(
      fc.property(names, fc.constantFrom(...SERVER_SORTS), (list, key) => {
        expect(sortItems(list, SERVER_SORT_OPTIONS[key])).toEqual(list)
        expect(serverSortParam(SERVER_SORT_OPTIONS[key])).toBe(key)
      }),
    )
    expect(serverSortParam(CLIENT_SORT_OPTIONS['a-z'])).toBeUndefined()
  })

  it('applies the rules in list order, a later rule breaking ties, equal items keeping their order [SRT-004]', () => {
    const option: SortOption = {
      field: 'x',
      label: 'x',
      location: 'client',
      rules: [
        { field: 'aisleName', type: 'string', order: 'asc' },
        { field: 'price', type: 'number', order: 'desc' },
      ],
    }
    const list = [
      { id: 1, aisleName: 'Dairy', price: 2 },
      { id: 2, aisleName: 'bakery', price: 1 },
      { id: 3, aisleName: 'Dairy', price: 5 },
      { id: 4, aisleName: 'Bakery', price: 1 },
    ]
    expect(sortItems(list, option).map((i) => i.id)).toEqual([2, 4, 3, 1])
    fc.assert(
      fc.property(fc.array(fc.record({ a: fc.integer({ min: 0, max: 3 }), b: fc.integer({ min: 0, max: 3 }), i: fc.nat() })), (xs) => {
        const o: SortOption = {
          field: 'x',
          label: 'x',
          location: 'client',
          rules: [
            { field: 'a', type: 'number', order: 'asc' },
            { field: 'b', type: 'number', order: 'asc' },
          ],
        }
        const sorted = sortItems(xs, o)
        expect(isSorted(sorted, (p, q) => p.a - q.a || p.b - q.b)).toBe(true)
        // stable: equal keys keep input order
        for (let k = 1; k < sorted.length; k++) {
          const p = sorted[k - 1]
          const q = sorted[k]
          if (p && q && p.a === q.a && p.b === q.b) expect(xs.indexOf(p)).toBeLessThan(xs.indexOf(q))
        }
      }),
    )
  })

  it('compares lower-cased values in a string sort [SRT-005]', () => {
    expect(SEED).toContain('Sorting by string lowercases values; by number parses to a float.')
    expect(sortValue('Apple', 'string')).toBe('apple')
    expect(sortItems([{ name: 'banana' }, { name: 'Apple' }, { name: 'cherry' }], CLIENT_SORT_OPTIONS['a-z']).map((i) => i.name)).toEqual([
      'Apple',
      'banana',
      'cherry',
    ])
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        // The order of two items is the order of their lower-cased names (ties keep the list order).
        const order = (x: string, y: string) =>
          sortItems(
            [
              { name: x, i: 0 },
              { name: y, i: 1 },
            ],
            CLIENT_SORT_OPTIONS['a-z'],
          ).map((e) => e.i)
        expect(order(a, b)).toEqual(order(a.toLowerCase(), b.toLowerCase()))
      }),
    )
  })

  it('compares values parsed as floats in a number sort, unparsable values last [SRT-006]', () => {
    expect(sortValue('3.50', 'number')).toBe(3.5)
    expect(sortValue('10 for $10', 'number')).toBe(10)
    expect(sortValue('n/a', 'number')).toBeUndefined()
    expect(
      sortItems(
        [
          { name: 'x', price: '10' },
          { name: 'y', price: '9.5' },
          { name: 'z', price: 'n/a' },
        ],
        CLIENT_SORT_OPTIONS['price-low-high'],
      ).map((i) => i.price),
    ).toEqual(['9.5', '10', 'n/a'])
  })

  it('offers the client sort keys of the seed [SRT-007]', () => {
    expect(CLIENT_SORT_KEYS).toEqual([
      'a-z',
      'z-a',
      'search-rank',
      'most-popular',
      'price-low-high',
      'purchase-history',
      'new-offers',
      'about-to-expire',
      'category',
      'expiry-date',
      'added-date',
      'reward-card-specials',
      'aisles',
    ])
    expect(SEED).toContain(`Sort keys: ${CLIENT_SORT_KEYS.join(', ')};`)
    for (const key of CLIENT_SORT_KEYS) expect(sortOption(key)?.location).toBe('client')
  })

  it('offers the server sorts of the seed [SRT-008]', () => {
    expect(SERVER_SORTS).toEqual([
      'top sellers',
      'price low to high',
      'best match',
      'club card',
      'FREQUENCY',
      'PURCHASE_DATE',
      'RECOMMENDED',
      'RECENTLY_PURCHASED',
    ])
    expect(SEED).toContain(`server sorts: ${SERVER_SORTS.join(', ')}.`)
    for (const key of SERVER_SORTS) expect(sortOption(key)?.location).toBe('server')
    expect(sortOption('nope')).toBeUndefined()
  })

  it("sorts 'a-z' ascending and 'z-a' descending by the lower-cased name [SRT-009]", () => {
    fc.assert(
      fc.property(names, (list) => {
        const cmp = (a: { name: string }, b: { name: string }) =>
          a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0
        const named = list.filter((i) => i.name !== '')
        expect(isSorted(sortItems(named, CLIENT_SORT_OPTIONS['a-z']), cmp)).toBe(true)
        expect(isSorted(sortItems(named, CLIENT_SORT_OPTIONS['z-a']), (a, b) => cmp(b, a))).toBe(true)
      }),
    )
  })

  it("sorts 'price-low-high' ascending by the price parsed as a float [SRT-010]", () => {
    fc.assert(
      fc.property(names, (list) => {
        const prices = sortItems(list, CLIENT_SORT_OPTIONS['price-low-high']).map((i) => Number.parseFloat(i.price))
        const known = prices.filter((p) => !Number.isNaN(p))
        expect(known).toEqual([...known].sort((a, b) => a - b))
        expect(prices.slice(known.length).every(Number.isNaN)).toBe(true)
      }),
    )
  })

  it("sorts 'about-to-expire' by endDate, earliest first [SRT-011]", () => {
    const offers = [
      { name: 'b', endDate: '2025-07-01T00:00:00.000Z' },
      { name: 'a', endDate: '2025-06-12T00:00:00.000Z' },
      { name: 'c' },
      { name: 'd', endDate: '2025-06-20T00:00:00.000Z' },
    ]
    expect(sortItems(offers, CLIENT_SORT_OPTIONS['about-to-expire']).map((o) => o.name)).toEqual(['a', 'd', 'b', 'c'])
  })
})
