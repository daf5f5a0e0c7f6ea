/**
 * Safe parsers for attributes typed by CMS authors. r2wc's own parsing is lenient in ways that
 * bite (a bare boolean attribute is not true, malformed JSON throws), so every prop is declared as
 * a string and parsed here. A bad value logs ONE warning naming the tag, the attribute and the
 * valid values, and the default is used: the widget still renders.
 */
import { isSafeLink } from '../rules/links'

const warned = new Set<string>()

export function warnAttribute(tag: string, name: string, value: string, valid: string): void {
  const key = `${tag}|${name}|${value}`
  if (warned.has(key)) return
  warned.add(key)
  console.warn(`<${tag}>: invalid ${name}="${value}". Valid values: ${valid}. Using the default.`)
}

/** For tests: forget which warnings were given. */
export function resetAttributeWarnings(): void {
  warned.clear()
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
  if (value == null || value.trim() === '') return range.fallback
  const n = Number(value.trim())
  if (Number.isInteger(n) && n >= range.min && n <= range.max) return n
  warnAttribute(tag, name, value, `a whole number from ${range.min} to ${range.max}`)
  return range.fallback
}

export function parseEnumAttribute<T extends string>(
  tag: string,
  name: string,
  value: string | null | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value == null || value.trim() === '') return fallback
  const v = value.trim()
  if ((allowed as readonly string[]).includes(v)) return v as T
  warnAttribute(tag, name, value, allowed.map((a) => `'${a}'`).join(', '))
  return fallback
}

/** The valid values of an address attribute, as its warning names them. */
export const HREF_ATTRIBUTE_VALID = 'an http(s) address or a path on this site'

/** An address attribute (href): a safe link (core/rules/links.ts), else one warning and the fallback. */
export function parseHrefAttribute<F extends string | undefined>(tag: string, name: string, value: string | null | undefined, fallback: F): string | F {
  if (value == null || value.trim() === '') return fallback
  if (isSafeLink(value)) return value.trim()
  warnAttribute(tag, name, value, HREF_ATTRIBUTE_VALID)
  return fallback
}

/**
 * An element's attributes as its connected component's props: the generated element interface of types/aisle.d.ts
 * (`npm run manifest`, from the element module's @attr docs) without what every HTMLElement has. Declared once, there.
 */
export type ElementAttributeProps<E extends HTMLElement> = Omit<E, keyof HTMLElement>
