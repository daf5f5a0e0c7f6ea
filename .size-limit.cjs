// Byte budgets (gzip) that gate `npm test`: bytes are deterministic, so a regression fails the suite.
// Set a little above what the build reaches (ratchet: never above what is needed); a page total meeting issue 16's goal is
// budgeted at the goal or below. Raise one only with a line in docs/decisions/builds-and-bytes.md giving the measured reason.
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

// Raises after session 22's merges: docs/decisions/builds-and-bytes.md "Byte budgets".
module.exports = [
  // Issue 18 item 4 raised 13 limits below by what the folder split cost, measured both builds (docs/decisions/foundation.md "Folder
  // rules, typed slots and page-level providers"): typed runtime slots +48 B in the runtime chunk, the coupon modals'
  // import moved into the coupon card chunk +84 B, the providers' registry +50 B; pages +96 B (mini cart) to +318 B (every widget).
  // Issue 16's goal: 2 kB. The loader also starts the shared reads now (SHARED_READS, issue 16 item 3).
  { name: 'loader (dist/aisle.js)', path: 'dist/aisle.js', limit: '0.98 kB', gzip: true },
  { name: 'loader, compact build', path: 'dist/compact/aisle.js', limit: '0.98 kB', gzip: true },
  // Each widget's own code, from its declaration: the reason for each limit is beside it there.
  ...widgetRows(),
  { name: 'games chunk (what the game grid, play & earn and the profile calls share)', path: 'dist/chunks/games-*.js', limit: '0.77 kB', gzip: true },
  // Issue 16 item 1: config, cookies, storage, the API client (ky, the valibot functions it and user info use) and the
  // session only, with the small shared leaves every widget imports (vite.config.ts). 30.54 kB before the cart store and
  // every family's rules, calls and endpoints left it (21.08 kB without the leaves, which were six chunks of their own).
  // 22.91 kB after issue 16 item 4 (the gallery reply read as text). valibot's functions stay here: splitting them by use was
  // measured and left (docs/decisions/builds-and-bytes.md "Bytes on first paint").
  // 22.58 kB since the schedule-and-save texts left it for the product card (issue 16, cart branch).
  // +10 B compact (issue 18, duplicates): the cross-tab watcher adds and removes its listeners through one listen().
  // 21.94 kB since the element definition (r2wc's renderer, hydration) left it for the renderer's chunk: the runtime no longer
  // imports React's chunk, so the loader's early user-info read does not wait for React (docs/decisions/builds-and-bytes.md
  // "Early reads"). The same in both builds: it holds no renderer code now.
  { name: 'shared page runtime chunk', path: 'dist/chunks/runtime-*.js', limit: '22.63 kB', gzip: true },
  { name: 'shared page runtime chunk, compact build', path: 'dist/compact/chunks/runtime-*.js', limit: '22.63 kB', gzip: true },
  // The cart store, its queue and read call, and rules: with the cart widgets (widgets/shared/boot-cart.ts), on no other page.
  // 4.1 → 3.34 kB once the queue's sending half (POST items, its reply schema and readers, the batch rules) left it.
  // 3.33 → 3.51 kB: the unit rule of an add (rules/cart-units) and the store's add by unit, the one path of every add surface.
  { name: 'cart family chunk (store, queue, read call, rules)', path: 'dist/chunks/boot-cart-*.js', limit: '3.63 kB', gzip: true },
  // The cart queue's sending half: with the cart buttons' boot (widgets/shared/boot-cart-buttons.ts), else on the first change.
  { name: "cart queue's sending half (loaded with a cart button, or on a first change)", path: 'dist/chunks/cart-changes-*.js', limit: '1.81 kB', gzip: true },
  // 69.22 → 70.48 kB: the element definition and hydration (1.3 kB) moved here from the runtime chunk (see the runtime's budget).
  { name: 'shared React chunk', path: 'dist/chunks/react-*.js', limit: '70.73 kB', gzip: true },
  { name: 'shared Preact chunk, compact build', path: 'dist/compact/chunks/preact-*.js', limit: '10.31 kB', gzip: true },
  // What a page really downloads: the loader, the widget and every chunk it imports statically. Issue 16's goals: mini cart
  // ≤ 85 kB React / ≤ 30 kB compact, partner page ≤ 30 kB compact, every widget ≤ 140 kB React / ≤ 80 kB compact. None is
  // met yet: each is budgeted at what it measures (docs/decisions/builds-and-bytes.md "Byte budgets" gives the reasons).
  // Mini cart only: 99.97 / 40.07 → 100.15 / 40.26 kB with the unit rule of an add in the cart chunk. 100.48 / 41.83 kB before the cart queue's sending half and the schedule-and-save texts left its first paint (issue 16, cart branch).
  { name: 'a page with the mini cart only: loader + mini cart + every chunk it imports', path: withStaticImports('dist', ['aisle.js', 'widgets/mini-cart.js']), limit: '102.14 kB', gzip: true },
  { name: 'a page with the mini cart only, compact build', path: withStaticImports('dist/compact', ['aisle.js', 'widgets/mini-cart.js']), limit: '42.23 kB', gzip: true },
  // 133.7 kB before issue 15's shell work: the Modal's animation custom properties (MDL-009) and coupons/page-params.ts, now shared with
  // the games family's Bonus Path read (GAM-049), split into a chunk of its own (0.5 kB): 134.01 kB.
  // 134.37 → 133.22 kB (issue 16): the small shared leaves joined the runtime chunk (vite.config.ts), the cart's code left it.
  // 133.4 → 134.22 kB after issue 16 item 4 (pipeline, prepared orders); 134.53 kB with the CMS card's rules in the coupon card's chunk (the
  // partner page's first paint no longer carries them; docs/decisions/builds-and-bytes.md "Bytes on first paint").
  // 131.01 kB after session 22's merges (cart, coupons and shared-CSS branches together).
  // +0.03 kB (issue 16, perf): the Bonus Path probe's key in the table of stores (STORED_KEYS.bonusPath, every coupon page carries the table).
  // +0.03 kB (issue 18, duplicates): the offer carousel's header component.
  { name: 'a coupons page: loader + deals grid + offer carousel + mini cart + their chunks', path: withStaticImports('dist', ['aisle.js', 'widgets/deals-grid.js', 'widgets/offer-carousel.js', 'widgets/mini-cart.js']), limit: '133.99 kB', gzip: true },
  // Issue 6's target is 25 kB. 77.0 kB (React build 135.7 kB) before the modals, their CSS, the session timeout, the games rules they pulled in and the
  // <aisle-coupon-card> component were taken out of the carousel's static imports (docs/decisions/builds-and-bytes.md "Lazy modals"); what is left is listed there.
  // Issue 15: 65.29 / 124.05 kB. Issue 16 item 1 (no cart, products or games code on the partner page): see the figures.
  // 59.66 / 118.42 kB before the schedule-and-save texts left the runtime chunk (issue 16, cart branch).
  { name: 'partner carousel, compact build: loader + offer carousel + every chunk it imports', path: withStaticImports('dist/compact', ['aisle.js', 'widgets/offer-carousel.js']), limit: '57.16 kB', gzip: true },
  // +0.03 kB (issue 16, perf): the Bonus Path probe's key in the table of stores (STORED_KEYS.bonusPath, every coupon page carries the table).
  // +0.03 kB both builds (issue 18, duplicates): the offer carousel's header component and the cross-tab listen() (runtime).
  { name: 'partner carousel, React build: loader + offer carousel + every chunk it imports', path: withStaticImports('dist', ['aisle.js', 'widgets/offer-carousel.js']), limit: '117.13 kB', gzip: true },
  // The whole partner page (demo-pages/partner: the banner brand too), as the bench's pageBytes counts it: 77.6 kB compact, 136.5 kB React before
  // issue 6's split; 66.07 / 124.89 kB before issue 16's; 61.26 / 120.07 before the clip steps and the CMS card's rules left the first paint.
  // 60.41 / 119.23 → 57.15 / 115.96 kB (issue 16, issue 18 item 3): no list, offer-reply schemas, normaliser or clip-reply code on the first paint.
  // 56.82 / 115.63 kB after session 22's merges (the cart branch's runtime trim with the coupon branch's first paint).
  { name: 'partner page, compact build: loader + banner brand + offer carousel + their chunks', path: withStaticImports('dist/compact', ['aisle.js', 'widgets/banner-brand.js', 'widgets/offer-carousel.js']), limit: '57.94 kB', gzip: true },
  // +0.03 kB (issue 16, perf): the Bonus Path probe's key in the table of stores (STORED_KEYS.bonusPath, every coupon page carries the table).
  { name: 'partner page, React build: loader + banner brand + offer carousel + their chunks', path: withStaticImports('dist', ['aisle.js', 'widgets/banner-brand.js', 'widgets/offer-carousel.js']), limit: '117.94 kB', gzip: true },
  // Every built widget with every chunk it imports: every built script of a page is under one of these two.
  // 200.17 / 140.25 kB after the merges of issue 16 items 4 and 5 (gallery pipeline, worker starter, press feedback); 199.70 / 139.76 with the
  // clip steps on first press, 200.03 / 140.07 with the CMS card's rules beside the coupon card (docs/decisions/builds-and-bytes.md "Bytes on first paint").
  // 200.11 / 140.14 kB once merged with the both-builds branch (issue 16 item 2: ready marks, focus moves and the saved-address
  // event in layout effects, so preact/compat shows them in the same commit): +0.06 kB each.
  // 200.11 / 140.14 → 201.46 / 141.73 kB (issue 16, cart branch; docs/decisions/builds-and-bytes.md "Bytes on
  // first paint"): the cart code is now two chunks (read half with the badge, sending half with the buttons), each with its own
  // import statements and gzip window (+1.06 kB), and the schedule-and-save texts compress apart from the runtime.
  // +0.03 kB each: the shared CSS partials' @layer wrappers (docs/decisions/foundation.md "Written once").
  // 199.42 / 139.62 kB after the coupon store's split (issue 18 item 3): the offer normaliser and the list's calls load on first use.
  // 200.82 / 141.14 kB after session 22's merges: the cart's two chunks (+1.3 / +1.6), the coupon split (−0.7 / −0.5), the CSS partials (+0.03).
  // +0.3 kB (issue 16, perf): the Bonus Path probe kept between views (game grid chunk +0.25, the key in the table of stores).
  // 202.06 / 141.25 kB with the prerendered carousel's hydrate path and the mini cart's (issue 19; see their own entries).
  // 202.28 / 141.66 → 203.23 / 142.6 kB: the unit rule in the cart chunk (+0.18 kB) and add to cart importing the product store, which
  // the bundler answers by splitting the shared catalogue chunk into the product store and the tag rules (+0.76 kB).
  { name: 'a page with every widget, React build', path: everyWidget('dist'), limit: '205.94 kB', gzip: true },
  { name: 'a page with every widget, compact build', path: everyWidget('dist/compact'), limit: '145.36 kB', gzip: true },
]
