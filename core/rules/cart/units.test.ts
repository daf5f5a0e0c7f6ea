import { describe, expect, it } from 'vitest'
import { applyOps } from './queue'
import { unitAddOp } from './units'

describe('unit rules of an add', () => {
  it('adds a sold-by-weight item by its minimum weight (n minimums for a quantity of n) when no weight was chosen, sent as a two-decimal weight [CRT-026] [QAB-003]', () => {
    expect(unitAddOp('W', { soldByWeight: true, minWeight: 0.25 })).toEqual({ type: 'addWeight', itemId: 'W', weight: '0.25' })
    expect(unitAddOp('W', { soldByWeight: true, minWeight: 0.5 }, { qty: 3 })).toEqual({ type: 'addWeight', itemId: 'W', weight: '1.50' })
  })

  it('adds the chosen weight, never below the minimum, and a step of 1 lb when the catalogue gives no minimum [QAB-003]', () => {
    expect(unitAddOp('W', { soldByWeight: true, minWeight: 0.5 }, { weight: '1.50' })).toEqual({
      type: 'addWeight',
      itemId: 'W',
      weight: '1.50',
    })
    expect(unitAddOp('W', { soldByWeight: true, minWeight: 0.5 }, { weight: 0.1 })).toEqual({
      type: 'addWeight',
      itemId: 'W',
      weight: '0.50',
    })
    expect(unitAddOp('W', { soldByWeight: true, minWeight: 0.5 }, { weight: 'x' })).toEqual({
      type: 'addWeight',
      itemId: 'W',
      weight: '0.50',
    })
    expect(unitAddOp('W', { soldByWeight: true })).toEqual({ type: 'addWeight', itemId: 'W', weight: '1.00' })
    expect(unitAddOp('W', { soldByWeight: true, minWeight: 0 })).toEqual({ type: 'addWeight', itemId: 'W', weight: '1.00' })
  })

  it('adds any other item by a whole quantity, 1 by default, within 1-99, with its subscription and options [CRT-027]', () => {
    expect(unitAddOp('E', {})).toEqual({ type: 'add', itemId: 'E', delta: 1 })
    expect(unitAddOp('E', { soldByWeight: false }, { qty: 3, weight: '2.00' })).toEqual({ type: 'add', itemId: 'E', delta: 3 })
    expect(unitAddOp('E', {}, { qty: 0 })).toEqual({ type: 'add', itemId: 'E', delta: 1 })
    expect(unitAddOp('E', {}, { qty: 500 })).toEqual({ type: 'add', itemId: 'E', delta: 99 })
    expect(unitAddOp('C', {}, {}, { extras: { modifierOptionUPCs: ['200000000001'] } })).toEqual({
      type: 'add',
      itemId: 'C',
      delta: 1,
      extras: { modifierOptionUPCs: ['200000000001'] },
    })
  })

  it('adds weight on top of what a weighed line holds, so two presses hold twice the minimum [CRT-026]', () => {
    const op = unitAddOp('W', { soldByWeight: true, minWeight: 0.25 })
    const lines = applyOps([], [op, op, op])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ itemId: 'W', qty: 1, selectedWeight: '0.75' })
  })
})
