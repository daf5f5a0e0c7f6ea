import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { readFileSync } from 'node:fs'
import { columnSpan, COUPON_GRID_PAGE_SIZE, GRID_UNITS, initialGridPaging, LOAD_MORE_LABEL, loadMore, showsLoadMore } from './grid'

const seed = () => seedText('001')

describe('deals grid paging', () => {
  it('shows the first 30 coupons [CPN-101] [CST-051]', () => {
    expect(COUPON_GRID_PAGE_SIZE).toBe(30)
    expect(seed()).toContain(
      '| Digital coupon grid | 30 first, 30 more per Load More; a next-page token makes Load More emit an event instead |',
    )
    fc.assert(fc.property(fc.nat({ max: 500 }), (total) => initialGridPaging(total).shown === Math.min(30, total)))
  })

  it("shows 30 more per 'Load More' press, up to what is loaded, and hides the button at the end [CPN-102] [CPN-100]", () => {
    expect(LOAD_MORE_LABEL).toBe('Load More')
    fc.assert(
      fc.property(fc.nat({ max: 400 }), fc.nat({ max: 20 }), (total, presses) => {
        let paging = initialGridPaging(total)
        for (let i = 0; i < presses; i++) {
          const r = loadMore(paging)
          if (r.kind !== 'reveal') throw new Error('no token: must reveal')
          paging = r.paging
        }
        expect(paging.shown).toBe(Math.min(total, 30 * (presses + 1)))
        expect(showsLoadMore(paging)).toBe(paging.shown < total)
      }),
    )
  })

  it("makes 'Load More' emit an event with the next-page token instead of revealing local items [CPN-103]", () => {
    const paging = initialGridPaging(90, 'page-2')
    expect(loadMore(paging)).toEqual({ kind: 'emit', nextPageToken: 'page-2' })
    expect(showsLoadMore(initialGridPaging(10, 'page-2'))).toBe(true)
  })
})

describe('grid layout', () => {
  it('spans 12 divided by the column count grid units per column [CPN-099] [CST-060]', () => {
    expect(GRID_UNITS).toBe(12)
    expect(seed()).toContain('| Grid layout | 12 divided by column count; image breakpoints 575 px and 768 px |')
    expect([1, 2, 3, 4, 6, 12].map(columnSpan)).toEqual([12, 6, 4, 3, 2, 1])
    expect(columnSpan('3')).toBe(4)
    for (const bad of [0, -1, 13, 'x', undefined, 2.5]) expect(columnSpan(bad)).toBe(3)
  })

  // The breakpoints live where they act, in the grid's container queries (CSS cannot import a TS constant).
  it('switches coupon images at 575 px and 768 px [CPN-105] [CST-060]', () => {
    expect(seed()).toContain('image breakpoints 575 px and 768 px')
    const css = readFileSync(new URL('../../../widgets/deals-grid/deals-grid.css', import.meta.url), 'utf8')
    expect([...css.matchAll(/@container \(max-width: (\d+)px\)/g)].map((m) => Number(m[1]))).toEqual([768, 575])
  })
})
