/**
 * The one way a widget adds to the cart and says so: the pressed state, the live status line
 * and the `aisle-cart-change` event, for add to cart, quick add, the product card and the product carousel.
 *
 * - Feedback in the press's frame: `run` marks the press busy and puts the working text on the
 *   status line synchronously, before the task's first await, so the render that shows it is the press's own
 *   (React flushes a discrete event's updates before the next frame; nothing here defers it).
 * - Success: the task's text on the status line and the event from the host; failure: the cart error text
 *   (ERR-019, the text the cart store shows). The line clears after CART_ARIA_CLEAR_MS (CRT-041).
 * - A press of a key already under way is ignored (a double click adds once), unless `repeat` is set: the
 *   product card's Add queues every press, and the cart store coalesces them (CRT-022, CRT-027).
 */
import { useEffect, useRef, useState } from 'react'
import { CART_CHANGE_EVENT, type CartChangeDetail, dispatchAisleEvent } from '../../core/elements/events'
import { CART_ARIA_CLEAR_MS } from '../../core/rules/cart/cart'
import { CART_ERROR_MESSAGE } from '../../core/rules/errors'
import { CART_WORKING_TEXT } from '../../core/rules/press'

export interface CartMessage {
  text: string
  error: boolean
}

/** What a finished add says on the status line, and the event's detail. */
export interface CartActionDone {
  said: string
  change: CartChangeDetail
}

export interface CartAction {
  /** Whether a press of `key` is under way ('' for a widget with one button). */
  busy: (key?: string) => boolean
  /** Every key with a press under way. */
  busyKeys: ReadonlySet<string>
  /** The status line: the outcome of the last press, or the working text while one is under way. */
  message: CartMessage | undefined
  /** Puts a text of the widget's own on the status line (cleared like the others). */
  say: (text: string, error: boolean) => void
  /** Runs one press; `task` makes the cart calls and answers what to say, or undefined to say nothing. */
  run: (key: string, task: () => Promise<CartActionDone | undefined>, options?: { repeat?: boolean }) => Promise<void>
}

const NONE: ReadonlySet<string> = new Set()
const WORKING: CartMessage = { text: CART_WORKING_TEXT, error: false }

export function useCartAction(container: ShadowRoot | undefined): CartAction {
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(NONE)
  const [outcome, setOutcome] = useState<CartMessage>()
  // Refs, not state: two clicks inside one render would both see the old state.
  const pending = useRef(new Map<string, number>())
  const clear = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(clear.current), [])

  const mark = () => setBusyKeys(pending.current.size === 0 ? NONE : new Set(pending.current.keys()))
  const say = (text: string, error: boolean) => {
    setOutcome({ text, error })
    clearTimeout(clear.current)
    clear.current = setTimeout(() => setOutcome(undefined), CART_ARIA_CLEAR_MS)
  }

  const run: CartAction['run'] = async (key, task, options = {}) => {
    const count = pending.current.get(key) ?? 0
    if (count > 0 && !options.repeat) return
    pending.current.set(key, count + 1)
    clearTimeout(clear.current)
    setOutcome(undefined)
    mark()
    try {
      const done = await task()
      if (done) {
        say(done.said, false)
        dispatchAisleEvent(container, CART_CHANGE_EVENT, done.change)
      }
    } catch {
      say(CART_ERROR_MESSAGE, true)
    } finally {
      const left = (pending.current.get(key) ?? 1) - 1
      if (left > 0) pending.current.set(key, left)
      else pending.current.delete(key)
      mark()
    }
  }

  const message = outcome ?? (busyKeys.size > 0 ? WORKING : undefined)
  return { busy: (key = '') => busyKeys.has(key), busyKeys, message, say, run }
}
