/** aisle/prerender (issue 19): HTML in, HTML out; see README "Prerender". */
export interface PrerenderOptions {
  /** The page's address: its host names the banner and the API's origin. Default: the page's <link rel="canonical">. */
  url?: string | URL
  /** Where the built library's styles/ folder is served (ending in '/'). Default: styles/ beside the page's Aisle script. */
  stylesheetBase?: string
  /** For the API calls (default: globalThis.fetch). */
  fetch?: typeof fetch
  /** The time the page is rendered for (default: now). */
  now?: number
}

/** The tags it expands. */
export declare const PRERENDERED_TAGS: Readonly<Record<string, unknown>>

/** Expands each Aisle tag whose first paint does not depend on the shopper into declarative shadow DOM; the rest of the page is copied as it is. */
export declare function prerender(html: string, options?: PrerenderOptions): Promise<string>
