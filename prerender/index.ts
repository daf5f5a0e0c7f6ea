/**
 * aisle/prerender: HTML in, HTML out. Each Aisle tag whose first paint does not depend on the shopper
 * gets a declarative shadow root holding the widget's stylesheet link and the markup its client render makes
 * (renderToString of the same view, so every text goes through React's escaping), which the element then
 * hydrates without replacing a node (core/elements/define.ts). Everything else in the page is copied byte for
 * byte: only the text right after a prerendered tag's start tag is inserted, and the banner's theme link before
 * the page's </head> (./theme.ts). Runs in Node or at an edge (no
 * Node APIs here); a tag whose data cannot be read is left as it was (the client renders it, as without this).
 */
import { PRERENDERED_TAGS } from './tags.generated'
import { prerenderPage, type PrerenderOptions } from './page'
import { type PrerenderHandlerOptions, prerenderedResponse } from './respond'

export type { PrerenderOptions, PrerenderHandlerOptions }
export { PRERENDERED_TAGS }

export async function prerender(html: string, options: PrerenderOptions = {}): Promise<string> {
  const page = await prerenderPage(html, options)
  return page.first + (await page.rest())
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
  return async (request) => {
    const response = await upstream(request)
    if (request.method !== 'GET' || response.status !== 200 || !/^text\/html\b/i.test(response.headers.get('content-type') ?? ''))
      return response
    return prerenderedResponse(await response.text(), request, response, options)
  }
}
