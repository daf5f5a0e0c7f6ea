/**
 * The attribute converters one widget alone uses (the deals grid: JSON and bare flags), beside ./attributes.ts and
 * warning as its parsers do (warnOnce: one warning per bad value). A module of their own so the page runtime chunk, which
 * every page downloads, carries only the converters widgets share (vite.config.ts puts ./attributes.ts there).
 */
import { parseBooleanAttribute, warnOnce } from './attributes'

/** A flag attribute of `host` (parseBooleanAttribute): r2wc leaves an empty attribute out of the props, so a bare one is read from the host. */
export function parseFlagAttribute(
  tag: string,
  name: string,
  value: string | undefined,
  host: Element | undefined,
  fallback: boolean,
): boolean {
  return parseBooleanAttribute(tag, name, value ?? (host?.hasAttribute(name) ? (host.getAttribute(name) ?? '') : undefined), fallback)
}

/**
 * JSON a content author wrote (an attribute, or a `<script type="application/json">` child): the parsed value; undefined
 * when absent or blank, or, with one warning (`<tag>: ${problem}`), when it does not parse.
 */
export function parseJsonAttribute(tag: string, value: string | null | undefined, problem: string): unknown {
  if (value == null || value.trim() === '') return undefined
  try {
    return JSON.parse(value) as unknown
  } catch {
    warnOnce(tag, problem)
    return undefined
  }
}
