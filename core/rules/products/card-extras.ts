/**
 * The product card's elements the display profile switches beyond price, promotion, buying and the prop 65 note
 * (PRD-060, 001 §6): star rating, estimate label, sponsored label, in-store label, unattended-delivery label, coupons,
 * buy it again, similar-items link, nested fulfilment and the seller tag with its link. The seed names the switches,
 * not their texts or data: both are the team's design (docs/decisions/products.md "Display profiles").
 */
import type { ConfiguredPagePaths } from '../pages'
import { productPageHref, sellerHref } from './links'
import { isAvailable, isEligibleFor } from './availability'
import { SPONSORED_LABEL } from './carousel'
import type { DisplayProfile } from './display-profile'
import { PRODUCT_CHANNELS, type Product, type ProductChannel } from './product'
import { aisleDisplayName } from './units'

/** The texts of the switched elements (team design: the seed gives none). */
export const CARD_EXTRA_TEXT = {
  rating: (value: number) => `Rated ${value} out of 5`,
  reviews: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
  estimate: 'Estimated price: the final price follows the weight',
  sponsored: SPONSORED_LABEL,
  inStore: 'In store: {aisle}',
  unattended: 'Not available for unattended delivery',
  coupon: 'Deal: {offer}',
  buyItAgain: 'Buy it again',
  similarItems: 'Similar items',
  fulfilment: 'Get it by',
  fulfilmentUnavailable: (name: string) => `${name}: not available now`,
  seller: 'Sold by {seller}',
  /** A wine-shop item's tag in the seller tag's place: a link to the configured wine-shop search results (SHL-029). */
  wineShop: 'More from the Wine Shop',
} as const

/** The stars a rating shows: whole stars out of 5, rounded to the nearest half (the text carries the exact value). */
export const RATING_MAX = 5

/** Channel names in the nested fulfilment list, in PRODUCT_CHANNELS order. */
export const FULFILMENT_NAMES: Readonly<Record<ProductChannel, string>> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  shipping: 'Shipping',
  instore: 'In store',
}

/** The fragment of the product-detail page where similar items are listed. */
export const SIMILAR_ITEMS_ANCHOR = 'similar-items'

export interface CardExtras {
  rating?: { value: number; stars: number; text: string; reviews?: string }
  estimate?: string
  sponsored?: string
  inStore?: string
  unattended?: string
  coupon?: string
  buyItAgain?: string
  similarItems?: { text: string; href: string }
  /** Each way the item is offered (its eligibility), with whether it can be had that way now. */
  fulfilment?: { title: string; channels: readonly { text: string; available: boolean }[] }
  seller?: { text: string; href?: string }
  /** A wine-shop item's link to the wine-shop search results, switched with the seller tag. */
  wineShop?: { text: string; href: string }
}

/** What the profile lets the card show of the product's own data; an element without data shows nothing. */
export function cardExtras(p: Product, profile: DisplayProfile, pages?: ConfiguredPagePaths): CardExtras {
  const aisle = aisleDisplayName(p.aisleName)
  const out: CardExtras = {}
  if (profile.starRating && p.rating !== undefined && p.rating >= 0 && p.rating <= RATING_MAX) {
    out.rating = {
      value: p.rating,
      stars: Math.round(p.rating * 2) / 2,
      text: CARD_EXTRA_TEXT.rating(p.rating),
      ...(p.reviewCount !== undefined && p.reviewCount >= 0 ? { reviews: CARD_EXTRA_TEXT.reviews(p.reviewCount) } : {}),
    }
  }
  if (profile.estimateLabel && profile.price && p.soldByWeight) out.estimate = CARD_EXTRA_TEXT.estimate
  if (profile.sponsoredLabel && p.isSponsored) out.sponsored = CARD_EXTRA_TEXT.sponsored
  if (profile.inStoreLabel && aisle && isEligibleFor(p, 'instore') && isAvailable(p, 'instore'))
    out.inStore = CARD_EXTRA_TEXT.inStore.replace('{aisle}', aisle)
  if (profile.unattendedDeliveryLabel && p.restrictedValue) out.unattended = CARD_EXTRA_TEXT.unattended
  // The promotion's own wording already shows as promo text: a coupon that says the same is not said twice.
  if (profile.coupons && p.offerText && p.offerText !== p.promoText) out.coupon = CARD_EXTRA_TEXT.coupon.replace('{offer}', p.offerText)
  if (profile.buyItAgain && p.purchaseInd === 'B') out.buyItAgain = CARD_EXTRA_TEXT.buyItAgain
  if (profile.similarItemsLink && pages) {
    out.similarItems = { text: CARD_EXTRA_TEXT.similarItems, href: `${productPageHref(p, pages)}#${SIMILAR_ITEMS_ANCHOR}` }
  }
  if (profile.nestedFulfilment) {
    out.fulfilment = {
      title: CARD_EXTRA_TEXT.fulfilment,
      channels: PRODUCT_CHANNELS.filter((c) => isEligibleFor(p, c)).map((c) => {
        const available = isAvailable(p, c)
        return { text: available ? FULFILMENT_NAMES[c] : CARD_EXTRA_TEXT.fulfilmentUnavailable(FULFILMENT_NAMES[c]), available }
      }),
    }
  }
  if (profile.sellerTag && p.cartCategory === '3P_MARKETPLACE' && p.sellerName) {
    const href = pages ? sellerHref(p, pages) : undefined
    out.seller = { text: CARD_EXTRA_TEXT.seller.replace('{seller}', p.sellerName), ...(href ? { href } : {}) }
  }
  if (profile.sellerTag && p.cartCategory === '1P_WINE' && pages)
    out.wineShop = { text: CARD_EXTRA_TEXT.wineShop, href: pages.wineSearchResults }
  return out
}
