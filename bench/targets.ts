/**
 * The bench's targets (pure): each measured figure checked against its limit, and the rows of the one
 * table `npm run bench` prints. A target whose figure could not be measured fails with the reason.
 */
import { ATTRIBUTED_PAGES, type AttributedPage } from './attribution'
import { type BenchResults, type BuildBytes, type BuildName, isNA, type Maybe, type PageResult } from './results-types'
import { shouldRefreshCartOnPage } from '../core/rules/cart/pages'
import { PERSONAL_TARGETS, personalRows } from './personal-rows'
import { atLeast, atMost, BUILD_LABEL, type Row } from './rows'
import { formatCount, formatKB, formatMs, type Summary } from './stats'

export { atLeast, atMost, BUILD_LABEL, type Row } from './rows'

/** The seed refreshes the cart on this page's path (CRT-020). */
const refreshesCart = (url: string) => shouldRefreshCartOnPage(new URL(url).pathname)

/** The bench's goals, exactly (bytes gzip; ratios against the page's static twin at 1x; scale and press at 4x CPU). */
export const TARGETS = {
  loaderGzip: 2_000,
  miniCartPageGzip: { react: 85_000, compact: 30_000 },
  compactPartnerGzip: 30_000,
  allWidgetsPageGzip: { react: 140_000, compact: 80_000 },
  scaleFirst30Ms: 300,
  scaleSortMs: 100,
  scaleLoadMoreMs: 100,
  scaleLongestTaskMs: 200,
  pressFeedbackMs: 50,
  cls: 0,
  /** The pages whose Lighthouse scores are goals, in both builds. */
  lighthousePages: ['index', 'coupons', 'products', 'product', 'play-earn', 'partner'],
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  /** Time to content as served, time to first byte with personal prerender (bench/personal-rows.ts). */
  ...PERSONAL_TARGETS,
  /** The folders the table lists per attributed page and build (bench/results/latest.json holds every module). */
  attributionTop: 5,
  /** No frame after first content in which a prerendered tag is blank again (the filmstrip check). */
  blankFrames: 0,
} as const

const x = (r: number | undefined) => (r === undefined ? 'n/a' : `${r.toFixed(2)}x`)
const msOf = (m: Maybe<Summary> | undefined) => (m === undefined ? 'n/a' : isNA(m) ? m.na : formatMs(m))
const median = (m: Maybe<Summary> | undefined) => (m === undefined || isNA(m) ? undefined : m.median)
const sizes = (s: { gzip: number; brotli: number }) => `${formatKB(s.gzip)} gz / ${formatKB(s.brotli)} br`

/** The byte goals of one build: loader, mini-cart-only page, page with every widget. */
function byteRows(add: (row: Row) => void, build: BuildName, b: BuildBytes): void {
  const label = BUILD_LABEL[build]
  add({
    section: 'bytes',
    build: label,
    measure: 'loader (aisle.js + static imports)',
    value: sizes(b.loader),
    target: `≤ ${formatKB(TARGETS.loaderGzip)} gz`,
    ok: atMost(b.loader.gzip, TARGETS.loaderGzip),
  })
  const mini = TARGETS.miniCartPageGzip[build]
  add({
    section: 'bytes',
    build: label,
    measure: 'page with only <aisle-mini-cart>',
    value: b.miniCartPage ? sizes(b.miniCartPage) : 'n/a',
    target: `≤ ${formatKB(mini)} gz`,
    ok: atMost(b.miniCartPage?.gzip, mini),
  })
  const all = TARGETS.allWidgetsPageGzip[build]
  add({
    section: 'bytes',
    build: label,
    measure: 'page with every widget',
    value: sizes(b.allWidgetsPage),
    target: `≤ ${formatKB(all)} gz`,
    ok: atMost(b.allWidgetsPage.gzip, all),
  })
}

/** The largest folders on each attributed page, each build (no target: where the bytes go). */
function attributionRows(add: (row: Row) => void, attribution: BenchResults['attribution']): void {
  for (const page of Object.keys(ATTRIBUTED_PAGES) as AttributedPage[]) {
    for (const build of ['react', 'compact'] as const) {
      const a = attribution?.[build]?.[page]
      if (!a) continue
      const total = a.groups.reduce((sum, g) => sum + g.gzip, 0)
      for (const g of a.groups.slice(0, TARGETS.attributionTop))
        add({
          section: 'bytes by folder',
          build: BUILD_LABEL[build],
          measure: `${ATTRIBUTED_PAGES[page]}: ${g.group}`,
          value: `${formatKB(g.gzip)} gz of ${formatKB(total)} (${g.modules} module${g.modules === 1 ? '' : 's'}; ${
            a.modules
              .find((m) => m.group === g.group)
              ?.module.split('/')
              .pop() ?? ''
          } largest)`,
        })
    }
  }
}

/**
 * Time to content at 1x of the page client-rendered (`?prerender=0`) against the static twin, one row per page of one build:
 * a figure beside the goal, which is the page as served (bench/personal-rows.ts).
 */
function contentRows(add: (row: Row) => void, build: BuildName, pages: readonly PageResult[]): void {
  for (const p of pages) {
    const one = p.content['1']
    const value =
      one?.live && one.static
        ? `${x(one.ratio)}: ${formatMs(one.live)} vs static ${formatMs(one.static)}`
        : `n/a${p.errors.length ? `: ${p.errors[0]}` : ''}`
    add({
      section: 'content 1x',
      build: BUILD_LABEL[build],
      measure: `${p.name}: client-rendered time to content / static`,
      value,
    })
  }
}

/**
 * The prerendered page's time to content at 1x against the same static twin, beside the client-rendered one, with the
 * tags it carries (the goal row is the shopper's page as served, bench/personal-rows.ts); and its filmstrip check.
 */
function prerenderedRows(add: (row: Row) => void, build: BuildName, pages: readonly PageResult[]): void {
  for (const p of pages) {
    const one = p.content['1']
    if (!one?.prerenderedTags) continue
    const loading = one.prerenderedLoading ?? []
    const tags = one.prerenderedTags.length
      ? one.prerenderedTags.map((t) => `${t.replace(/^aisle-/, '')}${loading.includes(t) ? ' (loading state)' : ''}`).join(', ')
      : 'no tag'
    const value =
      one.prerendered && one.static
        ? `${x(one.prerenderedRatio)}: ${formatMs(one.prerendered)} vs client ${one.live ? formatMs(one.live) : 'n/a'} (prerendered: ${tags})`
        : 'n/a'
    add({
      section: 'prerendered 1x',
      build: BUILD_LABEL[build],
      measure: `${p.name}: prerendered time to content / static`,
      value,
    })
    if (!one.prerenderedTags.length) continue
    const film = one.filmstrip
    add({
      section: 'prerendered 1x',
      build: BUILD_LABEL[build],
      measure: `${p.name}: blank frames after first content (filmstrip)`,
      value: film
        ? `${film.blankFrames} of ${film.frames} frames${film.blanked.length ? ` (${film.blanked.join(', ')})` : ''}; tags looked at: ${film.tags.join(', ') || 'none in view'}`
        : 'n/a',
      target: String(TARGETS.blankFrames),
      ok: film !== undefined && film.tags.length > 0 && film.blankFrames === TARGETS.blankFrames,
    })
  }
}

/** No call twice, no gallery/cart call on a repeat visit, CLS 0: one build's pages. */
function unchangedRows(add: (row: Row) => void, build: BuildName, pages: readonly PageResult[]): void {
  const label = BUILD_LABEL[build]
  for (const p of pages) {
    const first = p.requests.first
    const repeat = p.requests.repeat
    const dups = [
      ...(first?.duplicates ?? []).map((d) => ({ ...d, view: 'first' })),
      ...(repeat?.duplicates ?? []).map((d) => ({ ...d, view: 'repeat' })),
    ]
    add({
      section: 'requests',
      build: label,
      measure: `${p.name}: calls first / repeat visit`,
      value: `${formatCount(p.requests.firstCount)} / ${formatCount(p.requests.repeatCount)}`,
    })
    add({
      section: 'requests',
      build: label,
      measure: `${p.name}: no call twice in one view`,
      value: first ? (dups.length ? dups.map((d) => `${d.view}: ${d.call} ×${d.times}`).join('; ') : 'none twice') : 'n/a',
      target: 'none twice',
      ok: first !== undefined && repeat !== undefined && dups.length === 0,
    })
    // CRT-020: on a page whose path the seed refreshes the cart on ('/product', …) the first load reads the server
    // whatever the local copy, so one cart read is the rule there, not a cache miss.
    const cartReads = refreshesCart(p.url) ? 1 : 0
    add({
      section: 'requests',
      build: label,
      measure: `${p.name}: repeat visit, gallery + cart calls`,
      value: repeat ? `${repeat.gallery} gallery, ${repeat.cart} cart` : 'n/a',
      target: cartReads ? '0 gallery, 1 cart (CRT-020 page)' : '0',
      ok: repeat !== undefined && repeat.gallery === 0 && repeat.cart <= cartReads,
    })
  }
  for (const p of pages) {
    const m = p.mainThread
    add({
      section: 'main thread 1x',
      build: label,
      measure: `${p.name}: long tasks / nodes / listeners`,
      value: `${formatMs(m.longTaskMs)} / ${formatCount(m.nodes)} / ${formatCount(m.listeners)}`,
    })
    add({
      section: 'main thread 1x',
      build: label,
      measure: `${p.name}: CLS (worst run)`,
      value: m.cls ? m.cls.max.toFixed(3) : 'n/a',
      target: '0',
      ok: m.cls !== undefined && m.cls.max === TARGETS.cls,
    })
  }
}

export function buildRows(r: BenchResults): Row[] {
  const rows: Row[] = []
  const add = (row: Row) => rows.push(row)
  const b = r.bytes
  const compact = isNA(r.compact) ? undefined : r.compact
  const compactNA = isNA(r.compact) ? r.compact.na : 'n/a'

  // Bytes: the goals side by side (React, then compact), then the figures without a goal.
  byteRows(add, 'react', {
    loader: b.loader,
    allWidgetsPage: b.allWidgetsPage.size,
    ...(b.miniCartPage ? { miniCartPage: b.miniCartPage } : {}),
  })
  if (compact) byteRows(add, 'compact', compact.bytes)
  else
    add({
      section: 'bytes',
      build: BUILD_LABEL.compact,
      measure: 'loader, mini-cart-only and every-widget pages',
      value: compactNA,
      target: 'built',
      ok: false,
    })
  const partner = b.partnerPage
  if (partner?.react)
    add({
      section: 'bytes',
      build: BUILD_LABEL.react,
      measure: `partner page (${partner.tags.join(', ') || 'no widgets'})`,
      value: sizes(partner.react),
    })
  const compactPartner = partner?.compact
  add({
    section: 'bytes',
    build: BUILD_LABEL.compact,
    measure: `partner page (${partner?.tags.join(', ') || 'no widgets'})`,
    value: !compactPartner ? 'n/a' : isNA(compactPartner) ? compactPartner.na : sizes(compactPartner),
    target: `≤ ${formatKB(TARGETS.compactPartnerGzip)} gz`,
    ok: compactPartner !== undefined && !isNA(compactPartner) && atMost(compactPartner.gzip, TARGETS.compactPartnerGzip),
  })
  for (const w of b.widgets) {
    add({ section: 'bytes', build: BUILD_LABEL.react, measure: `${w.widget}: own code beyond shared chunks`, value: sizes(w.own) })
    add({ section: 'bytes', build: BUILD_LABEL.react, measure: `${w.widget}: entry + chunks it pulls in`, value: sizes(w.total) })
  }
  add({ section: 'bytes', build: BUILD_LABEL.react, measure: `shared chunks (${b.shared.files.length})`, value: sizes(b.shared.size) })
  if (b.reactChunk)
    add({ section: 'bytes', build: BUILD_LABEL.react, measure: 'React chunk of this build', value: sizes(b.reactChunk.size) })
  if (b.reactFloor) add({ section: 'bytes', measure: 'floor: react + react-dom alone', value: sizes(b.reactFloor) })
  add({ section: 'bytes', measure: `peer: ${b.peer.name}`, value: b.peer.size ? sizes(b.peer.size) : (b.peer.note ?? 'n/a') })

  attributionRows(add, r.attribution)

  contentRows(add, 'react', r.pages)
  if (compact) contentRows(add, 'compact', compact.pages)
  prerenderedRows(add, 'react', r.pages)
  if (compact) prerenderedRows(add, 'compact', compact.pages)
  else
    add({
      section: 'content 1x',
      build: BUILD_LABEL.compact,
      measure: 'time to content / static',
      value: compactNA,
      target: `≤ ${TARGETS.servedRatio.toFixed(1)}x`,
      ok: false,
    })
  personalRows(add, r)
  for (const p of r.pages) {
    for (const [rate, c] of Object.entries(p.content)) {
      if (rate === '1') continue
      const measure = c.static ? `${p.name}: time to content / static` : `${p.name}: time to content`
      const value =
        c.live && c.static ? `${x(c.ratio)}: ${formatMs(c.live)} vs static ${formatMs(c.static)}` : c.live ? formatMs(c.live) : 'n/a'
      add({
        section: `content ${rate}x`,
        build: BUILD_LABEL.react,
        measure,
        value: c.note ? `${value}; ${c.note}`.replace(/^n\/a; /, '') : value,
      })
    }
    if (p.unmarked.length)
      add({ section: 'content 1x', measure: `${p.name}: tags without a ready mark (not waited for)`, value: p.unmarked.join(', ') })
  }

  const s = r.scale
  const scaleNA = isNA(s) ? s : undefined
  const scale = isNA(s) ? undefined : s
  const scaleRow = (measure: string, m: Maybe<Summary> | undefined, limit?: number) =>
    add({
      section: 'scale 4x',
      build: BUILD_LABEL.react,
      measure,
      value: scaleNA?.na ?? msOf(m),
      ...(limit === undefined ? {} : { target: `≤ ${limit} ms`, ok: atMost(median(m), limit) }),
    })
  scaleRow('5,000 offers: first 30 cards after the reply', scale?.first30, TARGETS.scaleFirst30Ms)
  scaleRow('5,000 offers: sort change', scale?.sort, TARGETS.scaleSortMs)
  scaleRow('5,000 offers: Load More', scale?.loadMore, TARGETS.scaleLoadMoreMs)
  scaleRow('5,000 offers: longest task after the reply', scale?.longestTaskAfterReply, TARGETS.scaleLongestTaskMs)
  add({
    section: 'scale 4x',
    build: BUILD_LABEL.react,
    measure: '5,000 offers: DOM nodes',
    value: scaleNA?.na ?? (scale?.nodes === undefined ? 'n/a' : isNA(scale.nodes) ? scale.nodes.na : formatCount(scale.nodes)),
  })

  const press = r.interaction.pressFeedbackMs
  for (const [key, name] of [
    ['clip', 'Clip'],
    ['addToCart', 'Add to cart'],
  ] as const) {
    const m = press?.[key]
    add({
      section: 'interaction 4x',
      build: BUILD_LABEL.react,
      measure: `${name} → pressed state painted`,
      value: msOf(m),
      target: `≤ ${TARGETS.pressFeedbackMs} ms`,
      ok: atMost(median(m), TARGETS.pressFeedbackMs),
    })
  }
  add({
    section: 'interaction 4x',
    build: BUILD_LABEL.react,
    measure: 'Clip → Clipped painted (waits for the server)',
    value: msOf(r.interaction.clip),
  })
  add({ section: 'interaction 4x', build: BUILD_LABEL.react, measure: 'Add to cart → badge updated', value: msOf(r.interaction.addToCart) })

  unchangedRows(add, 'react', r.pages)
  if (compact) unchangedRows(add, 'compact', compact.pages)

  if (r.widgetsSkipped) add({ section: 'per widget 1x', measure: 'one-widget pages', value: r.widgetsSkipped })
  for (const w of r.widgets) {
    add({
      section: 'per widget 1x',
      build: BUILD_LABEL.react,
      measure: `${w.tag}: nodes / listeners / long tasks (vs loader only)`,
      value: `${formatCount(w.nodes)} / ${formatCount(w.listeners)} / ${formatMs(w.longTaskMs)}`,
    })
  }

  // Lighthouse: each goal page in each build, side by side; a goal page or build without a run fails as n/a.
  const goalPages: readonly string[] = TARGETS.lighthousePages
  const others = [...new Set(r.lighthouse.map((l) => l.page))].filter((p) => !goalPages.includes(p))
  for (const page of [...goalPages, ...others]) {
    for (const build of ['react', 'compact'] as const) {
      const l = r.lighthouse.find((one) => one.page === page && (one.build ?? 'react') === build)
      const goal = goalPages.includes(page)
      if (!l && !goal) continue
      const label = BUILD_LABEL[build]
      const perf = l?.performance === undefined ? `n/a${l?.error ? `: ${l.error}` : l ? '' : ': not run'}` : String(l.performance)
      add({
        section: 'lighthouse',
        build: label,
        measure: `${page}: performance`,
        value: perf,
        ...(goal ? { target: `≥ ${TARGETS.lighthousePerformance}`, ok: atLeast(l?.performance, TARGETS.lighthousePerformance) } : {}),
      })
      add({
        section: 'lighthouse',
        build: label,
        measure: `${page}: accessibility`,
        value: l?.accessibility === undefined ? 'n/a' : String(l.accessibility),
        target: `= ${TARGETS.lighthouseAccessibility}`,
        ok: atLeast(l?.accessibility, TARGETS.lighthouseAccessibility),
      })
    }
  }
  return rows
}

/** The rows as one aligned text table, with ✓ / ✗ for targets. */
export function renderTable(rows: readonly Row[]): string {
  const cells = rows.map((r) => [r.section, r.build ?? '', r.measure, r.value, r.target ?? '', r.ok === undefined ? '' : r.ok ? '✓' : '✗'])
  const head = ['section', 'build', 'measure', 'median (min–max)', 'target', '']
  const width = (i: number) => Math.max(head[i]?.length ?? 0, ...cells.map((c) => [...(c[i] ?? '')].length))
  const widths = head.map((_, i) => width(i))
  const line = (c: readonly string[]) => `| ${c.map((v, i) => v + ' '.repeat((widths[i] ?? 0) - [...v].length)).join(' | ')} |`
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n')
}

/** Counts of the table's targets. */
export function tally(rows: readonly Row[]): { passed: number; failed: number } {
  return { passed: rows.filter((r) => r.ok === true).length, failed: rows.filter((r) => r.ok === false).length }
}
