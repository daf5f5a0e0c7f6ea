/**
 * What every prerendered tag's renderer shares (widgets/<name>/<name>.prerender.tsx, listed in ./tags.generated.ts): the page's context, one read per call for the
 * whole page, a guest's user info, and the markup of a view as React's server render writes it.
 */
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { ApiClient } from '../core/io/api/client'
import { fetchUserInfo, type ShopperInfo } from '../core/io/api/session'
import type { PageConfig } from '../core/io/config'

export interface PrerenderContext {
  config: PageConfig
  /** The page's address (the host and href a carousel's read names, as the client's window does). */
  page: URL
  /** The widgets' own API client, as a guest (no cookies): the same calls and the same validation. */
  api: ApiClient
  /** The page's clock (the client renders with its own: a day apart, the card re-renders). */
  now: number
  /** One read per call for the whole page (a product in a card and a carousel is read once, as on the client). */
  cache: Map<string, Promise<unknown>>
  /** The request's Cookie header, when the page is prerendered for the shopper who sent it (./personal.ts). */
  cookie?: string
  /** For the API calls (the shopper's too). */
  fetch: typeof fetch
}

export interface Rendered {
  markup: string
  /** What the element's hydrate option takes (core/elements/define.ts). */
  data?: unknown
}

export interface TagRenderer {
  /** The element's attribute-backed props (camelCase), in the element's order. */
  attributes: readonly string[]
  /** The markup of the element's first client render for these props, or undefined to leave the tag to the client. */
  render(props: Record<string, string>, context: PrerenderContext): Promise<Rendered | undefined>
  /**
   * The tag shows the shopper's own content when the page is asked for with their session (./personal.ts): a page
   * holding one is rendered per request and never shared. 'reads': from API reads made for them, so the page is streamed
   * up to the first such tag before they return (./index.ts); 'cookies': from the request's cookies alone, at once.
   */
  personal?: 'reads' | 'cookies'
}

export function once<T>(context: PrerenderContext, key: string, read: () => Promise<T>): Promise<T> {
  let call = context.cache.get(key) as Promise<T> | undefined
  if (!call) {
    call = read()
    context.cache.set(key, call)
  }
  return call
}

/** A guest's user info (their store and channel), as the product store reads it before a product. */
export const guest = (context: PrerenderContext): Promise<ShopperInfo> => once(context, 'userinfo', () => fetchUserInfo(context.api))

/**
 * renderToString, without the resource hints React 19 puts before the markup (an image's preload link): in a
 * shadow root they are no hint, and the client render has none, so they would be a hydration mismatch.
 */
export function markupOf(element: ReactElement): string {
  return renderToString(element).replace(/^(?:<link [^>]*>)+/, '')
}
