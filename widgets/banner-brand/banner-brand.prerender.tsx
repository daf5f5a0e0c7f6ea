/** aisle-banner-brand, prerendered: the banner's logo and name as its first client render shows them (the page's configuration only). */
import { markupOf, type TagRenderer } from '../../prerender/context'
import { BannerBrandView } from './BannerBrand.view'
import { BANNER_BRAND_ATTRIBUTES, bannerBrandViewProps } from './banner-brand.props'

const renderer: TagRenderer = {
  attributes: BANNER_BRAND_ATTRIBUTES,
  render: async (props, { config }) => ({ markup: markupOf(<BannerBrandView {...bannerBrandViewProps(config.banner, props)} />) }),
}
export default renderer
