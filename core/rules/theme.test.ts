import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BANNERS } from './banners'
import { BRAND_CONTRAST_COLOR, bannerTokens, themeCss } from './theme'
import { contrastRatio } from './theme-contrast.testing'

describe('banner theme tokens', () => {
  it('gives each of the 15 banners its own colour as --aisle-color-brand [ENV-001] [ENV-002]', () => {
    expect(BANNERS).toHaveLength(15)
    expect(new Set(BANNERS.map((b) => b.color)).size).toBe(15)
    for (const banner of BANNERS) {
      expect(bannerTokens(banner)['--aisle-color-brand']).toBe(banner.color)
      expect(themeCss(banner)).toContain(`--aisle-color-brand: ${banner.color};`)
      expect(themeCss(banner)).toMatch(/^@layer aisle\.theme \{ :root \{/)
    }
  })

  it('keeps white text on every banner colour at WCAG AA contrast (4.5:1)', () => {
    for (const banner of BANNERS) expect(contrastRatio(banner.color, BRAND_CONTRAST_COLOR)).toBeGreaterThanOrEqual(4.5)
  })

  it('computes contrast symmetrically, from 1:1 up to 21:1', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`)
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const r = contrastRatio(a, b)
        expect(r).toBeCloseTo(contrastRatio(b, a), 10)
        expect(r).toBeGreaterThanOrEqual(1)
        expect(r).toBeLessThanOrEqual(21.0001)
      }),
    )
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })
})
