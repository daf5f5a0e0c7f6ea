// Byte budgets (gzip) that gate `npm test`: bytes are deterministic, so a regression fails the suite. Each limit is
// what the build measures plus a few bytes for the chunk names' content hashes (any change elsewhere renames a chunk,
// and the new name compresses a few bytes differently): never more. Raise one only with the measured reason in
// docs/decisions/builds-and-bytes.md "Byte budgets". Each widget's own budgets live in its folder's declaration.
// A CommonJS config (size-limit reads .cjs): require is the only way in.
/* eslint-disable @typescript-eslint/no-require-imports */
const { readdirSync, readFileSync } = require('node:fs')
const { dirname, relative, resolve } = require('node:path')
const WIDGET_BUDGETS = require('./scripts/widgets/budgets.json')
/* eslint-enable @typescript-eslint/no-require-imports */

/** The built files a page downloads for `entries` (paths under `dir`): each one plus every chunk it imports statically, recursively. */
function withStaticImports(dir, entries) {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    let code = ''
    try {
      code = readFileSync(file, 'utf8')
    } catch {
      return // not built: size-limit names the missing file
    }
    for (const [, spec] of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)) visit(resolve(dirname(file), spec))
  }
  for (const entry of entries) visit(resolve(__dirname, dir, entry))
  return [...seen].map((file) => relative(__dirname, file))
}

/**
 * Each widget's own budgets, declared in its folder (`budgets` of widgets/<name>/<name>.widget.ts) and written to
 * scripts/widgets/budgets.json by `npm run manifest`: its entry (React build, and compact when declared) and the chunk
 * named after it, when it has one.
 */
function widgetRows() {
  return WIDGET_BUDGETS.flatMap(({ folder, own, compact, chunk }) => [
    { name: own.name, path: `dist/widgets/${folder}.js`, limit: own.limit, gzip: true },
    ...(compact ? [{ name: compact.name, path: `dist/compact/widgets/${folder}.js`, limit: compact.limit, gzip: true }] : []),
    ...(chunk ? [{ name: chunk.name, path: `dist/chunks/${folder}-*.js`, limit: chunk.limit, gzip: true }] : []),
  ])
}

/** Every widget entry of a build: the page with every widget (what the bench's allWidgetsPage counts). */
function everyWidget(dir) {
  let names = []
  try {
    names = readdirSync(resolve(__dirname, dir, 'widgets')).filter((f) => f.endsWith('.js'))
  } catch {
    return [`${dir}/widgets/*.js`] // not built: size-limit names the missing files
  }
  return withStaticImports(dir, ['aisle.js', ...names.map((f) => `widgets/${f}`)])
}

module.exports = [
  // The loader registers the tags lazily and starts the shared reads (goal: 2 kB).
  { name: 'loader (dist/aisle.js)', path: 'dist/aisle.js', limit: '1.20 kB', gzip: true },
  { name: 'loader, compact build', path: 'dist/compact/aisle.js', limit: '1.20 kB', gzip: true },
  // Only a page with a prerendered tag loads it: the wait until the shopper can reach the tag, and a held press's replay.
  { name: "loader's second half (pages with a prerendered tag)", path: 'dist/chunks/loader-reach-*.js', limit: '1.01 kB', gzip: true },
  // Each widget's own code, from its declaration (widgets/<name>/<name>.widget.ts), with its reason there.
  ...widgetRows(),
  {
    name: 'games chunk (what the game grid, play & earn and the profile calls share)',
    path: 'dist/chunks/games-*.js',
    limit: '0.78 kB',
    gzip: true,
  },
  // Every page: config, cookies, storage, the API client (ky, valibot), the session, the small shared leaves.
  { name: 'shared page runtime chunk', path: 'dist/chunks/runtime-*.js', limit: '22.68 kB', gzip: true },
  { name: 'shared page runtime chunk, compact build', path: 'dist/compact/chunks/runtime-*.js', limit: '22.68 kB', gzip: true },
  // The cart family: with the cart widgets only; the queue's sending half loads with a cart button or a first change.
  { name: 'cart family chunk (store, queue, read call, rules)', path: 'dist/chunks/boot-cart-*.js', limit: '3.63 kB', gzip: true },
  {
    name: "cart queue's sending half (loaded with a cart button, or on a first change)",
    path: 'dist/chunks/changes-*.js',
    limit: '1.82 kB',
    gzip: true,
  },
  // The framework: React with the element definition and hydration; Preact in the compact build.
  { name: 'shared React chunk', path: 'dist/chunks/react-*.js', limit: '70.74 kB', gzip: true },
  { name: 'shared Preact chunk, compact build', path: 'dist/compact/chunks/preact-*.js', limit: '10.38 kB', gzip: true },
  // What a page downloads: the loader, its widgets and every chunk they import statically. The bench's goals (mini
  // cart page 85 / 30 kB, partner page 30 kB compact, every widget 140 / 80 kB) are not met yet: bench/README.md.
  {
    name: 'a page with the mini cart only: loader + mini cart + every chunk it imports',
    path: withStaticImports('dist', ['aisle.js', 'widgets/mini-cart.js']),
    limit: '103.07 kB',
    gzip: true,
  },
  {
    name: 'a page with the mini cart only, compact build',
    path: withStaticImports('dist/compact', ['aisle.js', 'widgets/mini-cart.js']),
    limit: '43.21 kB',
    gzip: true,
  },
  {
    name: 'a coupons page: loader + deals grid + offer carousel + mini cart + their chunks',
    path: withStaticImports('dist', ['aisle.js', 'widgets/deals-grid.js', 'widgets/offer-carousel.js', 'widgets/mini-cart.js']),
    limit: '136.36 kB',
    gzip: true,
  },
  {
    name: 'partner carousel, compact build: loader + offer carousel + every chunk it imports',
    path: withStaticImports('dist/compact', ['aisle.js', 'widgets/offer-carousel.js']),
    limit: '57.23 kB',
    gzip: true,
  },
  {
    name: 'partner carousel, React build: loader + offer carousel + every chunk it imports',
    path: withStaticImports('dist', ['aisle.js', 'widgets/offer-carousel.js']),
    limit: '117.21 kB',
    gzip: true,
  },
  {
    name: 'partner page, compact build: loader + banner brand + offer carousel + their chunks',
    path: withStaticImports('dist/compact', ['aisle.js', 'widgets/banner-brand.js', 'widgets/offer-carousel.js']),
    limit: '58.00 kB',
    gzip: true,
  },
  {
    name: 'partner page, React build: loader + banner brand + offer carousel + their chunks',
    path: withStaticImports('dist', ['aisle.js', 'widgets/banner-brand.js', 'widgets/offer-carousel.js']),
    limit: '118.02 kB',
    gzip: true,
  },
  // Every built widget with every chunk it imports: every script of a page is under one of these two.
  { name: 'a page with every widget, React build', path: everyWidget('dist'), limit: '212.81 kB', gzip: true },
  { name: 'a page with every widget, compact build', path: everyWidget('dist/compact'), limit: '152.15 kB', gzip: true },
]
