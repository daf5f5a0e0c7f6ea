import { afterEach, describe, expect, it, vi } from 'vitest'
import { offer } from '../../test/support/offer-fixtures'
import { CLIENT_SORT_KEYS } from '../../core/rules/products/sort'
import { parseCategoryMapping, parseCmsCouponList } from './grid-inputs'
import { FEATURED_SORT, GRID_SORT_KEYS, offerCategories, orderOffers } from '../../core/rules/coupons/grid-order'

const offers = [
  offer({ id: '1', brand: 'banana', offerPrice: '$3.00 OFF', endDate: '2025-07-01', category: 'Produce' }),
  offer({ id: '2', brand: 'Apple', offerPrice: '$1.50 OFF', endDate: '2025-06-20', category: 'Produce', purchaseRank: 2 }),
  offer({
    id: '3',
    brand: 'cherry',
    offerPrice: '$10 OFF',
    endDate: '2025-06-16',
    category: 'Dairy',
    categories: ['Produce'],
    purchaseRank: 1,
  }),
  offer({ id: '4', brand: 'Date', category: 'Bakery' }),
]
const ids = (list: { id: string }[]) => list.map((o) => o.id)

describe('deals grid order', () => {
  afterEach(() => vi.restoreAllMocks())

  it('lists the gallery order first and then every client sort key [SRT-007]', () => {
    expect(GRID_SORT_KEYS).toEqual([FEATURED_SORT, ...CLIENT_SORT_KEYS])
  })

  it("sorts 'a-z' and 'z-a' by the lower-cased title, 'price-low-high' by the price as a float, 'about-to-expire' by end date [SRT-005] [SRT-006] [SRT-009] [SRT-010] [SRT-011]", () => {
    expect(ids(orderOffers(offers, { sort: 'a-z' }))).toEqual(['2', '1', '3', '4'])
    expect(ids(orderOffers(offers, { sort: 'z-a' }))).toEqual(['4', '3', '1', '2'])
    expect(ids(orderOffers(offers, { sort: 'price-low-high' }))).toEqual(['2', '1', '3', '4'])
    expect(ids(orderOffers(offers, { sort: 'about-to-expire' }))).toEqual(['3', '2', '1', '4'])
    expect(ids(orderOffers(offers, { sort: 'purchase-history' }))).toEqual(['3', '2', '1', '4'])
    expect(ids(orderOffers(offers, { sort: FEATURED_SORT }))).toEqual(['1', '2', '3', '4'])
  })

  it('filters by category or categories, and lists the categories once, alphabetically [CPN-120]', () => {
    expect(ids(orderOffers(offers, { sort: FEATURED_SORT, category: 'Produce' }))).toEqual(['1', '2', '3'])
    expect(offerCategories(offers)).toEqual(['Bakery', 'Dairy', 'Produce'])
  })

  it('orders 5,000 offers in one pass per change', () => {
    const many = Array.from({ length: 5000 }, (_, i) => offer({ id: String(i), brand: `Brand ${(i * 7919) % 5000}` }))
    const sorted = orderOffers(many, { sort: 'a-z' })
    expect(sorted).toHaveLength(5000)
    expect(sorted[0]?.brand).toBe('Brand 0')
  })

  it('reads a category mapping and refuses unsafe links with one warning each [CPN-120] [CPN-121]', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const banner = { image: '/a.svg', alt: 'A', link: '/a.html', newTab: true }
    const mapping = parseCategoryMapping(
      'aisle-deals-grid',
      JSON.stringify({ default: banner, categories: { Dairy: banner, Bad: { ...banner, link: 'javascript:x' } } }),
    )
    expect(mapping).toEqual({ default: banner, categories: { Dairy: banner } })
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^<aisle-deals-grid>: category-mapping entry "Bad" is not a valid banner/),
    ])
    expect(parseCategoryMapping('aisle-deals-grid', '{oops')).toBeUndefined()
  })

  it('keeps the valid non-digital coupons of a list and skips the others [CPN-104]', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const list = parseCmsCouponList(
      'aisle-deals-grid',
      JSON.stringify([{ id: 'a', brand: 'B', description: 'D', detailsUrl: '/d' }, { id: 'b' }]),
    )
    expect(list.map((c) => c.id)).toEqual(['a'])
  })
})
