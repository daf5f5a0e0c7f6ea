/**
 * The tags aisle/prerender expands, each rendered with the same view and the same view props as its client
 * render. Only tags whose first paint does not depend on the shopper (docs/decisions.md 'Prerender').
 */
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageConfig } from '../core/io/config'
import { BannerBrandView } from '../widgets/banner-brand/BannerBrand.view'
import { BANNER_BRAND_ATTRIBUTES, BANNER_BRAND_TAG, bannerBrandViewProps } from '../widgets/banner-brand/banner-brand.props'

export interface PrerenderContext {
  config: PageConfig
  fetch: typeof fetch
  /** One read per URL for the whole page (a product in a card and a carousel is read once, as on the client). */
  cache: Map<string, Promise<unknown>>
}

export interface TagRenderer {
  /** The element's attribute-backed props (camelCase), in the element's order. */
  attributes: readonly string[]
  /** The markup of the element's client render for these props, or undefined to leave the tag to the client. */
  render(props: Record<string, string>, context: PrerenderContext): Promise<string | undefined>
}

/**
 * renderToString, without the resource hints React 19 puts before the markup (an image's preload link): in a
 * shadow root they are no hint, and the client render has none, so they would be a hydration mismatch.
 */
export function markupOf(element: ReactElement): string {
  return renderToString(element).replace(/^(?:<link [^>]*>)+/, '')
}

export const PRERENDERED_TAGS: Record<string, TagRenderer | undefined> = {
  [BANNER_BRAND_TAG]: {
    attributes: BANNER_BRAND_ATTRIBUTES,
    render: async (props, { config }) => markupOf(<BannerBrandView {...bannerBrandViewProps(config.banner, props)} />),
  },
}
