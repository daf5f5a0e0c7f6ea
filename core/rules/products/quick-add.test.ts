import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  allSelected,
  basketAfterFailure,
  basketTotal,
  DEFAULT_QUICK_ADD_QTY,
  mergeRefresh,
  newEntry,
  type QuickAddEntry,
  selectedItemChanges,
  setAllSelected,
  setQty,
  setSelected,
  setWeight,
  SMART_BASKET_PAGE_SIZE,
  smartBasketQuery,
  stepWeight,
  WEIGHT_DECIMALS,
} from './quick-add'

const id = fc.stringMatching(/^9[0-9]{3}$/)
const entry = fc.record({ itemId: id, qty: fc.integer({ min: 1, max: 30 }), selected: fc.boolean() })
const basket = fc.uniqueArray(entry, { selector: (e) => e.itemId, maxLength: 20 })
const products = fc.uniqueArray(fc.record({ itemId: id, soldByWeight: fc.boolean(), minWeight: fc.constantFrom(0.25, 0.5, 1) }), {
  selector: (p) => p.itemId,
  maxLength: 20,
})

describe('quick-add basket', () => {
  it('builds the basket from the smart basket of previously bought items, in its order [QAB-001]', () => {
    const fresh = [{ itemId: '9001' }, { itemId: '9002', soldByWeight: true, minWeight: 0.5 }]
    expect(mergeRefresh([], fresh).map((e) => e.itemId)).toEqual(['9001', '9002'])
  })

  it('starts each entry at qty 1 and selected [QAB-002] [CST-061]', () => {
    expect(DEFAULT_QUICK_ADD_QTY).toBe(1)
    expect(seedText('001')).toMatch(/Default quick-add quantity \| 1; weight shown with two decimals/)
    expect(newEntry({ itemId: '9001' })).toEqual({ itemId: '9001', qty: 1, selected: true })
    fc.assert(
      fc.property(products, (ps) => {
        for (const e of mergeRefresh([], ps)) expect(e).toMatchObject({ qty: 1, selected: true })
      }),
    )
  })

  it("gives a sold-by-weight item a two-decimal selectedWeight starting from its minWeight, e.g. '0.50' [QAB-003] [CST-061]", () => {
    expect(WEIGHT_DECIMALS).toBe(2)
    expect(newEntry({ itemId: '9002', soldByWeight: true, minWeight: 0.5 })).toEqual({
      itemId: '9002',
      qty: 1,
      selected: true,
      selectedWeight: '0.50',
    })
    expect(newEntry({ itemId: '9003', soldByWeight: true, minWeight: 1 }).selectedWeight).toBe('1.00')
    const list = [newEntry({ itemId: '9002', soldByWeight: true, minWeight: 0.5 })]
    expect(setWeight(list, '9002', 0.2, 0.5)[0]?.selectedWeight).toBe('0.50')
    expect(setWeight(list, '9002', 1.257, 0.5)[0]?.selectedWeight).toBe('1.26')
    expect(stepWeight('0.50', 0.5, 1)).toBe('1.00')
    expect(stepWeight('0.50', 0.5, -1)).toBe('0.50')
    expect(stepWeight('1.00', 0.25, -1)).toBe('0.75')
    fc.assert(
      fc.property(fc.double({ min: -10, max: 50, noNaN: true }), fc.constantFrom(0.25, 0.5, 1), (w, min) => {
        const got = setWeight(list, '9002', w, min)[0]?.selectedWeight ?? ''
        expect(got).toMatch(/^\d+\.\d{2}$/)
        expect(Number(got)).toBeGreaterThanOrEqual(min)
      }),
    )
  })

  it('selects every entry with select all [QAB-004]', () => {
    fc.assert(
      fc.property(basket, (b) => {
        const all = setAllSelected(b, true)
        expect(all.every((e) => e.selected)).toBe(true)
        expect(all.map((e) => e.qty)).toEqual(b.map((e) => e.qty))
        expect(allSelected(all)).toBe(b.length > 0)
      }),
    )
  })

  it('unselects every entry with unselect all [QAB-005]', () => {
    fc.assert(
      fc.property(basket, (b) => {
        const none = setAllSelected(b, false)
        expect(none.some((e) => e.selected)).toBe(false)
        expect(basketTotal(none)).toBe(0)
      }),
    )
  })

  it('changes only that entry when one is selected or unselected [QAB-006]', () => {
    fc.assert(
      fc.property(
        basket.filter((b) => b.length > 0),
        fc.nat(),
        fc.boolean(),
        (b, i, selected) => {
          const target = b[i % b.length] as QuickAddEntry
          const next = setSelected(b, target.itemId, selected)
          next.forEach((e, j) => expect(e).toEqual(j === i % b.length ? { ...target, selected } : b[j]))
        },
      ),
    )
  })

  it('totals the quantities of the selected entries [QAB-007]', () => {
    fc.assert(
      fc.property(basket, (b) => {
        expect(basketTotal(b)).toBe(b.filter((e) => e.selected).reduce((s, e) => s + e.qty, 0))
      }),
    )
    const b = [
      { itemId: '1', qty: 2, selected: true },
      { itemId: '2', qty: 5, selected: false },
      { itemId: '3', qty: 1, selected: true, selectedWeight: '0.50' },
    ]
    expect(basketTotal(b)).toBe(3)
    expect(basketTotal(setQty(b, '1', 4))).toBe(5)
  })

  it('keeps quantities whole and from 1 [QAB-002]', () => {
    const b = [newEntry({ itemId: '9001' })]
    expect(setQty(b, '9001', 0)[0]?.qty).toBe(1)
    expect(setQty(b, '9001', 3.7)[0]?.qty).toBe(3)
    expect(setQty(b, '9001', Number.NaN)[0]?.qty).toBe(1)
  })

  it('drops products no longer returned on refresh [QAB-008]', () => {
    fc.assert(
      fc.property(basket, products, (stored, fresh) => {
        const ids = new Set(fresh.map((p) => p.itemId))
        expect(mergeRefresh(stored, fresh).every((e) => ids.has(e.itemId))).toBe(true)
      }),
    )
  })

  it('adds newly returned products and keeps the qty and selection of entries that stay [QAB-009]', () => {
    fc.assert(
      fc.property(basket, products, (stored, fresh) => {
        const merged = mergeRefresh(stored, fresh)
        expect(merged.map((e) => e.itemId)).toEqual(fresh.map((p) => p.itemId))
        for (const e of merged) {
          const old = stored.find((s) => s.itemId === e.itemId)
          if (old) expect(e).toBe(old)
          else expect(e).toMatchObject({ qty: 1, selected: true })
        }
      }),
    )
  })

  it('builds the smart basket query with availabilityCheck, storeId, pageNo, pageSize, excludeCartItems and placement [QAB-010]', () => {
    const q = smartBasketQuery({ storeId: '1234', pageNo: 2 })
    expect(Object.keys(q).sort()).toEqual(['availabilityCheck', 'excludeCartItems', 'pageNo', 'pageSize', 'placement', 'storeId'])
    expect(q).toMatchObject({ availabilityCheck: true, storeId: '1234', pageNo: 2, pageSize: 50, excludeCartItems: true })
    expect(smartBasketQuery({ storeId: '1', pageNo: 0 }).pageNo).toBe(1)
  })

  it('asks for 50 items a page [QAB-011] [CST-052]', () => {
    expect(SMART_BASKET_PAGE_SIZE).toBe(50)
    expect(seedText('001')).toContain(`Smart basket page size | ${SMART_BASKET_PAGE_SIZE} |`)
    expect(smartBasketQuery({ storeId: '1' }).pageSize).toBe(SMART_BASKET_PAGE_SIZE)
  })

  it('keeps the stored basket after a failure, or an empty state when none is stored [QAB-012]', () => {
    const stored = [newEntry({ itemId: '9001' })]
    expect(basketAfterFailure(stored)).toEqual({ entries: stored, state: 'stored' })
    expect(basketAfterFailure([])).toEqual({ entries: [], state: 'empty' })
    expect(basketAfterFailure(null)).toEqual({ entries: [], state: 'empty' })
  })

  it('adds the selected entries to the cart as selectedWeight for weighed items and qty otherwise [CRT-026] [CRT-027]', () => {
    const b = [
      { itemId: '1', qty: 2, selected: true },
      { itemId: '2', qty: 1, selected: false },
      { itemId: '3', qty: 1, selected: true, selectedWeight: '0.75' },
    ]
    expect(selectedItemChanges(b)).toEqual([
      { itemId: '1', qty: 2 },
      { itemId: '3', selectedWeight: '0.75' },
    ])
  })
})
