import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../../test/support/products'
import { DEFAULT_PAGE_PATHS } from '../pages'
import { CARD_EXTRA_TEXT, cardExtras, SIMILAR_ITEMS_ANCHOR } from './card-extras'
import { productPageHref, sellerHref } from './links'
import { displayProfile } from './display-profile'

const abs = displayProfile('abs')

describe('card extras', () => {
  it('shows the rating with its review count, the stars rounded to the half [PRD-060]', () => {
    const r = cardExtras(makeProduct({ rating: 4.3, reviewCount: 1 }), abs).rating
    expect(r).toEqual({ value: 4.3, stars: 4.5, text: 'Rated 4.3 out of 5', reviews: '1 review' })
    expect(cardExtras(makeProduct({ rating: 4.3 }), displayProfile('light-weight')).rating).toBeUndefined()
    expect(cardExtras(makeProduct({ rating: 7 }), abs).rating).toBeUndefined()
  })

  it('labels only from the product’s own data: sponsored, bought before, restricted, a coupon unlike the promo text [PRD-060]', () => {
    const p = makeProduct({ isSponsored: 'Y', purchaseInd: 'b', restrictedValue: 'ALCOHOL', offerText: 'Sale', promoText: 'Save $1' })
    expect(cardExtras(p, abs)).toMatchObject({
      sponsored: CARD_EXTRA_TEXT.sponsored,
      buyItAgain: CARD_EXTRA_TEXT.buyItAgain,
      unattended: CARD_EXTRA_TEXT.unattended,
      coupon: 'Deal: Sale',
    })
    const bare = cardExtras(makeProduct({ offerText: 'Save $1', promoText: 'Save $1' }), abs)
    expect([bare.sponsored, bare.buyItAgain, bare.unattended, bare.coupon]).toEqual([undefined, undefined, undefined, undefined])
  })

  it('labels a weighed price as an estimate and names the aisle of an item sold in store [PRD-060]', () => {
    expect(cardExtras(makeProduct({ soldByWeight: true }), abs).estimate).toBe(CARD_EXTRA_TEXT.estimate)
    expect(cardExtras(makeProduct({ aisleName: 'Dairy' }), abs).inStore).toBe('In store: Dairy')
    const notInStore = makeProduct({ aisleName: 'Dairy', channelEligibility: { delivery: true, pickUp: true, inStore: false } })
    expect(cardExtras(notInStore, abs).inStore).toBeUndefined()
  })

  it('lists the ways an item is offered, saying which cannot be had now [PRD-060]', () => {
    const p = makeProduct({ channelInventory: { pickup: 0, delivery: 3, shipping: 0, instore: 2 } })
    expect(cardExtras(p, abs).fulfilment?.channels).toEqual([
      { text: 'Pickup: not available now', available: false },
      { text: 'Delivery', available: true },
      { text: 'In store', available: true },
    ])
  })

  it('links a product to the product page of its kind and a seller to its landing page or the marketplace search [PRD-058] [SHL-029]', () => {
    const pages = { ...DEFAULT_PAGE_PATHS, sellerLanding: { S1: '/sellers/one' } }
    expect(productPageHref(makeProduct({ id: '7' }), pages)).toBe('/shop/product-details/7')
    expect(productPageHref(makeProduct({ id: '7', cartCategory: '1P_WINE' }), pages)).toBe('/shop/wine/product-details/7')
    expect(productPageHref(makeProduct({ id: '7', cartCategory: '3P_MARKETPLACE' }), pages)).toBe('/shop/marketplace/product-details/7')
    expect(sellerHref({ sellerId: 'S1', sellerName: 'One' }, pages)).toBe('/sellers/one')
    expect(sellerHref({ sellerId: 'S2', sellerName: 'Two & Co' }, pages)).toBe('/shop/marketplace/search-results?q=Two%20%26%20Co')
    expect(cardExtras(makeProduct({ id: '7' }), abs, pages).similarItems?.href).toBe(`/shop/product-details/7#${SIMILAR_ITEMS_ANCHOR}`)
  })

  it('links a wine-shop item to the configured wine-shop search results where the seller tag is switched on [SHL-029] [PRD-060]', () => {
    const pages = { ...DEFAULT_PAGE_PATHS, wineSearchResults: '/cellar/find' }
    const wine = makeProduct({ id: '8', cartCategory: '1P_WINE' })
    expect(cardExtras(wine, displayProfile('wineshop'), pages).wineShop).toEqual({ text: CARD_EXTRA_TEXT.wineShop, href: '/cellar/find' })
    expect(cardExtras(wine, displayProfile('abs'), pages).wineShop).toBeUndefined()
    expect(cardExtras(makeProduct({ id: '9' }), displayProfile('wineshop'), pages).wineShop).toBeUndefined()
  })
})
