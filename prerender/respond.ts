/**
 * What prerenderHandler (./index.ts) answers for a page's HTML: the prerendered page with the upstream's status and
 * headers (a personal page kept by no cache and streamed). A server that holds the page's HTML as a string (the demo
 * server's kept shell) answers with it directly, without a Response to read back.
 */
import { type PrerenderedPage, prerenderPage, type PrerenderOptions } from './page'

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

/** The upstream's answer a page's HTML came with: its status and headers are kept (./index.ts: prerenderHandler). */
export interface UpstreamPage {
  status: number
  statusText?: string
  headers: Headers
}

/** The prerendered answer to `request` for the page's HTML, as prerenderHandler gives it (the same options). */
export async function prerenderedResponse(
  html: string,
  request: Request,
  upstream: UpstreamPage,
  options: PrerenderHandlerOptions = {},
): Promise<Response> {
  const { personal = true, ...rest } = options
  const cookie = personal ? (request.headers.get('cookie') ?? undefined) : undefined
  const page = await prerenderPage(html, { ...rest, url: request.url, ...(cookie ? { cookie } : {}) }, true)
  return new Response(pageBody(page), {
    status: upstream.status,
    ...(upstream.statusText ? { statusText: upstream.statusText } : {}),
    headers: pageHeaders(upstream.headers, page, personal),
  })
}
