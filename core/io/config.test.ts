import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Banner, BANNERS } from '../rules/banners'
import { STOREFRONT_ENVIRONMENTS } from '../rules/env'
import { resolvePageConfig } from './config'

const banners = BANNERS as readonly Banner[]

afterEach(() => {
  vi.restoreAllMocks()
})

describe('page configuration', () => {
  it('takes the banner and both environments from the host name [ENV-001] [ENV-004] [ENV-006] [ENV-008]', () => {
    for (const banner of banners) {
      const host = `qa2.${banner.hosts[0]}`
      const config = resolvePageConfig({ host, origin: `https://${host}`, search: '' })
      expect(config.banner.id).toBe(banner.id)
      expect(config.gamesEnvironment).toBe('qa2')
      expect(config.storefrontEnvironment).toBe('qa2')
    }
    const local = resolvePageConfig({ host: 'dev2.freshway.localhost:5173', origin: 'http://dev2.freshway.localhost:5173', search: '' })
    expect(local.storefrontEnvironment).toBe('dev2')
    expect(local.gamesEnvironment).toBe('qa1')
  })

  it('accepts an environment override only among the storefront environments [ENV-008]', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const env of STOREFRONT_ENVIRONMENTS) {
      const config = resolvePageConfig({ host: 'cms.example', origin: 'https://cms.example', search: '', overrides: { environment: env } })
      expect(config.storefrontEnvironment).toBe(env)
    }
    expect(warn).not.toHaveBeenCalled()
    const bad = resolvePageConfig({ host: 'cms.example', origin: 'https://cms.example', search: '', overrides: { environment: 'qa9' } })
    expect(bad.storefrontEnvironment).toBe('prod')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('betaprod'))
  })

  it("reads mode 'record' from the URL [ENV-026]", () => {
    expect(resolvePageConfig({ host: 'qa1.freshway.com', origin: 'https://qa1.freshway.com', search: '?mode=record' }).mode).toBe('record')
    expect(resolvePageConfig({ host: 'qa1.freshway.com', origin: 'https://qa1.freshway.com', search: '?a=1&mode=record' }).mode).toBe(
      'record',
    )
  })

  it("reads mode 'playback' from the URL, and ignores any other value [ENV-027]", () => {
    expect(resolvePageConfig({ host: 'qa1.freshway.com', origin: 'https://qa1.freshway.com', search: '?mode=playback' }).mode).toBe(
      'playback',
    )
    fc.assert(
      fc.property(
        fc.string().filter((v) => v !== 'record' && v !== 'playback'),
        (value) =>
          resolvePageConfig({ host: 'qa1.freshway.com', origin: 'https://qa1.freshway.com', search: `?mode=${encodeURIComponent(value)}` })
            .mode === undefined,
      ),
    )
    expect(resolvePageConfig({ host: 'qa1.freshway.com', origin: 'https://qa1.freshway.com', search: '?mode=Record' }).mode).toBeUndefined()
  })

  it("sets the clip origin to the business site's own origin on a business host [ENV-030]", () => {
    const business = resolvePageConfig({
      host: 'business.freshway.com',
      origin: 'https://business.freshway.com',
      search: '',
      overrides: { apiOrigin: 'https://www.freshway.com' },
    })
    expect(business.apiOrigin).toBe('https://www.freshway.com')
    expect(business.clipOrigin).toBe('https://business.freshway.com')
    const retail = resolvePageConfig({
      host: 'partner.example',
      origin: 'https://partner.example',
      search: '',
      overrides: { apiOrigin: 'https://www.freshway.com' },
    })
    expect(retail.clipOrigin).toBe('https://www.freshway.com')
  })
})
