import { describe, expect, it } from 'vitest'
import type { BenchResults, PageResult } from './results-types'
import { formatKB, type Summary, summarize } from './stats'
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
      widgets: [
        { widget: 'mini-cart', entry: 'widgets/mini-cart.js', total: size(90_000), files: [], own: size(16_000), ownFiles: [], lazy: [] },
      ],
      shared: { files: ['chunks/core.js'], size: size(80_000) },
      allWidgetsPage: { files: [], size: size(140_001) },
      miniCartPage: size(85_000),
      peer: { name: '@shopify/buy-button-js', size: size(59_000) },
      partnerPage: { tags: ['aisle-offer-carousel'], react: size(100_000), compact: size(24_000) },
    },
    pages: [page()],
    compact: {
      bytes: { loader: size(1_900), miniCartPage: size(30_001), allWidgetsPage: size(80_000) },
      pages: [page({ content: { '1': { live: s(160), static: s(100), ratio: 1.6 } } })],
    },
    widgets: [],
    scale: { na: 'n/a: widget not built yet' },
    interaction: { clip: s(240), addToCart: s(100), pressFeedbackMs: { clip: s(40, 50, 60) } },
    lighthouse: [
      { page: 'products', performance: 90, accessibility: 99 },
      { page: 'products', build: 'compact', performance: 89, accessibility: 100 },
    ],
    ...over,
  }
}

/** The row of `measure` for a build ('React', 'compact'), or the only one. */
const row = (rows: ReturnType<typeof buildRows>, measure: string, build?: string) => {
  const found = rows.find((r) => r.measure.includes(measure) && (build === undefined || r.build === build))
  if (!found) throw new Error(`no row "${measure}"${build ? ` (${build})` : ''}`)
  return found
}

describe('bench targets (both builds side by side)', () => {
  it('limits hold inclusively; a figure not measured fails', () => {
    expect(atMost(2_000, 2_000)).toBe(true)
    expect(atMost(2_001, 2_000)).toBe(false)
    expect(atMost(undefined, 2_000)).toBe(false)
    expect(atMost(Number.NaN, 2_000)).toBe(false)
    expect(atLeast(90, 90)).toBe(true)
    expect(atLeast(89, 90)).toBe(false)
  })

  it('bytes: loader ≤ 2 kB in each build; mini-cart-only page ≤ 85 kB React / ≤ 30 kB compact; every widget ≤ 140 / ≤ 80 kB; partner ≤ 30 kB compact', () => {
    const rows = buildRows(results())
    expect(row(rows, 'loader', 'React').ok).toBe(true)
    expect(row(rows, 'loader', 'compact').ok).toBe(true)
    expect(row(rows, 'only <aisle-mini-cart>', 'React')).toMatchObject({ ok: true, target: '≤ 85.0 kB gz' })
    expect(row(rows, 'only <aisle-mini-cart>', 'compact')).toMatchObject({ ok: false, target: '≤ 30.0 kB gz' })
    expect(row(rows, 'page with every widget', 'React')).toMatchObject({ ok: false, target: '≤ 140.0 kB gz' })
    expect(row(rows, 'page with every widget', 'compact')).toMatchObject({ ok: true, target: '≤ 80.0 kB gz' })
    expect(row(rows, 'partner page', 'compact')).toMatchObject({ ok: true, target: '≤ 30.0 kB gz' })
    expect(row(rows, 'partner page', 'React').ok).toBeUndefined()
    // A widget's own code is a figure, no longer a goal; so is the peer.
    expect(row(rows, 'mini-cart: own code').ok).toBeUndefined()
    expect(row(rows, 'peer: @shopify/buy-button-js').ok).toBeUndefined()
  })

  it('the client-rendered time to content (?prerender=0) and the 4x figure are shown beside the goal, without a target', () => {
    const rows = buildRows(results())
    expect(row(rows, 'products: client-rendered time to content', 'React')).not.toHaveProperty('target')
    expect(row(rows, 'products: client-rendered time to content', 'React')).toMatchObject({
      value: '2.00x: 200 ms (200–200) vs static 100 ms (100–100)',
    })
    expect(row(rows, 'products: client-rendered time to content', 'compact').value).toContain('1.60x')
    const at4 = buildRows(results()).filter((r) => r.section === 'content 4x')
    expect(at4.map((r) => [r.measure, r.value, r.ok])).toEqual([['products: time to content', '800 ms (800–800)', undefined]])
  })

  it("a figure that could not be measured fails with its reason ('n/a: widget not built yet'); no compact build fails its goals", () => {
    const rows = buildRows(results())
    expect(row(rows, 'first 30 cards')).toMatchObject({ ok: false, value: 'n/a: widget not built yet' })
    const none = buildRows(results({ compact: { na: 'n/a: no compact build' } }))
    expect(row(none, 'time to content / static', 'compact')).toMatchObject({ ok: false, value: 'n/a: no compact build' })
    expect(row(none, 'loader, mini-cart-only and every-widget pages', 'compact')).toMatchObject({ ok: false })
  })

  it('5,000 offers at 4x: first 30 cards ≤ 300 ms, sort ≤ 100 ms, Load More ≤ 100 ms, no long task over 200 ms after the reply', () => {
    const scale = { offers: 5_000, first30: s(300), sort: s(101), loadMore: s(100), longestTaskAfterReply: s(201), nodes: s(900) }
    const rows = buildRows(results({ scale }))
    expect(row(rows, 'first 30 cards')).toMatchObject({ ok: true, target: '≤ 300 ms' })
    expect(row(rows, 'sort change')).toMatchObject({ ok: false, target: '≤ 100 ms' })
    expect(row(rows, 'Load More')).toMatchObject({ ok: true, target: '≤ 100 ms' })
    expect(row(rows, 'longest task after the reply')).toMatchObject({ ok: false, target: '≤ 200 ms' })
  })

  it('press feedback ≤ 50 ms at 4x for clip and add to cart, by the median; n/a (failing) when not measured; Clip → Clipped is a figure', () => {
    const rows = buildRows(results())
    expect(row(rows, 'Clip → pressed state')).toMatchObject({ ok: true, target: '≤ 50 ms' })
    expect(row(rows, 'Add to cart → pressed state')).toMatchObject({ ok: false, value: 'n/a' })
    expect(row(rows, 'Clip → Clipped').ok).toBeUndefined()
    const slow = buildRows(results({ interaction: { clip: s(1), addToCart: s(1), pressFeedbackMs: { clip: s(51), addToCart: s(50) } } }))
    expect(row(slow, 'Clip → pressed state').ok).toBe(false)
    expect(row(slow, 'Add to cart → pressed state').ok).toBe(true)
    const absent = buildRows(results({ interaction: { clip: s(1), addToCart: s(1) } }))
    expect(row(absent, 'Clip → pressed state')).toMatchObject({ ok: false, value: 'n/a' })
  })

  it('no call twice in one view, listed; a repeat visit makes no gallery and no cart call — in each build', () => {
    const dup = { count: 3, calls: [], duplicates: [{ call: 'GET /abs/qa1/api/cart/minicart', times: 2 }], gallery: 0, cart: 1 }
    const rows = buildRows(
      results({ pages: [page({ url: 'http://freshway.localhost:1/index.html', requests: { first: dup, repeat: dup } })] }),
    )
    expect(row(rows, 'no call twice', 'React')).toMatchObject({ ok: false })
    expect(row(rows, 'no call twice', 'React').value).toBe(
      'first: GET /abs/qa1/api/cart/minicart ×2; repeat: GET /abs/qa1/api/cart/minicart ×2',
    )
    expect(row(rows, 'repeat visit, gallery + cart', 'React')).toMatchObject({ ok: false, value: '0 gallery, 1 cart' })
    expect(row(rows, 'no call twice', 'compact').ok).toBe(true)
    expect(row(buildRows(results()), 'repeat visit, gallery + cart', 'compact').ok).toBe(true)
  })

  it('a repeat visit to a page the seed refreshes the cart on may read the cart once, never twice, never the gallery [CRT-020]', () => {
    const view = (cart: number, gallery = 0) => ({ count: 1 + cart, calls: [], duplicates: [], gallery, cart })
    const on = (url: string, repeat: ReturnType<typeof view>) =>
      row(buildRows(results({ pages: [page({ url, requests: { first: view(1), repeat } })] })), 'repeat visit, gallery + cart', 'React')
    expect(on('http://freshway.localhost:1/product.html', view(1))).toMatchObject({ ok: true, target: '0 gallery, 1 cart (CRT-020 page)' })
    expect(on('http://freshway.localhost:1/product.html', view(2)).ok).toBe(false)
    expect(on('http://freshway.localhost:1/product.html', view(1, 1)).ok).toBe(false)
    expect(on('http://freshway.localhost:1/index.html', view(1))).toMatchObject({ ok: false, target: '0' })
  })

  it('CLS 0 in every run of each build', () => {
    expect(row(buildRows(results()), 'CLS', 'React').ok).toBe(true)
    const shifted = results({
      compact: { bytes: { loader: size(1), allWidgetsPage: size(1) }, pages: [page({ mainThread: { cls: s(0, 0.001) } })] },
    })
    expect(row(buildRows(shifted), 'CLS', 'compact').ok).toBe(false)
    expect(row(buildRows(shifted), 'CLS', 'React').ok).toBe(true)
  })

  it('Lighthouse performance ≥ 95 and accessibility 100 on index, coupons, products, product, play-earn and partner, in both builds; a goal page not run fails', () => {
    const rows = buildRows(results())
    expect(row(rows, 'products: performance', 'React')).toMatchObject({ ok: false, target: '≥ 95' })
    const at95 = buildRows(results({ lighthouse: [{ page: 'products', performance: 95, accessibility: 100 }] }))
    expect(row(at95, 'products: performance', 'React').ok).toBe(true)
    expect(row(rows, 'products: accessibility', 'React').ok).toBe(false)
    expect(row(rows, 'products: performance', 'compact').ok).toBe(false)
    expect(row(rows, 'products: accessibility', 'compact').ok).toBe(true)
    for (const goal of ['index', 'coupons', 'product', 'play-earn', 'partner']) {
      for (const build of ['React', 'compact'])
        expect(row(rows, `${goal}: performance`, build)).toMatchObject({ ok: false, value: 'n/a: not run' })
    }
    const other = buildRows(results({ lighthouse: [{ page: 'theming', performance: 50, accessibility: 100 }] }))
    expect(row(other, 'theming: performance', 'React').ok).toBeUndefined()
  })

  it('prints one aligned table with a build column, ✓ and ✗, and counts them', () => {
    const rows = buildRows(results())
    const table = renderTable(rows).split('\n')
    expect(table[0]).toMatch(/^\| section +\| build +\| measure /)
    expect(new Set(table.map((l) => [...l].length)).size).toBe(1)
    expect(table.some((l) => l.endsWith('| ✓ |'))).toBe(true)
    expect(table.some((l) => l.endsWith('| ✗ |'))).toBe(true)
    const { passed, failed } = tally(rows)
    expect(passed + failed).toBe(rows.filter((r) => r.target).length)
  })

  it("prints the prerendered page beside the client-rendered one against the same static twin; the goal is the shopper's page as served, ≤ 1.2x", () => {
    const pre = (name: string, prerendered: number) =>
      page({
        name,
        content: {
          '1': {
            live: s(300),
            static: s(100),
            ratio: 3,
            prerendered: s(prerendered),
            prerenderedRatio: prerendered / 100,
            prerenderedTags: ['aisle-banner-brand', 'aisle-product-card'],
          },
        },
      })
    const rows = buildRows(results({ pages: [pre('product', 115), pre('index', 160), page({ name: 'partner' })] }))
    expect(row(rows, 'product: prerendered time to content', 'React')).not.toHaveProperty('target')
    expect(row(rows, 'product: prerendered time to content', 'React')).toMatchObject({
      value: '1.15x: 115 ms (115–115) vs client 300 ms (300–300) (prerendered: banner-brand, product-card)',
    })
    expect(row(rows, 'product, shopper: time to content / static', 'React')).toMatchObject({ ok: true, target: '≤ 1.2x' })
    expect(row(rows, 'index, shopper: time to content / static', 'React')).toMatchObject({ ok: false, target: '≤ 1.2x' })
    // The partner page is not prerendered: served as written, its client-rendered load is the served one.
    expect(row(rows, 'partner, shopper: time to content / static', 'React')).toMatchObject({
      ok: false,
      value: expect.stringContaining('2.00x'),
    })
    expect(rows.some((r) => r.measure.startsWith('partner: prerendered'))).toBe(false)
    const withLoading = buildRows(
      results({
        pages: [
          page({
            name: 'products',
            content: {
              '1': {
                live: s(300),
                static: s(100),
                ratio: 3,
                prerendered: s(280),
                prerenderedRatio: 2.8,
                prerenderedTags: ['aisle-banner-brand', 'aisle-mini-cart'],
                prerenderedLoading: ['aisle-mini-cart'],
              },
            },
          }),
        ],
      }),
    )
    expect(row(withLoading, 'products: prerendered time to content', 'React')?.value).toContain(
      '(prerendered: banner-brand, mini-cart (loading state))',
    )
  })

  it('prints the filmstrip check of each prerendered page: 0 blank frames after first content is ✓, any other count or no tag looked at is ✗', () => {
    const film = (name: string, blankFrames: number, tags: string[]) =>
      page({
        name,
        content: {
          '1': {
            live: s(300),
            static: s(100),
            ratio: 3,
            prerendered: s(110),
            prerenderedRatio: 1.1,
            prerenderedTags: ['aisle-product-card'],
            filmstrip: { frames: 12, blankFrames, blanked: blankFrames ? ['aisle-product-card'] : [], tags },
          },
        },
      })
    const rows = buildRows(
      results({
        pages: [
          film('product', 0, ['aisle-product-card']),
          film('products', 2, ['aisle-product-card']),
          film('theming', 0, []),
          page({ name: 'index', content: { '1': { live: s(300), static: s(100), ratio: 3, prerenderedTags: ['aisle-banner-brand'] } } }),
        ],
      }),
    )
    expect(row(rows, 'product: blank frames', 'React')).toMatchObject({
      ok: true,
      target: '0',
      value: '0 of 12 frames; tags looked at: aisle-product-card',
    })
    expect(row(rows, 'products: blank frames', 'React')).toMatchObject({
      ok: false,
      value: '2 of 12 frames (aisle-product-card); tags looked at: aisle-product-card',
    })
    expect(row(rows, 'theming: blank frames', 'React')).toMatchObject({ ok: false })
    expect(row(rows, 'index: blank frames', 'React')).toMatchObject({ ok: false, value: 'n/a' })
  })

  it("lists each attributed page's largest folders per build, largest first, with the page's total and its largest module", () => {
    const mod = (module: string, group: string, gzip: number) => ({ module, group, raw: gzip * 3, gzip, brotli: gzip, files: [] })
    const groups = Array.from({ length: TARGETS.attributionTop + 2 }, (_, i) => ({
      group: `core/rules/f${i}`,
      raw: 1,
      gzip: 1_000 - i,
      brotli: 1,
      modules: 1,
    }))
    const rows = buildRows(
      results({
        attribution: {
          compact: {
            partnerPage: { modules: [mod('core/rules/f0/clip-texts.ts', 'core/rules/f0', 1_000)], groups },
          },
        },
      }),
    ).filter((r) => r.section === 'bytes by folder')
    expect(rows).toHaveLength(TARGETS.attributionTop)
    expect(rows[0]).toMatchObject({
      build: 'compact',
      measure: 'partner page: core/rules/f0',
      value: `1.00 kB gz of ${formatKB(groups.reduce((a, g) => a + g.gzip, 0))} (1 module; clip-texts.ts largest)`,
    })
    expect(rows.map((r) => r.ok)).toEqual(rows.map(() => undefined))
  })
})
