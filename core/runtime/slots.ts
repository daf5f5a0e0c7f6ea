/**
 * Stores that only some widgets need (coupons, games, products, the cart, …) live in the runtime's slots: the
 * widget module that needs one calls runtimeStore with the slot's key and a factory, the first call creates it,
 * every later call (from any widget on the page) gets the same instance. This keeps each store's code in its
 * widgets' chunks instead of the shared core chunk.
 *
 * Each slot has one key, declared once beside its factory (slotKey): the key names the slot, carries the type of
 * what it holds (so reading it needs no cast), and declares its lifecycle, so nothing is guessed from the shape of
 * the value: `dispose` runs when the runtime is reset (resetRuntime), `refresh` when the shopper changed something
 * in another tab or the page is back from the back/forward cache (./cross-tab.ts). A slot without them has nothing
 * to stop or read again.
 */
import type { CartStore } from '../stores/cart/cart'
import type { Runtime } from './index'

/** A slot's key: its name (in cross-tab messages and errors), the type it holds, and its lifecycle. */
export interface SlotKey<T> {
  readonly name: string
  /** Stops what the value started (listeners, timers, channels); resetRuntime calls it. */
  dispose?(value: T): void
  /** Reads the value's data again (another tab changed it on the server; a back/forward-cache restore). */
  refresh?(value: T): void
}

export interface SlotLifecycle<T> {
  dispose?(value: T): void
  refresh?(value: T): void
}

/** One slot's key; define it once, beside the slot's factory. */
export function slotKey<T>(name: string, lifecycle: SlotLifecycle<T> = {}): SlotKey<T> {
  return { name, ...lifecycle }
}

/** The runtime's slots: one value per key; read them through the key (runtimeStore, slotOf), which carries the type. */
export type RuntimeSlots = Map<SlotKey<never>, unknown>

/** The slot's value, if a widget module has created it. */
export const slotOf = <T>(runtime: Runtime, key: SlotKey<T>): T | undefined => runtime.slots.get(key) as T | undefined

/**
 * Runs the `dispose` or `refresh` of each slot that declares one, in the order the slots were created; with `named`,
 * only the slot of that name (a message from another tab names its slot).
 */
export function runSlots(runtime: Runtime, step: 'dispose' | 'refresh', named?: string): void {
  for (const [key, value] of runtime.slots) if (named === undefined || key.name === named) key[step]?.(value as never)
}

/**
 * The cart store's slot (core/runtime/cart/cart.ts): `runtime.cart` reads it. Reset stops its refresh timer; a change in
 * another tab reads the cart again if a widget had loaded it.
 */
export const CART_SLOT = slotKey<CartStore>('cart', {
  dispose: (cart) => cart.stopRefresh(),
  refresh: (cart) => {
    if (cart.$cartStatus.get().status !== 'idle') void cart.load({ force: true })
  },
})

export function runtimeStore<T>(runtime: Runtime, key: SlotKey<T>, create: (runtime: Runtime) => T): T {
  if (runtime.slots.has(key)) return runtime.slots.get(key) as T
  const store = create(runtime)
  runtime.slots.set(key, store)
  return store
}

/** Factories a family module registers when it runs, for a runtime property that reads a slot (`runtime.cart`). */
const PROVIDERS = new Map<SlotKey<unknown>, (runtime: Runtime) => unknown>()

export function provideSlot<T>(key: SlotKey<T>, create: (runtime: Runtime) => T): void {
  PROVIDERS.set(key, create)
}

/** The slot's store, created by its family's factory on first read; a clear error when no widget module has loaded that family. */
export function providedStore<T>(runtime: Runtime, key: SlotKey<T>): T {
  const create = PROVIDERS.get(key) as ((runtime: Runtime) => T) | undefined
  if (!runtime.slots.has(key) && !create)
    throw new Error(`Aisle: the ${key.name} store is read before its module (core/runtime/${key.name}.ts) has loaded.`)
  return runtimeStore(runtime, key, create as (runtime: Runtime) => T)
}
