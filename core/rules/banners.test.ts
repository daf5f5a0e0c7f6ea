import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Banner, BANNERS, bannerById, bannerForHost, bannerLogoSvg, DEFAULT_BANNER_ID } from './banners'

const banners = BANNERS as readonly Banner[]
const allHosts = banners.flatMap((b) => b.hosts)

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

describe('banner from the host name', () => {
  it('has about fifteen banners sharing one application, each with its own id and hosts [ENV-001]', () => {
    expect(banners).toHaveLength(15)
    expect(new Set(banners.map((b) => b.id)).size).toBe(15)
    expect(new Set(allHosts).size).toBe(allHosts.length)
  })

  it('derives the active banner from the page host name, with any subdomain or port [ENV-001]', () => {
    const subdomain = fc.constantFrom('', 'www.', 'qa1.', 'stage.', 'shop.', 'business.')
    const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })
    fc.assert(
      fc.property(fc.constantFrom(...banners), subdomain, port, fc.boolean(), (banner, sub, p, upper) => {
        for (const host of banner.hosts) {
          const name = `${sub}${host}${p ? `:${p}` : ''}`
          expect(bannerForHost(upper ? name.toUpperCase() : name).id).toBe(banner.id)
        }
      }),
    )
  })

  it('uses the default banner for a host that names none of them [ENV-001]', () => {
    const unknown = fc
      .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 3 })
      .map((parts) => `${parts.join('.')}.example`)
      .filter((h) => !allHosts.some((known) => h.includes(known)))
    fc.assert(fc.property(unknown, (host) => bannerForHost(host).id === DEFAULT_BANNER_ID))
    expect(bannerForHost('cms-preview.example.net')).toBe(bannerById(DEFAULT_BANNER_ID))
  })

  it('gives each banner its own display name and colour, white text on it staying readable [ENV-002]', () => {
    expect(new Set(banners.map((b) => b.displayName)).size).toBe(banners.length)
    expect(new Set(banners.map((b) => b.color.toLowerCase())).size).toBe(banners.length)
    for (const b of banners) {
      expect(b.displayName.trim()).not.toBe('')
      expect(b.color).toMatch(/^#[0-9a-f]{6}$/i)
      // white logo and texts on the brand colour: WCAG AA contrast (4.5:1)
      expect(1.05 / (luminance(b.color) + 0.05), b.id).toBeGreaterThanOrEqual(4.5)
    }
  })

  it("draws each banner's white logo on its own colour, named for it [ENV-002]", () => {
    const logos = banners.map((b) => bannerLogoSvg(b))
    expect(new Set(logos).size).toBe(banners.length)
    for (const b of banners) {
      const svg = bannerLogoSvg(b)
      expect(svg).toContain(`fill="${b.color}"`)
      expect(svg).toContain('fill="#fff"')
      expect(svg).toContain(`aria-label="${b.displayName}"`)
      for (const other of banners) if (other.id !== b.id) expect(svg).not.toContain(`fill="${other.color}"`)
    }
  })

  it('refuses an unknown banner id, naming the valid ones [ENV-002]', () => {
    expect(() => bannerById('nope')).toThrow(/freshway/)
    for (const b of banners) expect(bannerById(b.id)).toBe(b)
  })
})
