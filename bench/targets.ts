/**
 * The issue's targets (pure): each measured figure checked against its limit, and the rows of the one
 * table `npm run bench` prints. A target whose figure could not be measured fails with the reason.
 */
import { type BenchResults, isNA, type Maybe } from './results-types'
import { formatCount, formatKB, formatMs, type Summary } from './stats'

export const TARGETS = {
  loaderGzip: 2_000,
  widgetOwnGzip: 15_000,
  compactPartnerGzip: 25_000,
  contentRatioReact: 2.5,
  contentRatioCompact: 1.5,
  scaleFirst30Ms: 100,
  scaleSortMs: 100,
  clipMs: 50,
  cls: 0,
  lighthousePerformance: 90,
  lighthouseAccessibility: 100,
} as const

export interface Row {
  section: string
  measure: string
  value: string
  /** The limit, when the row is a target. */
  target?: string
  /** true ✓, false ✗, undefined: a figure without a target. */
  ok?: boolean
}

/** ✓ when value ≤ limit; ✗ when over or not measured. */
export const atMost = (value: number | undefined, limit: number): boolean => value !== undefined && Number.isFinite(value) && value <= limit
/** ✓ when value ≥ limit; ✗ when under or not measured. */
export const atLeast = (value: number | undefined, limit: number): boolean => value !== undefined && Number.isFinite(value) && value >= limit

const x = (r: number | undefined) => (r === undefined ? 'n/a' : `${r.toFixed(2)}x`)
const msOf = (m: Maybe<Summary> | undefined) => (m === undefined ? 'n/a' : isNA(m) ? m.na : formatMs(m))
const median = (m: Maybe<Summary> | undefined) => (m === undefined || isNA(m) ? undefined : m.median)
const sizes = (s: { gzip: number; brotli: number }) => `${formatKB(s.gzip)} gz / ${formatKB(s.brotli)} br`

export function buildRows(r: BenchResults): Row[] {
  const rows: Row[] = []
  const add = (row: Row) => rows.push(row)
  const b = r.bytes

  add({ section: 'bytes', measure: 'loader (aisle.js + static imports)', value: sizes(b.loader), target: `≤ ${formatKB(TARGETS.loaderGzip)} gz`, ok: atMost(b.loader.gzip, TARGETS.loaderGzip) })
  for (const w of b.widgets) {
    add({ section: 'bytes', measure: `${w.widget}: own code beyond shared chunks`, value: sizes(w.own), target: `≤ ${formatKB(TARGETS.widgetOwnGzip)} gz`, ok: atMost(w.own.gzip, TARGETS.widgetOwnGzip) })
    add({ section: 'bytes', measure: `${w.widget}: entry + chunks it pulls in`, value: sizes(w.total) })
  }
  add({ section: 'bytes', measure: `shared chunks (${b.shared.files.length})`, value: sizes(b.shared.size) })
  add({ section: 'bytes', measure: 'page with every widget', value: sizes(b.allWidgetsPage.size) })
  if (b.reactChunk) add({ section: 'bytes', measure: 'React chunk of this build', value: sizes(b.reactChunk.size) })
  if (b.reactFloor) add({ section: 'bytes', measure: 'floor: react + react-dom alone', value: sizes(b.reactFloor) })
  add({ section: 'bytes', measure: `peer: ${b.peer.name}`, value: b.peer.size ? sizes(b.peer.size) : (b.peer.note ?? 'n/a') })
  const partner = b.partnerPage
  if (partner?.react) add({ section: 'bytes', measure: `partner page, React build (${partner.tags.join(', ') || 'no widgets'})`, value: sizes(partner.react) })
  const compact = partner?.compact
  add({
    section: 'bytes',
    measure: 'partner page, compact build (total)',
    value: !compact ? 'n/a' : isNA(compact) ? compact.na : sizes(compact),
    target: `≤ ${formatKB(TARGETS.compactPartnerGzip)} gz`,
    ok: compact !== undefined && !isNA(compact) && atMost(compact.gzip, TARGETS.compactPartnerGzip),
  })

  for (const p of r.pages) {
    const one = p.content['1']
    const value = one?.live && one.static ? `${x(one.ratio)}: ${formatMs(one.live)} vs static ${formatMs(one.static)}` : `n/a${p.errors.length ? `: ${p.errors[0]}` : ''}`
    add({ section: 'content 1x', measure: `${p.name}: time to content / static`, value, target: `≤ ${TARGETS.contentRatioReact}x`, ok: atMost(one?.ratio, TARGETS.contentRatioReact) })
    for (const [rate, c] of Object.entries(p.content)) {
      if (rate === '1') continue
      const measure = c.static ? `${p.name}: time to content / static` : `${p.name}: time to content`
      const value = c.live && c.static ? `${x(c.ratio)}: ${formatMs(c.live)} vs static ${formatMs(c.static)}` : c.live ? formatMs(c.live) : 'n/a'
      add({ section: `content ${rate}x`, measure, value: c.note ? `${value}; ${c.note}`.replace(/^n\/a; /, '') : value })
    }
    if (p.unmarked.length) add({ section: 'content 1x', measure: `${p.name}: tags without a ready mark (not waited for)`, value: p.unmarked.join(', ') })
  }
  const cc = r.compactContent
  add({
    section: 'content 1x',
    measure: 'compact build: time to content / static',
    value: isNA(cc) ? cc.na : cc.map((c) => `${c.page} ${x(c.ratio)}`).join(', '),
    target: `≤ ${TARGETS.contentRatioCompact}x`,
    ok: !isNA(cc) && cc.length > 0 && cc.every((c) => atMost(c.ratio, TARGETS.contentRatioCompact)),
  })

  const s = r.scale
  const scaleNA = isNA(s) ? s : undefined
  const scale = isNA(s) ? undefined : s
  add({ section: 'scale 4x', measure: '5,000 offers: first 30 cards after the data', value: scaleNA?.na ?? msOf(scale?.first30), target: `≤ ${TARGETS.scaleFirst30Ms} ms`, ok: atMost(median(scale?.first30), TARGETS.scaleFirst30Ms) })
  add({ section: 'scale 4x', measure: '5,000 offers: sort change', value: scaleNA?.na ?? msOf(scale?.sort), target: `≤ ${TARGETS.scaleSortMs} ms`, ok: atMost(median(scale?.sort), TARGETS.scaleSortMs) })
  add({ section: 'scale 4x', measure: '5,000 offers: Load More', value: scaleNA?.na ?? msOf(scale?.loadMore) })
  add({ section: 'scale 4x', measure: '5,000 offers: DOM nodes', value: scaleNA?.na ?? (scale?.nodes === undefined ? 'n/a' : isNA(scale.nodes) ? scale.nodes.na : formatCount(scale.nodes)) })

  add({ section: 'interaction 4x', measure: 'Clip → Clipped painted', value: msOf(r.interaction.clip), target: `≤ ${TARGETS.clipMs} ms`, ok: atMost(median(r.interaction.clip), TARGETS.clipMs) })
  add({ section: 'interaction 4x', measure: 'Add to cart → badge updated', value: msOf(r.interaction.addToCart) })

  for (const p of r.pages) {
    const first = p.requests.first
    const repeat = p.requests.repeat
    const dups = [...(first?.duplicates ?? []).map((d) => ({ ...d, view: 'first' })), ...(repeat?.duplicates ?? []).map((d) => ({ ...d, view: 'repeat' }))]
    add({
      section: 'requests',
      measure: `${p.name}: calls first / repeat visit`,
      value: `${formatCount(p.requests.firstCount)} / ${formatCount(p.requests.repeatCount)}`,
    })
    add({
      section: 'requests',
      measure: `${p.name}: no call twice in one view`,
      value: first ? (dups.length ? dups.map((d) => `${d.view}: ${d.call} ×${d.times}`).join('; ') : 'none twice') : 'n/a',
      target: 'none twice',
      ok: first !== undefined && repeat !== undefined && dups.length === 0,
    })
    add({
      section: 'requests',
      measure: `${p.name}: repeat visit, gallery + cart calls`,
      value: repeat ? `${repeat.gallery} gallery, ${repeat.cart} cart` : 'n/a',
      target: '0',
      ok: repeat !== undefined && repeat.gallery === 0 && repeat.cart === 0,
    })
  }

  for (const p of r.pages) {
    const m = p.mainThread
    add({ section: 'main thread 1x', measure: `${p.name}: long tasks / nodes / listeners`, value: `${formatMs(m.longTaskMs)} / ${formatCount(m.nodes)} / ${formatCount(m.listeners)}` })
    add({ section: 'main thread 1x', measure: `${p.name}: CLS (worst run)`, value: m.cls ? m.cls.max.toFixed(3) : 'n/a', target: '0', ok: m.cls !== undefined && m.cls.max === TARGETS.cls })
  }
  if (r.widgetsSkipped) add({ section: 'per widget 1x', measure: 'one-widget pages', value: r.widgetsSkipped })
  for (const w of r.widgets) {
    add({ section: 'per widget 1x', measure: `${w.tag}: nodes / listeners / long tasks (vs loader only)`, value: `${formatCount(w.nodes)} / ${formatCount(w.listeners)} / ${formatMs(w.longTaskMs)}` })
  }

  for (const l of r.lighthouse) {
    add({ section: 'lighthouse', measure: `${l.page}: performance`, value: l.performance === undefined ? `n/a${l.error ? `: ${l.error}` : ''}` : String(l.performance), target: `≥ ${TARGETS.lighthousePerformance}`, ok: atLeast(l.performance, TARGETS.lighthousePerformance) })
    add({ section: 'lighthouse', measure: `${l.page}: accessibility`, value: l.accessibility === undefined ? 'n/a' : String(l.accessibility), target: `= ${TARGETS.lighthouseAccessibility}`, ok: atLeast(l.accessibility, TARGETS.lighthouseAccessibility) })
  }
  return rows
}

/** The rows as one aligned text table, with ✓ / ✗ for targets. */
export function renderTable(rows: readonly Row[]): string {
  const cells = rows.map((r) => [r.section, r.measure, r.value, r.target ?? '', r.ok === undefined ? '' : r.ok ? '✓' : '✗'])
  const head = ['section', 'measure', 'median (min–max)', 'target', '']
  const width = (i: number) => Math.max(head[i]?.length ?? 0, ...cells.map((c) => [...(c[i] ?? '')].length))
  const widths = head.map((_, i) => width(i))
  const line = (c: readonly string[]) => `| ${c.map((v, i) => v + ' '.repeat((widths[i] ?? 0) - [...v].length)).join(' | ')} |`
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n')
}

/** Counts of the table's targets. */
export function tally(rows: readonly Row[]): { passed: number; failed: number } {
  return { passed: rows.filter((r) => r.ok === true).length, failed: rows.filter((r) => r.ok === false).length }
}
