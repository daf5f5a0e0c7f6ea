/**
 * Which absolute POST items lines a batch of queued changes becomes (the cart queue's sending half runs it:
 * core/stores/cart/changes.ts). Pure; apart from ./cart-queue.ts so a page that only shows the cart does not load it.
 */
import { applyOps, type CartLine, type CartOp, keyOfLine, keyOfOp } from './queue'

/**
 * One POST items line (API-032): the absolute qty, or selectedWeight for a sold-by-weight item (CRT-026,
 * CRT-027), the modifier option UPCs and comments of a customised product, the entry id of a customised
 * entry, and the subscription fields (SNS-007; rules/products `snsItemFields` builds them).
 */
export interface ItemChange {
  itemId: string
  qty?: number
  selectedWeight?: string
  modifierOptionUPCs?: readonly string[]
  entryId?: string
  comments?: string
  isSnsSub?: boolean
  isFirstTimeSnsSub?: boolean
  snsFrequency?: { unit: string; count: number }
}

function sameLine(a: CartLine | undefined, b: CartLine | undefined): boolean {
  if (!a || !b) return a === b
  return (
    a.qty === b.qty &&
    (a.selectedWeight ?? '') === (b.selectedWeight ?? '') &&
    (a.snsFrequency?.count ?? 0) === (b.snsFrequency?.count ?? 0)
  )
}

function subscription(line: CartLine): Partial<ItemChange> {
  return line.isSnsSub ? { isSnsSub: true, isFirstTimeSnsSub: line.isFirstTimeSnsSub === true, snsFrequency: line.snsFrequency } : {}
}

/**
 * The POST items lines for a batch: one per line the batch touches whose result differs from the server's,
 * each with its absolute quantity (qty, or selectedWeight for a weighed line: CRT-026, CRT-027), 0 for a line
 * that goes. Ten +1s on one line become one line of qty 10; a +1 and a -1 on a new line become nothing.
 */
export function batchChanges(confirmed: readonly CartLine[], ops: readonly CartOp[]): ItemChange[] {
  const after = applyOps(confirmed, ops)
  const keys = [...new Set(ops.map(keyOfOp))]
  const changes: ItemChange[] = []
  for (const key of keys) {
    const was = confirmed.find((l) => keyOfLine(l) === key)
    const now = after.find((l) => keyOfLine(l) === key)
    if (sameLine(was, now)) continue
    if (!now) {
      // A subscribed line is only found again with its subscription fields.
      if (was) changes.push({ itemId: was.itemId, qty: 0, ...subscription(was) })
      continue
    }
    const amount = now.selectedWeight !== undefined ? { selectedWeight: now.selectedWeight } : { qty: now.qty }
    const extras = {
      ...(now.modifierOptionUPCs?.length ? { modifierOptionUPCs: now.modifierOptionUPCs } : {}),
      ...(now.comments ? { comments: now.comments } : {}),
    }
    changes.push({ itemId: now.itemId, ...amount, ...extras, ...subscription(now) })
  }
  return changes
}
