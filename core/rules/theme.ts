/**
 * Banner theming (ENV-001, ENV-002): a banner's look is a set of --aisle-* custom properties on
 * the page's :root. Widgets read only --aisle-* tokens: styles/tokens.css declares each one, once, with its
 * default and description (its defaults of these three are the default banner's, tested).
 */
import type { Banner } from './banners'

/** Text colour on the brand colour. Every banner colour is dark enough for white at 4.5:1 (tested). */
export const BRAND_CONTRAST_COLOR = '#ffffff'

export type ThemeTokens = Readonly<Record<`--aisle-${string}`, string>>

export function bannerTokens(banner: Banner): ThemeTokens {
  return {
    '--aisle-banner': `'${banner.id}'`,
    '--aisle-color-brand': banner.color,
    '--aisle-color-brand-contrast': BRAND_CONTRAST_COLOR,
  }
}

/** The :root rule carrying a banner's tokens, in a low-priority layer so a page's own CSS wins. */
export function themeCss(banner: Banner): string {
  const body = Object.entries(bannerTokens(banner))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')
  return `@layer aisle.theme { :root { ${body} } }`
}
