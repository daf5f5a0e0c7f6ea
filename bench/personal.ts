/**
 * The personal-first-paint passes of the bench: every demo page as a first-time guest and every banner's home page as
 * both users, each as served (prerendered where the demo server prerenders it) on both builds; time to first byte with
 * and without personal prerender (`?personal=0`); and the two-shoppers check that no response the server caches
 * carries one shopper's content to another.
 */
import { request as httpRequest } from 'node:http'
import type { Browser } from 'playwright'
import { CONTENT_TIMEOUT_MS, contentTime, openRun, scriptsBeforeContent, SHOPPER, shopperCookies, url } from './browser'
import { discover } from './measure'
import type { DemoPage } from './pages'
import { loadingStateTagsIn, marksLeft, prerenderedTagsIn, prerenderedUrl } from './prerendered'
import type { BuildName, CacheCheck, FirstByte, ServedContent, User } from './results-types'
import { PERSONAL_PARAM } from '../sim/server'
import { BANNER, type BenchServers } from './server'
import { ratio, type Summary, summarize } from './stats'

/** The demo server's switch that turns personal prerender off for one request (sim/server.ts). */
export { PERSONAL_PARAM }
/** A second shopper of another household, with another cart, for the two-shoppers check. */
export const OTHER_SHOPPER = { user: 'R', cartQty: 5 } as const

export interface Build {
  name: BuildName
  s: BenchServers
}

/** The page's address as served: prerendered where the demo server prerenders it, else as written. */
export const servedUrl = (s: BenchServers, p: DemoPage) => (p.prerender ? prerenderedUrl(s, p) : url(s, p))

/** The user's cookies for a page's host (the partner page's calls go to the bench banner). */
const cookiesFor = (s: BenchServers, user: User, p: DemoPage) =>
  user === 'guest' ? Promise.resolve(undefined) : shopperCookies(s, SHOPPER, p.prerender ? p.host : BANNER)

/** The ready marks still awaited on the served page: those of the tags it does not carry with their content. */
async function servedMarks(browser: Browser, s: BenchServers, p: DemoPage, user: User, marks: readonly string[]): Promise<string[]> {
  if (!p.prerender) return [...marks]
  const run = await openRun(browser, { cpu: 1, cookies: await cookiesFor(s, user, p) })
  try {
    await run.page.goto(url(s, p))
    const html = await run.page.evaluate(async (u) => (await fetch(u)).text(), servedUrl(s, p))
    const loading = loadingStateTagsIn(html)
    return marksLeft(
      marks,
      prerenderedTagsIn(html).filter((t) => !loading.includes(t)),
    )
  } finally {
    await run.close()
  }
}

/**
 * One page as one user, served, on every build: `runs` live loads per build and (without `twin`) as many loads of the
 * user's own static twin, made from the page that user sees. `twin`: marks and static time taken from another page
 * (another banner's home page uses the bench banner's), so only the live loads run.
 */
export async function measureServed(
  browser: Browser,
  builds: readonly Build[],
  p: DemoPage,
  user: User,
  runs: number,
  label = p.name,
  twin?: { marks: string[]; static?: Summary; awaited?: Partial<Record<BuildName, string[]>> },
): Promise<Partial<Record<BuildName, ServedContent>>> {
  const first = builds[0] as Build
  const errors: string[] = []
  let marks = twin?.marks ?? []
  let staticS = twin?.static
  if (!twin) {
    const found = await discover(browser, first.s, p, { cookies: await cookiesFor(first.s, user, p), twin: `${user}-${p.name}` })
    marks = found.marks
    const still: number[] = []
    for (let i = 0; i < runs; i++) {
      const st = await openRun(browser, { cpu: 1, cookies: await cookiesFor(first.s, user, p) })
      try {
        await st.page.goto(found.staticUrl)
        still.push(await contentTime(st.page, CONTENT_TIMEOUT_MS))
      } catch (error) {
        errors.push(`static run ${i + 1}: ${String(error).split('\n')[0]}`)
      } finally {
        await st.close()
      }
    }
    staticS = summarize(still)
  }
  const out: Partial<Record<BuildName, ServedContent>> = {}
  for (const { name, s } of builds) {
    const result: ServedContent = { page: label, user, marks, errors: [...errors] }
    const live: number[] = []
    const code = new Set<string>()
    try {
      const expected = twin?.awaited?.[name] ?? (await servedMarks(browser, s, p, user, marks))
      result.awaited = expected
      for (let i = 0; i < runs; i++) {
        const run = await openRun(browser, { cpu: 1, expected, cookies: await cookiesFor(s, user, p) })
        try {
          await run.page.goto(servedUrl(s, p))
          live.push(await contentTime(run.page, CONTENT_TIMEOUT_MS))
          for (const f of await scriptsBeforeContent(run.page)) code.add(f)
        } catch (error) {
          result.errors.push(`run ${i + 1}: ${String(error).split('\n')[0]}`)
        } finally {
          await run.close()
        }
      }
    } catch (error) {
      result.errors.push(String(error).split('\n')[0] as string)
    }
    const liveS = summarize(live)
    const r = ratio(liveS, staticS)
    out[name] = {
      ...result,
      ...(liveS ? { live: liveS } : {}),
      ...(staticS ? { static: staticS } : {}),
      ...(r ? { ratio: r } : {}),
      codeBeforeContent: [...code].sort(),
    }
  }
  return out
}

/** The Cookie header of a user's cookies. */
const cookieHeader = (cookies: Awaited<ReturnType<typeof shopperCookies>> | undefined) =>
  (cookies ?? []).map((c) => `${c.name}=${c.value}`).join('; ')

interface Reply {
  status: number
  cacheControl: string
  body: string
  /** Milliseconds from sending the request to the first byte of the body. */
  firstByteMs: number
}

/** GET straight at the demo server (not through the bench's front server, which holds a page back to compress it). */
export function fetchDemo(s: BenchServers, host: string, path: string, cookie: string): Promise<Reply> {
  return new Promise((ok, fail) => {
    const t = performance.now()
    const req = httpRequest(
      { host: '127.0.0.1', port: s.demoPort, path, headers: { host: `${host}.localhost:${s.demoPort}`, ...(cookie ? { cookie } : {}) } },
      (res) => {
        let firstByteMs: number | undefined
        const parts: Buffer[] = []
        res.on('data', (c: Buffer) => {
          firstByteMs ??= performance.now() - t
          parts.push(c)
        })
        res.on('end', () =>
          ok({
            status: res.statusCode ?? 0,
            cacheControl: String(res.headers['cache-control'] ?? ''),
            // The demo server writes its own port into the page: two servers' pages compare without it.
            body: Buffer.concat(parts).toString('utf8').replaceAll(`:${s.demoPort}`, ':<port>'),
            firstByteMs: firstByteMs ?? performance.now() - t,
          }),
        )
        res.on('error', fail)
      },
    )
    req.on('error', fail)
    req.end()
  })
}

/** The served path of a page, and the same with personal prerender off. */
export const personalOff = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${PERSONAL_PARAM}=0`

/** Time to first byte of each prerendered page as the shopper, with personal prerender and without, alternating. */
export async function measureFirstByte(s: BenchServers, pages: readonly DemoPage[], runs: number): Promise<FirstByte[]> {
  const out: FirstByte[] = []
  for (const p of pages.filter((one) => one.prerender)) {
    const cookie = cookieHeader(await shopperCookies(s, SHOPPER, p.host))
    const path = new URL(servedUrl(s, p)).pathname + new URL(servedUrl(s, p)).search
    const on: number[] = []
    const off: number[] = []
    // Once each untimed first: the demo server prerenders a page on its first request and keeps it, as a CMS keeps a published page.
    await fetchDemo(s, p.host, path, cookie)
    await fetchDemo(s, p.host, personalOff(path), cookie)
    for (let i = 0; i < runs; i++) {
      on.push((await fetchDemo(s, p.host, path, cookie)).firstByteMs)
      off.push((await fetchDemo(s, p.host, personalOff(path), cookie)).firstByteMs)
    }
    const personal = summarize(on)
    const without = summarize(off)
    const r = ratio(personal, without)
    out.push({ page: p.name, ...(personal ? { personal } : {}), ...(without ? { without } : {}), ...(r ? { ratio: r } : {}) })
  }
  return out
}

/**
 * A page as its user sees it: the cart id the simulator hands out in order and the time a read was made are masked
 * (both differ between two servers asked in another order without being anyone else's); every count and line is kept.
 */
export const comparablePage = (html: string | undefined) => html?.replace(/"cartId":"[^"]*"/g, '"cartId":""').replace(/"at":\d+/g, '"at":0')

/** A personal reply must not be kept by a shared cache. */
export const isPrivate = (cacheControl: string) => /\b(private|no-store)\b/i.test(cacheControl)

/**
 * Two shoppers of different households and a guest ask for each prerendered page on `warm` (the run's server, shopper A
 * first) and on `cold` (a fresh server: B first). Each user's page must be the same on both (a cache keyed on too little
 * would hand B the page rendered for A), and a page that differs from the guest's must be marked private.
 */
export async function checkTwoShoppers(warm: BenchServers, cold: BenchServers, pages: readonly DemoPage[]): Promise<CacheCheck> {
  const problems: string[] = []
  let personal = 0
  let compared = 0
  for (const p of pages.filter((one) => one.prerender)) {
    const path = new URL(servedUrl(warm, p)).pathname + new URL(servedUrl(warm, p)).search
    const users = [
      ['A', SHOPPER],
      ['B', OTHER_SHOPPER],
      ['guest', undefined],
    ] as const
    const read = async (s: BenchServers, order: readonly (typeof users)[number][]) => {
      const got: Record<string, Reply> = {}
      for (const [who, body] of order)
        got[who] = await fetchDemo(s, p.host, path, body ? cookieHeader(await shopperCookies(s, body, p.host)) : '')
      return got
    }
    const w = await read(warm, users)
    const c = await read(cold, [users[1], users[0], users[2]])
    for (const [who] of users) {
      compared += 1
      if (comparablePage(w[who]?.body) !== comparablePage(c[who]?.body))
        problems.push(`${p.name}: ${who}'s page depends on who asked first`)
      if (who !== 'guest' && comparablePage(w[who]?.body) !== comparablePage(w.guest?.body)) {
        personal += 1
        if (!isPrivate(w[who]?.cacheControl ?? '')) problems.push(`${p.name}: ${who}'s personal page is '${w[who]?.cacheControl}'`)
      }
    }
  }
  return {
    ok: compared > 0 && problems.length === 0,
    detail: problems.length
      ? problems.slice(0, 3).join('; ')
      : `${compared} pages (shopper A, shopper B, guest per page) alike on two servers asked A first and B first; ${personal} personal, each private`,
  }
}
