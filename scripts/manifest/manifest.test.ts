/**
 * custom-elements.json: valid against the Custom Elements Manifest schema, fresh (regenerated from the
 * element modules' JSDoc, it equals the committed file: run `npm run manifest` after editing a JSDoc), and in step
 * with the code: every tag in the registry, and every attribute, event, part and `--aisle-<widget>-*` property the
 * code has (scripts/manifest/code-facts.ts) is in the manifest, and the manifest lists nothing the code lacks.
 */
import fs from 'node:fs'
import path from 'node:path'
import { cli } from '@custom-elements-manifest/analyzer/cli.js'
import Ajv from 'ajv'
import schema from 'custom-elements-manifest/schema.json' with { type: 'json' }
import { describe, expect, test } from 'vitest'
import { WIDGETS } from '../../widgets/registry'
import { elementModule, widgetFolders } from '../widgets/declarations'
import { codeFacts, knownStrings, ROOT, stringConstants } from './code-facts'

interface Named {
  name: string
}
interface Element {
  kind: string
  name: string
  tagName?: string
  customElement?: boolean
  summary?: string
  attributes?: Named[]
  events?: Named[]
  cssParts?: Named[]
  cssProperties?: Named[]
}
interface Manifest {
  modules: { path: string; declarations?: Element[]; exports?: { kind: string; name: string }[] }[]
}

const manifestFile = path.join(ROOT, 'custom-elements.json')
const committed = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
const elements = committed.modules.flatMap((m) =>
  (m.declarations ?? []).filter((d) => d.customElement).map((d) => ({ module: m.path, element: d })),
)
const names = (list: Named[] | undefined) => [...new Set((list ?? []).map((x) => x.name))].sort()

describe('custom-elements.json', () => {
  test('is valid against the Custom Elements Manifest schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false })
    const validate = ajv.compile(schema)
    expect(validate(committed) ? [] : validate.errors).toEqual([])
  })

  test('is fresh: regenerating it from the JSDoc gives the committed file (else run `npm run manifest`)', async () => {
    const generated = await cli({ argv: ['analyze', '--quiet'], cwd: ROOT, noWrite: true })
    expect(JSON.parse(JSON.stringify(generated))).toEqual(committed)
  }, 60_000)

  test("package.json's customElements field points at it", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { customElements?: string }
    expect(pkg.customElements).toBe('custom-elements.json')
  })

  test('lists exactly the registry tags, each from the module the registry loads, with a summary and a definition export', () => {
    expect(elements.map((e) => e.element.tagName).sort()).toEqual(Object.keys(WIDGETS).sort())
    // The registry's rows, as vite.config.ts widgetRegistry writes them: each widget folder's tag and element module.
    const registry = Object.fromEntries(widgetFolders(ROOT).map((folder) => [`aisle-${folder}`, elementModule(folder)]))
    for (const tag of Object.keys(WIDGETS)) {
      const spec = registry[tag]
      const entry = elements.find((e) => e.element.tagName === tag)
      expect(spec, `${tag}: the registry row's import`).toBeDefined()
      expect(entry?.module, tag).toBe(spec)
      expect(entry?.element.summary, tag).toBeTruthy()
      const module = committed.modules.find((m) => m.path === entry?.module)
      expect(
        module?.exports?.some((x) => x.kind === 'custom-element-definition' && x.name === tag),
        tag,
      ).toBe(true)
    }
  })

  const constants = stringConstants()
  const pageEvents = knownStrings()
  for (const { module, element } of elements) {
    test(`${element.tagName}: attributes, events, parts and CSS properties match the code`, () => {
      const code = codeFacts(module, constants)
      const documentedEvents = names(element.events)
      // Events on window under a page's own name (DigitalCouponClipped) are dispatched by core stores: they must exist there.
      for (const event of documentedEvents.filter((e) => !e.startsWith('aisle-')))
        expect(pageEvents.has(event), `${element.tagName} @fires ${event}`).toBe(true)
      expect({
        attributes: names(element.attributes),
        events: documentedEvents.filter((e) => e.startsWith('aisle-')),
        parts: names(element.cssParts),
        cssProperties: names(element.cssProperties),
      }).toEqual(code)
    })
  }
})
