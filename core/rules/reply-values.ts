/**
 * Small readers for untrusted reply values, shared by the games and profile normalisers. The io layer
 * validates a reply's shape; these decide what a present-but-odd value means (a number sent as text,
 * a blank string), so every normaliser reads fields the same way.
 */
import { isSafeLink } from './links'

/** Trimmed text, or undefined when missing or blank. Numbers become their decimal text (ids sent as numbers). */
export function optionalText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

/** A finite number from a number or numeric text; anything else is 0 (a figure the server did not send). */
export function count(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isFinite(n) ? n : 0
}

/** A boolean from true/false or their text ('true', 'Y', '1' …); undefined when the value says neither. */
export function optionalBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined
  if (typeof value !== 'string') return undefined
  const v = value.trim().toLowerCase()
  if (['true', 'y', 'yes', '1'].includes(v)) return true
  if (['false', 'n', 'no', '0'].includes(v)) return false
  return undefined
}

/** The entries of a list, or none when the value is not a list. */
export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : []
}

/** An object's fields, or an empty record when the value is not an object. */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/**
 * The message of an error entry as the APIs send one: a bare string, or an object with message or
 * errorMessage. Undefined when the entry carries no visible text.
 */
export function messageOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry.trim() ? entry : undefined
  const fields = fieldsOf(entry)
  for (const key of ['message', 'errorMessage']) {
    const m = fields[key]
    if (typeof m === 'string' && m.trim()) return m
  }
  return undefined
}

/** The message of the first entry of a list (000 §8 'the first error message'). */
export function firstMessage(list: unknown): string | undefined {
  return Array.isArray(list) ? messageOf(list[0]) : undefined
}

/**
 * A link a server or content file supplies, if it is safe to put in an href: http(s), or relative to the
 * site ('/…', './…', '#…'). 'javascript:' in any spelling the browser reads ('java\tscript:') and other
 * schemes are refused (core/rules/links.ts).
 */
export function safeLink(value: unknown): string | undefined {
  const url = typeof value === 'string' ? optionalText(value) : undefined
  return url && isSafeLink(url) ? url : undefined
}
