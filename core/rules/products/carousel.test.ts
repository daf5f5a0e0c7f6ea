import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../../test/support/products'
import {
  AD_EVENTS,
  AD_IMPRESSION_THRESHOLD,
  adEventBody,
  CAROUSEL_PAGE_SIZE,
  carouselPageStep,
  adSetBody,
  carouselTile,
  shouldRecordImpression,
  SPONSORED_LABEL,
} from './carousel'
import { OUT_OF_STOCK_LABEL } from './availability'
import { productHref } from './links'
import { DEFAULT_PAGE_PATHS } from '../pages'

const ctx = {
  channel: 'delivery' as const,
  today: '2026-11-23',
  weekday: 1,
  pages: { ...DEFAULT_PAGE_PATHS, productDetail: '/shop/product-details/' },
}
const ad = { adId: 'ad-1', campaignId: 'cmp-1', bpn: '970000001', position: 3 }

describe('product carousel rules', () => {
  it('pages a product carousel by at most 6 products, or by its visible width when fewer fit [CST-043]', () => {
    expect(CAROUSEL_PAGE_SIZE).toBe(6)
    expect(carouselPageStep(2000, 192)).toBe(6 * 192)
    expect(carouselPageStep(400, 192)).toBe(400)
    expect(carouselPageStep(400, 0)).toBe(400)
  })

  it('names the four ad tracker events [CAR-014]', () => {
    expect(AD_EVENTS).toEqual(['impression', 'click', 'onload', 'relevance'])
    expect(adEventBody('impression', 'cross-sell', ad)).toEqual({
      event: 'impression',
      pagename: 'cross-sell',
      adId: 'ad-1',
      campaignId: 'cmp-1',
      bpn: '970000001',
      position: 3,
    })
    expect(adEventBody('click', 'pdp', { ...ad, campaignId: undefined })).toEqual({
      event: 'click',
      pagename: 'pdp',
      adId: 'ad-1',
      bpn: '970000001',
      position: 3,
    })
    expect(adSetBody('onload', 'cross-sell', [ad], { bpn: '9' })).toEqual({
      event: 'onload',
      pagename: 'cross-sell',
      adIds: ['ad-1'],
      count: 1,
    })
    expect(adSetBody('relevance', 'cross-sell', [ad], { bpn: '9', categoryId: 'dairy' })).toEqual({
      event: 'relevance',
      pagename: 'cross-sell',
      adIds: ['ad-1'],
      bpn: '9',
      categoryId: 'dairy',
      count: 1,
    })
  })

  it('counts an impression from half visible, once per ad [CAR-015] [CST-044]', () => {
    expect(AD_IMPRESSION_THRESHOLD).toBe(0.5)
    expect(shouldRecordImpression(0.49, 'a', new Set())).toBe(false)
    expect(shouldRecordImpression(0.5, 'a', new Set())).toBe(true)
    expect(shouldRecordImpression(1, 'a', new Set(['a']))).toBe(false)
  })

  it('makes a carousel tile: price, product link, sponsored ad, at most 2 tags and no SNAP [PRD-037] [PRD-038]', () => {
    const p = makeProduct({
      dispItemPackageQty: 6,
      dispItemSizeQty: 12,
      dispUnitOfMeasure: 'oz',
      snapEligible: true,
      fulfillmentStartTime: '08:00',
      fulfillmentEndTime: '20:00',
    })
    const tile = carouselTile(p, ctx, { adId: 'ad-1', position: 1 })
    expect(tile.tags.map((t) => t.kind)).toEqual(['availability', 'packageQty'])
    expect(tile.price).toBe('$3.50')
    expect(tile.href).toBe('/shop/product-details/970000001')
    expect(tile.sponsored).toBe(true)
    expect(tile.ad).toEqual({ adId: 'ad-1', bpn: '970000001', position: 1 })
    expect(SPONSORED_LABEL).toBe('Sponsored')
    expect(carouselTile(p, ctx).sponsored).toBe(false)
  })

  it("labels a product the channel cannot sell 'Out of stock' and marks it unavailable [PRD-026]", () => {
    const tile = carouselTile(makeProduct({ channelInventory: { pickup: 1, delivery: 0, shipping: 0, instore: 1 } }), ctx)
    expect(tile.available).toBe(false)
    expect(tile.availabilityLabel).toBe(OUT_OF_STOCK_LABEL)
  })

  it('shows the struck base price only for an active P promotion [PRD-010]', () => {
    const tile = carouselTile(makeProduct({ price: 2.5, basePrice: 3.5, promoType: 'P', promoEndDate: '2026-12-01' }), ctx)
    expect(tile.price).toBe('$2.50')
    expect(tile.wasPrice).toBe('$3.50')
    expect(productHref('/p', 'a b')).toBe('/p/a%20b')
  })

  it('links each tile to the product page of its kind: standard, wine shop, marketplace [SHL-029] [PRD-058]', () => {
    const hrefs = (['1P', '1P_WINE', '3P_MARKETPLACE'] as const).map(
      (cartCategory) => carouselTile(makeProduct({ id: '9', cartCategory }), ctx).href,
    )
    expect(hrefs).toEqual(['/shop/product-details/9', '/shop/wine/product-details/9', '/shop/marketplace/product-details/9'])
  })
})
