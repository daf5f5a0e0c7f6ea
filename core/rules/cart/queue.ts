/**
 * The cart change queue's pure half: what a change does to the lines the shopper sees (./cart-batch.ts: which
 * absolute POST items lines a batch of changes becomes). Pure (core/rules): no io, no timers; core/stores/cart/changes.ts runs it.
 *
 * Changes are kept as operations over the last server-confirmed lines rather than as a copy of the cart, so a
 * failed batch is rolled back by dropping its operations, and the ones queued behind it still apply on top of
 * what the server holds.
 */
import { CART_SOURCE, type CartCategory, type LocalCartItem, WEIGHT_DECIMALS } from './cart'
import { cartCategoryFor } from './categories'
import type { SnsFrequency, snsItemFields } from '../products'

/** Units per line the cart service accepts (API-032 qty, a whole number 0-99). */
export const MAX_LINE_QTY = 99

/** The subscription fields of a subscribed line (SNS-007; rules/products `snsItemFields` builds them). */
export type SnsFields = ReturnType<typeof snsItemFields>

/** Customisation fields a customised product's line carries (PRD-055). */
export interface LineExtras {
  modifierOptionUPCs?: readonly string[]
  comments?: string
}

/** A local cart line: the stored fields (CRT-009) plus the subscription and customisation fields the server echoes. */
export interface CartLine extends LocalCartItem, LineExtras {
  isSnsSub?: boolean
  isFirstTimeSnsSub?: boolean
  snsFrequency?: SnsFrequency
}

/**
 * One change a widget asks for: add and addWeight are relative (every add surface, through ./cart-units.ts), weight
 * absolute (a sold-by-weight line set to a weight). No widget sets or removes a line (docs/decisions/cart.md
 * "Cart store: only what a widget calls").
 */
export type CartOp =
  | { type: 'add'; itemId: string; delta: number; sns?: SnsFields; extras?: LineExtras }
  | { type: 'addWeight'; itemId: string; weight: string }
  | { type: 'weight'; itemId: string; selectedWeight: string }

/** A line is one item in or out of the subscription (the server also splits by entry id, which we never send). */
export const lineKey = (itemId: string, sns?: boolean) => (sns ? `${itemId}#sns` : itemId)
/** The key of a cart line (a subscribed line apart from the same item's ordinary one). */
export const keyOfLine = (line: Pick<CartLine, 'itemId' | 'isSnsSub'>) => lineKey(line.itemId, line.isSnsSub === true)

export function keyOfOp(op: CartOp): string {
  switch (op.type) {
    case 'add':
      return lineKey(op.itemId, !!op.sns)
    case 'addWeight':
    case 'weight':
      return lineKey(op.itemId)
    default:
      return op satisfies never
  }
}

const clampQty = (qty: number) => Math.min(MAX_LINE_QTY, Math.max(0, Math.floor(Number.isFinite(qty) ? qty : 0)))

/** A weight as the two-decimal string the service takes ('1.25'); anything unreadable or below 0 is '0.00' (remove). */
export function weightValue(weight: string | number): string {
  const n = typeof weight === 'number' ? weight : Number(weight)
  return (Number.isFinite(n) && n > 0 ? n : 0).toFixed(WEIGHT_DECIMALS)
}

function lineFor(itemId: string, qty: number, before: CartLine | undefined, sns?: SnsFields, extras?: LineExtras): CartLine {
  // A new line is a 1P line, or a 1P_SNS one when subscribed (SNS-010); the server's reply then says where it went.
  const category: CartCategory = before?.cartCategory ?? cartCategoryFor({ cartCategory: '1P' }, { subscribe: !!sns })
  return { ...before, itemId, qty, cartSource: CART_SOURCE, cartCategory: category, ...(sns ? { ...sns, isSnsSub: true } : {}), ...extras }
}

/** The lines after one change. Quantities stay within 0-99; 0 (or a weight of 0) removes the line. */
export function applyOp(lines: readonly CartLine[], op: CartOp): CartLine[] {
  const key = keyOfOp(op)
  const at = lines.findIndex((l) => keyOfLine(l) === key)
  const before = at >= 0 ? lines[at] : undefined
  let next: CartLine | null
  switch (op.type) {
    case 'add': {
      const qty = clampQty((before?.qty ?? 0) + op.delta)
      next = qty > 0 ? lineFor(op.itemId, qty, before, op.sns, op.extras) : null
      break
    }
    case 'addWeight':
    case 'weight': {
      // A weighed line holds its weight in selectedWeight; a line without one (never weighed) holds none.
      const held = op.type === 'addWeight' ? Number(before?.selectedWeight ?? 0) : 0
      const selectedWeight = weightValue(
        op.type === 'addWeight' ? (Number.isFinite(held) ? held : 0) + Number(op.weight) : op.selectedWeight,
      )
      next = Number(selectedWeight) > 0 ? { ...lineFor(op.itemId, 1, before), selectedWeight } : null
      break
    }
    default:
      return op satisfies never
  }
  if (at < 0) return next ? [...lines, next] : [...lines]
  return next ? lines.map((l, n) => (n === at ? next : l)) : lines.filter((_, n) => n !== at)
}

export const applyOps = (lines: readonly CartLine[], ops: readonly CartOp[]): CartLine[] => ops.reduce<CartLine[]>(applyOp, [...lines])

export const linesQty = (lines: readonly Pick<CartLine, 'qty'>[]) => lines.reduce((sum, l) => sum + l.qty, 0)

/** Whether an operation changes a subscribed line (a failure there fires productQtyUpdateError). */
export const isSubscriptionOp = (op: CartOp) => op.type === 'add' && !!op.sns
