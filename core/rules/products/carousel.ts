/**
 * Product carousels (001 §7 "Recommendations, carousels, content", §5, §9): the carousel sources, the ad
 * tracker's events and request, the impression rule, and the tile a carousel card shows. Pure.
 */
import { isAvailable, shortAvailabilityLabel } from './availability'
import { displayProfile, profileForCategory } from './display-profile'
import { formatPrice, showsStrikeThrough, validPrice } from './price'
import { type ProductPagePaths, productPageHref } from './links'
import type { Product, ProductChannel } from './product'
import { type ProductTag, productTags, type TagFlags } from './tags'

/** Where a carousel's products come from (the `source` attribute). */
export const CAROUSEL_SOURCES = ['recommendations', 'sponsored', 'cross-sell', 'substitution', 'purchase-history'] as const
export type CarouselSource = (typeof CAROUSEL_SOURCES)[number]
export const DEFAULT_CAROUSEL_SOURCE: CarouselSource = 'recommendations'

/** Default headings per source (team design; a page may give its own `heading`). */
export const CAROUSEL_HEADINGS: Readonly<Record<CarouselSource, string>> = {
  recommendations: 'Recommended for you',
  sponsored: 'Sponsored products',
  'cross-sell': 'Customers also bought',
  substitution: 'Similar items',
  'purchase-history': 'Your past purchases',
}

/** CAR-014: the ad tracker's events. */
export const AD_EVENTS = ['impression', 'click', 'onload', 'relevance'] as const
export type AdEvent = (typeof AD_EVENTS)[number]
/** CAR-015: an impression counts only when at least half of the card is visible. */
export const AD_IMPRESSION_THRESHOLD = 0.5
/** The ad tracker call (team design: the seed names the tracker and its events, not its address). */
export const AD_TRACKER_PATH = '/api/sponsored/track'
/** The label a sponsored card carries (display profile element sponsoredLabel). */
export const SPONSORED_LABEL = 'Sponsored'

/** CST-043 (gap B17): a carousel page is at most 6 products — Previous / Next move by 6 slides, or by the
 * visible width when fewer than 6 fit. */
export const CAROUSEL_PAGE_SIZE = 6

/** How far one Previous / Next press scrolls: the visible width, capped at CAROUSEL_PAGE_SIZE slides
 * (slideStride: one slide plus the gap; 0 when unknown, e.g. fewer than two slides). */
export function carouselPageStep(visibleWidth: number, slideStride: number): number {
  return slideStride > 0 ? Math.min(visibleWidth, CAROUSEL_PAGE_SIZE * slideStride) : visibleWidth
}

/** What identifies one ad: the sponsored search's adId and campaignId, plus the product and its place. */
export interface AdRef {
  adId: string
  campaignId?: string
  bpn: string
  /** 1-based position in the carousel. */
  position: number
}

/** The body of one ad tracker call. onload and relevance describe the whole set, the others one ad. */
export type AdTrackerBody =
  | { event: 'impression' | 'click'; pagename: string; adId: string; campaignId?: string; bpn: string; position: number }
  | { event: 'onload' | 'relevance'; pagename: string; adIds: string[]; bpn?: string; categoryId?: string; count: number }

export function adEventBody(event: 'impression' | 'click', pagename: string, ad: AdRef): AdTrackerBody {
  return { event, pagename, adId: ad.adId, ...(ad.campaignId ? { campaignId: ad.campaignId } : {}), bpn: ad.bpn, position: ad.position }
}

/**
 * onload: the sponsored results arrived and were painted; relevance: what they were served for (the anchor
 * product or category), so the ad server can score them. Both once per load, with every ad id in order.
 */
export function adSetBody(
  event: 'onload' | 'relevance',
  pagename: string,
  ads: readonly AdRef[],
  context: { bpn?: string; categoryId?: string } = {},
): AdTrackerBody {
  return {
    event,
    pagename,
    adIds: ads.map((a) => a.adId),
    ...(event === 'relevance' && context.bpn ? { bpn: context.bpn } : {}),
    ...(event === 'relevance' && context.categoryId ? { categoryId: context.categoryId } : {}),
    count: ads.length,
  }
}

/** CAR-015: record an impression when the visible ratio reaches the threshold, once per ad. */
export function shouldRecordImpression(ratio: number, adId: string, seen: ReadonlySet<string>): boolean {
  return ratio >= AD_IMPRESSION_THRESHOLD && !seen.has(adId)
}

/** One carousel card, ready to render. */
export interface CarouselTile {
  id: string
  name: string
  brand?: string
  imageUrl?: string
  price: string
  /** The struck-through base price, when PRD-010 allows it. */
  wasPrice?: string
  tags: ProductTag[]
  /** 'Out of stock' or an eligibility label for the shopper's channel (PRD-026..032). */
  availabilityLabel?: string
  available: boolean
  sponsored: boolean
  ad?: AdRef
  href: string
}

export interface TileContext {
  channel: ProductChannel
  /** 'yyyy-mm-dd' */
  today: string
  weekday: number
  /** The configured product-detail paths: each tile links to the page of its item's kind. */
  pages: ProductPagePaths
  flags?: TagFlags
}

/** A carousel card for a product: carousel profile, tags capped at 2 (PRD-038), availability for the channel. */
export function carouselTile(p: Product, ctx: TileContext, ad?: { adId?: string; campaignId?: string; position: number }): CarouselTile {
  const profile = displayProfile(profileForCategory(p.cartCategory, true))
  const available = isAvailable(p, ctx.channel)
  const label = profile.notAvailableText || !available ? shortAvailabilityLabel(p, ctx.channel) : null
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    imageUrl: p.imageUrl,
    price: formatPrice(validPrice(p, ctx.today)),
    ...(showsStrikeThrough(p, ctx.today) ? { wasPrice: formatPrice(p.basePrice) } : {}),
    tags: productTags(p, { carousel: true, profile, weekday: ctx.weekday, flags: ctx.flags }),
    ...(label ? { availabilityLabel: label } : {}),
    available,
    sponsored: !!ad?.adId,
    ...(ad?.adId
      ? { ad: { adId: ad.adId, ...(ad.campaignId ? { campaignId: ad.campaignId } : {}), bpn: p.id, position: ad.position } }
      : {}),
    href: productPageHref(p, ctx.pages),
  }
}
