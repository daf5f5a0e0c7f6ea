/** Reads the page's banner from the runtime config and renders its logo and name. */
import { useEffect } from 'react'
import type { ElementHostProps } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import { BannerBrandView } from './BannerBrand.view'
import { BANNER_BRAND_TAG, bannerBrandViewProps, logoDataUrl } from './banner-brand.props'

export { BANNER_BRAND_TAG, logoDataUrl }
/** Set once the brand has rendered (it needs no data): `npm run bench` waits for every widget's ready mark. */
export const BANNER_BRAND_READY_MARK = 'aisle:banner-brand:ready'

export interface BannerBrandProps extends ElementHostProps {
  href?: string
  showName?: string
}

export function BannerBrand({ href, showName }: BannerBrandProps) {
  const { config } = bootRuntime()
  useEffect(() => {
    performance.mark(BANNER_BRAND_READY_MARK)
  }, [])
  return <BannerBrandView {...bannerBrandViewProps(config.banner, { href, showName })} />
}
