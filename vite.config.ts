/**
 * Library build (`npm run build`): dist/aisle.js is the loader a CMS page includes; each widget is
 * its own ES module under dist/widgets/, loaded on demand; React and the core runtime are shared
 * chunks, so a page using one widget downloads only that widget plus the shared code.
 *
 * `vite build --mode compact` writes the same source with react and react-dom resolved to
 * preact/compat into dist/compact/ (same layout): the build partner sites load.
 */
import { readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { type Alias, defineConfig, type Plugin } from 'vite'
import { BANNERS } from './core/rules/banners'
import { themeCss } from './core/rules/theme'
import { elementModule, widgetFolders } from './scripts/widgets/declarations.ts'
import { expandTokens } from './styles/tokens.mjs'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Every widgets/<name>/<name>.element.ts is an entry: dist/widgets/<name>.js. */
function widgetEntries(): Record<string, string> {
  return Object.fromEntries(widgetFolders(root).map((name) => [`widgets/${name}`, `${root}${elementModule(name)}`]))
}

const REGISTRY = 'virtual:aisle-widgets'

/**
 * The loader's table (widgets/registry.ts imports it): `'aisle-<name>': () => import(<its element module>)` for every
 * widget folder, the entries above. Literal rows, as a hand-written table had: an import.meta.glob's keys are paths,
 * and mapping them to tags at run time would cost the loader bytes. The Vitest projects that load the registry use it too.
 */
export function widgetRegistry(): Plugin {
  return {
    name: 'aisle-widget-registry',
    resolveId: (id) => (id === REGISTRY ? `\0${REGISTRY}` : undefined),
    load(id) {
      if (id !== `\0${REGISTRY}`) return undefined
      const rows = widgetFolders(root).map(
        (name) => `  ${JSON.stringify(`aisle-${name}`)}: () => import(${JSON.stringify(`${root}${elementModule(name)}`)}),`,
      )
      return `export const WIDGET_MODULES = {\n${rows.join('\n')}\n}\n`
    },
  }
}

/**
 * dist/styles/base.css (package export `aisle/styles/base.css`): the base layer every widget's shadow root adopts, for a host's
 * own custom elements that want to match, its token reads given their defaults (styles/tokens.mjs) as the widgets' sheets are.
 * Pages link nothing: each widget brings its CSS in its shadow root (docs/decisions/hosting.md).
 */
function baseStylesheet(): Plugin {
  return {
    name: 'aisle-base-stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles/base.css', source: expandTokens(readFileSync(`${root}styles/base.css`, 'utf8')) })
    },
  }
}

/**
 * dist/styles/<widget>.css: the base layer and the widget's own CSS, as its shadow root adopts them on a
 * client render, in one file a prerendered tag's declarative shadow root links (aisle/prerender): adopted sheets
 * need JavaScript, and a strict CSP (style-src 'self') blocks a <style> element in the markup. Taken from the
 * `?inline` modules the bundle holds, so the files are byte for byte what the widgets adopt (tokens and rem rewrite applied).
 * And dist/styles/banners/<banner>.css: each banner's theme (core/rules/theme.ts), which aisle/prerender links in the page's head.
 */
function widgetStylesheets(): Plugin {
  return {
    name: 'aisle-widget-stylesheets',
    generateBundle() {
      const inline = new Map<string, string>()
      for (const id of this.getModuleIds()) {
        if (!id.endsWith('.css?inline')) continue
        const literal = /export default ("(?:[^"\\]|\\.)*")/.exec(this.getModuleInfo(id)?.code ?? '')?.[1]
        if (literal) inline.set(posix.normalize(id.slice(0, -'?inline'.length).replace(/\\/g, '/')), JSON.parse(literal) as string)
      }
      const base = inline.get(posix.normalize(`${root}styles/base.css`.replace(/\\/g, '/')))
      if (base === undefined) this.error('aisle-widget-stylesheets: styles/base.css?inline is not in the bundle')
      for (const name of Object.keys(widgetEntries()).map((entry) => entry.slice('widgets/'.length))) {
        const own = inline.get(posix.normalize(`${root}widgets/${name}/${name}.css`.replace(/\\/g, '/')))
        if (own !== undefined) this.emitFile({ type: 'asset', fileName: `styles/${name}.css`, source: `${base}\n${own}` })
      }
      // The banner's theme, the rule the runtime adopts on the page (core/io/theme.ts), for a prerendered page's <head>: its tags paint in the banner's colours before any script.
      for (const banner of BANNERS) this.emitFile({ type: 'asset', fileName: `styles/banners/${banner.id}.css`, source: themeCss(banner) })
    },
  }
}

/**
 * Every entry imports every chunk it needs itself, so the browser requests them all as soon as it has read the
 * entry: a chunk that only another chunk imported was requested one round trip later (on the partner page
 * links, boot, clip, cart-order and focus-follow arrived ~50 ms after the others at 1x; one more round trip on
 * Lighthouse's slow 4G). The imports are appended after the entry's own, bare: by the time they are reached,
 * each chunk has already run as a dependency of an earlier import, so the order modules run in is unchanged.
 */
function flatImports(): Plugin {
  return {
    name: 'aisle-flat-imports',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])))
      for (const chunk of chunks.values()) {
        if (!chunk.isEntry) continue
        const closure = new Set<string>()
        const visit = (file: string) => {
          for (const dep of chunks.get(file)?.imports ?? []) {
            if (closure.has(dep)) continue
            closure.add(dep)
            visit(dep)
          }
        }
        visit(chunk.fileName)
        const missing = [...closure].filter((file) => !chunk.imports.includes(file))
        if (missing.length === 0) continue
        const specifier = (file: string) => {
          const path = posix.relative(posix.dirname(chunk.fileName), file)
          return path.startsWith('.') ? path : `./${path}`
        }
        const imports = missing.map((file) => `import ${JSON.stringify(specifier(file))};`).join('')
        // Before the source map comment, which stays the file's last line.
        const mapComment = chunk.code.lastIndexOf('\n//# sourceMappingURL=')
        chunk.code =
          mapComment < 0 ? `${chunk.code}\n${imports}\n` : `${chunk.code.slice(0, mapComment)}\n${imports}${chunk.code.slice(mapComment)}`
        chunk.imports.push(...missing)
      }
    },
  }
}

/** React's entry points resolved to Preact's compatibility layer (exact names, so `react/jsx-runtime` is not read as `react` + a path). */
export const PREACT_COMPAT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^scheduler$/, replacement: 'preact/compat/scheduler' },
]

/**
 * `vite build --mode prerender`: aisle/prerender (dist/prerender/index.js) and its CLI (dist/prerender/cli.js, the
 * package's aisle-prerender bin) for Node or an edge runtime; the package's dependencies stay imports.
 */
const prerenderBuild = () => ({
  plugins: [react()],
  publicDir: false as const,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/prerender',
    emptyOutDir: true,
    target: 'node20',
    ssr: true,
    sourcemap: true,
    rolldownOptions: {
      input: { index: `${root}prerender/index.ts`, cli: `${root}prerender/cli.ts` },
      output: {
        format: 'es' as const,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        banner: (chunk: { name: string }) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
})

export default defineConfig(({ mode }) => {
  if (mode === 'prerender') return prerenderBuild()
  const compact = mode === 'compact'
  return {
    plugins: compact
      ? [react(), widgetRegistry(), widgetStylesheets(), flatImports()]
      : [react(), widgetRegistry(), baseStylesheet(), widgetStylesheets(), flatImports()],
    publicDir: false,
    // Relative: the deals grid's worker (core/io/gallery.worker.ts) is found beside the script that starts it, wherever the library is served.
    base: './',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: compact ? { alias: PREACT_COMPAT_ALIASES } : {},
    build: {
      outDir: compact ? 'dist/compact' : 'dist',
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      lib: {
        entry: { aisle: `${root}widgets/aisle.ts`, ...widgetEntries() },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Vite leaves lib-mode ES output unminified (for consumers' bundlers); this library ships to pages as is.
          minify: true,
          // Nothing bundles these files again, so the pure annotations (/* @__PURE__ */) the minifier keeps are dead bytes.
          comments: { annotation: false },
          codeSplitting: {
            groups: [
              compact
                ? {
                    name: 'preact',
                    priority: 30,
                    test: /node_modules[\\/](preact|@r2wc)[\\/]|core[\\/]elements[\\/](define|hydration)\.ts/,
                  }
                : {
                    name: 'react',
                    priority: 30,
                    test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]|core[\\/]elements[\\/](define|hydration)\.ts/,
                  },
              // The element definition (r2wc's renderer, hydration) rides with the renderer it needs: in the runtime chunk it made
              // that chunk import React's, so the loader's early user-info read (boot-early, below) waited for React to download.
              // The page runtime and the small shared leaves every widget imports (the attribute and link
              // readers, the storage keys, after-paint, lazyOnce, nanostores' computed): one chunk, not six of a few hundred bytes,
              // each with its own import statements and gzip header (−0.8 kB on the mini-cart page, −2.1 kB with
              // every widget, both builds). Only shared code: scripts/families checks that no family's module joins it.
              {
                name: 'runtime',
                priority: 40,
                test: /widgets[\\/]shared[\\/]boot-early\.ts|core[\\/](runtime[\\/](index|slots|cross-tab)\.ts|rules[\\/]storage-keys\.ts|io[\\/]after-paint\.ts|stores[\\/]lazy\.ts|elements[\\/](attributes|events)\.ts|rules[\\/]links\.ts)|nanostores[\\/]computed/,
              },
              // Everything else is split by rolldown along the entries that share it: a page downloads its widgets' modules, the
              // page runtime (chunks/runtime-*) and only the families (coupons, games, shopping) its widgets import. Named family
              // groups were tried and measured worse: a group takes in its dependencies recursively, so every widget pulled in the
              // coupon chunk (mini cart page 128.6 kB gzip in total vs 103.6 kB this way; docs/decisions/builds-and-bytes.md).
            ],
          },
        },
      },
    },
  }
})
