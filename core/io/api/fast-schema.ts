/**
 * A fast first look for large replies (the 5,000-offer gallery: valibot's full parse was ~0.4 s of the time
 * to the first cards at 4x CPU). `withFastPath(schema)` compiles the schema into a plain predicate that
 * answers true only when valibot would surely accept the value and give back an equal one; then the value
 * is used as it is. Any other value (a wrong type, a key valibot would drop, a schema part the compiler does
 * not know) goes through valibot itself, so failures keep valibot's exact issues. Understood: nullish (no
 * default), string, number, boolean, union, array, looseObject and record without pipes or fallbacks.
 */
import type * as v from 'valibot'

type Check = (value: unknown) => boolean
type Node = { type: string; pipe?: unknown; fallback?: unknown; default?: unknown; [k: string]: unknown }

/** Keys valibot's objects and records leave out of their output (its _isValidObjectKey). */
const DROPPED_KEYS = ['__proto__', 'prototype', 'constructor']
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k)
const plainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !DROPPED_KEYS.some((k) => hasOwn(value, k))

/** The predicate of a schema, or undefined when some part is not understood (then valibot always runs). */
export function compileCheck(schema: unknown): Check | undefined {
  const s = schema as Node
  if (!s || typeof s !== 'object' || s.pipe !== undefined || s.fallback !== undefined) return undefined
  switch (s.type) {
    case 'string':
      return (x) => typeof x === 'string'
    case 'number':
      return (x) => typeof x === 'number' && !Number.isNaN(x)
    case 'boolean':
      return (x) => typeof x === 'boolean'
    case 'nullish': {
      if (s.default !== undefined) return undefined
      const inner = compileCheck(s.wrapped)
      return inner && ((x) => x === null || x === undefined || inner(x))
    }
    case 'union': {
      const options = (s.options as unknown[]).map(compileCheck)
      if (options.some((o) => !o)) return undefined
      const checks = options as Check[]
      return (x) => checks.some((c) => c(x))
    }
    case 'array': {
      const item = compileCheck(s.item)
      return item && ((x) => Array.isArray(x) && x.every(item))
    }
    case 'loose_object': {
      const entries = Object.entries(s.entries as Record<string, Node>).map(([key, entry]) => ({ key, check: compileCheck(entry), optional: entry.type === 'nullish' }))
      if (entries.some((e) => !e.check)) return undefined
      const known = entries as { key: string; check: Check; optional: boolean }[]
      return (x) => plainObject(x) && known.every((e) => (e.key in x ? e.check(x[e.key]) : e.optional))
    }
    case 'record': {
      const key = s.key as Node
      const value = compileCheck(s.value)
      if (key?.type !== 'string' || key.pipe !== undefined || !value) return undefined
      return (x) => {
        if (!plainObject(x)) return false
        for (const k in x) if (!hasOwn(x, k) || !value(x[k])) return false
        return true
      }
    }
    default:
      return undefined
  }
}

/** The schema, answering a surely valid value at once and everything else as valibot does. */
export function withFastPath<S extends v.GenericSchema>(schema: S): S {
  const check = compileCheck(schema)
  if (!check) return schema
  const full = schema['~run'].bind(schema)
  return {
    ...schema,
    '~run'(dataset: { value: unknown }, config: v.Config<v.BaseIssue<unknown>>) {
      if (check(dataset.value)) return { typed: true, value: dataset.value }
      return full(dataset as never, config)
    },
  } as S
}
