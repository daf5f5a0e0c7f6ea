import { defineAisleElement } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import { BannerBrand } from './BannerBrand.connected'
import { BANNER_BRAND_ATTRIBUTES, BANNER_BRAND_TAG } from './banner-brand.props'
import css from './banner-brand.css?inline'

/**
 * The banner's logo and name, chosen from the page's host name (ENV-001, ENV-002), so one CMS
 * template serves all fifteen banners.
 *
 * @summary Banner logo and name for a page header.
 * @attr href - Makes the brand a link (usually '/'). Default: not a link.
 * @attr show-name - 'false' shows the logo only. Default true.
 * @csspart root - The wrapper (a link when href is set).
 * @csspart logo - The logo image; its alt text is the banner name.
 * @csspart name - The visible banner name.
 */
export const AisleBannerBrand = defineAisleElement(BANNER_BRAND_TAG, BannerBrand, {
  attributes: BANNER_BRAND_ATTRIBUTES,
  css,
  boot: () => bootRuntime(),
})
