/**
 * Shared by the hostile-input browser suites: the manifest's tags and attributes, how to mount each
 * registered tag with valid ids against the simulator, and the checks over every shadow root a widget
 * renders (nested ones included).
 */
import { fixture, html } from '@open-wc/testing'
import { waitUntil } from '../support/wait'
import manifest from '../../custom-elements.json'
import { type AisleTag, WIDGETS } from '../../widgets/registry'
import { MOUNTS } from './mounts'
import { unsafeAddress } from './unsafe-address'

export { MOUNTS, unsafeAddress }

export interface ManifestAttribute {
  name: string
  description?: string
}

/** Every tag of custom-elements.json with its attributes. */
export const MANIFEST_TAGS: { tag: string; attributes: ManifestAttribute[] }[] = (
  manifest as { modules: { declarations?: { tagName?: string; attributes?: ManifestAttribute[] }[] }[] }
).modules.flatMap((m) =>
  (m.declarations ?? []).filter((d) => d.tagName).map((d) => ({ tag: d.tagName as string, attributes: d.attributes ?? [] })),
)

export const attributesOf = (tag: string): ManifestAttribute[] => MANIFEST_TAGS.find((t) => t.tag === tag)?.attributes ?? []

/** An attribute that takes an address (its name ends in href): it must refuse script and data documents. */
export const isAddressAttribute = (name: string) => /(^|-)href$/.test(name)

export const TAGS = Object.keys(WIDGETS) as AisleTag[]

/** Every element inside `root`, descending into each shadow root. */
export function deepElements(root: ParentNode): Element[] {
  const out: Element[] = []
  for (const el of root.querySelectorAll('*')) {
    out.push(el)
    if (el.shadowRoot) out.push(...deepElements(el.shadowRoot))
  }
  return out
}

/** The text of the host's shadow root and of every shadow root below it. */
export function deepText(host: Element): string {
  const root = host.shadowRoot
  if (!root) return ''
  return [root.textContent ?? '', ...deepElements(root).map((el) => el.shadowRoot?.textContent ?? '')].join('\n')
}

/** Attribute values inside the widget a reader or assistive technology is given (accessible names, alt, title). */
export function deepReadableAttributes(host: Element): string {
  const root = host.shadowRoot
  if (!root) return ''
  return deepElements(root)
    .flatMap((el) => ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''))
    .join('\n')
}

/**
 * Attributes whose address a click or a submit opens. An image's src is not among them: an <img>, <source>,
 * <video> or <audio> never runs a javascript: or data: document (elements that could are flagged by tag).
 */
const ADDRESS_ATTRIBUTES = ['href', 'action', 'formaction', 'xlink:href']
const DANGEROUS_TAGS = new Set(['SCRIPT', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'LINK'])

/** What the data could have made unsafe: on* attributes, srcdoc, script-scheme or data-document addresses, script-capable elements. */
export function unsafeNodes(host: Element): string[] {
  const root = host.shadowRoot
  if (!root) return []
  const found: string[] = []
  for (const el of deepElements(root)) {
    const name = el.tagName
    if (DANGEROUS_TAGS.has(name)) found.push(`<${name.toLowerCase()}> element`)
    for (const attr of el.getAttributeNames()) {
      const value = el.getAttribute(attr) ?? ''
      if (/^on/i.test(attr)) found.push(`<${name.toLowerCase()} ${attr}="${value}">`)
      if (attr === 'srcdoc') found.push(`<${name.toLowerCase()} srcdoc>`)
      if (ADDRESS_ATTRIBUTES.includes(attr) && unsafeAddress(value)) found.push(`<${name.toLowerCase()} ${attr}="${value}">`)
    }
  }
  return found
}

/** The loading states a widget shows before its data arrives. */
const LOADING = new Set(['loading', 'checking'])

/** Mounts `tag` with `attributes` (and children `setUp` adds) in a fresh container and waits until no part of it is loading. */
export async function mountTag(tag: AisleTag, attributes: Record<string, string>, setUp?: (el: HTMLElement) => void): Promise<HTMLElement> {
  await WIDGETS[tag]()
  const container = await fixture<HTMLElement>(html`<div></div>`)
  const el = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value)
  setUp?.(el)
  container.append(el)
  await waitUntil(() => (el.shadowRoot?.childElementCount ?? 0) > 0, `${tag} rendered nothing`, { timeout: 5000 })
  await waitUntil(
    () => {
      const states = deepElements(el.shadowRoot as ShadowRoot)
        .map((n) => n.getAttribute('data-state'))
        .filter((s) => s != null)
      return !states.some((s) => LOADING.has(s as string))
    },
    `${tag} did not settle`,
    { timeout: 8000 },
  )
  return el
}

/** What an attribute accepts, read from its manifest description (the element's @attr JSDoc). */
export type AttributeKind = 'address' | 'json' | 'boolean' | 'integer' | 'enum' | 'text'

export interface RestrictedAttribute {
  tag: string
  name: string
  kind: Exclude<AttributeKind, 'text'>
  /** A value outside what it accepts. */
  invalid: string
  /** Words the warning must contain: the valid values, as the description names them. */
  names: string[]
}

/**
 * Classifies an attribute by the conventions of the elements' @attr lines: a name ending in href is an
 * address; 'JSON …' a JSON value; "Bare or 'true'" or "'false' …" a boolean; 'N to M' or 'whole number' an
 * integer; quoted values joined by ', ' and ' or ' ("'a', 'b' or 'c'"), or a parenthesised list, an enum.
 * Anything else is free text.
 */
export function classifyAttribute(tag: string, attribute: ManifestAttribute): RestrictedAttribute | undefined {
  const d = attribute.description ?? ''
  const range = /(\d+) to (\d+)/.exec(d)
  const list = /\(([\w-]+(?:, [\w-]+){2,})\)/.exec(d)
  const base = { tag, name: attribute.name }
  if (isAddressAttribute(attribute.name)) return { ...base, kind: 'address', invalid: 'javascript:__xss(901)', names: ['http(s)'] }
  if (/^JSON\b/.test(d)) return { ...base, kind: 'json', invalid: '{"default": ', names: ['Valid'] }
  if (/Bare or 'true'|^'false'/.test(d)) return { ...base, kind: 'boolean', invalid: 'maybe', names: ["'true'", "'false'"] }
  if (range || /whole number/.test(d))
    return { ...base, kind: 'integer', invalid: 'lots', names: range ? [range[1] as string, range[2] as string] : [] }
  if (list) return { ...base, kind: 'enum', invalid: 'no-such-value', names: (list[1] as string).split(', ').slice(0, 2) }
  const choice = /'[^']+'(?: \([^)]*\))?(?:, '[^']+'(?: \([^)]*\))?)*,? or /.exec(d)
  if (choice)
    return {
      ...base,
      kind: 'enum',
      invalid: 'no-such-value',
      names: [...choice[0].matchAll(/'([^']+)'/g)].slice(0, 2).map((m) => `'${m[1]}'`),
    }
  return undefined
}

/** A `<script type="application/json">` child, as a content author writes one (built as a node, so no markup is parsed). */
export function jsonChild(value: unknown): (el: HTMLElement) => void {
  return (el) => {
    const script = document.createElement('script')
    script.type = 'application/json'
    script.textContent = JSON.stringify(value)
    el.append(script)
  }
}
