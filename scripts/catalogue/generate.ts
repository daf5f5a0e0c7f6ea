/**
 * The tag catalogue and the theming page for content authors, generated from one source so
 * they cannot drift: custom-elements.json (tags, attributes, events, parts, properties), core/rules/banners.ts and
 * core/rules/theme.ts (the banners and their tokens) and the widgets' CSS (the `--aisle-*` properties read).
 * `npm run manifest` runs it after `cem analyze`; scripts/catalogue/catalogue.test.ts fails when the committed
 * pages are stale. Behaviour (the Copy buttons) is in demo-pages/catalogue.js, styles in demo-pages/catalogue.css.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cataloguePage, examplePages } from './catalogue-page'
import { type Manifest, readManifest, ROOT } from './sources'
import { themingPage } from './theming-page'

/** Every generated page, path relative to the repository root → content. */
export function catalogueFiles(manifest: Manifest = readManifest()): Map<string, string> {
  return new Map([
    ['demo-pages/catalogue.html', cataloguePage(manifest)],
    ['demo-pages/theming.html', themingPage(manifest)],
    ...examplePages(manifest),
  ])
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [file, content] of catalogueFiles()) {
    fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true })
    fs.writeFileSync(path.join(ROOT, file), content)
  }
}
