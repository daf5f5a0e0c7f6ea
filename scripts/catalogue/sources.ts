/**
 * What the tag catalogue and the theming page (issue 8, item 2) are generated from, read from the sources:
 * - the tags, their attributes, events, parts and documented CSS properties: custom-elements.json;
 * - an attribute's type, default and valid values: the manifest's attribute description, which states them in the
 *   house style ("1 to 99", "Default 4.", "'a', 'b' or 'c'", "Bare or 'true'", "JSON …", "Required.");
 * - the `--aisle-*` custom properties widgets read: every `var(--aisle-…)` in the CSS an element module reaches
 *   through relative imports (its own CSS, shared CSS such as the modal's, and styles/base.css via
 *   core/elements/define.ts), with the fallback each `var()` gives.
 */
import fs from 'node:fs'
import path from 'node:path'
import { elementsOf, type Manifest, type ManifestElement, readManifest } from '../manifest/editor'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export { elementsOf, readManifest, type Manifest, type ManifestElement }

export interface AttributeFacts {
  name: string
  description: string
  type: 'number' | 'boolean' | 'JSON' | 'list' | 'choice' | 'text'
  /** The default as the description states it, or 'required', or '' when it states none. */
  defaultValue: string
  /** The valid values as the description states them, or '' when any text is accepted. */
  validValues: string
}

const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]!)

/** Type, default and valid values of an attribute, from its manifest description. */
export function attributeFacts(name: string, description = ''): AttributeFacts {
  const range = /(?:from )?(\d+) to (\d+)/.exec(description)
  const boolean = /\bBare or 'true'/.test(description) || /^'false'/.test(description)
  const choices = /^(?:[^:']*: )?('[^']+'(?: \(default\))?(?:, '[^']+'(?: \(default\))?)* or '[^']+'(?: \(default\))?)/.exec(description)
  // 'x' (…) or a, b, c — the first key quoted, the rest bare; or a bare list in parentheses.
  const keyList = /'([^']+)'(?: \([^)]*\))? or ([\w-]+(?:, [\w-]+)+)/.exec(description) ?? /\(([\w-]+)((?:, [\w-]+)+)\)/.exec(description)
  const inlineDefault = /'([^']+)' \(default\)/.exec(description)?.[1]
  const stated = /\bDefault:? ((?:e\.g\.|[^;])+?)(?:\.(?:\s|$)|;|$)/.exec(description)?.[1]
  const defaultValue = /\bRequired\b/.test(description) ? 'required' : (inlineDefault ? `'${inlineDefault}'` : (stated ?? ''))
  if (range) return { name, description, type: 'number', defaultValue, validValues: `${range[1]} to ${range[2]}` }
  if (boolean) return { name, description, type: 'boolean', defaultValue: defaultValue || 'false', validValues: "bare, 'true' or 'false'" }
  if (/^JSON\b/.test(description)) return { name, description, type: 'JSON', defaultValue, validValues: 'JSON (see the description)' }
  if (/comma[- ]separated/.test(description)) return { name, description, type: 'list', defaultValue, validValues: 'comma-separated values' }
  if (keyList) {
    const keys = [keyList[1]!, ...keyList[2]!.split(',').map((k) => k.trim()).filter(Boolean)]
    return { name, description, type: 'choice', defaultValue, validValues: keys.map((v) => `'${v}'`).join(', ') }
  }
  if (choices) return { name, description, type: 'choice', defaultValue, validValues: quoted(choices[1]!).map((v) => `'${v}'`).join(', ') }
  return { name, description, type: 'text', defaultValue, validValues: '' }
}

const read = (file: string) => fs.readFileSync(file, 'utf8')

/** Relative value imports (and `?inline` CSS) of one module, resolved to files. */
function importsOf(file: string): string[] {
  const out: string[] = []
  for (const m of read(file).matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)) {
    const base = path.resolve(path.dirname(file), m[1]!.replace(/\?inline$/, ''))
    const hit = [base, `${base}.ts`, `${base}.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
    if (hit) out.push(hit)
  }
  return out
}

/** The CSS files an element module reaches (short of another element module, which has its own shadow root). */
export function cssFilesOf(elementModule: string): string[] {
  const entry = path.join(ROOT, elementModule)
  const seen = new Set<string>([entry])
  const queue = [entry]
  while (queue.length > 0) {
    for (const next of importsOf(queue.shift()!)) {
      if (seen.has(next) || next.endsWith('.element.ts') || next.includes(`${path.sep}node_modules${path.sep}`)) continue
      seen.add(next)
      if (!next.endsWith('.css')) queue.push(next)
    }
  }
  return [...seen].filter((f) => f.endsWith('.css')).map((f) => path.relative(ROOT, f)).sort()
}

export interface PropertyRead {
  name: string
  /** The fallback the `var()` gives ('' when none). */
  fallback: string
}

/** Every `var(--aisle-…[, fallback])` in a CSS text; a nested `var()` in a fallback is read too. */
export function propertyReads(css: string): PropertyRead[] {
  const reads: PropertyRead[] = []
  for (const m of css.matchAll(/var\(\s*(--aisle-[a-z0-9-]+)\s*(,?)/g)) {
    let fallback = ''
    if (m[2]) {
      let depth = 0
      let end = m.index + m[0].length
      for (; end < css.length; end++) {
        if (css[end] === '(') depth++
        else if (css[end] === ')' && depth-- === 0) break
      }
      fallback = css.slice(m.index + m[0].length, end).trim()
    }
    reads.push({ name: m[1]!, fallback })
  }
  return reads
}

export interface CustomProperty {
  name: string
  /** Tags whose shadow root reads it. */
  tags: string[]
  /** Distinct fallbacks given where it is read. */
  fallbacks: string[]
  /** The manifest's description (first tag that documents it), or ''. */
  description: string
}

/** Every `--aisle-*` property the widgets read, or the manifest documents, sorted by name. */
export function customProperties(manifest: Manifest = readManifest()): CustomProperty[] {
  const byName = new Map<string, CustomProperty>()
  const entry = (name: string) => {
    const found = byName.get(name) ?? { name, tags: [], fallbacks: [], description: '' }
    byName.set(name, found)
    return found
  }
  for (const mod of manifest.modules) {
    for (const el of (mod.declarations ?? []).filter((d) => d.customElement)) {
      for (const file of cssFilesOf(mod.path)) {
        for (const { name, fallback } of propertyReads(read(path.join(ROOT, file)))) {
          const p = entry(name)
          if (!p.tags.includes(el.tagName)) p.tags.push(el.tagName)
          if (fallback && !p.fallbacks.includes(fallback)) p.fallbacks.push(fallback)
        }
      }
      for (const documented of el.cssProperties ?? []) {
        const p = entry(documented.name)
        if (!p.tags.includes(el.tagName)) p.tags.push(el.tagName)
        p.description ||= documented.description ?? ''
      }
    }
  }
  for (const p of byName.values()) p.tags.sort()
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name))
}
