/**
 * The personal-first-paint goals of the bench (pure): time to content as served for the shopper and the guest on every
 * demo page and every banner's home page, the widget code that ran before the content, time to first byte with
 * personal prerender, and the two-shoppers cache check — for both builds of one run.
 */
import type { BenchResults, BuildName, PageResult, ServedContent } from './results-types'
import { atMost, BUILD_LABEL, type Row } from './rows'
import { formatMs } from './stats'

export const PERSONAL_TARGETS = {
  /** Time to content as served (prerendered where the demo server prerenders the page) against the static twin, at 1x. */
  servedRatio: 1.2,
  /** Time to first byte of a page with personal prerender against the same page with `?personal=0`. */
  firstByteRatio: 1.1,
} as const

const BUILDS: readonly BuildName[] = ['react', 'compact']
const x = (r: number | undefined) => (r === undefined ? 'n/a' : `${r.toFixed(2)}x`)
/** A file's name without its content hash: 'chunks/runtime-C93AJdVO.js' → 'chunks/runtime.js'. */
export const unhashed = (file: string) => file.replace(/-[\w-]{8}\.js$/, '.js')

/** The shopper's figure of a demo page as served: the prerendered load where the demo server prerenders it, else the live one. */
export function shopperServed(p: PageResult): ServedContent {
  const one = p.content['1']
  const prerendered = one?.prerenderedTags !== undefined
  const live = prerendered ? one?.prerendered : one?.live
  const r = prerendered ? one?.prerenderedRatio : one?.ratio
  return {
    page: p.name,
    user: 'shopper',
    errors: p.errors,
    ...(live ? { live } : {}),
    ...(one?.static ? { static: one.static } : {}),
    ...(r ? { ratio: r } : {}),
    ...(one?.codeBeforeContent ? { codeBeforeContent: one.codeBeforeContent } : {}),
  }
}

/** At most four file names (unhashed), then how many more: a row stays readable; latest.json lists them all. */
export const listed = (files: readonly string[]) =>
  `${files.slice(0, 4).map(unhashed).join(', ')}${files.length > 4 ? `, … ${files.length - 4} more` : ''}`

/** The code that downloaded before the content beyond the loader's files: empty is the goal. */
export const beyondLoader = (code: readonly string[], loader: readonly string[]) => code.filter((f) => !loader.includes(f))

function servedOf(r: BenchResults, build: BuildName): ServedContent[] {
  const pages = build === 'react' ? r.pages : 'pages' in r.compact ? r.compact.pages : []
  return [...pages.map(shopperServed), ...(r.served?.[build] ?? [])]
}

export function personalRows(add: (row: Row) => void, r: BenchResults): void {
  const limit = PERSONAL_TARGETS.servedRatio
  for (const build of BUILDS) {
    const label = BUILD_LABEL[build]
    const served = servedOf(r, build)
    const loader = r.loaderFiles?.[build]
    for (const c of served) {
      const who = c.user === 'guest' ? 'guest' : 'shopper'
      add({
        section: 'content as served 1x',
        build: label,
        measure: `${c.page}, ${who}: time to content / static`,
        value:
          c.live && c.static
            ? `${x(c.ratio)}: ${formatMs(c.live)} vs static ${formatMs(c.static)}`
            : `n/a${c.errors.length ? `: ${String(c.errors[0]).replace(/^n\/a: /, '')}` : ''}`,
        target: `≤ ${limit.toFixed(1)}x`,
        ok: atMost(c.ratio, limit),
      })
      const extra = c.codeBeforeContent && loader ? beyondLoader(c.codeBeforeContent, loader) : undefined
      add({
        section: 'code before content',
        build: label,
        measure: `${c.page}, ${who}: widget code downloaded before content`,
        value:
          extra === undefined
            ? 'n/a'
            : extra.length === 0
              ? 'the loader only'
              : `${extra.length} files beyond the loader: ${listed(extra)}`,
        target: 'the loader only',
        ok: extra !== undefined && c.live !== undefined && extra.length === 0,
      })
    }
    for (const f of r.firstByte?.[build] ?? [])
      add({
        section: 'first byte',
        build: label,
        measure: `${f.page}: time to first byte, personal / ?personal=0`,
        value: f.personal && f.without ? `${x(f.ratio)}: ${formatMs(f.personal)} vs ${formatMs(f.without)}` : 'n/a',
        target: `≤ ${PERSONAL_TARGETS.firstByteRatio.toFixed(1)}x`,
        ok: atMost(f.ratio, PERSONAL_TARGETS.firstByteRatio),
      })
    if (!r.firstByte?.[build]?.length)
      add({ section: 'first byte', build: label, measure: 'time to first byte', value: 'n/a: not measured', target: 'measured', ok: false })
    const cache = r.twoShoppers?.[build]
    add({
      section: 'first byte',
      build: label,
      measure: 'two shoppers and a guest: no page shared through a cache',
      value: cache?.detail ?? 'n/a: not run',
      target: 'none shared',
      ok: cache?.ok === true,
    })
  }
}
