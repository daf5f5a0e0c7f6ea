import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import {
  applyCarouselLimit,
  CAROUSEL_FILTERS,
  type CarouselContext,
  carouselPlan,
  DEFAULT_CAROUSEL_LIMIT,
  p13nCarouselTexts,
  personalisationRequest,
  QUALIFYING_OFFERS_MAX,
  qualifyingOffers,
  UNLIMITED_CAROUSEL_LIMIT,
} from './carousel'
import { arbOffers, normalised } from '../../../test/support/offer-fixtures'

const seed = () => seedText('001')
const ctx = (over: Partial<CarouselContext> = {}): CarouselContext => ({ localStoreExists: true, ecomGalleryEnabled: true, ...over })

describe('carousel limits', () => {
  it('default to 12 [CAR-010] [CST-049]', () => {
    expect(DEFAULT_CAROUSEL_LIMIT).toBe(12)
    expect(seed()).toContain('| Default carousel limit | 12; unlimited sentinel 99999 |')
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (items) => applyCarouselLimit(items).length === Math.min(12, items.length)),
    )
  })

  it('treat 99999 as no limit [CAR-011] [CST-049]', () => {
    expect(UNLIMITED_CAROUSEL_LIMIT).toBe(99999)
    expect(seed()).toContain('Carousel limit 99999 means no limit.')
    fc.assert(fc.property(fc.array(fc.nat(), { maxLength: 200 }), (items) => applyCarouselLimit(items, 99999).length === items.length))
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 50 }),
        (items, limit) => applyCarouselLimit(items, limit).length === Math.min(limit, items.length),
      ),
    )
  })
})

describe('qualifying offers', () => {
  it('hold at most 12 offers [CAR-005] [CST-050]', () => {
    expect(QUALIFYING_OFFERS_MAX).toBe(12)
    expect(seed()).toContain('| Qualifying-offers list | at most 12, bought-before offers first |')
    fc.assert(fc.property(arbOffers(40), (offers) => qualifyingOffers(offers).length === Math.min(12, offers.length)))
  })

  it("put bought-before offers (purchaseInd 'B') first, each part in its given order [CAR-006] [CST-050]", () => {
    fc.assert(
      fc.property(arbOffers(40), (offers) => {
        const list = qualifyingOffers(offers)
        const firstOther = list.findIndex((o) => o.purchaseInd !== 'B')
        if (firstOther >= 0) expect(list.slice(firstOther).some((o) => o.purchaseInd === 'B')).toBe(false)
        const before = offers.filter((o) => o.purchaseInd === 'B')
        expect(list.slice(0, Math.min(12, before.length))).toEqual(before.slice(0, 12))
      }),
    )
    const seeded = qualifyingOffers([...normalised('coupon-cc'), ...normalised('bought-before')])
    expect(seeded[0]?.purchaseInd).toBe('B')
  })
})

describe('carousel data sources', () => {
  it('knows the filters pdp, aisle, qualifyingoffers, j4uGallery and p13n', () => {
    expect([...CAROUSEL_FILTERS]).toEqual(['pdp', 'aisle', 'qualifyingoffers', 'j4uGallery', 'p13n'])
  })

  it("loads 'pdp' offers by product code (UPCs without leading zeros) [CAR-001]", () => {
    expect(carouselPlan('pdp', ctx({ upcs: ['000123', '456'] }))).toEqual({ source: 'local-store', by: 'upc', upcs: ['123', '456'] })
  })

  it("loads 'aisle' offers by aisle name [CAR-002]", () => {
    expect(carouselPlan('aisle', ctx({ aisleName: 'Dairy, Eggs & Cheese' }))).toEqual({
      source: 'local-store',
      by: 'department',
      aisleName: 'Dairy, Eggs & Cheese',
    })
  })

  it("loads 'aisle' offers remotely when the e-commerce gallery API is disabled [CAR-003]", () => {
    fc.assert(
      fc.property(fc.boolean(), (localStoreExists) => {
        expect(carouselPlan('aisle', ctx({ aisleName: 'Dairy', ecomGalleryEnabled: false, localStoreExists }))).toEqual({
          source: 'gallery-filter',
          category: 'Dairy',
        })
      }),
    )
  })

  it("loads the qualifying-offers list for 'qualifyingoffers', at most 12 [CAR-004]", () => {
    expect(carouselPlan('qualifyingoffers', ctx())).toEqual({ source: 'qualifying-offers', max: 12 })
  })

  it("loads 'j4uGallery' from the cache or the API with a default limit of 12 [CAR-007]", () => {
    expect(carouselPlan('j4uGallery', ctx({ galleryCacheValid: true }))).toEqual({ source: 'gallery-cache', limit: 12 })
    expect(carouselPlan('j4uGallery', ctx({ galleryCacheValid: false }))).toEqual({ source: 'companion-gallery', limit: 12 })
    expect(carouselPlan('j4uGallery', ctx({ limit: 99999 }))).toEqual({ source: 'companion-gallery', limit: 99999 })
  })

  it("loads 'p13n' with a limit and a model configuration id [CAR-008]", () => {
    expect(carouselPlan('p13n', ctx({ limit: 8, modelConfigurationId: 'mc-42' }))).toEqual({
      source: 'personalisation',
      limit: 8,
      modelConfigurationId: 'mc-42',
    })
  })

  it('look aisle and PDP offers up in the local coupon store only when it exists [CAR-009]', () => {
    expect(carouselPlan('pdp', ctx({ upcs: ['1'], localStoreExists: false }))).toEqual({ source: 'offers-by-upc', upcs: ['1'] })
    expect(carouselPlan('aisle', ctx({ aisleName: 'Dairy', localStoreExists: false }))).toEqual({
      source: 'gallery-filter',
      category: 'Dairy',
    })
    fc.assert(
      fc.property(
        fc.constantFrom('pdp' as const, 'aisle' as const),
        fc.boolean(),
        (filter, exists) => (carouselPlan(filter, ctx({ localStoreExists: exists })).source === 'local-store') === exists,
      ),
    )
    expect(seed()).toContain('Aisle and PDP carousels are looked up in the local coupon store only when it exists.')
  })
})

describe('personalisation', () => {
  it("sends modelConfigurationId, assortmentChannel, banner, storeId, householdId, uiPageSize, zipCode, host and platform 'web' [CAR-016]", () => {
    const body = personalisationRequest({
      modelConfigurationId: 'mc-42',
      assortmentChannel: 'delivery',
      banner: 'freshway',
      storeId: '1001',
      householdId: 'hh-1',
      uiPageSize: 12,
      zipCode: '94016',
      host: 'freshway.localhost',
    })
    expect(body).toEqual({
      modelConfigurationId: 'mc-42',
      assortmentChannel: 'delivery',
      banner: 'freshway',
      storeId: '1001',
      householdId: 'hh-1',
      uiPageSize: 12,
      zipCode: '94016',
      host: 'freshway.localhost',
      platform: 'web',
    })
    expect(seed()).toContain(
      'Personalisation request: modelConfigurationId, assortmentChannel, banner, storeId, householdId, uiPageSize, zipCode, host, platform (web).',
    )
  })

  it('uses carouselTitle, webCtaText and webCtaLink from p13nCoupons when present [CAR-021]', () => {
    expect(p13nCarouselTexts({ carouselTitle: 'Picked for you', webCtaText: 'See all', webCtaLink: '/foru/deals.html' })).toEqual({
      title: 'Picked for you',
      ctaText: 'See all',
      ctaLink: '/foru/deals.html',
    })
    expect(p13nCarouselTexts({ carouselTitle: ' ', webCtaText: 'See all' })).toEqual({ ctaText: 'See all' })
    expect(p13nCarouselTexts(undefined)).toEqual({})
  })
})
