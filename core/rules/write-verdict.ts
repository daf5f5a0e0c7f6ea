/**
 * What a mark of a write in flight left by another page means to a cache (core/rules/write-marks.ts): which cache it
 * outdates, until when, and which stored marks are still marks. Read by the stores that keep a cache
 * (core/stores/write-marks.ts), outside the page runtime.
 */
import {
  type WriteMark,
  WRITE_MARK_LIFETIME_MS,
  WRITE_MARK_MAX_AGE_MS,
  WRITE_MARKS_MAX,
  WRITE_RESOURCES,
  type WriteResource,
  type WriteScope,
} from './write-marks'

/** The profile and the games belong to the shopper; the offers, list and cart to the shopper in a store, the cart to its channel too. */
export function markApplies(mark: WriteMark, resource: WriteResource, scope: WriteScope): boolean {
  if (mark.resource !== resource || mark.shopper !== scope.shopper) return false
  if (resource === 'profile' || resource === 'games') return true
  return mark.storeId === scope.storeId && (resource !== 'cart' || mark.channel === scope.channel)
}

export interface WriteVerdict {
  /** The cache must not be shown before the server was read. */
  stale: boolean
  /** While a write may still land: when to read the server once more (epoch ms). */
  recheckAt?: number
}

/** What the marks other pages left mean for `resource`'s cache now. */
export function writeVerdict(marks: readonly WriteMark[], resource: WriteResource, scope: WriteScope, now: number): WriteVerdict {
  const applying = marks.filter((m) => markApplies(m, resource, scope))
  if (applying.length === 0) return { stale: false }
  const until = Math.max(...applying.map((m) => m.at + WRITE_MARK_LIFETIME_MS))
  return until > now ? { stale: true, recheckAt: until } : { stale: true }
}

/** The marks left once a read of `resource` made after every applying write could have landed consumed them. */
export function withoutSettled(marks: readonly WriteMark[], resource: WriteResource, scope: WriteScope, now: number): WriteMark[] {
  return marks.filter((m) => !(markApplies(m, resource, scope) && m.at + WRITE_MARK_LIFETIME_MS <= now))
}

const isMark = (x: unknown): x is WriteMark => {
  const m = x as Partial<WriteMark> | null
  return (
    !!m &&
    typeof m === 'object' &&
    typeof m.id === 'string' &&
    (WRITE_RESOURCES as readonly string[]).includes(m.resource as string) &&
    typeof m.shopper === 'string' &&
    typeof m.storeId === 'string' &&
    typeof m.channel === 'string' &&
    typeof m.at === 'number' &&
    Number.isFinite(m.at)
  )
}

/** The stored marks: anything that is not a mark is dropped, as are marks too old to matter, and the oldest beyond the cap. */
export function parseMarks(value: unknown, now: number): WriteMark[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(isMark)
    .filter((m) => m.at > now - WRITE_MARK_MAX_AGE_MS && m.at <= now + WRITE_MARK_LIFETIME_MS)
    .sort((a, b) => a.at - b.at)
    .slice(-WRITE_MARKS_MAX)
}
