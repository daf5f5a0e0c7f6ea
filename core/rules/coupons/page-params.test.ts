import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  CACHE_BUSTER_MAX,
  cacheBuster,
  type CategoryBanner,
  categoryBanner,
  companionGalleryQuery,
  COUPON_PAGE_PARAMS,
  couponPageQuery,
} from './page-params'
import { isCouponsDealsPage } from './pages'
import { clipStep } from './clip-flow'
import { offer } from '../../../test/support/offer-fixtures'

const seed = () => seedText('001')

describe('coupon page parameters', () => {
  it('reads couponsClipped, category, event, offerPgm, externalOfferId, offerId, division and storeId [CPN-122]', () => {
    expect([...COUPON_PAGE_PARAMS]).toEqual([
      'couponsClipped',
      'category',
      'event',
      'offerPgm',
      'externalOfferId',
      'offerId',
      'division',
      'storeId',
    ])
    expect(seed()).toContain(
      'Query parameters read on coupon pages: couponsClipped, category, event, offerPgm, externalOfferId, offerId, division, storeId.',
    )
    expect(
      couponPageQuery(
        '?couponsClipped=2&category=Dairy&event=Spring&offerPgm=PD&externalOfferId=X1&offerId=9000001&division=NorCal&storeId=1001&other=1',
      ),
    ).toEqual({
      couponsClipped: 2,
      category: 'Dairy',
      event: 'Spring',
      offerPgm: 'PD',
      externalOfferId: 'X1',
      offerId: '9000001',
      division: 'NorCal',
      storeId: '1001',
    })
    expect(couponPageQuery('')).toEqual({ couponsClipped: 0 })
    expect(couponPageQuery(new URLSearchParams('couponsClipped=abc&category='))).toEqual({ couponsClipped: 0 })
  })
})

describe('companion gallery', () => {
  it('uses a random cache-buster of up to 1,000,000 [CPN-130] [CST-059]', () => {
    expect(CACHE_BUSTER_MAX).toBe(1_000_000)
    expect(seed()).toContain('| Gallery cache-buster | random number up to 1,000,000 |')
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const n = cacheBuster(() => r)
        return Number.isInteger(n) && n >= 0 && n <= 1_000_000
      }),
    )
    expect(cacheBuster(() => 0.999_999_9)).toBe(1_000_000)
    expect(cacheBuster(() => 0)).toBe(0)
  })

  it('asks with includeRedmBonusPathFPOffers=true, only-bonus offers on a coupons-deals reload, hpGuest for guests and the limit; guests cannot clip [CPN-133]', () => {
    expect(companionGalleryQuery({ storeId: '1001', rand: 42, guest: false })).toEqual({
      storeId: '1001',
      rand: '42',
      includeRedmBonusPathFPOffers: 'true',
    })
    expect(
      companionGalleryQuery({
        storeId: '1001',
        rand: 42,
        guest: true,
        onlyBonusOffers: isCouponsDealsPage('/shop/coupons-deals.html'),
        limit: 12,
      }),
    ).toEqual({
      storeId: '1001',
      rand: '42',
      includeRedmBonusPathFPOffers: 'true',
      includeOnlyBonusOffer: 'y',
      hpGuest: 'true',
      limit: '12',
    })
    expect(isCouponsDealsPage('/foru/rewards.html')).toBe(false)
    expect(clipStep({ trusted: true, userType: 'g', now: 0, offer: offer() })).toEqual({ step: 'sign-in' })
  })
})

describe('category banner swap', () => {
  const fallback: CategoryBanner = { image: '/img/j4u.jpg', alt: 'Just for U', link: '/foru.html', newTab: false }
  const mapping: Record<string, CategoryBanner> = {
    Dairy: { image: '/img/dairy.jpg', alt: 'Dairy deals', link: 'https://partner.example/dairy', newTab: true },
  }

  it("swaps image, alt text, link and new-tab flag to the selected category's entry [CPN-120]", () => {
    expect(categoryBanner(mapping, 'Dairy', fallback)).toEqual(mapping.Dairy)
    expect(categoryBanner(mapping, ' Dairy ', fallback)).toEqual(mapping.Dairy)
  })

  it('restores the default banner and text when the filter is cleared or the category has no entry [CPN-121]', () => {
    for (const c of [undefined, null, '', 'Frozen', 'constructor', '__proto__'])
      expect(categoryBanner(mapping, c, fallback)).toEqual(fallback)
    expect(categoryBanner(undefined, 'Dairy', fallback)).toEqual(fallback)
  })
})
