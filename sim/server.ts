/**
 * The demo and end-to-end server (`npm start`): the built library under /aisle/, the demo pages,
 * and the simulator, over real HTTP on every *.localhost host (one per banner, plus
 * partner.localhost for the partner embed). Demo pages are served with a strict Content Security
 * Policy, so a widget that needs inline script or style fails here first.
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { type Banner, BANNERS } from '../core/rules/banners'
import { prerender } from '../prerender/index'
import { prerenderedResponse } from '../prerender/respond'
import { signedInCookies } from '../prerender/personal'
import { createSim, SimNetworkError } from './app'
import { isPagePath, notFoundPage, storefrontPage } from './pages/index'
import { fileRecordingStore } from './recordings'
import { compressedFile, isCompressible, libraryCacheControl, pickEncoding, REVALIDATE } from './static-headers'

export const DEFAULT_PORT = 4173
export const PARTNER_HOST = 'partner'
/** Where browsers send the strict policy's violation reports. */
export const CSP_REPORTS_PATH = '/__csp-reports'
/**
 * Every banner demo page is served prerendered (aisle/prerender), as a CMS would publish it; `?prerender=0`
 * serves it as written (client-rendered), for comparison (docs/decisions/hosting.md 'Prerender').
 */
export const PRERENDER_PARAM = 'prerender'
/** The simulator's reset (sim/routes/control.ts), which the prerender's simulator follows. */
const SIM_RESET_PATH = '/__sim/reset'
/** `?scripts=0` serves a demo page without its script elements: what a browser with JavaScript off shows (the engines' prerender flow). */
export const NO_SCRIPTS_PARAM = 'scripts'

/**
 * A demo page without its script elements (our own pages: no script text holds '</script'). Data blocks stay (the page
 * configuration, `type="application/json"`): they never run, and the scripts the test starts later read them.
 */
export const withoutScripts = (html: string) =>
  html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
    /\btype=["']application\/json["']/i.test(attributes) ? element : '',
  )

/** `?personal=0` serves a signed-in shopper the public prerender (the bench's time-to-first-byte comparison). */
export const PERSONAL_PARAM = 'personal'

/** A page asked for with a signed-in shopper's session (prerender/personal.ts), personal prerender not turned off; not `?scripts=0`'s. */
function personalRequest(request: Request, url: URL, banner: string): boolean {
  if (url.searchParams.get(PERSONAL_PARAM) === '0' || url.searchParams.get(NO_SCRIPTS_PARAM) === '0') return false
  const bannerB = (BANNERS as readonly Banner[]).find((b) => b.id === banner)?.cookieVariant === 'b'
  return signedInCookies(request.headers.get('cookie') ?? undefined, bannerB, Date.now()) !== undefined
}

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
const DIST = join(ROOT, 'dist')
/** The compact build (`vite build --mode compact`): react resolved to preact/compat, the same layout. */
const DIST_COMPACT = join(DIST, 'compact')

/**
 * Which build answers /aisle/: 'react' serves dist/ (and dist/compact/ under /aisle/compact/, as a site would deploy
 * both); 'compact' serves dist/compact/ under /aisle/ and /aisle/compact/ alike, so every demo page runs on the compact
 * build unchanged (the e2e-compact project, `AISLE_BUILD=compact npm run serve`).
 */
export type LibraryBuild = 'react' | 'compact'

/** The file of the chosen build a path under /aisle/ names, relative to the build's folder. */
export function libraryFile(build: LibraryBuild, path: string): { base: string; path: string } {
  if (build === 'compact') return { base: DIST_COMPACT, path: path.replace(/^compact\//, '') }
  return { base: DIST, path }
}
const DEMO = join(ROOT, 'demo-pages')

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
}

/** The library answers every origin: partner pages load it, and module scripts are fetched with CORS (a 404 too). */
const LIBRARY_CORS = { 'access-control-allow-origin': '*' } as const

/** The banner the partner page embeds (demo-pages/partner/index.html: `data-aisle-banner`). */
export const PARTNER_BANNER = 'freshway'

/** The retailer's origin as the partner page sees it: the library, the API and the offer images all come from it. */
export const retailerOrigin = (port: number, banner: string = PARTNER_BANNER): string => `http://${banner}.localhost:${port}`

/** The policy the banners' demo pages are served with: no inline script or style anywhere (the partner page: below). */
export function contentSecurityPolicy(port: number): string {
  return [
    "default-src 'self'",
    `script-src 'self' http://*.localhost:${port}`,
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' http://*.localhost:${port}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * The partner page's policy, as a partner configures its own site to embed Aisle (examples/README.md, "A partner
 * site"): the retailer's origin, named exactly, in script-src (the library), connect-src (the API)
 * and img-src (the offer images, which the API names on the retailer's origin).
 */
export function partnerContentSecurityPolicy(port: number, banner: string = PARTNER_BANNER): string {
  const retailer = retailerOrigin(port, banner)
  return [
    "default-src 'self'",
    `script-src 'self' ${retailer}`,
    "style-src 'self'",
    `img-src 'self' data: ${retailer}`,
    `connect-src 'self' ${retailer}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * The stricter policy, served when a demo page is asked for with `?csp=strict`:
 * exactly `script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none';
 * require-trusted-types-for 'script'`. The partner page must also allow the retailer's origin in
 * script-src: a third-party embed cannot load otherwise (docs/decisions/hosting.md). Violations are reported to
 * `/__csp-reports` (read back with GET, cleared with DELETE), so a test in any engine can read them.
 */
export function strictContentSecurityPolicy(port: number, partner = false): string {
  return [
    partner ? `script-src 'self' ${retailerOrigin(port)}` : "script-src 'self'",
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `report-uri ${CSP_REPORTS_PATH}`,
  ].join('; ')
}

interface StaticFile {
  body: Uint8Array
  type: string
  /** Changes when the file does: the compressed copy's cache key. */
  version: string
  path: string
}

async function readStatic(base: string, path: string): Promise<StaticFile | undefined> {
  const file = normalize(join(base, path))
  if (!file.startsWith(base)) return undefined
  try {
    const info = await stat(file)
    const target = info.isDirectory() ? join(file, 'index.html') : file
    const body = await readFile(target)
    const done = info.isDirectory() ? await stat(target) : info
    return { body, type: TYPES[extname(target)] ?? 'application/octet-stream', version: `${done.mtimeMs}:${done.size}`, path: target }
  } catch {
    return undefined
  }
}

/** A static file's response: compressed when it is text and the browser accepts it (sim/static-headers.ts). */
function staticResponse(request: Request, file: StaticFile, headers: Record<string, string>): Response {
  const encoding = isCompressible(file.type) ? pickEncoding(request.headers.get('accept-encoding')) : undefined
  const base = { 'content-type': file.type, ...headers, ...(isCompressible(file.type) ? { vary: 'accept-encoding' } : {}) }
  if (!encoding) return new Response(file.body as BodyInit, { headers: base })
  return new Response(compressedFile(file.path, file.version, file.body, encoding) as BodyInit, {
    headers: { ...base, 'content-encoding': encoding },
  })
}

/** A page the server writes (sim/pages/): sent like a demo page, with its own status. */
function pageResponse(request: Request, page: { status: number; html: string }, headers: Record<string, string>): Response {
  const html = Buffer.from(page.html)
  const version = createHash('sha1').update(html).digest('hex')
  const sent = staticResponse(
    request,
    { body: html, type: TYPES['.html'] as string, version, path: `storefront:${new URL(request.url).pathname}` },
    headers,
  )
  return new Response(sent.body, { status: page.status, headers: sent.headers })
}

export async function startServer(options: { port?: number; hostname?: string; recordingsDir?: string; build?: LibraryBuild } = {}) {
  const port = options.port ?? DEFAULT_PORT
  const build = options.build ?? 'react'
  const sim = createSim({ recordings: fileRecordingStore(options.recordingsDir ?? join(ROOT, 'sim', 'recordings')) })
  const prerenderSim = createSim()
  /** Prerendered pages by page version, host and path (the simulator's seeded data does not change while it runs). */
  const published = new Map<string, string>()
  const csp = contentSecurityPolicy(port)
  const partnerCsp = partnerContentSecurityPolicy(port)
  const cspReports: string[] = []

  /**
   * The personal prerender's calls: the shopper's (they carry the page's cookies) to the page's simulator, the public ones
   * to the prerender's. Each is answered on a later turn of the event loop, as an API across the network is: the
   * simulator's work in this process never holds back the bytes already written (nor a client in this process reading them).
   */
  const personalFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = new Request(input, init)
    await new Promise<void>((done) => setImmediate(done))
    return (call.headers.has('cookie') ? sim : prerenderSim).fetch(call)
  }

  const handle = async (request: Request, env: { outgoing?: { destroy(): void } }): Promise<Response> => {
    const url = new URL(request.url)
    if (url.pathname === CSP_REPORTS_PATH) {
      if (request.method === 'POST') cspReports.push(await request.text())
      if (request.method === 'DELETE') cspReports.length = 0
      return Response.json(request.method === 'GET' ? cspReports : { ok: true })
    }
    const sub = url.hostname.split('.')[0] ?? ''
    if (request.method === 'GET' && url.pathname.startsWith('/aisle/')) {
      const path = url.pathname.slice('/aisle/'.length)
      const library = libraryFile(build, path)
      const file = await readStatic(library.base, library.path)
      // Hashed chunks are immutable for a year; the loader and widget entry files revalidate (sim/static-headers.ts).
      if (file) return staticResponse(request, file, { 'cache-control': libraryCacheControl(path), ...LIBRARY_CORS })
      // With the CORS header, a partner page's console says 404 (a file not built), not a CORS refusal.
      return new Response(`Not built: ${url.pathname}. Run \`npm run build\`.`, {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE, ...LIBRARY_CORS },
      })
    }
    if (
      request.method === 'GET' &&
      !url.pathname.startsWith('/__sim') &&
      !url.pathname.startsWith('/abs/') &&
      !url.pathname.startsWith('/mock/')
    ) {
      const partner = sub === PARTNER_HOST
      const base = partner ? join(DEMO, 'partner') : DEMO
      const policy = url.searchParams.get('csp') === 'strict' ? strictContentSecurityPolicy(port, partner) : partner ? partnerCsp : csp
      const file = await readStatic(base, url.pathname)
      // Demo pages are written for the default port; links and the partner's script follow the real one.
      if (file && port !== DEFAULT_PORT && file.type.startsWith('text/html')) {
        file.body = Buffer.from(Buffer.from(file.body).toString('utf8').replaceAll(`.localhost:${DEFAULT_PORT}`, `.localhost:${port}`))
        file.version += `:${port}`
      }
      // Banner pages are prerendered (aisle/prerender) from a simulator of their own, so the page's simulator logs only the page's
      // calls. Not the partner page: its stylesheets would come from the retailer's origin, which its style-src does not allow.
      if (file && !partner && file.type.startsWith('text/html') && url.searchParams.get(PRERENDER_PARAM) !== '0') {
        // Kept per page version and query, as a CMS keeps a published page: only the first request waits for the prerender.
        const query = new URLSearchParams(url.search)
        for (const served of [PRERENDER_PARAM, NO_SCRIPTS_PARAM, PERSONAL_PARAM, 'csp']) query.delete(served)
        const publish = async (key: string, leavePersonal: boolean) => {
          let kept = published.get(key)
          if (kept === undefined) {
            kept = await prerender(Buffer.from(file.body).toString('utf8'), {
              url,
              fetch: async (input, init) => prerenderSim.fetch(new Request(input, init)),
              ...(leavePersonal ? { leavePersonal } : {}),
            })
            published.set(key, kept)
          }
          return kept
        }
        const key = `${file.version}|${url.host}|${url.pathname}|${query}`
        // A signed-in shopper's page is theirs: the kept public shell (the shopper's tags left unwritten) answered as the CMS
        // middleware answers it (prerenderHandler, without a Response to read the kept text back from), which writes those
        // tags per request, streamed, never kept.
        if (personalRequest(request, url, sub)) {
          const headers = new Headers({ 'content-type': file.type, 'content-security-policy': policy, 'cache-control': REVALIDATE })
          return prerenderedResponse(await publish(`${key}|shell`, true), request, { status: 200, headers }, { fetch: personalFetch })
        }
        const prerendered = await publish(key, false)
        const html = url.searchParams.get(NO_SCRIPTS_PARAM) === '0' ? withoutScripts(prerendered) : prerendered
        file.body = Buffer.from(html)
        file.version += `:prerendered:${createHash('sha1').update(html).digest('hex')}`
      }
      if (file) return staticResponse(request, file, { 'content-security-policy': policy, 'cache-control': REVALIDATE })
      // The storefront pages the widgets link to (offer and product details, My List, rewards, the games' pages), from the live state.
      const page = partner ? undefined : storefrontPage(request, sim.state)
      if (page) return pageResponse(request, page, { 'content-security-policy': policy, 'cache-control': REVALIDATE })
      if (partner && url.pathname === '/demo.css') {
        const shared = await readStatic(DEMO, '/demo.css')
        if (shared) return staticResponse(request, shared, { 'cache-control': REVALIDATE })
      }
    }
    // A reset with seed options (a smaller catalogue, hostile mode) resets the prerender's simulator alike, and the pages are
    // prerendered again: a prerendered page shows the data the page's simulator serves.
    if (request.method === 'POST' && url.pathname === SIM_RESET_PATH) {
      const body = await request.clone().text()
      const response = await sim.fetch(request)
      if (response.ok) {
        prerenderSim.reset(body ? (JSON.parse(body) as Parameters<typeof prerenderSim.reset>[0]) : undefined)
        published.clear()
      }
      return response
    }
    try {
      const response = await sim.fetch(request)
      // A page address nothing serves gets the designed 'not found' page, not the simulator's bare 404.
      if (response.status === 404 && request.method === 'GET' && sub !== PARTNER_HOST && isPagePath(url.pathname)) {
        return pageResponse(request, notFoundPage(request), { 'content-security-policy': csp, 'cache-control': REVALIDATE })
      }
      return response
    } catch (error) {
      if (error instanceof SimNetworkError || error instanceof TypeError) {
        env.outgoing?.destroy()
        return new Response(null, { status: 502 })
      }
      throw error
    }
  }

  const server = serve({ fetch: handle as never, port, hostname: options.hostname ?? '127.0.0.1' })
  await new Promise<void>((ok) => server.once('listening', () => ok()))
  return {
    port,
    sim,
    url: (banner: string = BANNERS[0].id) => `http://${banner}.localhost:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const port = Number(process.env.PORT ?? DEFAULT_PORT)
  const server = await startServer({ port, build: process.env.AISLE_BUILD === 'compact' ? 'compact' : 'react' })
  const banners = BANNERS.map((b) => `  ${b.displayName.padEnd(20)} ${server.url(b.id)}`).join('\n')
  console.log(
    `Aisle demo is running.\n\nOpen: ${server.url()}\n\nEvery banner:\n${banners}\n\nPartner embed: http://${PARTNER_HOST}.localhost:${port}/\nSimulator controls: ${server.url()}__sim/requests (see sim/README.md)\n`,
  )
}
