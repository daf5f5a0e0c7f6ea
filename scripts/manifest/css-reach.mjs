/**
 * The CSS an element's shadow root adopts, found from its element module: every relative import (value imports,
 * `?inline` CSS and the partials it `@import`s, dynamic `import('./…')` of views loaded on first need), followed recursively, short of another
 * element module (its own shadow root) and node_modules. Plain ESM: the manifest analyzer plugin (aisle-plugin.mjs)
 * and the catalogue (scripts/catalogue/sources.ts) both read it. scripts/manifest/code-facts.ts keeps its own walk,
 * so the manifest test still compares two readings of the code.
 */
import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

function importsOf(file) {
  const code = fs.readFileSync(file, 'utf8')
  // A stylesheet's own `@import './…'` (shared partials in styles/parts/), which Vite inlines into the `?inline` string.
  const specs = file.endsWith('.css')
    ? [...code.matchAll(/^@import\s+'(\.[^']+)'/gm)]
    : [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm), ...code.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)]
  const out = []
  for (const m of specs) {
    const base = path.resolve(path.dirname(file), m[1].replace(/\?inline$/, ''))
    const hit = [base, `${base}.ts`, `${base}.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
    if (hit) out.push(hit)
  }
  return out
}

/** The CSS files (paths relative to the repository root, sorted) the element module `elementModule` reaches. */
export function cssFilesOf(elementModule) {
  const entry = path.join(ROOT, elementModule)
  const seen = new Set([entry])
  const queue = [entry]
  while (queue.length > 0) {
    for (const next of importsOf(queue.shift())) {
      if (seen.has(next) || next.endsWith('.element.ts') || next.includes(`${path.sep}node_modules${path.sep}`)) continue
      seen.add(next)
      queue.push(next)
    }
  }
  return [...seen]
    .filter((f) => f.endsWith('.css'))
    .map((f) => path.relative(ROOT, f))
    .sort()
}

/** Widget folder names (`--aisle-<folder>-*` tokens are that widget's own; the rest are the banner's). */
export function widgetFolders() {
  return fs
    .readdirSync(path.join(ROOT, 'widgets'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
}

/**
 * Prefixes of tokens a component owns: each widget folder, and each shared UI primitive's stylesheet in widgets/ui
 * (`modal.css` → `--aisle-modal-*`, the own tokens of every element that adopts it).
 */
export function ownTokenPrefixes() {
  const ui = fs
    .readdirSync(path.join(ROOT, 'widgets', 'ui'))
    .filter((f) => f.endsWith('.css'))
    .map((f) => f.slice(0, -'.css'.length))
  return [...widgetFolders().filter((w) => w !== 'ui' && w !== 'shared'), ...ui]
}
