/**
 * Local storage that never throws and never loses what the shopper did (STO-004..007).
 * - read failure (SecurityError…): logged, value treated as empty (or as this page view last wrote it);
 * - write failure (QuotaExceededError…): logged, ignored, and the value kept in memory so this page
 *   view still sees it;
 * - storage unsupported: memory only.
 * It is also the engine of @nanostores/persistent (whose own `set` would throw on a full storage).
 */
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent'

export interface SafeStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  /** True when values reach the browser's storage; false when kept in memory only. */
  readonly persistent: boolean
}

type Logger = Pick<Console, 'warn'>

/** `backing` is called lazily; returning undefined, or throwing, means unsupported. */
export function createSafeStorage(backing: () => Storage | undefined, log: Logger = console): SafeStorage {
  let store: Storage | undefined
  try {
    store = backing()
  } catch (error) {
    log.warn('Aisle: local storage is not available; keeping data in memory only.', error)
  }
  // Values whose write failed (or every value, without storage): newer than what storage holds.
  const memory = new Map<string, string | null>()
  // What this page view wrote or removed, so a failing read still returns it (reads may fail while writes work).
  const written = new Map<string, string | null>()
  return {
    persistent: !!store,
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null
      if (!store) return null
      try {
        return store.getItem(key)
      } catch (error) {
        log.warn(`Aisle: could not read '${key}' from local storage; treating it as empty.`, error)
        return written.get(key) ?? null
      }
    },
    set(key, value) {
      written.set(key, value)
      if (store) {
        try {
          store.setItem(key, value)
          memory.delete(key)
          return
        } catch (error) {
          log.warn(`Aisle: could not write '${key}' to local storage; keeping it in memory for this page view.`, error)
        }
      }
      memory.set(key, value)
    },
    remove(key) {
      written.set(key, null)
      if (store) {
        try {
          store.removeItem(key)
          memory.delete(key)
          return
        } catch (error) {
          log.warn(`Aisle: could not remove '${key}' from local storage.`, error)
        }
      }
      memory.set(key, null)
    },
  }
}

/** Reads JSON; anything that does not parse is treated as empty (STO-006). */
export function readJson<T>(storage: SafeStorage, key: string): T | undefined {
  const raw = storage.get(key)
  if (raw == null) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    return undefined
  }
}

export function writeJson(storage: SafeStorage, key: string, value: unknown): void {
  storage.set(key, JSON.stringify(value))
}

/** The object shape @nanostores/persistent expects (`key in engine`, `engine[key]`, assignment, delete). */
export function persistentEngineFor(storage: SafeStorage): Record<string, string> {
  return new Proxy({} as Record<string, string>, {
    get: (_t, key) => (typeof key === 'string' ? (storage.get(key) ?? undefined) : undefined),
    has: (_t, key) => typeof key === 'string' && storage.get(key) != null,
    set: (_t, key, value) => {
      if (typeof key === 'string') storage.set(key, String(value))
      return true
    },
    deleteProperty: (_t, key) => {
      if (typeof key === 'string') storage.remove(key)
      return true
    },
  })
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage)

/** The page's storage; created on first use. */
let pageStorage: SafeStorage | undefined
export function getPageStorage(): SafeStorage {
  pageStorage ??= createSafeStorage(browserStorage)
  return pageStorage
}

/** Points @nanostores/persistent at the safe storage. Call before creating persistent stores. */
export function installPersistentEngine(storage: SafeStorage = getPageStorage()): void {
  const events = typeof window === 'undefined' ? { addEventListener() {}, removeEventListener() {} } : windowPersistentEvents
  setPersistentEngine(persistentEngineFor(storage), events)
}
