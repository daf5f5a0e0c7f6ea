/**
 * The prerendered column of the bench: the same page as the demo server prerenders it, timed against the
 * same static twin, and one more load with the screencast on for the filmstrip check (bench/filmstrip.ts).
 */
import type { Browser } from 'playwright'
import {
  CONTENT_TIMEOUT_MS,
  contentTime,
  openRun,
  READY_MARK,
  scriptsBeforeContent,
  SETTLE_MS,
  shopperCookies,
  sleep,
  url,
  withPrerender,
} from './browser'
import { type FilmstripResult, prerenderedBoxes, readFilmstrip, startScreencast } from './filmstrip'
import type { DemoPage } from './pages'
import type { BenchServers } from './server'

/** The demo server's prerendered page (sim/server.ts PRERENDER_PARAM): prerendered once, then served from its memo. */
export const prerenderedUrl = (s: BenchServers, p: DemoPage) => withPrerender(s.demoUrl(p.path, p.host), true)

/** The aisle-* tags an HTML page carries prerendered: a declarative shadow root right after the start tag. */
export const prerenderedTagsIn = (html: string): string[] =>
  [...new Set([...html.matchAll(/<(aisle-[a-z-]+)\b[^>]*><template shadowrootmode=/g)].map((m) => m[1] as string))].sort()

/**
 * The prerendered tags whose markup is a loading state (`data-state="loading"` or `aria-busy="true"` in the shadow root,
 * e.g. the mini cart's: aisle/prerender prerenders a shopper-dependent widget's loading state at its loaded size). Their
 * content still comes from the client, so their ready marks are still awaited.
 */
export const loadingStateTagsIn = (html: string): string[] => {
  const loading = new Set<string>()
  for (const m of html.matchAll(/<(aisle-[a-z-]+)\b[^>]*><template shadowrootmode=[^>]*>([\s\S]*?)<\/template>/g)) {
    if (/\bdata-state="loading"|\baria-busy="true"/.test(m[2] ?? '')) loading.add(m[1] as string)
  }
  return [...loading].sort()
}

/** Ready marks still awaited on a prerendered page: those of the tags it did not prerender, or prerendered as their loading state. */
export const marksLeft = (marks: readonly string[], prerendered: readonly string[]): string[] =>
  marks.filter((m) => !prerendered.includes(`aisle-${READY_MARK.exec(m)?.[1] ?? ''}`))

/**
 * Time to content of the prerendered page at 1x: the first load asks the demo server to prerender it (its
 * memo keeps the result, as a CMS keeps a published page) and reads which tags it carries; then `runs` timed loads.
 */
export async function measurePrerendered(
  browser: Browser,
  s: BenchServers,
  p: DemoPage,
  runs: number,
  marks: readonly string[],
): Promise<{ times: number[]; tags: string[]; loading: string[]; code: string[]; filmstrip?: FilmstripResult }> {
  const warm = await openRun(browser, { cpu: 1, cookies: await shopperCookies(s) })
  let tags: string[]
  let loading: string[]
  try {
    await warm.page.goto(url(s, p))
    const html = await warm.page.evaluate(async (u) => (await fetch(u)).text(), prerenderedUrl(s, p))
    tags = prerenderedTagsIn(html)
    loading = loadingStateTagsIn(html)
  } finally {
    await warm.close()
  }
  const expected = marksLeft(
    marks,
    tags.filter((t) => !loading.includes(t)),
  )
  const times: number[] = []
  const code = new Set<string>()
  for (let i = 0; i < runs; i++) {
    const run = await openRun(browser, { cpu: 1, expected, cookies: await shopperCookies(s) })
    try {
      await run.page.goto(prerenderedUrl(s, p))
      times.push(await contentTime(run.page, CONTENT_TIMEOUT_MS))
      for (const f of await scriptsBeforeContent(run.page)) code.add(f)
    } finally {
      await run.close()
    }
  }
  return { times, tags, loading, code: [...code].sort(), filmstrip: tags.length ? await filmstrip(browser, s, p, marks, tags) : undefined }
}

/**
 * One more load of the prerendered page, untimed, with the screencast on (bench/filmstrip.ts): from navigation to
 * every ready mark of the page (the hydrated tags' too) and a settle; the frames' blank regions counted.
 */
async function filmstrip(
  browser: Browser,
  s: BenchServers,
  p: DemoPage,
  marks: readonly string[],
  tags: readonly string[],
): Promise<FilmstripResult> {
  const run = await openRun(browser, { cpu: 1, expected: [...marks], cookies: await shopperCookies(s) })
  try {
    const cast = await startScreencast(run.cdp)
    await run.page.goto(prerenderedUrl(s, p))
    await contentTime(run.page, CONTENT_TIMEOUT_MS)
    await sleep(SETTLE_MS)
    const frames = await cast.stop()
    const boxes = await prerenderedBoxes(run.page, tags)
    return readFilmstrip(frames, boxes, await run.page.evaluate(() => innerWidth))
  } finally {
    await run.close()
  }
}
