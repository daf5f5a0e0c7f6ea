/**
 * $cart: the local cart copy every widget shares (CRT rows), kept in local storage under the
 * spec's validity rules and synchronised across tabs through storage events.
 */
import { persistentAtom } from '@nanostores/persistent'
import { atom, computed } from 'nanostores'
import { fetchMiniCart, type ItemChange, postItems } from '../io/api/cart'
import type { ApiClient } from '../io/api/client'
import { installPersistentEngine, type SafeStorage } from '../io/storage'
import {
  CART_IDS_STORAGE_KEY,
  CART_REFRESH_INTERVAL_MINUTES,
  CART_SOURCE,
  CART_STORAGE_KEY,
  type CartContext,
  channelFromPreference,
  DEFAULT_CART_ID_KEY,
  emptyCart,
  isLocalCartValid,
  type LocalCart,
  MINUTE_MS,
  shouldRefreshCart,
} from '../rules/cart'
import { CART_ERROR_MESSAGE } from '../rules/errors'
import { isAuthorisedForStorefront, isStorefrontGuest, isTokenActive } from '../rules/session'
import type { SessionStore } from './session'

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface CartDeps {
  api: () => ApiClient
  session: SessionStore
  storage: SafeStorage
  now?: () => number
  offersOnly?: () => boolean
  timers?: { setInterval: typeof setInterval; clearInterval: typeof clearInterval }
  log?: Pick<Console, 'warn' | 'error'>
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
  let timer: ReturnType<typeof setInterval> | undefined
  let queue: Promise<unknown> = Promise.resolve()

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
    const { [DEFAULT_CART_ID_KEY]: _dropped, ...rest } = $cartIds.get()
    $cartIds.set(rest)
    const ctx = context()
    $cart.set(emptyCart(ctx.channel, ctx.storeId, ctx.guest))
    $cartStatus.set({ status: 'error', message: CART_ERROR_MESSAGE })
  }

  /** Use the local copy while valid (CRT-011..014), else reload from the server (CRT-015). */
  function load(options: { force?: boolean } = {}): Promise<void> {
    if (!options.force && isLocalCartValid($cart.get(), context(), now())) {
      $cartStatus.set({ status: 'ready' })
      return Promise.resolve()
    }
    loading ??= (async () => {
      $cartStatus.set({ status: 'loading' })
      try {
        const ctx = context()
        const reply = await fetchMiniCart(deps.api(), $cartIds.get()[DEFAULT_CART_ID_KEY])
        if (reply.cartId) $cartIds.set({ ...$cartIds.get(), [DEFAULT_CART_ID_KEY]: reply.cartId })
        const previous = $cart.get()
        $cart.set({
          ...emptyCart(ctx.channel, ctx.storeId, ctx.guest),
          cartItems: reply.items
            ? reply.items.map((i) => ({ itemId: i.itemId, qty: i.qty, cartSource: CART_SOURCE, cartCategory: '1P' }))
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
      } finally {
        loading = undefined
      }
    })()
    return loading
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

  /**
   * Adds `delta` units of an item. Changes run one after another through one queue, and each sends
   * the line's absolute quantity, so rapid clicks end with the server holding what was asked for.
   */
  function addItem(itemId: string, delta = 1): Promise<void> {
    const run = async () => {
      const cart = $cart.get()
      const line = cart?.cartItems.find((i) => i.itemId === itemId)
      const change: ItemChange = { itemId, qty: (line?.qty ?? 0) + delta }
      try {
        const reply = await postItems(deps.api(), $cartIds.get()[DEFAULT_CART_ID_KEY] ?? cart?.cartId, [change])
        const ctx = context()
        $cartIds.set({ ...$cartIds.get(), [DEFAULT_CART_ID_KEY]: reply.cartId })
        $cart.set({
          ...(cart ?? emptyCart(ctx.channel, ctx.storeId, ctx.guest)),
          storeId: ctx.storeId,
          channel: ctx.channel,
          cartId: reply.cartId,
          cartQty: reply.cartQty,
          cartPrice: reply.cartPrice,
          cartItems: reply.items.map((i) => ({
            itemId: String(i.itemId),
            qty: i.qty,
            cartSource: CART_SOURCE,
            cartCategory: '1P',
            ...(i.selectedWeight == null ? {} : { selectedWeight: String(i.selectedWeight) }),
          })),
          updatedTime: now(),
        })
        $cartStatus.set({ status: 'ready' })
      } catch (error) {
        log.warn(`Aisle: could not add ${itemId} to the cart.`, error)
        $cartStatus.set({ status: 'error', message: CART_ERROR_MESSAGE })
        throw error
      }
    }
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }

  return { $cart, $cartIds, $cartStatus, $cartCount, load, startRefresh, stopRefresh, addItem, context }
}
