/**
 * $cart: the local cart copy every widget shares (CRT rows), kept in local storage under the
 * spec's validity rules and synchronised across tabs through storage events. Every change goes through
 * one queue per page (./cart-queue.ts holds its pure half): shown at once, coalesced, sent one call at a
 * time with absolute quantities, rolled back when the call fails.
 */
import { persistentAtom } from '@nanostores/persistent'
import { atom, computed } from 'nanostores'
import { type CartReply, fetchMiniCart, postItems } from '../io/api/cart'
import { afterNextPaint } from '../io/after-paint'
import type { ApiClient } from '../io/api/client'
import { installPersistentEngine, type SafeStorage } from '../io/storage'
import {
  CART_IDS_STORAGE_KEY,
  CART_REFRESH_INTERVAL_MINUTES,
  CART_SOURCE,
  CART_STORAGE_KEY,
  type CartContext,
  channelFromPreference,
  emptyCart,
  isLocalCartValid,
  type LocalCart,
  MINUTE_MS,
  shouldRefreshCart,
} from '../rules/cart'
import { cartIdFor, cartIdKey, localCartItem, withCartId, withoutCartId } from '../rules/cart-categories'
import { CART_ERROR_MESSAGE, PRODUCT_QTY_UPDATE_ERROR_EVENT } from '../rules/errors'
import { mtoSummary } from '../rules/products/mto-summary'
import { normaliseFrequency } from '../rules/products/subscription'
import { isAuthorisedForStorefront, isStorefrontGuest, isTokenActive } from '../rules/session'
import {
  applyOps, batchChanges, type CartLine, type CartOp, isSubscriptionOp, type LineExtras, linesQty, type SnsFields, weightValue,
} from './cart-queue'
import type { SessionStore } from './session'

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface CartDeps {
  api: () => ApiClient
  session: SessionStore
  storage: SafeStorage
  now?: () => number
  offersOnly?: () => boolean
  /** The page is one the seed refreshes the cart on (CRT-020): its first load reads the server whatever the local copy. */
  refreshPage?: boolean
  timers?: { setInterval: typeof setInterval; clearInterval: typeof clearInterval }
  log?: Pick<Console, 'warn' | 'error'>
  /** Page events (productQtyUpdateError); the page's window by default. */
  dispatch?: (name: string, detail: unknown) => void
}

interface Pending {
  op: CartOp
  resolve: () => void
  reject: (error: unknown) => void
}

/** A line of a POST items reply as the local cart keeps it. */
function toLine(i: CartReply['items'][number]): CartLine {
  return {
    itemId: String(i.itemId),
    qty: i.qty,
    cartSource: CART_SOURCE,
    cartCategory: (i.cartCategory as CartLine['cartCategory'] | undefined) ?? '1P',
    ...(i.selectedWeight == null ? {} : { selectedWeight: String(i.selectedWeight) }),
    ...(i.isSnsSub ? { isSnsSub: true, isFirstTimeSnsSub: i.isFirstTimeSnsSub === true, snsFrequency: normaliseFrequency(i.snsFrequency) } : {}),
    ...(i.modifierOptionUPCs?.length ? { modifierOptionUPCs: i.modifierOptionUPCs.map(String) } : {}),
    ...(i.comments ? { comments: i.comments } : {}),
  }
}

function pageDispatch(name: string, detail: unknown): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(name, { detail }))
}

function decodeCart(raw: string): LocalCart | null {
  try {
    const value = JSON.parse(raw) as LocalCart
    return value && typeof value === 'object' && Array.isArray(value.cartItems) && typeof value.cartQty === 'number' ? value : null
  } catch {
    return null
  }
}

function decodeIds(raw: string): Record<string, string> {
  try {
    const value = JSON.parse(raw) as unknown
    return value && typeof value === 'object' ? (value as Record<string, string>) : {}
  } catch {
    return {}
  }
}

export type CartStore = ReturnType<typeof createCartStore>

export function createCartStore(deps: CartDeps) {
  const now = deps.now ?? Date.now
  const log = deps.log ?? console
  // Bound wrappers: browsers throw "Illegal invocation" when setInterval is called as a method of another object.
  const timers = deps.timers ?? { setInterval: ((fn: () => void, ms: number) => setInterval(fn, ms)) as typeof setInterval, clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id) }
  installPersistentEngine(deps.storage)
  const $cart = persistentAtom<LocalCart | null>(CART_STORAGE_KEY, null, { encode: JSON.stringify, decode: decodeCart })
  const $cartIds = persistentAtom<Record<string, string>>(CART_IDS_STORAGE_KEY, {}, { encode: JSON.stringify, decode: decodeIds })
  const $cartStatus = atom<{ status: CartStatus; message?: string }>({ status: 'idle' })
  const $cartCount = computed($cart, (cart) => cart?.cartQty ?? 0)
  let loading: Promise<void> | undefined
  /** CRT-020: on a cart-refresh page the first load goes to the server even with a valid local copy. */
  let pageRefreshDue = deps.refreshPage === true
  /** The key of the cart id this store reads and writes: the default (abs) cart, CRT-007, CRT-008. */
  const CART_KEY = cartIdKey('1P')
  let timer: ReturnType<typeof setInterval> | undefined
  let tail: Promise<void> = Promise.resolve()
  const dispatch = deps.dispatch ?? pageDispatch
  /** The last server-confirmed cart while changes are outstanding; null when the queue is idle. */
  let confirmed: LocalCart | null = null
  let queued: Pending[] = []
  let inFlight: Pending[] = []
  let flushScheduled = false

  function context(): CartContext & { guest: boolean } {
    const shopper = deps.session.$session.get().shopper
    return {
      storeId: shopper?.storeId,
      channel: channelFromPreference(shopper?.preference),
      guest: !shopper || isStorefrontGuest(shopper.userType) || !isAuthorisedForStorefront(shopper.userType),
    }
  }

  /** CRT-018, CRT-019: invalidate the cart id and store an empty cart (never valid, so the next page view asks again). */
  function failed(error: unknown): void {
    log.warn('Aisle: cart call failed; the cart id is invalidated and an empty cart is shown.', error)
    $cartIds.set(withoutCartId($cartIds.get(), CART_KEY))
    const ctx = context()
    replaceConfirmed(emptyCart(ctx.channel, ctx.storeId, ctx.guest))
    $cartStatus.set({ status: 'error', message: CART_ERROR_MESSAGE })
  }

  /** A server read: the cart itself when the queue is idle, else the base the outstanding changes apply to. */
  function replaceConfirmed(cart: LocalCart): void {
    if (confirmed) {
      confirmed = cart
      show()
    } else $cart.set(cart)
  }

  /** Use the local copy while valid (CRT-011..014), else reload from the server (CRT-015). */
  function load(options: { force?: boolean } = {}): Promise<void> {
    const force = options.force === true || pageRefreshDue
    pageRefreshDue = false
    if (!force && isLocalCartValid($cart.get(), context(), now())) {
      $cartStatus.set({ status: 'ready' })
      return Promise.resolve()
    }
    loading ??= serial(read).finally(() => {
      loading = undefined
    })
    return loading
  }

  /** GET mini-cart (API-039) into the cart, or into the confirmed base while changes are outstanding. */
  async function read(): Promise<void> {
    $cartStatus.set({ status: 'loading' })
    try {
      const ctx = context()
      const reply = await fetchMiniCart(deps.api(), cartIdFor($cartIds.get(), CART_KEY))
      if (reply.cartId) $cartIds.set(withCartId($cartIds.get(), CART_KEY, reply.cartId))
      const previous = confirmed ?? $cart.get()
      replaceConfirmed({
        ...emptyCart(ctx.channel, ctx.storeId, ctx.guest),
        cartItems: reply.items
          ? reply.items.map((i) => localCartItem(i.itemId, i.qty))
          : previous && previous.storeId === ctx.storeId
            ? previous.cartItems
            : [],
        cartId: reply.cartId,
        cartQty: reply.cartQty,
        cartPrice: reply.cartPrice,
        updatedTime: now(),
      })
      $cartStatus.set({ status: 'ready' })
    } catch (error) {
      failed(error)
    }
  }

  function refreshConditions(): boolean {
    const shopper = deps.session.$session.get().shopper
    return shouldRefreshCart({
      authorised: isAuthorisedForStorefront(shopper?.userType),
      tokenActive: isTokenActive(shopper?.token, shopper?.expireTime, now()),
      offersOnly: deps.offersOnly?.() ?? false,
    })
  }

  /** CRT-016, CRT-017: every 15 minutes while the conditions hold; the timer stops when one fails. */
  function startRefresh(): void {
    if (timer !== undefined || !refreshConditions()) return
    timer = timers.setInterval(() => {
      if (refreshConditions()) void load({ force: true })
      else stopRefresh()
    }, CART_REFRESH_INTERVAL_MINUTES * MINUTE_MS)
  }

  function stopRefresh(): void {
    if (timer !== undefined) timers.clearInterval(timer)
    timer = undefined
  }

  // ---- The change queue: one per page (one cart store per runtime), shared by every widget. ----

  const confirmedLines = (cart: LocalCart | null) => (cart?.cartItems ?? []) as CartLine[]

  /** What the shopper sees: the confirmed cart with every outstanding change applied (optimistic). */
  function show(): void {
    const base = confirmed ?? $cart.get()
    if (!base) return
    const before = confirmedLines(base)
    const lines = applyOps(before, [...inFlight, ...queued].map((p) => p.op))
    $cart.set({ ...base, cartItems: lines, cartQty: Math.max(0, base.cartQty + linesQty(lines) - linesQty(before)) })
  }

  function fromReply(reply: CartReply, base: LocalCart | null): LocalCart {
    const ctx = context()
    return {
      ...(base ?? emptyCart(ctx.channel, ctx.storeId, ctx.guest)),
      storeId: ctx.storeId,
      channel: ctx.channel,
      cartId: reply.cartId,
      cartQty: reply.cartQty,
      cartPrice: reply.cartPrice,
      cartItems: reply.items.map(toLine),
      // CRT-042: made to order when a line is; the largest preparation time of those lines (disableMto: none).
      ...mtoSummary(
        reply.items.map((i) => ({ isMtoProduct: i.isMtoProduct === true, preparationTime: i.preparationTime ?? 0 })),
        { disableMto: deps.api().config.flags.disableMto === true },
      ),
      updatedTime: now(),
    }
  }

  /** Serialises every cart call of the page (changes and loads), so replies never overtake each other. */
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const next = tail.then(task)
    tail = next.then(
      () => undefined,
      () => undefined,
    )
    return next
  }

  function scheduleFlush(): void {
    if (flushScheduled) return
    flushScheduled = true
    // The change is on screen (the badge) before the call is built and sent, one frame later (issue 6); what
    // is queued meanwhile goes in the same call.
    void serial(() => afterNextPaint().then(flush))
  }

  /** Sends everything queued so far as one POST items of absolute quantities, then settles it. */
  async function flush(): Promise<void> {
    flushScheduled = false
    if (queued.length === 0) return
    // Without user info a signed-in shopper's change would land in a new guest cart.
    await deps.session.start()
    // Absolute quantities must start from the server's lines: an outdated local copy is read first.
    if (!isLocalCartValid(confirmed ?? $cart.get(), context(), now())) await read()
    const base = confirmed ?? $cart.get()
    inFlight = queued
    queued = []
    const batch = inFlight
    const items = batchChanges(confirmedLines(base), batch.map((p) => p.op))
    try {
      if (items.length > 0) {
        const reply = await postItems(deps.api(), cartIdFor($cartIds.get(), CART_KEY) ?? base?.cartId, items, { log })
        $cartIds.set(withCartId($cartIds.get(), CART_KEY, reply.cartId))
        confirmed = fromReply(reply, base)
      }
      inFlight = []
      $cartStatus.set({ status: 'ready' })
      settle()
      for (const p of batch) p.resolve()
    } catch (error) {
      // Rolled back: the batch's changes are dropped; later ones still apply over the confirmed cart.
      inFlight = []
      log.warn('Aisle: a cart change failed; what the shopper sees is rolled back.', error)
      $cartStatus.set({ status: 'error', message: CART_ERROR_MESSAGE })
      const subscribed = batch.filter((p) => isSubscriptionOp(p.op)).map((p) => p.op.itemId)
      if (subscribed.length > 0) dispatch(PRODUCT_QTY_UPDATE_ERROR_EVENT, { itemIds: [...new Set(subscribed)] })
      settle()
      for (const p of batch) p.reject(error)
    }
    if (queued.length > 0) scheduleFlush()
  }

  /** Shows the outcome; once nothing is outstanding the confirmed cart becomes the cart again. */
  function settle(): void {
    if (queued.length === 0 && inFlight.length === 0) {
      if (confirmed) $cart.set(confirmed)
      confirmed = null
    } else show()
  }

  /**
   * Queues one change and shows it at once. Rapid calls coalesce: whatever is queued while a call is out goes
   * in the next one, with absolute quantities, so ten clicks end with the server holding ten. Resolves when the
   * server took the change; rejects (after rolling it back and showing the cart error text) when it did not.
   */
  function change(op: CartOp): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (!confirmed) {
        const ctx = context()
        confirmed = $cart.get() ?? emptyCart(ctx.channel, ctx.storeId, ctx.guest)
      }
      queued.push({ op, resolve, reject })
      show()
      scheduleFlush()
    })
  }

  /** Whether a change is queued or in flight (for widgets that want to say so). */
  const busy = () => queued.length > 0 || inFlight.length > 0

  const addItem = (itemId: string, delta = 1, options: { sns?: SnsFields; extras?: LineExtras } = {}) => change({ type: 'add', itemId, delta, ...options })
  /** CRT-026: a sold-by-weight line is set by weight, sent as selectedWeight ('1.25'). */
  const setWeight = (itemId: string, selectedWeight: string | number) => change({ type: 'weight', itemId, selectedWeight: weightValue(selectedWeight) })

  return { $cart, $cartIds, $cartStatus, $cartCount, load, startRefresh, stopRefresh, addItem, setWeight, busy, context }
}
