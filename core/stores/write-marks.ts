/**
 * A store's side of the writes-in-flight marks (core/rules/write-marks.ts): before it shows a cache, a store asks
 * whether a write another page left in flight can have outdated it. Then it reads the server now and, while that
 * write may still land, once more when it no longer can; that later read consumes the marks.
 */
import { readJson } from '../io/storage'
import type { WriteMarks } from '../io/write-marks'
import { WRITE_MARKS_STORAGE_KEY, type WriteResource, type WriteScope } from '../rules/write-marks'
import { parseMarks, writeVerdict, withoutSettled } from '../rules/write-verdict'

/** What a store needs: the page's marks and the scope of the shopper it shows. */
export interface WriteMarksAccess {
  marks: WriteMarks
  scope(): WriteScope
}

/**
 * The check a store runs before it shows `resource`'s cache: true when the cache must not be shown before the server
 * was read. `reread` is called once more when the marked write can no longer land (one timer per store at a time).
 */
export function writeMarksFollower(
  access: WriteMarksAccess | undefined,
  resource: WriteResource,
  reread: () => void,
  later: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms),
): () => boolean {
  let scheduled = false
  return () => {
    if (!access) return false
    const { marks } = access
    const scope = access.scope()
    const now = marks.now()
    const stored = parseMarks(readJson<unknown>(marks.storage, WRITE_MARKS_STORAGE_KEY), now)
    const verdict = writeVerdict(
      stored.filter((m) => !marks.own.has(m.id)),
      resource,
      scope,
      now,
    )
    if (!verdict.stale) return false
    if (verdict.recheckAt === undefined) {
      // This read comes after every applying write could land: it consumes their marks (and drops unreadable ones).
      marks.write(withoutSettled(stored, resource, scope, now))
    } else if (!scheduled) {
      scheduled = true
      later(() => {
        scheduled = false
        reread()
      }, verdict.recheckAt - now)
    }
    return true
  }
}
