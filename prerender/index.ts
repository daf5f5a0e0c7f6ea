/**
 * aisle/prerender: HTML in, HTML out. Each Aisle tag whose first paint does not depend on the shopper
 * gets a declarative shadow root holding the widget's stylesheet link and the markup its client render makes
 * (renderToString of the same view, so every text goes through React's escaping), which the element then
 * hydrates without replacing a node (core/elements/define.ts). Everything else in the page is copied byte for
 * byte: only the text right after a prerendered tag's start tag is inserted, and the banner's theme link before
 * the page's </head> (./theme.ts). Runs in Node or at an edge (no
 * Node APIs here); a tag whose data cannot be read is left as it was (the client renders it, as without this).
 */
import { HYDRATION_DATA_ATTRIBUTE, HYDRATION_PROPS_ATTRIBUTE, HYDRATION_ROOT_ATTRIBUTE } from '../core/elements/hydration'
import { createApiClient } from '../core/io/api/client'
import { createMemoryCookieJar } from '../core/io/cookies'
import { PRERENDERED_TAGS, type PrerenderContext, type Rendered } from './tags'
import { type Insert, pagePlan, type PlannedTag } from './page-plan'
import { shopperCookies } from './personal'
import { stylesheetLink } from './theme'

export interface PrerenderOptions {
  /** The page's address: its host names the banner and the API's origin, as the client's page config reads them. Default: the page's <link rel="canonical">. */
  url?: string | URL
  /**
   * Where the built library's styles/ folder is served (ending in '/'). Default: `styles/` beside the page's
   * Aisle script (`…/aisle.js` or `…/widgets/<name>.js`); with neither, the tags are left to the client.
   */
  stylesheetBase?: string
  /** For the API calls (default: globalThis.fetch). */
  fetch?: typeof fetch
  /** The time the page is rendered for (default: now). */
  now?: number
  /**
   * The request's Cookie header: a signed-in shopper's session makes the personal tags theirs (the mini cart's count,
   * read with these cookies as the page's own scripts read it: ./personal.ts). Such a page must never be shared.
   */
  cookie?: string
  /**
   * Leaves the shopper's tags (the mini cart, the order alert) unwritten and prerenders every other: the public shell
   * a CMS may keep and pass through prerenderHandler, which then writes only those tags per request (the first bytes
   * wait for no public read).
   */
  leavePersonal?: boolean
}

export { PRERENDERED_TAGS }

/** For JSON: single quotes, which it seldom holds (its double quotes would be six bytes each). */
const escapeJsonAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;')

/** One prerendered tag's declarative shadow root: no whitespace anywhere (it would be a hydration mismatch). */
function shadowRoot(stylesheet: string, key: string, { markup, data }: Rendered): string {
  const dataAttribute = data === undefined ? '' : ` ${HYDRATION_DATA_ATTRIBUTE}='${escapeJsonAttribute(JSON.stringify(data))}'`
  return (
    `<template shadowrootmode="open">${stylesheetLink(stylesheet)}` +
    `<div ${HYDRATION_ROOT_ATTRIBUTE} ${HYDRATION_PROPS_ATTRIBUTE}='${escapeJsonAttribute(key)}'${dataAttribute}>${markup}</div></template>`
  )
}

/** The page's text from `from` to `to` with the inserts that fall there (those at its end too, when `to` is the end). */
function spliced(html: string, inserts: readonly Insert[], from: number, to: number): string {
  let out = ''
  let at = from
  for (const insert of [...inserts].sort((a, b) => a.at - b.at)) {
    if (insert.at < from || insert.at > to || (insert.at === to && to < html.length)) continue
    out += html.slice(at, insert.at) + insert.text
    at = insert.at
  }
  return out + html.slice(at, to)
}

/**
 * A page prerendered in two parts: `first`, everything before the first personal tag (the reads of the public tags
 * before it done), and `rest()`, once the personal tags' reads (and the public ones after them) are done or late
 * (./personal.ts). Without a cookie, or without a personal tag, `first` is the whole page and `rest()` is empty.
 */
interface PrerenderedPage {
  /** Rendered for the shopper whose cookie came with it: the page holds a personal tag (whatever its reads gave). */
  personal: boolean
  /** The page holds a tag that is personal when the page is asked for with a signed-in shopper's session. */
  shopperTags: boolean
  first: string
  rest: () => Promise<string>
}

const NOTHING_MORE = () => Promise.resolve('')

const defined = <T>(list: readonly (T | undefined)[]): T[] => list.filter((i): i is T => i !== undefined)

/**
 * The page rendered for this request from its plan (./page-plan.ts: parsed once per page and kept), so a request for a
 * kept page only renders its tags and splices strings. `readsAfterFirst`: the reads after the first personal tag start
 * when `rest()` is first called (the handler calls it once the first bytes are on their way, so no read's own work
 * comes before them); otherwise they start at once, alongside the public reads before it.
 */
async function prerenderPage(html: string, options: PrerenderOptions = {}, readsAfterFirst = false): Promise<PrerenderedPage> {
  const plan = pagePlan(html, options)
  const { config, tags, shopperTags } = plan
  if (!config || tags.length === 0) return { personal: false, shopperTags, first: html, rest: NOTHING_MORE }
  const session = { current: () => ({}), refresh: async () => undefined }
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis)
  const api = createApiClient({ config, session, cookies: createMemoryCookieJar(), fetch: fetcher })
  const context: PrerenderContext = {
    config,
    page: new URL(plan.href),
    api,
    now: options.now ?? Date.now(),
    cache: new Map(),
    fetch: fetcher,
    ...(options.cookie ? { cookie: options.cookie } : {}),
  }
  const render = async ({ at, renderer, props, key, stylesheet }: PlannedTag): Promise<Insert | undefined> => {
    if (at === undefined) return undefined
    const rendered = await renderer.render({ ...props }, context).catch(() => undefined)
    return rendered === undefined ? undefined : { at, text: shadowRoot(stylesheet, key, rendered) }
  }
  const personal = shopperTags && shopperCookies(context) !== undefined
  const isPersonal = (tag: PlannedTag) => personal && tag.renderer.personal === 'reads'
  const readers = tags.filter(isPersonal)
  if (readers.length === 0) {
    const now = defined(await Promise.all(tags.map(render)))
    // The banner's colours for the prerendered tags' first paint, as the runtime will adopt them (./theme.ts).
    const inserts = now.length > 0 && plan.theme ? [...now, plan.theme] : now
    return { personal, shopperTags, first: spliced(html, inserts, 0, html.length), rest: NOTHING_MORE }
  }
  const split = Math.min(...readers.map((tag) => tag.at ?? html.length))
  // The first part waits only for the public tags before the first personal one (and those made from the cookies); the
  // rest for the personal reads and the public tags after them. A tag made from reads is always written (its loading
  // state when its reads give nothing), so the theme is always linked.
  let later: Promise<Insert[]> | undefined
  const rest = () =>
    (later ??= Promise.all([...readers, ...tags.filter((tag) => !isPersonal(tag) && (tag.at ?? 0) >= split)].map(render)).then(defined))
  if (!readsAfterFirst) rest()
  const before = [...defined(await Promise.all(tags.filter((tag) => !isPersonal(tag) && (tag.at ?? 0) < split).map(render)))]
  if (plan.theme) before.push(plan.theme)
  return {
    personal,
    shopperTags,
    first: spliced(html, before, 0, split),
    rest: async () => spliced(html, [...before, ...(await rest())], split, html.length),
  }
}

export async function prerender(html: string, options: PrerenderOptions = {}): Promise<string> {
  const page = await prerenderPage(html, options)
  return page.first + (await page.rest())
}

/** The options of prerenderHandler: prerender's, without the page address and cookie (the request's are) and without leaving the shopper's tags (it writes them). */
export type PrerenderHandlerOptions = Omit<PrerenderOptions, 'url' | 'cookie' | 'leavePersonal'> & {
  /** false: every page is prerendered as for a guest (public, cacheable as the upstream says). Default: true. */
  personal?: boolean
}

/** What a page rendered for one shopper is answered with: kept by no cache, the browser's included (./README.md). */
const PERSONAL_CACHE_CONTROL = 'private, no-store'
/** A CDN's own caching headers, which some CDNs obey over Cache-Control: dropped from a personal page. */
const SHARED_CACHE_HEADERS = ['cdn-cache-control', 'surrogate-control', 'expires']

/** One turn of the event loop (a macrotask). */
const turn = (done: () => void) => (typeof setImmediate === 'function' ? setImmediate(done) : setTimeout(done, 0))
/** Two turns: the loop has polled its I/O once in between, so what was written before has gone out and been taken. */
const afterIo = () => new Promise<void>((done) => turn(() => turn(done)))

/**
 * The page as a body: the part before its first personal tag at once, the rest once that tag's reads are done or late.
 * Those reads start once the loop has turned through its I/O after the first part is taken (pull): their own work (a
 * shopper's API client, the calls' set-up) never comes before its bytes, whatever else the process serves.
 */
function pageBody(page: PrerenderedPage): ReadableStream<Uint8Array> | string {
  if (!page.personal) return page.first
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(page.first))
    },
    async pull(controller) {
      await afterIo()
      controller.enqueue(encoder.encode(await page.rest()))
      controller.close()
    },
  })
}

/** The upstream's headers for the prerendered page: personal pages kept by no cache; any page with a personal tag varies on Cookie. */
function pageHeaders(upstream: Headers, page: PrerenderedPage, personal: boolean): Headers {
  const headers = new Headers(upstream)
  for (const name of ['content-length', 'content-encoding', 'etag']) headers.delete(name)
  if (personal && page.shopperTags) headers.append('vary', 'Cookie')
  if (page.personal) {
    headers.set('cache-control', PERSONAL_CACHE_CONTROL)
    for (const name of SHARED_CACHE_HEADERS) headers.delete(name)
  }
  return headers
}

/**
 * A web-standard fetch handler in front of a CMS: each GET answered 200 with an HTML page is prerendered
 * for the request's URL (its host names the banner) and, with a signed-in shopper's session cookie, for that shopper
 * (`Cache-Control: private, no-store`, streamed: the bytes before the first personal tag go before its reads return);
 * every other response passes through untouched. Runs in Node (e.g. @hono/node-server), a service worker or an edge
 * runtime. The body changes, so the upstream's Content-Length, Content-Encoding (a fetched body arrives decoded) and
 * ETag are dropped; a page with a personal tag varies on Cookie; every other header and the status are kept.
 */
export function prerenderHandler(
  upstream: (request: Request) => Response | Promise<Response>,
  options: PrerenderHandlerOptions = {},
): (request: Request) => Promise<Response> {
  const { personal = true, ...rest } = options
  return async (request) => {
    const response = await upstream(request)
    if (request.method !== 'GET' || response.status !== 200 || !/^text\/html\b/i.test(response.headers.get('content-type') ?? ''))
      return response
    const cookie = personal ? (request.headers.get('cookie') ?? undefined) : undefined
    const page = await prerenderPage(await response.text(), { ...rest, url: request.url, ...(cookie ? { cookie } : {}) }, true)
    return new Response(pageBody(page), {
      status: response.status,
      statusText: response.statusText,
      headers: pageHeaders(response.headers, page, personal),
    })
  }
}
