/** Reads the page's banner from the runtime config and renders its logo and name. */
import { useEffect } from 'react'
import type { ElementAttributeProps } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import type { AisleBannerBrandElement } from '../../types/aisle'
import { BannerBrandView } from './BannerBrand.view'
import { BANNER_BRAND_TAG, bannerBrandViewProps, logoDataUrl } from './banner-brand.props'

export { BANNER_BRAND_TAG, logoDataUrl }
/** Set once the brand has rendered (it needs no data): `npm run bench` waits for every widget's ready mark. */
export const BANNER_BRAND_READY_MARK = 'aisle:banner-brand:ready'

/** The element's attributes as props, declared once by the element module's @attr docs (types/aisle.d.ts is generated from them). */
export type BannerBrandProps = ElementHostProps & ElementAttributeProps<AisleBannerBrandElement>

export function BannerBrand(props: BannerBrandProps) {
  const { config } = bootRuntime()
  useEffect(() => {
    performance.mark(BANNER_BRAND_READY_MARK)
  }, [])
  return <BannerBrandView {...bannerBrandViewProps(config.banner, props)} />
}
