/**
 * The durable marks of writes in flight (core/rules/write-marks.ts): written to local storage when a write is sent,
 * removed once its reply was handled, so a page that unloads (or enters the back/forward cache) with a write in flight
 * leaves the mark for the next page. Through the safe storage: a full or disabled storage keeps the marks in memory for
 * this page view and never throws. Only the writing half is here, in every page's runtime; what a mark means to a
 * cache is read by the stores that keep one (core/stores/write-marks.ts).
 */
import { newCorrelationId } from './api/client'
import { readJson, type SafeStorage, writeJson } from './storage'
import { WRITE_MARKS_MAX, WRITE_MARKS_STORAGE_KEY, type WriteMark, type WriteResource, type WriteScope } from '../rules/write-marks'

export interface WriteMarks {
  storage: SafeStorage
  now: () => number
  /** This page's own writes in flight: their replies update the stores, so they make no cache stale here. */
  own: ReadonlySet<string>
  /** Marks a write as sent for `scope`; the answer removes the mark once its reply was handled. */
  begin(resource: WriteResource, scope: WriteScope): () => void
  /** Replaces the stored marks (an empty list removes the key). */
  write(marks: readonly unknown[]): void
}

export function createWriteMarks(storage: SafeStorage, now: () => number = Date.now): WriteMarks {
  const own = new Set<string>()
  const stored = () => {
    const value = readJson<unknown>(storage, WRITE_MARKS_STORAGE_KEY)
    return Array.isArray(value) ? (value as unknown[]) : []
  }
  const write = (marks: readonly unknown[]) => {
    if (marks.length === 0) storage.remove(WRITE_MARKS_STORAGE_KEY)
    else writeJson(storage, WRITE_MARKS_STORAGE_KEY, marks)
  }
  return {
    storage,
    now,
    own,
    write,
    begin(resource, scope) {
      const mark: WriteMark = { id: newCorrelationId(), resource, ...scope, at: now() }
      own.add(mark.id)
      write([...stored(), mark].slice(-WRITE_MARKS_MAX))
      return () => {
        own.delete(mark.id)
        write(stored().filter((m) => (m as Partial<WriteMark> | null)?.id !== mark.id))
      }
    },
  }
}
