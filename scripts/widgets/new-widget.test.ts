/**
 * A widget is one folder: in a throw-away copy of the project, a new folder widgets/proof-widget/ (element,
 * connected component, view, CSS and declaration, banner brand's shape) and no other edit builds into
 * dist/widgets/proof-widget.js and is in the built loader's table, the family-isolation check, the catalogue's
 * examples, the hostile suites' mounts and, once `npm run manifest` has written the budgets, the size-limit rows; with
 * its renderer (proof-widget.prerender.tsx) and `prerender` in its declaration, once `npm run manifest` has written
 * the table, aisle/prerender writes its declarative shadow root.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from './declarations'

/** What the copy needs to build the library and derive the tables: no baselines, no other suites. */
const COPIED = [
  'core',
  'widgets',
  'styles',
  'scripts/widgets',
  'scripts/catalogue',
  'scripts/families',
  'prerender',
  'test/hostile/mounts.ts',
  'vite.config.ts',
  'postcss.config.mjs',
  'package.json',
  'tsconfig.json',
  '.size-limit.cjs',
]
const SKIPPED = /[\\/](__visual__|__aria__)$|\.(browser|unit)\.test\.tsx?$|\.stories\.tsx$/

const FILES: Record<string, string> = {
  'proof-widget.element.ts': `import { defineAisleElement } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import { ProofWidget } from './ProofWidget.connected'
import css from './proof-widget.css?inline'

/**
 * A widget made by the one-folder proof.
 *
 * @summary Shows a line of text.
 * @attr text - The text to show.
 * @csspart root - The paragraph.
 */
export const AisleProofWidget = defineAisleElement('aisle-proof-widget', ProofWidget, { attributes: ['text'], css, boot: () => bootRuntime() })
`,
  'ProofWidget.connected.tsx': `import type { ElementHostProps } from '../../core/elements/define'
import { ProofWidgetView } from './ProofWidget.view'

export function ProofWidget({ text }: ElementHostProps & { text?: string }) {
  return <ProofWidgetView text={text ?? ''} />
}
`,
  'ProofWidget.view.tsx': `export const ProofWidgetView = ({ text }: { text: string }) => <p part="root">{text}</p>
`,
  'proof-widget.css': `@layer aisle.widget {
  p {
    color: var(--aisle-color-text);
  }
}
`,
  'proof-widget.widget.ts': `import { declareWidget } from '../../core/elements/widget'

export default declareWidget({
  tag: 'aisle-proof-widget',
  families: ['cart'],
  budgets: { own: { name: 'proof widget (own code)', limit: '0.5 kB' } },
  example: { attributes: { text: 'Hello' }, note: 'A line of text.' },
  hostile: { showsText: true },
  prerender: 'its first paint reads its text attribute only',
})
`,
  'proof-widget.prerender.tsx': `import { markupOf, type TagRenderer } from '../../prerender/context'
import { ProofWidgetView } from './ProofWidget.view'

const renderer: TagRenderer = { attributes: ['text'], render: async ({ text }) => ({ markup: markupOf(<ProofWidgetView text={text ?? ''} />) }) }
export default renderer
`,
}

let copy = ''
let server: ViteDevServer | undefined

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'aisle-one-folder-'))
  for (const path of COPIED) cpSync(join(ROOT, path), join(copy, path), { recursive: true, filter: (source) => !SKIPPED.test(source) })
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir')
  mkdirSync(join(copy, 'widgets/proof-widget'))
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(copy, 'widgets/proof-widget', name), text)
  server = await createServer({
    root: copy,
    configFile: join(copy, 'vite.config.ts'),
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  if (copy) rmSync(copy, { recursive: true, force: true })
})

/** A module of the copy, through the copy's own Vite config (its widget registry plugin and globs). */
const load = (path: string) => server!.ssrLoadModule(join(copy, path))

describe('a new widget folder, and no other edit', () => {
  it("builds into its own entry, and the built loader's table lazy-loads it", async () => {
    await build({ root: copy, configFile: join(copy, 'vite.config.ts'), logLevel: 'silent', build: { sourcemap: false } })
    expect(existsSync(join(copy, 'dist/widgets/proof-widget.js'))).toBe(true)
    expect(readFileSync(join(copy, 'dist/aisle.js'), 'utf8')).toContain('"aisle-proof-widget":()=>import(`./widgets/proof-widget.js`)')
  }, 120_000)

  it("is in the loader's table (widgets/registry.ts)", async () => {
    const { WIDGETS } = (await load('widgets/registry.ts')) as typeof import('../../widgets/registry')
    expect(Object.keys(WIDGETS)).toContain('aisle-proof-widget')
  })

  it('has its families in the family-isolation check: the tag may bring cart code, its folder is cart code', async () => {
    const families = (await load('scripts/families/families.ts')) as typeof import('../families/families')
    expect(families.TAG_FAMILIES['proof-widget']).toEqual(['cart'])
    expect(families.familyOf('widgets/proof-widget/ProofWidget.view.tsx')).toBe('cart')
  })

  it("has its catalogue example and its hostile suites' mount", async () => {
    const { EXAMPLES } = (await load('scripts/catalogue/examples.ts')) as typeof import('../catalogue/examples')
    expect(EXAMPLES['aisle-proof-widget']).toEqual({ attributes: { text: 'Hello' }, note: 'A line of text.' })
    const { MOUNTS } = (await load('test/hostile/mounts.ts')) as typeof import('../../test/hostile/mounts')
    expect((MOUNTS as Record<string, unknown>)['aisle-proof-widget']).toEqual({ showsText: true })
  })

  it('has its size-limit row once `npm run manifest` has written scripts/widgets/budgets.json', async () => {
    const { BUDGETS_FILE, budgetsJson } = (await load('scripts/widgets/budgets.ts')) as typeof import('./budgets')
    writeFileSync(join(copy, BUDGETS_FILE), await budgetsJson(copy))
    const rows = createRequire(join(copy, 'package.json'))('./.size-limit.cjs') as { name: string; path: unknown; limit: string }[]
    expect(rows).toContainEqual({ name: 'proof widget (own code)', path: 'dist/widgets/proof-widget.js', limit: '0.5 kB', gzip: true })
  })

  it("is in aisle/prerender's table once `npm run manifest` has written it, and a page holding the tag gets its declarative shadow root", async () => {
    const { PRERENDER_TABLE_FILE, prerenderTableTs } = (await load(
      'scripts/widgets/prerender-table.ts',
    )) as typeof import('./prerender-table')
    writeFileSync(join(copy, PRERENDER_TABLE_FILE), await prerenderTableTs(copy))
    const { PRERENDERED_TAGS, prerender } = (await load('prerender/index.ts')) as typeof import('../../prerender/index')
    expect(PRERENDERED_TAGS['aisle-proof-widget']?.attributes).toEqual(['text'])
    const out = await prerender('<aisle-proof-widget text="hi"></aisle-proof-widget>', {
      url: 'http://freshway.localhost/',
      stylesheetBase: '/s/',
    })
    // Its stylesheet link, the wrapper the element hydrates (its props keyed as the element reads them) and the view's markup.
    expect(out).toBe(
      '<aisle-proof-widget text="hi"><template shadowrootmode="open"><link rel="stylesheet" href="/s/proof-widget.css">' +
        `<div data-aisle-root data-aisle-props='[["text","hi"]]'><p part="root">hi</p></div></template></aisle-proof-widget>`,
    )
  })
})
