/**
 * Stores that only some widgets need (coupons, games, products, the cart, …) live in the runtime's slots: the
 * widget module that needs one calls runtimeStore with a factory, the first call creates it, every later
 * call (from any widget on the page) gets the same instance. A store with a dispose() method is disposed
 * by resetRuntime. This keeps each store's code in its widgets' chunks instead of the shared core chunk.
 */
import type { Runtime } from './index'

/** The cart store's slot (core/runtime/cart.ts): `runtime.cart` reads it. */
export const CART_SLOT = 'cart'

export function runtimeStore<T>(runtime: Runtime, key: string, create: (runtime: Runtime) => T): T {
  if (runtime.slots.has(key)) return runtime.slots.get(key) as T
  const store = create(runtime)
  runtime.slots.set(key, store)
  return store
}

/** Factories a family module registers when it runs, for a runtime property that reads a slot (`runtime.cart`). */
const PROVIDERS = new Map<string, (runtime: Runtime) => unknown>()

export function provideSlot(key: string, create: (runtime: Runtime) => unknown): void {
  PROVIDERS.set(key, create)
}

/** The slot's store, created by its family's factory on first read; a clear error when no widget module has loaded that family. */
export function providedStore<T>(runtime: Runtime, key: string): T {
  const create = PROVIDERS.get(key)
  if (!runtime.slots.has(key) && !create) throw new Error(`Aisle: the ${key} store is read before its module (core/runtime/${key}.ts) has loaded.`)
  return runtimeStore(runtime, key, create as (runtime: Runtime) => T)
}
