/**
 * Editor hints and TypeScript declarations generated from custom-elements.json:
 * - editor/vscode.html-custom-data.json — VS Code HTML custom data (`html.customData`): tags, attributes, docs;
 * - editor/web-types.json — JetBrains web-types (package.json `web-types`): tags, attributes, events, slots, parts,
 *   CSS properties;
 * - types/aisle.d.ts — HTMLElementTagNameMap, the event maps and React 19 JSX intrinsic elements.
 * `npm run manifest` writes them after `cem analyze`; scripts/manifest/editor.test.ts fails when they are stale.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface ManifestEntry {
  name: string
  description?: string
  type?: { text: string }
  fieldName?: string
  /** An attribute the element needs (its description says 'Required'): without it the element shows its inert state. */
  required?: boolean
}
export interface ManifestElement {
  name: string
  tagName: string
  summary?: string
  description?: string
  customElement?: boolean
  attributes?: ManifestEntry[]
  events?: ManifestEntry[]
  slots?: ManifestEntry[]
  cssParts?: ManifestEntry[]
  cssProperties?: ManifestEntry[]
}
export interface Manifest {
  modules: { path: string; declarations?: ManifestElement[] }[]
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const HEADER = 'Generated from custom-elements.json by scripts/manifest/editor.ts (`npm run manifest`). Do not edit.'

export function elementsOf(manifest: Manifest): ManifestElement[] {
  return manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d) => d.customElement)
    .sort((a, b) => a.tagName.localeCompare(b.tagName))
}

const list = (title: string, entries: ManifestEntry[] | undefined, code = true) =>
  entries?.length
    ? `\n\n**${title}:**\n${entries.map((e) => `- ${code ? `\`${e.name || '(default)'}\`` : e.name} — ${e.description ?? ''}`).join('\n')}`
    : ''

/** Markdown documentation of a tag: summary, description, events, slots, parts, CSS properties. */
function tagDoc(el: ManifestElement): string {
  return (
    [el.summary, el.description].filter(Boolean).join('\n\n') +
    list('Events', el.events) +
    list('Slots', el.slots) +
    list('CSS parts', el.cssParts) +
    list('CSS properties', el.cssProperties)
  )
}

export function vscodeCustomData(manifest: Manifest) {
  return {
    $comment: HEADER,
    version: 1.1,
    tags: elementsOf(manifest).map((el) => ({
      name: el.tagName,
      description: { kind: 'markdown', value: tagDoc(el) },
      attributes: (el.attributes ?? []).map((a) => ({ name: a.name, description: { kind: 'markdown', value: a.description ?? '' } })),
    })),
  }
}

export function webTypes(manifest: Manifest, version: string) {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: 'aisle',
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elementsOf(manifest).map((el) => ({
          name: el.tagName,
          description: [el.summary, el.description].filter(Boolean).join('\n\n'),
          attributes: (el.attributes ?? []).map((a) => ({
            name: a.name,
            description: a.description ?? '',
            ...(a.required ? { required: true } : {}),
            value: { type: 'string', required: false },
          })),
          slots: (el.slots ?? []).map((s) => ({ name: s.name, description: s.description ?? '' })),
          js: {
            events: (el.events ?? []).map((e) => ({ name: e.name, description: e.description ?? '' })),
            properties: (el.attributes ?? []).map((a) => ({
              name: a.fieldName ?? a.name,
              description: a.description ?? '',
              type: 'string',
            })),
          },
          css: {
            parts: (el.cssParts ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
            properties: (el.cssProperties ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
          },
        })),
      },
    },
  }
}

const pascal = (tag: string) => tag.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`)
const doc = (text: string | undefined, indent: string) => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '')
const eventType = (e: ManifestEntry) => e.type?.text ?? 'CustomEvent'

/** `aisle-*` events bubble from the element (composed); the others (DigitalCouponClipped) are dispatched on window. */
const isElementEvent = (name: string) => name.startsWith('aisle-')

function eventMap(elements: ManifestElement[], pick: (name: string) => boolean): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const el of elements) {
    for (const e of (el.events ?? []).filter((x) => pick(x.name))) {
      const types = map.get(e.name) ?? []
      if (!types.includes(eventType(e))) types.push(eventType(e))
      map.set(e.name, types)
    }
  }
  return new Map([...map].sort(([a], [b]) => a.localeCompare(b)))
}

export function declarations(manifest: Manifest): string {
  const elements = elementsOf(manifest)
  const out: string[] = [
    `/**\n * Aisle custom elements for TypeScript and React 19. ${HEADER}\n *\n * Attributes are typed as authors write them (the element parses every value; numbers and booleans are\n * stringified by React). React 19 listens to a custom element's events through \`on<event name>\` props,\n * e.g. \`onaisle-cart-change={(e) => e.detail.itemId}\`.\n */`,
    '/* eslint-disable @typescript-eslint/no-empty-object-type -- generated: a tag without attributes or events keeps the same shape */',
    `import type { DetailedHTMLProps, HTMLAttributes } from 'react'`,
    '',
    '/** An attribute value as React may write it. */',
    'export type AisleAttributeValue = string | number | boolean',
    '',
  ]
  for (const el of elements) {
    const base = pascal(el.tagName)
    const attrs = el.attributes ?? []
    out.push(`${doc(`Attributes of <${el.tagName}>: ${el.summary ?? ''}`, '')}export interface ${base}Attributes {`)
    for (const a of attrs) out.push(`${doc(a.description, '  ')}  ${key(a.name)}?: AisleAttributeValue`)
    out.push('}', '')
    out.push(`${doc(`Events <${el.tagName}> dispatches (bubbling, composed).`, '')}export interface ${base}EventMap {`)
    for (const e of (el.events ?? []).filter((x) => isElementEvent(x.name)))
      out.push(`${doc(e.description, '  ')}  ${key(e.name)}: ${eventType(e)}`)
    out.push('}', '')
    out.push(`${doc(`<${el.tagName}>: ${el.summary ?? ''}`, '')}export interface ${el.name}Element extends HTMLElement {`)
    for (const a of attrs)
      out.push(`${doc(`The ${a.name} attribute. ${a.description ?? ''}`, '  ')}  ${key(a.fieldName ?? a.name)}?: string`)
    out.push('}', '')
  }
  out.push(
    '/** Every `aisle-*` event, as listened to anywhere above the element (they bubble and are composed). */',
    'export interface AisleEventMap {',
  )
  for (const [name, types] of eventMap(elements, isElementEvent)) out.push(`  ${key(name)}: ${types.join(' | ')}`)
  out.push('}', '', '/** Page-level events Aisle dispatches on window. */', 'export interface AisleWindowEventMap {')
  for (const [name, types] of eventMap(elements, (n) => !isElementEvent(n))) out.push(`  ${key(name)}: ${types.join(' | ')}`)
  out.push('}', '')
  out.push('/** React 19 props of an Aisle element: DOM props, its attributes, and `on<event>` handlers. */')
  out.push('export type AisleJsxProps<Attributes, Events> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &')
  out.push('  Attributes & { [Name in keyof Events as `on${Name & string}`]?: (event: Events[Name]) => void }', '')
  out.push('declare global {', '  interface HTMLElementTagNameMap {')
  for (const el of elements) out.push(`    '${el.tagName}': ${el.name}Element`)
  out.push(
    '  }',
    '  interface GlobalEventHandlersEventMap extends AisleEventMap {}',
    '  interface WindowEventMap extends AisleWindowEventMap {}',
    '}',
    '',
  )
  out.push(`declare module 'react' {`, '  namespace JSX {', '    interface IntrinsicElements {')
  for (const el of elements)
    out.push(`      '${el.tagName}': AisleJsxProps<${pascal(el.tagName)}Attributes, ${pascal(el.tagName)}EventMap>`)
  out.push('    }', '  }', '}', '')
  return out.join('\n')
}

/** Every generated file, path relative to the repository root → content. */
export function editorFiles(manifest: Manifest, version: string): Map<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
  return new Map([
    ['editor/vscode.html-custom-data.json', json(vscodeCustomData(manifest))],
    ['editor/web-types.json', json(webTypes(manifest, version))],
    ['types/aisle.d.ts', declarations(manifest)],
  ])
}

export function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as Manifest
}

export function packageVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [file, content] of editorFiles(readManifest(), packageVersion())) {
    fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true })
    fs.writeFileSync(path.join(ROOT, file), content)
  }
}
