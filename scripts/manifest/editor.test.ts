/**
 * Editor hints and types are generated from custom-elements.json and committed: they must equal a
 * fresh generation (else run `npm run manifest`), cover every tag and attribute, and be referenced from package.json.
 * types/test/*.tsx are the type tests of types/aisle.d.ts (`tsc --noEmit -p types`, part of `npm run typecheck`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { WIDGETS } from '../../widgets/registry'
import { ROOT } from './code-facts'
import { editorFiles, elementsOf, packageVersion, readManifest } from './editor'

const manifest = readManifest()
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
const pkg = JSON.parse(read('package.json')) as { 'web-types'?: string; scripts: Record<string, string> }

describe('editor hints and types from the manifest', () => {
  for (const [file, content] of editorFiles(manifest, packageVersion())) {
    test(`${file} is fresh (else run \`npm run manifest\`)`, () => {
      expect(read(file)).toBe(content)
    })
  }

  test('VS Code custom data has every tag and attribute of the manifest', () => {
    const data = JSON.parse(read('editor/vscode.html-custom-data.json')) as { tags: { name: string; attributes: { name: string }[] }[] }
    expect(data.tags.map((t) => t.name).sort()).toEqual(Object.keys(WIDGETS).sort())
    for (const el of elementsOf(manifest)) {
      expect(
        data.tags.find((t) => t.name === el.tagName)?.attributes.map((a) => a.name),
        el.tagName,
      ).toEqual((el.attributes ?? []).map((a) => a.name))
    }
  })

  test('web-types has every tag, attribute, event, part and CSS property, and package.json points at it', () => {
    expect(pkg['web-types']).toBe('editor/web-types.json')
    const data = JSON.parse(read('editor/web-types.json')) as {
      contributions: {
        html: {
          elements: {
            name: string
            attributes: { name: string }[]
            js: { events: { name: string }[] }
            css: { parts: { name: string }[]; properties: { name: string }[] }
          }[]
        }
      }
    }
    const names = (xs: { name: string }[] | undefined) => (xs ?? []).map((x) => x.name)
    for (const el of elementsOf(manifest)) {
      const entry = data.contributions.html.elements.find((e) => e.name === el.tagName)
      expect(entry, el.tagName).toBeDefined()
      expect(
        [names(entry?.attributes), names(entry?.js.events), names(entry?.css.parts), names(entry?.css.properties)],
        el.tagName,
      ).toEqual([names(el.attributes), names(el.events), names(el.cssParts), names(el.cssProperties)])
    }
  })

  test('types/aisle.d.ts maps every tag in HTMLElementTagNameMap and JSX, and npm run typecheck checks its type tests', () => {
    const dts = read('types/aisle.d.ts')
    const [tagMap, jsx] = dts.split(`declare module 'react'`)
    for (const tag of Object.keys(WIDGETS)) {
      expect(tagMap, tag).toContain(`    '${tag}': `)
      expect(jsx, tag).toContain(`      '${tag}': AisleJsxProps<`)
    }
    expect(pkg.scripts.typecheck).toContain('tsc --noEmit -p types')
    expect(pkg.scripts.manifest).toContain('scripts/manifest/editor.ts')
  })
})
