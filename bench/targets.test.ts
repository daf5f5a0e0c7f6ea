import { describe, expect, it } from 'vitest'
import type { BenchResults, PageResult } from './results-types'
import { type Summary, summarize } from './stats'
import { atLeast, atMost, buildRows, renderTable, TARGETS, tally } from './targets'

const size = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: Math.round(gzip * 0.9) })
const s = (...values: number[]) => summarize(values) as Summary

function page(over: Partial<PageResult> = {}): PageResult {
  const view = { count: 2, calls: [], duplicates: [], gallery: 0, cart: 0 }
  return {
    name: 'products',
    url: 'http://freshway.localhost:1/products.html',
    marks: ['aisle:mini-cart:ready'],
    unmarked: [],
    content: { '1': { live: s(200), static: s(100), ratio: 2 }, '4': { live: s(800) } },
    requests: { first: view, repeat: { ...view, count: 1 }, firstCount: s(2), repeatCount: s(1) },
    mainThread: { longTaskMs: s(0), nodes: s(100), listeners: s(10), cls: s(0, 0) },
    errors: [],
    ...over,
  }
}

function results(over: Partial<BenchResults> = {}): BenchResults {
  return {
    startedAt: '2026-11-23T00:00:00Z',
    durationMs: 1,
    machine: { cpus: 2, node: 'v20', chromium: '1' },
    runs: 5,
    cpuRates: [1, 4],
    bytes: {
      loader: size(TARGETS.loaderGzip),
      widgets: [{ widget: 'mini-cart', entry: 'widgets/mini-cart.js', total: size(90_000), files: [], own: size(TARGETS.widgetOwnGzip + 1), ownFiles: [], lazy: [] }],
      shared: { files: ['chunks/core.js'], size: size(80_000) },
      allWidgetsPage: { files: [], size: size(100_000) },
      peer: { name: '@shopify/buy-button-js', size: size(59_000) },
      partnerPage: { tags: ['aisle-offer-carousel'], react: size(100_000), compact: size(24_000) },
    },
    pages: [page()],
    compactContent: { na: 'n/a: no compact build yet' },
    widgets: [],
    scale: { na: 'n/a: widget not built yet' },
    interaction: { clip: s(40, 50, 60), addToCart: s(100) },
    lighthouse: [{ page: 'products', performance: 90, accessibility: 99 }],
    ...over,
  }
}

const row = (rows: ReturnType<typeof buildRows>, measure: string) => {
  const found = rows.find((r) => r.measure.includes(measure))
  if (!found) throw new Error(`no row "${measure}"`)
  return found
}

describe('bench targets (issue 6)', () => {
  it('limits hold inclusively; a figure not measured fails', () => {
    expect(atMost(2_000, 2_000)).toBe(true)
    expect(atMost(2_001, 2_000)).toBe(false)
    expect(atMost(undefined, 2_000)).toBe(false)
    expect(atMost(Number.NaN, 2_000)).toBe(false)
    expect(atLeast(90, 90)).toBe(true)
    expect(atLeast(89, 90)).toBe(false)
  })

  it('bytes: loader ≤ 2 kB gzip, each widget ≤ 15 kB of own code, compact partner page ≤ 25 kB', () => {
    const rows = buildRows(results())
    expect(row(rows, 'loader').ok).toBe(true)
    expect(row(rows, 'mini-cart: own code').ok).toBe(false)
    expect(row(rows, 'partner page, compact build').ok).toBe(true)
    expect(row(rows, 'peer: @shopify/buy-button-js').ok).toBeUndefined()
  })

  it('time to content ≤ 2.5x the static page at 1x; the 4x figure is shown without a target', () => {
    const rows = buildRows(results({ pages: [page({ content: { '1': { live: s(260), static: s(100), ratio: 2.6 } } })] }))
    expect(row(rows, 'products: time to content').ok).toBe(false)
    expect(row(rows, 'products: time to content').value).toContain('2.60x')
    const at4 = buildRows(results()).filter((r) => r.section === 'content 4x')
    expect(at4.map((r) => [r.measure, r.value, r.ok])).toEqual([['products: time to content', '800 ms (800–800)', undefined]])
  })

  it("a figure that could not be measured fails with its reason ('n/a: widget not built yet')", () => {
    const rows = buildRows(results())
    expect(row(rows, 'first 30 cards')).toMatchObject({ ok: false, value: 'n/a: widget not built yet' })
    expect(row(rows, 'compact build: time to content')).toMatchObject({ ok: false, value: 'n/a: no compact build yet' })
  })

  it('Clip → Clipped painted ≤ 50 ms at 4x, by the median', () => {
    expect(row(buildRows(results()), 'Clip → Clipped').ok).toBe(true)
    expect(row(buildRows(results({ interaction: { clip: s(51), addToCart: s(1) } })), 'Clip → Clipped').ok).toBe(false)
  })

  it('no call twice in one view, listed; a repeat visit makes no gallery and no cart call', () => {
    const dup = { count: 3, calls: [], duplicates: [{ call: 'GET /abs/qa1/api/cart/minicart', times: 2 }], gallery: 0, cart: 1 }
    const rows = buildRows(results({ pages: [page({ requests: { first: dup, repeat: dup } })] }))
    expect(row(rows, 'no call twice')).toMatchObject({ ok: false })
    expect(row(rows, 'no call twice').value).toBe('first: GET /abs/qa1/api/cart/minicart ×2; repeat: GET /abs/qa1/api/cart/minicart ×2')
    expect(row(rows, 'repeat visit, gallery + cart')).toMatchObject({ ok: false, value: '0 gallery, 1 cart' })
    expect(row(buildRows(results()), 'no call twice').ok).toBe(true)
    expect(row(buildRows(results()), 'repeat visit, gallery + cart').ok).toBe(true)
  })

  it('CLS 0 in every run; Lighthouse performance ≥ 90 and accessibility 100', () => {
    expect(row(buildRows(results()), 'CLS').ok).toBe(true)
    expect(row(buildRows(results({ pages: [page({ mainThread: { cls: s(0, 0.001) } })] })), 'CLS').ok).toBe(false)
    const rows = buildRows(results())
    expect(row(rows, 'products: performance').ok).toBe(true)
    expect(row(rows, 'products: accessibility').ok).toBe(false)
  })

  it('prints one aligned table with ✓ and ✗, and counts them', () => {
    const rows = buildRows(results())
    const table = renderTable(rows).split('\n')
    expect(new Set(table.map((l) => [...l].length)).size).toBe(1)
    expect(table.some((l) => l.endsWith('| ✓ |'))).toBe(true)
    expect(table.some((l) => l.endsWith('| ✗ |'))).toBe(true)
    const { passed, failed } = tally(rows)
    expect(passed + failed).toBe(rows.filter((r) => r.target).length)
  })
})
