import { describe, expect, it } from 'vitest'
import { snsItemFields } from '../products'
import { batchChanges } from './batch'
import { applyOps, type CartLine, isSubscriptionOp, MAX_LINE_QTY, weightValue } from './queue'

const line = (itemId: string, qty: number, extra: Partial<CartLine> = {}): CartLine => ({
  itemId,
  qty,
  cartSource: 'ABS',
  cartCategory: '1P',
  ...extra,
})
const sns = snsItemFields({ isFirstTimeSnsSub: false })

describe('cart queue operations', () => {
  it('coalesces ten adds into one absolute line [CRT-027]', () => {
    const ops = Array.from({ length: 10 }, () => ({ type: 'add' as const, itemId: 'A', delta: 1 }))
    expect(batchChanges([], ops)).toEqual([{ itemId: 'A', qty: 10 }])
    expect(batchChanges([line('A', 2)], ops)).toEqual([{ itemId: 'A', qty: 12 }])
  })

  it('keeps quantities within 0-99 and removes a line at 0', () => {
    expect(applyOps([line('A', 98)], [{ type: 'add', itemId: 'A', delta: 5 }])[0]?.qty).toBe(MAX_LINE_QTY)
    expect(applyOps([line('A', 1)], [{ type: 'add', itemId: 'A', delta: -3 }])).toEqual([])
    expect(batchChanges([line('A', 1)], [{ type: 'add', itemId: 'A', delta: -1 }])).toEqual([{ itemId: 'A', qty: 0 }])
  })

  it('sends nothing for changes that cancel out', () => {
    expect(
      batchChanges(
        [],
        [
          { type: 'add', itemId: 'A', delta: 1 },
          { type: 'add', itemId: 'A', delta: -1 },
        ],
      ),
    ).toEqual([])
    expect(
      batchChanges(
        [line('A', 2)],
        [
          { type: 'add', itemId: 'A', delta: 3 },
          { type: 'add', itemId: 'A', delta: -3 },
        ],
      ),
    ).toEqual([])
  })

  it('sends a weighed line as selectedWeight with two decimals [CRT-026]', () => {
    expect(weightValue(1.5)).toBe('1.50')
    expect(weightValue('junk')).toBe('0.00')
    expect(batchChanges([], [{ type: 'weight', itemId: 'W', selectedWeight: '1.50' }])).toEqual([{ itemId: 'W', selectedWeight: '1.50' }])
    expect(batchChanges([line('W', 1, { selectedWeight: '1.50' })], [{ type: 'weight', itemId: 'W', selectedWeight: '0' }])).toEqual([
      { itemId: 'W', qty: 0 },
    ])
  })

  it('keeps a subscribed line apart and sends its subscription fields, also when it goes [SNS-007] [SNS-010]', () => {
    const ops = [{ type: 'add' as const, itemId: 'S', delta: 2, sns }]
    const lines = applyOps([line('S', 1)], ops)
    expect(lines).toEqual([line('S', 1), expect.objectContaining({ itemId: 'S', qty: 2, isSnsSub: true, cartCategory: '1P_SNS' })])
    expect(batchChanges([line('S', 1)], ops)).toEqual([{ itemId: 'S', qty: 2, ...sns }])
    const subscribed = line('S', 2, {
      isSnsSub: true,
      isFirstTimeSnsSub: false,
      snsFrequency: { count: 1, unit: 'WEEK' },
      cartCategory: '1P_SNS',
    })
    expect(batchChanges([subscribed], [{ type: 'add', itemId: 'S', delta: -2, sns }])).toEqual([{ itemId: 'S', qty: 0, ...sns }])
    expect(isSubscriptionOp(ops[0]!)).toBe(true)
    expect(isSubscriptionOp({ type: 'add', itemId: 'S', delta: 1 })).toBe(false)
  })

  it('carries the chosen modifier options of a customised product [PRD-055]', () => {
    expect(batchChanges([], [{ type: 'add', itemId: 'C', delta: 1, extras: { modifierOptionUPCs: ['200000000111'] } }])).toEqual([
      { itemId: 'C', qty: 1, modifierOptionUPCs: ['200000000111'] },
    ])
  })
})
