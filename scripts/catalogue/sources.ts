/**
 * What the tag catalogue and the theming page are generated from, read from the sources:
 * - the tags, their attributes, events, parts and documented CSS properties: custom-elements.json;
 * - an attribute's type, default and valid values: the manifest's attribute description, which states them in the
 *   house style ("1 to 99", "Default 4.", "'a', 'b' or 'c'", "Bare or 'true'", "JSON …", "Required.");
 * - the `--aisle-*` custom properties: styles/tokens.css (each one's default and description), read by the tags
 *   whose CSS reads them: every `var(--aisle-…)` in the CSS an element module reaches through relative imports
 *   (its own CSS, shared CSS such as the modal's, and styles/base.css via core/elements/define.ts;
 *   scripts/manifest/css-reach.mjs).
 */
import fs from 'node:fs'
import path from 'node:path'
import { readTokens, type Token, varReads } from '../../styles/tokens.mjs'
import { cssFilesOf, ROOT } from '../manifest/css-reach.mjs'
import { elementsOf, type Manifest, type ManifestElement, readManifest } from '../manifest/editor'

export { ROOT }

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
  const defaultValue = /\bRequired\b/.test(description) ? 'required' : inlineDefault ? `'${inlineDefault}'` : (stated ?? '')
  if (range) return { name, description, type: 'number', defaultValue, validValues: `${range[1]} to ${range[2]}` }
  if (boolean) return { name, description, type: 'boolean', defaultValue: defaultValue || 'false', validValues: "bare, 'true' or 'false'" }
  if (/^JSON\b/.test(description)) return { name, description, type: 'JSON', defaultValue, validValues: 'JSON (see the description)' }
  if (/comma[- ]separated/.test(description))
    return { name, description, type: 'list', defaultValue, validValues: 'comma-separated values' }
  if (keyList) {
    const keys = [
      keyList[1]!,
      ...keyList[2]!
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ]
    return { name, description, type: 'choice', defaultValue, validValues: keys.map((v) => `'${v}'`).join(', ') }
  }
  if (choices)
    return {
      name,
      description,
      type: 'choice',
      defaultValue,
      validValues: quoted(choices[1]!)
        .map((v) => `'${v}'`)
        .join(', '),
    }
  return { name, description, type: 'text', defaultValue, validValues: '' }
}

const read = (file: string) => fs.readFileSync(file, 'utf8')

export { cssFilesOf }

export interface PropertyRead {
  name: string
  /** The fallback the `var()` gives ('' when none). */
  fallback: string
}

/** Every `var(--aisle-…[, fallback])` in a CSS text; a nested `var()` in a fallback is read too. */
export function propertyReads(css: string): PropertyRead[] {
  return varReads(css).map(({ name, fallback }) => ({ name, fallback }))
}

export interface CustomProperty {
  name: string
  /** Tags whose shadow root reads it (directly, or through the default of a token they read). */
  tags: string[]
  /** Its one default (styles/tokens.css). */
  defaultValue: string
  /** Its comment in styles/tokens.css. */
  description: string
}

/**
 * Every `--aisle-*` property the widgets read, or the manifest documents, sorted by name: each token as
 * styles/tokens.css declares it (default, description), with the tags whose CSS reads it.
 */
export function customProperties(manifest: Manifest = readManifest(), tokens: readonly Token[] = readTokens()): CustomProperty[] {
  const declared = new Map<string, Token>(tokens.map((t) => [t.name, t]))
  const byName = new Map<string, CustomProperty>()
  const readBy = (name: string, tag: string) => {
    const token = declared.get(name)
    if (!token) throw new Error(`${tag} reads ${name}, which styles/tokens.css does not declare`)
    const found = byName.get(name) ?? { name, tags: [], defaultValue: token.value, description: token.description }
    byName.set(name, found)
    if (found.tags.includes(tag)) return
    found.tags.push(tag)
    for (const inner of varReads(token.value)) readBy(inner.name, tag)
  }
  for (const mod of manifest.modules) {
    for (const el of (mod.declarations ?? []).filter((d) => d.customElement)) {
      for (const file of cssFilesOf(mod.path)) for (const { name } of varReads(read(path.join(ROOT, file)))) readBy(name, el.tagName)
      for (const documented of el.cssProperties ?? []) readBy(documented.name, el.tagName)
    }
  }
  for (const p of byName.values()) p.tags.sort()
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name))
}
