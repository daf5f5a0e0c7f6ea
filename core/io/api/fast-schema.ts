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

/** The JS types a schema of primitives accepts (nullish, string, number, boolean and unions of them), else undefined. */
function primitives(schema: unknown): Set<string> | undefined {
  const s = schema as Node
  if (!s || typeof s !== 'object' || s.pipe !== undefined || s.fallback !== undefined) return undefined
  if (s.type === 'string' || s.type === 'number' || s.type === 'boolean') return new Set([s.type])
  if (s.type === 'nullish') {
    const inner = s.default === undefined ? primitives(s.wrapped) : undefined
    return inner && new Set([...inner, 'null', 'undefined'])
  }
  if (s.type !== 'union') return undefined
  const sets = (s.options as unknown[]).map(primitives)
  return sets.some((x) => !x) ? undefined : new Set(sets.flatMap((x) => [...(x as Set<string>)]))
}

/** One test per value: its typeof (null apart) in the accepted set; a number is not NaN (valibot's number()). */
function primitiveCheck(types: Set<string>): Check {
  const string = types.has('string')
  const number = types.has('number')
  const boolean = types.has('boolean')
  const nullish = types.has('null')
  return (x) => {
    switch (typeof x) {
      case 'string':
        return string
      case 'number':
        return number && x === x
      case 'boolean':
        return boolean
      case 'undefined':
        return nullish
      default:
        return x === null && nullish
    }
  }
}

/** The predicate of a schema, or undefined when some part is not understood (then valibot always runs). */
export function compileCheck(schema: unknown): Check | undefined {
  const types = primitives(schema)
  if (types) return primitiveCheck(types)
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
      return (
        item &&
        ((x) => {
          if (!Array.isArray(x)) return false
          for (let i = 0; i < x.length; i++) if (!item(x[i])) return false
          return true
        })
      )
    }
    case 'loose_object': {
      const entries = Object.entries(s.entries as Record<string, Node>).map(([key, entry]) => ({
        key,
        check: compileCheck(entry),
        optional: entry.type === 'nullish',
      }))
      if (entries.some((e) => !e.check)) return undefined
      const keys = entries.map((e) => e.key)
      const checks = entries.map((e) => e.check as Check)
      const optional = entries.map((e) => e.optional)
      return (x) => {
        if (!plainObject(x)) return false
        for (let i = 0; i < keys.length; i++) {
          const key = keys[i] as string
          if (key in x ? !(checks[i] as Check)(x[key]) : !optional[i]) return false
        }
        return true
      }
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
