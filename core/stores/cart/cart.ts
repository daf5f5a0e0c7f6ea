/**
 * $cart: the local cart copy every widget shares (CRT rows), kept in local storage under the
 * spec's validity rules and synchronised across tabs through storage events. Every change goes through
 * one queue per page (core/rules/cart/queue.ts holds its pure half): shown at once, coalesced, sent one call at a
 * time with absolute quantities, rolled back when the call fails. The sending half (./changes.ts: the POST
 * items call and what its reply makes of the cart) loads with the first change, or with a cart button's boot
 * (attachSender), so a page that only shows the cart (the mini cart) never downloads it.
 */
import { persistentAtom } from '@nanostores/persistent'
import { atom, computed } from 'nanostores'
import { fetchMiniCart, type MiniCartReply } from '../../io/cart/cart'
import { afterNextPaint } from '../../io/after-paint'
import type { ApiClient } from '../../io/api/client'
import { installPersistentEngine, type SafeStorage } from '../../io/storage'
import {
  CART_IDS_STORAGE_KEY,
  CART_REFRESH_INTERVAL_MINUTES,
  CART_STORAGE_KEY,
  type CartContext,
  channelFromPreference,
  emptyCart,
  guestCartApplies,
  isLocalCartValid,
  type LocalCart,
  MINUTE_MS,
  type OrderRef,
  shouldRefreshCart,
} from '../../rules/cart/cart'
import { cartIdFor, cartIdKey, localCartItem, withCartId, withoutCartId } from '../../rules/cart/categories'
import {
  applyOps,
  type CartLine,
  type CartOp,
  isSubscriptionOp,
  type LineExtras,
  linesQty,
  type SnsFields,
  weightValue,
} from '../../rules/cart/queue'
import { type AddAmount, type AddOptions, type ItemUnit, unitAddOp } from '../../rules/cart/units'
import { CART_ERROR_MESSAGE, PRODUCT_QTY_UPDATE_ERROR_EVENT } from '../../rules/errors'
import { isAuthorisedForStorefront, isStorefrontGuest, isTokenActive } from '../../rules/session'
import { CART_HALVES } from './lazy'
import type { SessionStore } from '../session'
import { type WriteMarksAccess, writeMarksFollower } from '../write-marks'

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error'

/** One queued change and the promise its caller waits on. */
export interface Pending {
  op: CartOp
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * All the queue's sending half (./changes.ts, ./order-changes.ts; loaded on first need) may do to the store: read the
 * cart, the context and the io, take what is queued, and hand over each outcome. The store keeps its queue and atoms.
 */
export interface CartPort {
  api(): ApiClient
  session: Pick<SessionStore, 'confirmIdentity'>
  now(): number
  log: Pick<Console, 'warn'>
  context(): CartContext & { guest: boolean }
  /** Reads the server's cart (or the edited order's lines) into the base the outstanding changes apply to. */
  read(): Promise<void>
  /** The cart the outstanding changes apply to: the last one the server confirmed, else the cart. */
  base(): LocalCart | null
  /** Takes what is queued: sent now (in flight), or dropped unsent with `false`. */
  take(send: boolean): Pending[]
  /** This store's cart id, and keeping the one the server answered. */
  cartId(): string | undefined
  keepCartId(cartId: string): void
  /** What the server now holds. */
  confirm(cart: LocalCart): void
  /** The batch landed: the cart is ready and its callers resolve. */
  landed(batch: readonly Pending[]): void
  /** The batch failed: rolled back, with the cart error text. */
  failed(batch: readonly Pending[], error: unknown): void
}

/** The sending half: sends everything queued as one call and settles it. */
export type CartSender = (port: CartPort) => Promise<void>

export interface CartDeps {
  api: () => ApiClient
  session: SessionStore
  storage: SafeStorage
  now?: () => number
  offersOnly?: () => boolean
  /** The page is one the seed refreshes the cart on (CRT-020): its first load reads the server whatever the local copy. */
  refreshPage?: boolean
  timers?: { setInterval: typeof setInterval; clearInterval: typeof clearInterval; setTimeout?: (fn: () => void, ms: number) => unknown }
  log?: Pick<Console, 'warn' | 'error'>
  /**
   * The page event of a failed change to a subscribed line (productQtyUpdateError, ERR-020). The store dispatches
   * nothing itself: the runtime (core/runtime/cart/cart.ts) sends it on the page's window through core/elements/events.ts.
   */
  dispatch?: (name: typeof PRODUCT_QTY_UPDATE_ERROR_EVENT, detail: { itemIds: string[] }) => void
  /** The marks of writes another page left in flight: a cart change among them makes the local copy stale. */
  writes?: WriteMarksAccess
  /**
   * The pending order the shopper is editing, when they are (core/rules/cart/cart.ts `editedOrder`): its lines
   * are then the cart, read and changed through the order's calls (./order-changes.ts).
   */
  editingOrder?: () => OrderRef | undefined
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
  const timers = deps.timers ?? {
    setInterval: ((fn: () => void, ms: number) => setInterval(fn, ms)) as typeof setInterval,
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  }
  installPersistentEngine(deps.storage)
  const $cart = persistentAtom<LocalCart | null>(CART_STORAGE_KEY, null, { encode: JSON.stringify, decode: decodeCart })
  const $cartIds = persistentAtom<Record<string, string>>(CART_IDS_STORAGE_KEY, {}, { encode: JSON.stringify, decode: decodeIds })
  const $cartStatus = atom<{ status: CartStatus; message?: string }>({ status: 'idle' })
  const $cartCount = computed($cart, (cart) => cart?.cartQty ?? 0)
  /**
   * CRT-024: a known guest on a page without a guest cart (disableGuestCart not explicitly false) signs in to add;
   * false while the shopper is not yet known, so a signed-in shopper's button never reads 'Sign in' first.
   */
  const $signInToAdd = computed(deps.session.$session, ({ shopper }) => {
    if (!shopper) return false
    const guest = isStorefrontGuest(shopper.userType) || !isAuthorisedForStorefront(shopper.userType)
    return guest && !guestCartApplies(guest, deps.api().config.flags)
  })
  let loading: Promise<void> | undefined
  /** CRT-020: on a cart-refresh page the first load goes to the server even with a valid local copy. */
  let pageRefreshDue = deps.refreshPage === true
  /** The key of the cart id this store reads and writes: the default (abs) cart, CRT-007, CRT-008. */
  const CART_KEY = cartIdKey('1P')
  let timer: ReturnType<typeof setInterval> | undefined
  let tail: Promise<void> = Promise.resolve()
  /** The queue: the last server-confirmed cart while changes are outstanding (null when idle), the queued and sent changes. */
  const queue: { confirmed: LocalCart | null; queued: Pending[]; inFlight: Pending[] } = { confirmed: null, queued: [], inFlight: [] }
  let flushScheduled = false
  /** The sending half (./cart-changes.ts): given by a cart button's boot, else loaded with the first change. */
  let sender: CartSender | undefined
  /** A cart change another page left in flight: the server is read now, and again once that change can no longer land. */
  const staleByWrites = writeMarksFollower(
    deps.writes,
    'cart',
    () => void load({ force: true }),
    (fn, ms) => (deps.timers?.setTimeout ?? setTimeout)(fn, ms),
  )

  function context(): CartContext & { guest: boolean } {
    const shopper = deps.session.$session.get().shopper
    const pendingOrder = deps.editingOrder?.()
    return {
      storeId: shopper?.storeId,
      channel: channelFromPreference(shopper?.preference),
      guest: !shopper || isStorefrontGuest(shopper.userType) || !isAuthorisedForStorefront(shopper.userType),
      // CRT-012: while an order is edited the local copy is valid only for that order's store and number.
      ...(pendingOrder ? { pendingOrder } : {}),
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
    if (queue.confirmed) {
      queue.confirmed = cart
      show()
    } else $cart.set(cart)
  }

  /**
   * Use the local copy while valid (CRT-011..014), else reload from the server (CRT-015). A read already in flight (a
   * CRT-020 page's refresh, the refresh timer's) is joined: the caller gets the server's cart, and the page reads it once.
   */
  function load(options: { force?: boolean } = {}): Promise<void> {
    if (loading) {
      pageRefreshDue = false
      return loading
    }
    const force = staleByWrites() || options.force === true || pageRefreshDue
    pageRefreshDue = false
    if (!force && isLocalCartValid($cart.get(), context(), now())) {
      // The valid copy after a failed change is the rolled-back one: its error text stays until the next change or read.
      if ($cartStatus.get().status !== 'error') $cartStatus.set({ status: 'ready' })
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
      if (ctx.pendingOrder) {
        const { readOrderCart } = await CART_HALVES.orderChanges()
        replaceConfirmed(await readOrderCart(port, ctx.pendingOrder))
        $cartStatus.set({ status: 'ready' })
        return
      }
      received(await fetchMiniCart(deps.api(), cartIdFor($cartIds.get(), CART_KEY)), ctx, now())
    } catch (error) {
      failed(error)
    }
  }

  /** A mini-cart reply read at `at` for `ctx`: the cart (or the confirmed base), its id kept. */
  function received(reply: MiniCartReply, ctx: CartContext & { guest: boolean }, at: number): void {
    if (reply.cartId) $cartIds.set(withCartId($cartIds.get(), CART_KEY, reply.cartId))
    const previous = queue.confirmed ?? $cart.get()
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
      updatedTime: at,
    })
    $cartStatus.set({ status: 'ready' })
  }

  /**
   * The read a prerendered page made for this shopper and page view (aisle/prerender): the cart as that read leaves it,
   * so the page's first load reads nothing more (CRT-020's refresh included). A local copy newer than it is kept.
   */
  function seed(reply: MiniCartReply, ctx: CartContext & { guest: boolean }, at: number): void {
    if (($cart.get()?.updatedTime ?? 0) > at || queue.confirmed) return
    pageRefreshDue = false
    received(reply, ctx, Math.min(at, now()))
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
    const base = queue.confirmed ?? $cart.get()
    if (!base) return
    const before = confirmedLines(base)
    const lines = applyOps(
      before,
      [...queue.inFlight, ...queue.queued].map((p) => p.op),
    )
    $cart.set({ ...base, cartItems: lines, cartQty: Math.max(0, base.cartQty + linesQty(lines) - linesQty(before)) })
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

  function loadSender(): Promise<CartSender> {
    if (sender) return Promise.resolve(sender)
    // A failed load is not kept (lazyOnce): the next change tries again.
    return CART_HALVES.changes().then((m) => (sender ??= m.sendQueuedChanges))
  }

  function scheduleFlush(): void {
    if (flushScheduled) return
    flushScheduled = true
    // The change is on screen (the badge) before the call is built and sent, one frame later; what
    // is queued meanwhile goes in the same call. The sending half, when not yet here, loads during that frame.
    void serial(() => {
      const attached = sender
      if (attached) return afterNextPaint().then(() => flush(attached))
      return Promise.all([afterNextPaint(), loadSender()]).then(([, send]) => flush(send), rollBackQueued)
    })
  }

  /** Sends everything queued so far as one POST items of absolute quantities, then settles it. */
  async function flush(send: CartSender): Promise<void> {
    flushScheduled = false
    if (queue.queued.length === 0) return
    await send(port)
    if (queue.queued.length > 0) scheduleFlush()
  }

  /** The sending half could not load: every queued change fails as a failed call would. */
  function rollBackQueued(error: unknown): void {
    flushScheduled = false
    const batch = queue.queued
    queue.queued = []
    rollBack(batch, error)
  }

  /** Rolled back: the batch's changes are dropped; later ones still apply over the confirmed cart. */
  function rollBack(batch: readonly Pending[], error: unknown): void {
    log.warn('Aisle: a cart change failed; what the shopper sees is rolled back.', error)
    $cartStatus.set({ status: 'error', message: CART_ERROR_MESSAGE })
    const subscribed = batch.filter((p) => isSubscriptionOp(p.op)).map((p) => p.op.itemId)
    if (subscribed.length > 0) deps.dispatch?.(PRODUCT_QTY_UPDATE_ERROR_EVENT, { itemIds: [...new Set(subscribed)] })
    settle()
    for (const p of batch) p.reject(error)
  }

  /**
   * The mark of this page's outstanding changes, from the first one queued until the last is settled: the stored
   * copy shows a change before its call is sent (a frame later), so a page left in that frame must leave a mark too.
   */
  let outstanding: (() => void) | undefined

  /** Shows the outcome; once nothing is outstanding the confirmed cart becomes the cart again. */
  function settle(): void {
    if (queue.queued.length === 0 && queue.inFlight.length === 0) {
      if (queue.confirmed) $cart.set(queue.confirmed)
      queue.confirmed = null
      outstanding?.()
      outstanding = undefined
    } else show()
  }

  const port: CartPort = {
    api: deps.api,
    session: deps.session,
    now,
    log,
    context,
    read,
    base: () => queue.confirmed ?? $cart.get(),
    take(send) {
      const batch = queue.queued
      queue.queued = []
      if (send) queue.inFlight = batch
      return batch
    },
    cartId: () => cartIdFor($cartIds.get(), CART_KEY),
    keepCartId: (cartId) => $cartIds.set(withCartId($cartIds.get(), CART_KEY, cartId)),
    confirm: (cart) => void (queue.confirmed = cart),
    landed(batch) {
      queue.inFlight = []
      $cartStatus.set({ status: 'ready' })
      settle()
      for (const p of batch) p.resolve()
    },
    failed(batch, error) {
      queue.inFlight = []
      rollBack(batch, error)
    },
  }

  /**
   * Queues one change and shows it at once. Rapid calls coalesce: whatever is queued while a call is out goes
   * in the next one, with absolute quantities, so ten clicks end with the server holding ten. Resolves when the
   * server took the change; rejects (after rolling it back and showing the cart error text) when it did not.
   */
  function change(op: CartOp): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (!queue.confirmed) {
        const ctx = context()
        queue.confirmed = $cart.get() ?? emptyCart(ctx.channel, ctx.storeId, ctx.guest)
        outstanding = deps.writes?.marks.begin('cart', deps.writes.scope())
      }
      queue.queued.push({ op, resolve, reject })
      show()
      scheduleFlush()
    })
  }

  /** Whether a change is queued or in flight (for widgets that want to say so). */
  const busy = () => queue.queued.length > 0 || queue.inFlight.length > 0

  const addItem = (itemId: string, delta = 1, options: { sns?: SnsFields; extras?: LineExtras } = {}) =>
    change({ type: 'add', itemId, delta, ...options })
  /** The add every widget's press makes: by the item's unit, weight for a sold-by-weight item, qty for any other (rules/cart/units). */
  const add = (itemId: string, unit: ItemUnit, amount?: AddAmount, options?: AddOptions) => change(unitAddOp(itemId, unit, amount, options))
  /** CRT-026: a sold-by-weight line is set by weight, sent as selectedWeight ('1.25'). */
  const setWeight = (itemId: string, selectedWeight: string | number) =>
    change({ type: 'weight', itemId, selectedWeight: weightValue(selectedWeight) })

  /** A cart button's boot gives the sending half at once, so its first press sends one frame later as before. */
  const attachSender = (send: CartSender) => {
    sender ??= send
  }

  return {
    $cart,
    $cartIds,
    $cartStatus,
    $cartCount,
    $signInToAdd,
    load,
    startRefresh,
    stopRefresh,
    add,
    addItem,
    setWeight,
    busy,
    context,
    attachSender,
    seed,
  }
}
