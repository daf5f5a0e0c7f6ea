/**
 * Safe parsers for attributes typed by CMS authors. r2wc's own parsing is lenient in ways that
 * bite (a bare boolean attribute is not true, malformed JSON throws), so every prop is declared as
 * a string and parsed here. A bad value logs ONE warning naming the tag, the attribute and the
 * valid values, and the default is used: the widget still renders. Every widget reads its attribute values with these
 * converters; the two the deals grid alone needs (JSON, bare flags) are in ./attributes-extra.ts, out of the page runtime
 * chunk that every page downloads (vite.config.ts puts this module there).
 */
import { isSafeLink } from '../rules/links'

const warned = new Set<string>()

/** One console warning `<tag>: message`, however often the widget renders (each parser below warns through it). */
export function warnOnce(tag: string, message: string): void {
  const line = `<${tag}>: ${message}`
  if (warned.has(line)) return
  warned.add(line)
  console.warn(line)
}

function warnAttribute(tag: string, name: string, value: string, valid: string): void {
  warnOnce(tag, `invalid ${name}="${value}". Valid values: ${valid}. Using the default.`)
}

/** For tests: forget which warnings were given. */
export function resetAttributeWarnings(): void {
  warned.clear()
}

/** A text attribute (an id, a label, a token): trimmed; absent, '' or only spaces is undefined. */
export function parseTextAttribute(value: string | null | undefined): string | undefined {
  return value?.trim() || undefined
}

export function parseBooleanAttribute(tag: string, name: string, value: string | null | undefined, fallback: boolean): boolean {
  if (value == null) return fallback
  const v = value.trim().toLowerCase()
  if (v === '' || v === 'true' || v === name.toLowerCase()) return true
  if (v === 'false') return false
  warnAttribute(tag, name, value, "'true', 'false' or the bare attribute")
  return fallback
}

export function parseIntegerAttribute(
  tag: string,
  name: string,
  value: string | null | undefined,
  range: { min: number; max: number; fallback: number },
): number {
  const text = parseTextAttribute(value)
  if (!text) return range.fallback
  const n = Number(text)
  if (Number.isInteger(n) && n >= range.min && n <= range.max) return n
  warnAttribute(tag, name, value as string, `a whole number from ${range.min} to ${range.max}`)
  return range.fallback
}

export function parseEnumAttribute<T extends string>(
  tag: string,
  name: string,
  value: string | null | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  const v = parseTextAttribute(value)
  if (!v) return fallback
  if ((allowed as readonly string[]).includes(v)) return v as T
  warnAttribute(tag, name, value as string, allowed.map((a) => `'${a}'`).join(', '))
  return fallback
}

/** An address attribute (href): a safe link (core/rules/links.ts), trimmed, else one warning and the fallback. */
export function parseHrefAttribute<F extends string | undefined>(
  tag: string,
  name: string,
  value: string | null | undefined,
  fallback: F,
): string | F {
  const v = parseTextAttribute(value)
  if (!v) return fallback
  if (isSafeLink(v)) return v
  warnAttribute(tag, name, value as string, 'an http(s) address or a path on this site')
  return fallback
}

/**
 * An element's attributes as its connected component's props: the generated element interface of types/aisle.d.ts
 * (`npm run manifest`, from the element module's @attr docs) without what every HTMLElement has. Declared once, there.
 */
export type ElementAttributeProps<E extends HTMLElement> = Omit<E, keyof HTMLElement>
