import { describe, expect, it } from 'vitest'
import { libraryScripts } from './browser'
import { comparablePage, isPrivate, personalOff } from './personal'
import { beyondLoader, listed, PERSONAL_TARGETS, personalRows, unhashed } from './personal-rows'
import type { BenchResults, ServedContent } from './results-types'
import type { Row } from './rows'
import { type Summary, summarize } from './stats'

const s = (...values: number[]) => summarize(values) as Summary
const LOADER = ['aisle.js', 'chunks/boot-early-X1y2Z3a4.js']

function rowsOf(over: Partial<BenchResults>): Row[] {
  const rows: Row[] = []
  const base = {
    pages: [],
    compact: { bytes: { loader: { raw: 0, gzip: 0, brotli: 0 }, allWidgetsPage: { raw: 0, gzip: 0, brotli: 0 } }, pages: [] },
  }
  personalRows((r) => rows.push(r), { ...base, loaderFiles: { react: LOADER, compact: LOADER }, ...over } as unknown as BenchResults)
  return rows
}
const find = (rows: Row[], measure: string, build = 'React') => rows.find((r) => r.measure === measure && r.build === build)

const guest = (page: string, ratio: number, code: string[]): ServedContent => ({
  page,
  user: 'guest',
  live: s(ratio * 100),
  static: s(100),
  ratio,
  codeBeforeContent: code,
  errors: [],
})

describe('bench personal-first-paint goals', () => {
  it('time to content as served ≤ 1.2x for the guest and on every banner home page, each build; not measured fails', () => {
    const rows = rowsOf({
      served: {
        react: [guest('coupons', 1.2, LOADER), guest('home: greenbasket', 1.21, LOADER)],
        compact: [
          { page: 'coupons', user: 'guest', errors: ['run 1: timeout'] },
          { page: 'play-earn', user: 'guest', errors: ['n/a: members-only'] },
        ],
      },
    })
    expect(PERSONAL_TARGETS.servedRatio).toBe(1.2)
    expect(find(rows, 'coupons, guest: time to content / static')).toMatchObject({ ok: true, target: '≤ 1.2x' })
    expect(find(rows, 'home: greenbasket, guest: time to content / static')).toMatchObject({ ok: false })
    expect(find(rows, 'coupons, guest: time to content / static', 'compact')).toMatchObject({ ok: false, value: 'n/a: run 1: timeout' })
    expect(find(rows, 'play-earn, guest: time to content / static', 'compact')).toMatchObject({ ok: false, value: 'n/a: members-only' })
  })

  it('widget code before content: ✓ only when every script downloaded before the content mark is one of the loader’s files', () => {
    const extra = [
      'chunks/runtime-C93AJdVO.js',
      'chunks/react-DGVdkxTe.js',
      'widgets/mini-cart.js',
      'chunks/a-11111111.js',
      'chunks/b-22222222.js',
    ]
    const rows = rowsOf({ served: { react: [guest('index', 1, LOADER), guest('coupons', 1, [...LOADER, ...extra])] } })
    expect(find(rows, 'index, guest: widget code downloaded before content')).toMatchObject({ ok: true, value: 'the loader only' })
    expect(find(rows, 'coupons, guest: widget code downloaded before content')).toMatchObject({
      ok: false,
      value: '5 files beyond the loader: chunks/runtime.js, chunks/react.js, widgets/mini-cart.js, chunks/a.js, … 1 more',
    })
    expect(beyondLoader([...LOADER, 'widgets/x.js'], LOADER)).toEqual(['widgets/x.js'])
    expect(unhashed('chunks/runtime-C93AJdVO.js')).toBe('chunks/runtime.js')
    expect(listed(['a.js'])).toBe('a.js')
  })

  it('time to first byte with personal prerender ≤ 1.1x the page with ?personal=0; none measured fails', () => {
    const rows = rowsOf({
      firstByte: {
        react: [
          { page: 'index', personal: s(11), without: s(10), ratio: 1.1 },
          { page: 'coupons', personal: s(12), without: s(10), ratio: 1.2 },
        ],
      },
    })
    expect(find(rows, 'index: time to first byte, personal / ?personal=0')).toMatchObject({ ok: true, target: '≤ 1.1x' })
    expect(find(rows, 'coupons: time to first byte, personal / ?personal=0')).toMatchObject({ ok: false })
    expect(find(rows, 'time to first byte', 'compact')).toMatchObject({ ok: false, value: 'n/a: not measured' })
  })

  it('the two-shoppers check is a row per build: passed ✓, failed or not run ✗', () => {
    const rows = rowsOf({
      twoShoppers: {
        react: { ok: true, detail: 'none shared' },
        compact: { ok: false, detail: "index: B's page depends on who asked first" },
      },
    })
    expect(find(rows, 'two shoppers and a guest: no page shared through a cache')).toMatchObject({ ok: true })
    expect(find(rows, 'two shoppers and a guest: no page shared through a cache', 'compact')).toMatchObject({ ok: false })
    expect(find(rowsOf({}), 'two shoppers and a guest: no page shared through a cache')).toMatchObject({ ok: false, value: 'n/a: not run' })
  })

  it('reads the library scripts from resource paths, either build, and the personal switch and privacy from a URL and a header', () => {
    expect(
      libraryScripts(['/aisle/aisle.js', '/aisle/compact/chunks/x-1.js', '/aisle/styles/a.css', '/api/x.js', '/aisle/aisle.js']),
    ).toEqual(['aisle.js', 'chunks/x-1.js'])
    expect(personalOff('/?prerender=1')).toBe('/?prerender=1&personal=0')
    expect(personalOff('/coupons.html')).toBe('/coupons.html?personal=0')
    expect(isPrivate('private, max-age=0')).toBe(true)
    expect(isPrivate('no-store')).toBe(true)
    expect(isPrivate('public, max-age=60')).toBe(false)
  })
})

describe('comparablePage', () => {
  const page = (cartId: string, qty: number, at: number) =>
    `<aisle-mini-cart><template shadowrootmode="open"><div data-aisle-data='{"reply":{"cartId":"${cartId}","cartQty":${qty}},"at":${at}}'>${qty}</div></template></aisle-mini-cart>`
  it('masks the cart id the simulator hands out in order and the read time, nothing a shopper sees', () => {
    expect(comparablePage(page('cart-000004', 2, 1795885409279))).toBe(comparablePage(page('cart-000008', 2, 1795885409548)))
    expect(comparablePage(page('cart-000004', 2, 1))).not.toBe(comparablePage(page('cart-000004', 5, 1)))
  })
})
