/**
 * Holds a widget's timed message on screen: the cart widgets clear their status line ('Added to cart', a failed
 * add's message) CART_ARIA_CLEAR_MS after it appears. A story that shows the message would show it or not depending
 * on how long the viewer (or the visual baselines' capture, test/stories/) takes to look; with this story hook the
 * page's timers of exactly that delay never fire while the story is shown, so the story always shows the message.
 * Every other timer runs as usual. Restored when the story is left.
 */
import { CART_ARIA_CLEAR_MS } from '../core/rules/cart/cart'

/** The longest delay a browser timer takes (2^31 - 1 ms, about 24.8 days): a held timer waits that long, doing nothing. */
const MAX_DELAY_MS = 2 ** 31 - 1

/** A story `beforeEach` that keeps timers of `delayMs` from firing until the story is left. */
export function holdTimeouts(delayMs: number): () => () => void {
  return () => {
    const original = globalThis.setTimeout
    const held = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      timeout === delayMs ? original(() => undefined, MAX_DELAY_MS) : original(handler, timeout, ...rest)) as typeof setTimeout
    globalThis.setTimeout = held
    return () => {
      if (globalThis.setTimeout === held) globalThis.setTimeout = original
    }
  }
}

/** The cart widgets' status line stays as the story left it (meta-level `beforeEach` of their stories). */
export const holdCartMessages = holdTimeouts(CART_ARIA_CLEAR_MS)
