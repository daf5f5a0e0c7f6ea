/**
 * JSON.stringify in pieces: the same text, cut at the entries of the outer objects and arrays, so a 4 MB
 * gallery can be encoded over several short turns instead of one long task (core/io/deferred-storage.ts:
 * at 4x CPU the two gallery caches took 560 ms of JSON.stringify in one task after the cards
 * painted, and a Load More pressed then waited for it). `depth` levels are cut; below them each entry is
 * one JSON.stringify. Joined, the pieces equal JSON.stringify(value) (property-tested), including its
 * rules for toJSON, undefined, functions and symbols, in objects and in arrays.
 */
type Json = string | undefined

const isPlainObject = (v: object): v is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(v) as unknown
  return proto === Object.prototype || proto === null
}

/** What JSON.stringify does to a value before writing it: toJSON, with the entry's key. */
function prepared(value: unknown, key: string): unknown {
  if (
    value !== null &&
    (typeof value === 'object' || typeof value === 'bigint') &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    return (value as { toJSON: (k: string) => unknown }).toJSON(key)
  }
  return value
}

/** Values JSON.stringify leaves out of objects (and writes as null in arrays). */
const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol'

function* entries(value: unknown, depth: number): Generator<string, void> {
  if (depth <= 0 || value === null || typeof value !== 'object' || (!Array.isArray(value) && !isPlainObject(value))) {
    yield JSON.stringify(value) as Json as string
    return
  }
  if (Array.isArray(value)) {
    yield '['
    for (let i = 0; i < value.length; i++) {
      const v = prepared(value[i], String(i))
      if (i > 0) yield ','
      if (omitted(v)) yield 'null'
      else yield* entries(v, depth - 1)
    }
    yield ']'
    return
  }
  yield '{'
  let first = true
  for (const k of Object.keys(value)) {
    const v = prepared(value[k], k)
    if (omitted(v)) continue
    yield `${first ? '' : ','}${JSON.stringify(k)}:`
    first = false
    yield* entries(v, depth - 1)
  }
  yield '}'
}

/**
 * The pieces of JSON.stringify(value), or undefined where JSON.stringify gives undefined (a function, a
 * symbol or undefined itself). Cut `depth` levels deep (2: each offer of a gallery map is one piece).
 */
export function jsonPieces(value: object, depth?: number): Iterator<string>
export function jsonPieces(value: unknown, depth?: number): Iterator<string> | undefined
export function jsonPieces(value: unknown, depth = 2): Iterator<string> | undefined {
  const v = prepared(value, '')
  if (omitted(v)) return undefined
  return entries(v, depth)
}

/** All the pieces, joined: JSON.stringify(value). */
export function joinPieces(pieces: Iterator<string> | undefined): string | undefined {
  if (!pieces) return undefined
  let text = ''
  for (let r = pieces.next(); !r.done; r = pieces.next()) text += r.value
  return text
}
