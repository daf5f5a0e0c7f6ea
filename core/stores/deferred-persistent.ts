/**
 * An atom kept in local storage like @nanostores/persistent's persistentAtom (read on creation, every set
 * stored, other tabs' writes and clears followed through the 'storage' event, re-read on 'pageshow'), but
 * the set is encoded and written through DeferredStorage.setLater: a 4 MB gallery is stored after the page
 * has painted its cards, not before, and encoded in pieces over several turns (STO-011, CPN-080;
 * core/io/deferred-storage.ts, core/io/json-pieces.ts). Same key, same JSON.
 */
import { type PersistentEvent, windowPersistentEvents } from '@nanostores/persistent'
import { atom, onMount, type WritableAtom } from 'nanostores'
import type { DeferredStorage } from '../io/deferred-storage'
import { jsonPieces } from '../io/json-pieces'

export function deferredPersistentAtom<T>(
  storage: DeferredStorage,
  key: string,
  options: { decode: (raw: string) => T | null },
): WritableAtom<T | null> {
  const read = (): T | null => {
    const raw = storage.get(key)
    return raw == null ? null : options.decode(raw)
  }
  const $store = atom<T | null>(read())
  const setMemory = $store.set.bind($store)
  /** What this atom last stored (or found stored), to tell a 'pageshow' restore whether storage moved on. */
  let known: string | null | undefined = storage.get(key)
  $store.set = (value) => {
    setMemory(value)
    // JSON in pieces: a 4 MB gallery is encoded over several short turns, not in one long task.
    storage.setLater(key, () => {
      const pieces = jsonPieces(value)
      if (!pieces) return (known = undefined)
      return { pieces, written: (text) => void (known = text) }
    })
  }
  // The browser's StorageEvent: key and newValue are null after a clear() / a removal.
  const onStorage = (e: PersistentEvent) => {
    const event = e as unknown as { key: string | null; newValue: string | null }
    if (event.key === key) {
      storage.cancel(key)
      known = event.newValue
      setMemory(event.newValue === null ? null : options.decode(event.newValue))
    } else if (event.key === null) {
      // another tab cleared the storage: what was pending here was cleared with it
      storage.cancel(key)
      if (storage.get(key) == null) setMemory(null)
    } else if (!storage.pending(key) && storage.get(key) == null) {
      setMemory(null)
    }
  }
  const restore = () => {
    if (storage.pending(key)) return
    const raw = storage.get(key)
    if (raw === known) return
    known = raw
    setMemory(raw == null ? null : options.decode(raw))
  }
  onMount($store, () => {
    if (typeof window === 'undefined') return
    restore()
    windowPersistentEvents.addEventListener(key, onStorage, restore)
    return () => windowPersistentEvents.removeEventListener(key, onStorage, restore)
  })
  return $store
}
