import { describe, expect, it } from 'vitest'
import { seedText } from '../../test/support/seed'
import { DEFAULT_DEBOUNCE_MS, DEFAULT_PAGE_PATHS, editOrderLink, resolvePagePaths } from './pages'
import { isCouponsDealsPage, offerDetailsPath, PAGE_PATHS } from './coupons/pages'

describe('storefront pages', () => {
  it('reads product, offer, rewards, search and seller page paths from page configuration, with defaults [SHL-029]', () => {
    const warnings: string[] = []
    const paths = resolvePagePaths(
      {
        productDetail: '/p/detail',
        sellerLanding: { s1: '/sellers/one', s2: 'https://evil.example/' },
        offerDetailMain: '//evil.example',
        colour: '/x',
      },
      (m) => warnings.push(m),
    )
    expect(paths.productDetail).toBe('/p/detail')
    expect(paths.sellerLanding).toEqual({ s1: '/sellers/one' })
    expect(paths.offerDetailMain).toBe(DEFAULT_PAGE_PATHS.offerDetailMain)
    expect(paths.wineSearchResults).toBe(DEFAULT_PAGE_PATHS.wineSearchResults)
    expect(warnings).toHaveLength(3)
    expect(warnings.some((w) => w.includes("unknown page path 'colour'"))).toBe(true)
    expect(resolvePagePaths(undefined)).toEqual(DEFAULT_PAGE_PATHS)
  })

  it("reads the partner Clip's landing page from page configuration, the demo's coupons page by default", () => {
    expect(DEFAULT_PAGE_PATHS.partnerClipLanding).toBe('/coupons.html')
    expect(resolvePagePaths({ partnerClipLanding: '/foru/coupons-deals.html' }).partnerClipLanding).toBe('/foru/coupons-deals.html')
    const warnings: string[] = []
    expect(resolvePagePaths({ partnerClipLanding: 'https://evil.example/' }, (m) => warnings.push(m)).partnerClipLanding).toBe(
      '/coupons.html',
    )
    expect(warnings).toEqual(["Aisle: page path partnerClipLanding must be a path starting with '/'; ignored."])
  })

  it('keeps the named pages of 001 §2 verbatim [SHL-030] [SHL-031] [SHL-032] [SHL-033] [SHL-034] [SHL-035] [SHL-036]', () => {
    const seed = seedText('001')
    expect(PAGE_PATHS.rewardGrid('freshway')).toBe('/content/www/freshway/en/justforyou/rewards/rewards-details')
    expect(seed).toContain('/content/www/{banner}/en/justforyou/rewards/rewards-details')
    expect(offerDetailsPath({ id: '123', offerTs: '456', offerPgm: 'PD' })).toBe('/foru/offer-details.123.456.PD.html')
    expect(seed).toContain('/foru/offer-details.{offerId}.{offerTs}.{offerPgm}.html')
    for (const [path, literal] of [
      [PAGE_PATHS.groceryRewards, '/foru/rewards.html'],
      [PAGE_PATHS.communicationPreferences, '/customer-account/communication-preferences.html'],
      [PAGE_PATHS.home, '/'],
      [PAGE_PATHS.myList, '/mylist.html'],
      [PAGE_PATHS.freshPassSubscribe, '/freshpass/manage/subscribe'],
    ] as const) {
      expect(path).toBe(literal)
      expect(seed).toContain(literal)
    }
  })

  it('recognises the coupons-deals page by its path [SHL-037]', () => {
    expect(isCouponsDealsPage('/en/coupons-deals.html')).toBe(true)
    expect(isCouponsDealsPage('/en/coupons.html')).toBe(false)
  })

  it('builds the edit-order link as the app path + /cart/{storeId}/{orderNumber} [SHL-040]', () => {
    expect(editOrderLink('/order-edit/', '1100', 'ORD-7')).toBe('/order-edit/cart/1100/ORD-7')
    expect(editOrderLink(DEFAULT_PAGE_PATHS.editOrderApp, '1 1', '9')).toBe('/order-edit/cart/1%201/9')
  })

  it('debounces input by 600 ms [SHL-045] [CST-041]', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(600)
    expect(seedText('001')).toContain('| Default debounce | 600 ms |')
  })
})
