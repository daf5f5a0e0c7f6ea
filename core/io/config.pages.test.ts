import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PAGE_PATHS } from '../rules/pages'
import { resolvePageConfig } from './config'

describe('page paths from the page configuration', () => {
  afterEach(() => vi.restoreAllMocks())

  it('takes the paths the #aisle-config block names and keeps the defaults for the rest [SHL-029]', () => {
    const config = resolvePageConfig({
      host: 'freshway.localhost',
      origin: 'http://freshway.localhost',
      search: '',
      overrides: { pages: { marketplaceProductDetail: '/mkp/p', sellerLanding: { acme: '/sellers/acme' } } },
    })
    expect(config.pages.marketplaceProductDetail).toBe('/mkp/p')
    expect(config.pages.sellerLanding).toEqual({ acme: '/sellers/acme' })
    expect(config.pages.productDetail).toBe(DEFAULT_PAGE_PATHS.productDetail)
  })

  it('warns about a mistyped page path and keeps the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const config = resolvePageConfig({
      host: 'freshway.localhost',
      origin: 'http://freshway.localhost',
      search: '',
      overrides: { pages: { productDetial: '/p' } },
    })
    expect(config.pages).toEqual(DEFAULT_PAGE_PATHS)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("unknown page path 'productDetial'"))
  })
})
