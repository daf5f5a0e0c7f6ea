/**
 * aisle/prerender: HTML in, HTML out, in Node or at an edge. Hand-written beside the source
 * (prerender/index.ts); prerender/declaration.test.ts holds the two equal, `tsc --noEmit -p types` checks it as a consumer sees it.
 */

/** How a page is prerendered. */
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
   * read with these cookies as the page's own scripts read it). Such a page must never be shared.
   */
  cookie?: string
  /**
   * Leaves the shopper's tags (the mini cart, the order alert) unwritten and prerenders every other: the public shell
   * a CMS may keep and pass through prerenderHandler, which then writes only those tags per request (the first bytes
   * wait for no public read).
   */
  leavePersonal?: boolean
}

/**
 * The page with each Aisle tag whose first paint does not depend on the shopper (and, with the `cookie` of a signed-in
 * shopper, the tags showing their own content) expanded into declarative shadow DOM
 * (its stylesheet linked, its markup the client render's), and the banner's theme linked before </head>. Everything
 * else is copied byte for byte; a tag whose data cannot be read is left to the client. Rejects only when the page's
 * address is unknown (no `url` option and no <link rel="canonical">).
 */
export declare function prerender(html: string, options?: PrerenderOptions): Promise<string>

/** The options of prerenderHandler: prerender's, without the page address and cookie (the request's are) and without leaving the shopper's tags (it writes them). */
export type PrerenderHandlerOptions = Omit<PrerenderOptions, 'url' | 'cookie' | 'leavePersonal'> & {
  /** false: every page is prerendered as for a guest (public, cacheable as the upstream says). Default: true. */
  personal?: boolean
}

/**
 * A web-standard fetch handler in front of a CMS: each GET answered 200 with an HTML page is prerendered for the
 * request's URL and, with a signed-in shopper's session cookie, for that shopper (answered `Cache-Control: private,
 * no-store` and streamed: the bytes before the first personal tag go before its reads return); every other response
 * passes through untouched. Content-Length, Content-Encoding and ETag are dropped from a prerendered response (its body
 * changed); a page with a personal tag varies on Cookie; the status and every other header are kept.
 */
export declare function prerenderHandler(
  upstream: (request: Request) => Response | Promise<Response>,
  options?: PrerenderHandlerOptions,
): (request: Request) => Promise<Response>

/** The tags prerendered (by tag name), each with the attributes its markup depends on (camelCase, the element's props). */
export declare const PRERENDERED_TAGS: Readonly<Record<string, { readonly attributes: readonly string[] } | undefined>>
