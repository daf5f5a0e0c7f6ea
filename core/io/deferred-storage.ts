/**
 * Writes to local storage that may wait (STO-011, CPN-080): a large value (the 5,000-offer gallery is ~4 MB
 * of JSON) is encoded and written after the page has painted, not in the task that shows the cards. The
 * data, keys and lifetimes are the ones an immediate write would store; only the moment moves:
 * - writes to one key coalesce: the last value is written, once;
 * - a read of a key with a write pending writes it first, so every reader sees the newest value;
 * - an immediate write or removal of the key replaces the pending one;
 * - leaving the page (pagehide, or the tab hidden) writes everything pending at once.
 * Without a scheduler every write is immediate (as in Node tests and before this file).
 */
import type { SafeStorage } from './storage'

/** When pending writes run: `schedule` after the next paint, `onLeave` when the page is hidden or left. */
export interface WriteScheduler {
  schedule(run: () => void): void
  /** Registers `run` for page hide / unload; answers the unregistration. */
  onLeave?(run: () => void): () => void
}

export interface DeferredStorage extends SafeStorage {
  /** Writes `encode()` under `key` later (coalesced); `undefined` from encode removes the key. */
  setLater(key: string, encode: () => string | undefined): void
  /** Drops a pending write of `key` (another tab wrote a newer value). */
  cancel(key: string): void
  /** Whether a write of `key` is pending. */
  pending(key: string): boolean
  /** Runs every pending write now. */
  flush(): void
  /** Flushes, then stops listening for page hide. */
  dispose(): void
}

export function deferWrites(storage: SafeStorage, scheduler?: WriteScheduler): DeferredStorage {
  const waiting = new Map<string, () => string | undefined>()
  let scheduled = false
  const write = (key: string, encode: () => string | undefined) => {
    const value = encode()
    if (value === undefined) storage.remove(key)
    else storage.set(key, value)
  }
  const writeNow = (key: string) => {
    const encode = waiting.get(key)
    if (!encode) return
    waiting.delete(key)
    write(key, encode)
  }
  const flush = () => {
    scheduled = false
    for (const key of [...waiting.keys()]) writeNow(key)
  }
  const stopLeave = scheduler?.onLeave?.(flush)
  return {
    get persistent() {
      return storage.persistent
    },
    get(key) {
      writeNow(key)
      return storage.get(key)
    },
    set(key, value) {
      waiting.delete(key)
      storage.set(key, value)
    },
    remove(key) {
      waiting.delete(key)
      storage.remove(key)
    },
    setLater(key, encode) {
      if (!scheduler) {
        write(key, encode)
        return
      }
      waiting.set(key, encode)
      if (scheduled) return
      scheduled = true
      scheduler.schedule(flush)
    },
    cancel: (key) => void waiting.delete(key),
    pending: (key) => waiting.has(key),
    flush,
    dispose() {
      flush()
      stopLeave?.()
    },
  }
}

/**
 * The browser's scheduler: after the next frame has painted, when the page is idle (at most `timeoutMs`
 * later: a clip reaches the other tabs well within a second, CPN-032); at once on pagehide or when the tab
 * is hidden. A window without frames, idle callbacks or a document's events (a test double) falls back to a
 * timer and the window's pagehide.
 */
export function afterPaintScheduler(win: Window, timeoutMs = 250): WriteScheduler {
  const doc = win.document as Partial<Document> | undefined
  const hidden = () => doc?.visibilityState === 'hidden'
  return {
    schedule(run) {
      const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(run, { timeout: timeoutMs }) : win.setTimeout(run, 0))
      // A hidden page paints no frame: it writes on the next task.
      if (typeof win.requestAnimationFrame === 'function' && !hidden()) win.requestAnimationFrame(() => win.setTimeout(idle, 0))
      else win.setTimeout(run, 0)
    },
    onLeave(run) {
      const onHide = () => run()
      const onVisibility = () => {
        if (hidden()) run()
      }
      const docEvents = typeof doc?.addEventListener === 'function'
      win.addEventListener?.('pagehide', onHide)
      if (docEvents) doc.addEventListener?.('visibilitychange', onVisibility)
      return () => {
        win.removeEventListener?.('pagehide', onHide)
        if (docEvents) doc.removeEventListener?.('visibilitychange', onVisibility)
      }
    },
  }
}
