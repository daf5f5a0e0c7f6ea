/**
 * The item's unit rules for an add (CRT-026, CRT-027, QAB-003), the one rule every add surface goes through:
 * the product card, add to cart, the carousel tiles and the quick-add basket. Pure (core/rules).
 *
 * A sold-by-weight item adds weight: the chosen weight, never below the item's minimum (its step), or one
 * minimum (n minimums for a quantity of n) when no weight was chosen, on top of what the line holds; the cart sends the line's absolute
 * selectedWeight. Any other item adds a whole quantity (1 when none was chosen).
 */
import { type CartOp, type LineExtras, MAX_LINE_QTY, type SnsFields, weightValue } from './queue'

/** What an add needs to know of an item's unit (the catalogue's soldByWeight and minWeight). */
export interface ItemUnit {
  soldByWeight?: boolean
  minWeight?: number
}

/** What the shopper chose on the surface: a quantity, or a weight for a sold-by-weight item. */
export interface AddAmount {
  qty?: number
  weight?: number | string
}

export interface AddOptions {
  sns?: SnsFields
  extras?: LineExtras
}

/** The seed's step for a weighed item: its minWeight, or 1 (lb) when the catalogue gives none. */
const weightStep = (unit: ItemUnit) =>
  unit.minWeight !== undefined && Number.isFinite(unit.minWeight) && unit.minWeight > 0 ? unit.minWeight : 1

const wholeQty = (qty: number | undefined) =>
  Math.min(MAX_LINE_QTY, Math.max(1, Math.floor(qty !== undefined && Number.isFinite(qty) ? qty : 1)))

/** The change one add press makes, by the item's unit. */
export function unitAddOp(itemId: string, unit: ItemUnit, amount: AddAmount = {}, options: AddOptions = {}): CartOp {
  if (unit.soldByWeight) {
    const step = weightStep(unit)
    // A quantity asked of a weighed item (add to cart's qty attribute) is that many steps.
    const chosen = amount.weight !== undefined ? Number(amount.weight) : wholeQty(amount.qty) * step
    return { type: 'addWeight', itemId, weight: weightValue(Number.isFinite(chosen) && chosen > step ? chosen : step) }
  }
  return {
    type: 'add',
    itemId,
    delta: wholeQty(amount.qty),
    ...(options.sns ? { sns: options.sns } : {}),
    ...(options.extras ? { extras: options.extras } : {}),
  }
}
