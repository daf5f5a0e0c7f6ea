/**
 * Stores that only some widgets need (coupons, games, products, …) live in the runtime's slots: the
 * widget module that needs one calls runtimeStore with a factory, the first call creates it, every later
 * call (from any widget on the page) gets the same instance. A store with a dispose() method is disposed
 * by resetRuntime. This keeps each store's code in its widgets' chunks instead of the shared core chunk.
 */
import type { Runtime } from './index'

export function runtimeStore<T>(runtime: Runtime, key: string, create: (runtime: Runtime) => T): T {
  if (runtime.slots.has(key)) return runtime.slots.get(key) as T
  const store = create(runtime)
  runtime.slots.set(key, store)
  return store
}
