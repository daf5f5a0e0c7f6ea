/**
 * The cart queue's sending half: one POST items of absolute quantities for everything queued, and what the server's
 * reply makes of the cart. The cart store (./cart.ts) keeps the queue and shows each change at once; it loads this
 * module with the first change, or a cart button's boot gives it (core/runtime/cart/changes.ts), so a page that only
 * shows the cart (the mini cart) does not download the call, its reply schema or the reply's readers.
 */
import type { WritableAtom } from 'nanostores'
import { type CartChangeReply, sendCartChanges } from '../../io/cart/items'
import type { ApiClient } from '../../io/api/client'
import { type CartContext, isLocalCartValid, emptyCart, type LocalCart } from '../../rules/cart/cart'
import { cartIdFor, withCartId } from '../../rules/cart/categories'
import { batchChanges } from '../../rules/cart/batch'
import type { CartLine, CartOp } from '../../rules/cart/queue'
import { mtoSummary } from '../../rules/products/mto-summary'
import { sendToOrder } from './order-changes'
import type { SessionStore } from '../session'

/** One queued change and the promise its caller waits on. */
export interface Pending {
  op: CartOp
  resolve: () => void
  reject: (error: unknown) => void
}

/** The queue's state, shared with the cart store: the confirmed base while changes are outstanding, the queued and sent ones. */
export interface QueueState {
  confirmed: LocalCart | null
  queued: Pending[]
  inFlight: Pending[]
}

/** What the sending half needs of the cart store. */
export interface CartQueueHost {
  deps: { api: () => ApiClient; session: SessionStore; now: () => number; log: Pick<Console, 'warn'> }
  queue: QueueState
  $cart: WritableAtom<LocalCart | null>
  $cartIds: WritableAtom<Record<string, string>>
  $cartStatus: WritableAtom<{ status: 'idle' | 'loading' | 'ready' | 'error'; message?: string }>
  cartKey: string
  context(): CartContext & { guest: boolean }
  read(): Promise<void>
  settle(): void
  rollBack(batch: readonly Pending[], error: unknown): void
}

export type CartSender = (host: CartQueueHost) => Promise<void>

const confirmedLines = (cart: LocalCart | null) => (cart?.cartItems ?? []) as CartLine[]

function fromReply(host: CartQueueHost, reply: CartChangeReply, base: LocalCart | null): LocalCart {
  const ctx = host.context()
  return {
    ...(base ?? emptyCart(ctx.channel, ctx.storeId, ctx.guest)),
    storeId: ctx.storeId,
    channel: ctx.channel,
    cartId: reply.cartId,
    cartQty: reply.cartQty,
    cartPrice: reply.cartPrice,
    cartItems: reply.lines,
    // CRT-042: made to order when a line is; the largest preparation time of those lines (disableMto: none).
    ...mtoSummary(reply.mto, { disableMto: host.deps.api().config.flags.disableMto === true }),
    updatedTime: host.deps.now(),
  }
}

/** Sends everything queued so far as one POST items of absolute quantities, then settles it. */
export const sendQueuedChanges: CartSender = async (host) => {
  const { deps, queue } = host
  // Without user info a signed-in shopper's change would land in a new guest cart: it waits for the identity (bounded),
  // and fails as a failed call would when the sign-in stays unconfirmed.
  try {
    await deps.session.confirmIdentity()
  } catch (error) {
    const batch = queue.queued
    queue.queued = []
    host.rollBack(batch, error)
    return
  }
  // Absolute quantities must start from the server's lines: an outdated local copy is read first.
  if (!isLocalCartValid(queue.confirmed ?? host.$cart.get(), host.context(), deps.now())) await host.read()
  const base = queue.confirmed ?? host.$cart.get()
  queue.inFlight = queue.queued
  queue.queued = []
  const batch = queue.inFlight
  const items = batchChanges(
    confirmedLines(base),
    batch.map((p) => p.op),
  )
  // While an order is edited its lines are the cart: the changes go to the order (./cart-order-changes.ts).
  const order = host.context().pendingOrder
  try {
    if (items.length > 0 && order) queue.confirmed = await sendToOrder(host, order, items)
    else if (items.length > 0) {
      const reply = await sendCartChanges(deps.api(), cartIdFor(host.$cartIds.get(), host.cartKey) ?? base?.cartId, items, {
        log: deps.log,
      })
      host.$cartIds.set(withCartId(host.$cartIds.get(), host.cartKey, reply.cartId))
      queue.confirmed = fromReply(host, reply, base)
    }
    queue.inFlight = []
    host.$cartStatus.set({ status: 'ready' })
    host.settle()
    for (const p of batch) p.resolve()
  } catch (error) {
    queue.inFlight = []
    host.rollBack(batch, error)
  }
}
