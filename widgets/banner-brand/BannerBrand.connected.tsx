/** Reads the page's banner from the runtime config and renders its logo and name. */
import { useEffect } from 'react'
import type { ElementHostProps } from '../../core/elements/define'
import { parseBooleanAttribute, parseHrefAttribute } from '../../core/elements/attributes'
import { bannerLogoSvg } from '../../core/rules/banners'
import { bootRuntime } from '../../core/runtime'
import { BannerBrandView } from './BannerBrand.view'

export const BANNER_BRAND_TAG = 'aisle-banner-brand'
/** Set once the brand has rendered (it needs no data): `npm run bench` waits for every widget's ready mark. */
export const BANNER_BRAND_READY_MARK = 'aisle:banner-brand:ready'

export interface BannerBrandProps extends ElementHostProps {
  href?: string
  showName?: string
}

export const logoDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

export function BannerBrand({ href, showName }: BannerBrandProps) {
  const { config } = bootRuntime()
  const banner = config.banner
  useEffect(() => {
    performance.mark(BANNER_BRAND_READY_MARK)
  }, [])
  return (
    <BannerBrandView
      name={banner.displayName}
      logoSrc={logoDataUrl(bannerLogoSvg(banner))}
      href={parseHrefAttribute(BANNER_BRAND_TAG, 'href', href, undefined)}
      showName={parseBooleanAttribute(BANNER_BRAND_TAG, 'show-name', showName, true)}
    />
  )
}
