/** The brand's view props from the banner and the host's attributes: one computation for the client render and aisle/prerender. */
import { type ElementAttributeProps, parseBooleanAttribute, parseHrefAttribute } from '../../core/elements/attributes'
import { type Banner, bannerLogoSvg } from '../../core/rules/banners'
import type { AisleBannerBrandElement } from '../../types/aisle'
import type { BannerBrandViewProps } from './BannerBrand.view'

export const BANNER_BRAND_TAG = 'aisle-banner-brand'
/** The element's attribute-backed props (camelCase), in the element's order: its define call and aisle/prerender take this list (typed against the element's @attr docs). */
export const BANNER_BRAND_ATTRIBUTES = ['href', 'showName'] as const

export const logoDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

export function bannerBrandViewProps(banner: Banner, attributes: ElementAttributeProps<AisleBannerBrandElement>): BannerBrandViewProps {
  return {
    name: banner.displayName,
    logoSrc: logoDataUrl(bannerLogoSvg(banner)),
    href: parseHrefAttribute(BANNER_BRAND_TAG, 'href', attributes.href, undefined),
    showName: parseBooleanAttribute(BANNER_BRAND_TAG, 'show-name', attributes.showName, true),
  }
}
