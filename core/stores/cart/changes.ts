/**
 * The cart queue's sending half: one POST items of absolute quantities for everything queued, and what the server's
 * reply makes of the cart. The cart store (./cart.ts) keeps the queue and shows each change at once; it loads this
 * module with the first change, or a cart button's boot gives it (core/runtime/cart/changes.ts), so a page that only
 * shows the cart (the mini cart) does not download the call, its reply schema or the reply's readers. It reaches the
 * store only through its port (./cart.ts CartPort).
 */
import { type CartChangeReply, sendCartChanges } from '../../io/cart/items'
import { isLocalCartValid, emptyCart, type LocalCart } from '../../rules/cart/cart'
import { batchChanges } from '../../rules/cart/batch'
import type { CartLine } from '../../rules/cart/queue'
import { mtoSummary } from '../../rules/products/mto-summary'
import { sendToOrder } from './order-changes'
import type { CartPort, CartSender } from './cart'

const confirmedLines = (cart: LocalCart | null) => (cart?.cartItems ?? []) as CartLine[]

function fromReply(port: CartPort, reply: CartChangeReply, base: LocalCart | null): LocalCart {
  const ctx = port.context()
  return {
    ...(base ?? emptyCart(ctx.channel, ctx.storeId, ctx.guest)),
    storeId: ctx.storeId,
    channel: ctx.channel,
    cartId: reply.cartId,
    cartQty: reply.cartQty,
    cartPrice: reply.cartPrice,
    cartItems: reply.lines,
    // CRT-042: made to order when a line is; the largest preparation time of those lines (disableMto: none).
    ...mtoSummary(reply.mto, { disableMto: port.api().config.flags.disableMto === true }),
    updatedTime: port.now(),
  }
}

/** Sends everything queued so far as one POST items of absolute quantities, then settles it. */
export const sendQueuedChanges: CartSender = async (port) => {
  // Without user info a signed-in shopper's change would land in a new guest cart: it waits for the identity (bounded),
  // and fails as a failed call would when the sign-in stays unconfirmed.
  try {
    await port.session.confirmIdentity()
  } catch (error) {
    port.failed(port.take(false), error)
    return
  }
  // Absolute quantities must start from the server's lines: an outdated local copy is read first.
  if (!isLocalCartValid(port.base(), port.context(), port.now())) await port.read()
  const base = port.base()
  const batch = port.take(true)
  const items = batchChanges(
    confirmedLines(base),
    batch.map((p) => p.op),
  )
  // While an order is edited its lines are the cart: the changes go to the order (./order-changes.ts).
  const order = port.context().pendingOrder
  try {
    if (items.length > 0 && order) port.confirm(await sendToOrder(port, order, items))
    else if (items.length > 0) {
      const reply = await sendCartChanges(port.api(), port.cartId() ?? base?.cartId, items, { log: port.log })
      port.keepCartId(reply.cartId)
      port.confirm(fromReply(port, reply, base))
    }
    port.landed(batch)
  } catch (error) {
    port.failed(batch, error)
  }
}
