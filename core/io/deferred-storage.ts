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

/** How much of a turn is left (an IdleDeadline is one); without it a turn writes everything pending. */
export interface TurnDeadline {
  timeRemaining(): number
}

/** When pending writes run: `schedule` after the next paint, `onLeave` when the page is hidden or left. */
export interface WriteScheduler {
  schedule(run: (deadline?: TurnDeadline) => void): void
  /** Registers `run` for page hide / unload; answers the unregistration. */
  onLeave?(run: () => void): () => void
}

/**
 * A value given in pieces (core/io/json-pieces.ts): encoded over as many turns as it takes, at least one
 * piece a turn, and written whole once the last piece is there; `written` hears the text written.
 */
export interface EncodedPieces {
  pieces: Iterator<string>
  written?: (text: string) => void
}

export type LaterValue = string | undefined | EncodedPieces

export interface DeferredStorage extends SafeStorage {
  /** Writes `encode()` under `key` later (coalesced); `undefined` from encode removes the key. */
  setLater(key: string, encode: () => LaterValue): void
  /** Drops a pending write of `key` (another tab wrote a newer value). */
  cancel(key: string): void
  /** Whether a write of `key` is pending (or being encoded). */
  pending(key: string): boolean
  /** Runs every pending write now. */
  flush(): void
  /** Flushes, then stops listening for page hide. */
  dispose(): void
}

interface Pending {
  encode: () => LaterValue
  /** Started: the pieces still to read and the text so far. */
  work?: { pieces: Iterator<string>; text: string; written?: ((text: string) => void) | undefined }
}

export function deferWrites(storage: SafeStorage, scheduler?: WriteScheduler): DeferredStorage {
  const waiting = new Map<string, Pending>()
  let scheduled = false
  const store = (key: string, value: string | undefined) => {
    if (value === undefined) storage.remove(key)
    else storage.set(key, value)
  }
  /** Encodes and writes `key`, within the deadline if one is given; answers whether it is written. */
  const advance = (key: string, p: Pending, deadline?: TurnDeadline): boolean => {
    if (!p.work) {
      const value = p.encode()
      if (value === undefined || typeof value === 'string') {
        waiting.delete(key)
        store(key, value)
        return true
      }
      p.work = { pieces: value.pieces, text: '', written: value.written }
    }
    const work = p.work
    for (let r = work.pieces.next(); !r.done; r = work.pieces.next()) {
      work.text += r.value
      if (deadline && deadline.timeRemaining() <= 0) return false
    }
    waiting.delete(key)
    storage.set(key, work.text)
    work.written?.(work.text)
    return true
  }
  const writeNow = (key: string) => {
    const p = waiting.get(key)
    if (p) advance(key, p)
  }
  const flush = () => {
    scheduled = false
    for (const [key, p] of [...waiting]) advance(key, p)
  }
  /** One scheduled turn: as much as the deadline allows, the rest on the next turn. */
  const turn = (deadline?: TurnDeadline) => {
    scheduled = false
    for (const [key, p] of [...waiting]) {
      if (waiting.get(key) !== p) continue
      if (!advance(key, p, deadline) || (deadline && deadline.timeRemaining() <= 0)) break
    }
    if (waiting.size > 0 && scheduler && !scheduled) {
      scheduled = true
      scheduler.schedule(turn)
    }
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
        waiting.set(key, { encode })
        writeNow(key)
        return
      }
      waiting.set(key, { encode })
      if (scheduled) return
      scheduled = true
      scheduler.schedule(turn)
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

/** The least a scheduled turn may spend encoding, even when the page has no idle time: one frame's share. */
export const MIN_TURN_MS = 8

/**
 * The browser's scheduler: after the next frame has painted, when the page is idle (at most `timeoutMs`
 * later: a clip reaches the other tabs well within a second, CPN-032); at once on pagehide or when the tab
 * is hidden. A window without frames, idle callbacks or a document's events (a test double) falls back to a
 * timer and the window's pagehide.
 */
export function afterPaintScheduler(win: Window, timeoutMs = 250): WriteScheduler {
  const doc = win.document as Partial<Document> | undefined
  const hidden = () => doc?.visibilityState === 'hidden'
  const clock = () => (typeof win.performance?.now === 'function' ? win.performance.now() : Date.now())
  /** The idle period's time left, and at least MIN_TURN_MS from the start of the turn (an idle callback run by its timeout has none). */
  const deadline = (idle?: IdleDeadline): TurnDeadline => {
    const end = clock() + MIN_TURN_MS
    return { timeRemaining: () => Math.max(idle?.timeRemaining() ?? 0, end - clock()) }
  }
  return {
    schedule(run) {
      const idle = () =>
        typeof win.requestIdleCallback === 'function'
          ? win.requestIdleCallback((d) => run(deadline(d)), { timeout: timeoutMs })
          : win.setTimeout(() => run(deadline()), 0)
      // A hidden page paints no frame: it writes on the next task.
      if (typeof win.requestAnimationFrame === 'function' && !hidden()) win.requestAnimationFrame(() => win.setTimeout(idle, 0))
      else win.setTimeout(() => run(deadline()), 0)
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
