/**
 * Banner theming (ENV-001, ENV-002): a banner's look is a set of --aisle-* custom properties on
 * the page's :root. Widgets read only these tokens (styles/tokens.css documents each one).
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

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
