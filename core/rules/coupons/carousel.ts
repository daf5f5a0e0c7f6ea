/**
 * Offer carousels (001 §3, §5, §7, §9): limits, the qualifying-offers list, where each carousel filter
 * reads its offers, and the personalisation request.
 */
import { CLIENT_PLATFORM } from '../http'
import { isBoughtBefore, stripUpcZeros } from './classify'
import type { Offer } from './offer'

/** Default carousel limit 12; 99999 means no limit (CAR-010, CAR-011; CST-049). */
export const DEFAULT_CAROUSEL_LIMIT = 12
export const UNLIMITED_CAROUSEL_LIMIT = 99999
/** The qualifying-offers list holds at most 12 (CAR-005; CST-050). */
export const QUALIFYING_OFFERS_MAX = 12

export const isUnlimited = (limit: number): boolean => limit === UNLIMITED_CAROUSEL_LIMIT

/** The first `limit` items, or all of them for 99999 (CAR-011). */
export function applyCarouselLimit<T>(items: readonly T[], limit: number = DEFAULT_CAROUSEL_LIMIT): T[] {
  return isUnlimited(limit) ? [...items] : items.slice(0, Math.max(0, limit))
}

/** Bought-before offers first, each part in its given order, at most 12 (CAR-005, CAR-006). */
export function qualifyingOffers<T extends Pick<Offer, 'purchaseInd'>>(offers: readonly T[]): T[] {
  const before = offers.filter(isBoughtBefore)
  const rest = offers.filter((o) => !isBoughtBefore(o))
  return [...before, ...rest].slice(0, QUALIFYING_OFFERS_MAX)
}

export const CAROUSEL_FILTERS = ['pdp', 'aisle', 'qualifyingoffers', 'j4uGallery', 'p13n'] as const
export type CarouselFilter = (typeof CAROUSEL_FILTERS)[number]

export interface CarouselContext {
  /** Product code (UPCs) for 'pdp'. */
  upcs?: readonly string[]
  aisleName?: string
  limit?: number
  modelConfigurationId?: string
  /** The local coupon store exists and is valid (CAR-009). */
  localStoreExists: boolean
  /** The e-commerce gallery API flag (CAR-003; CST-073). */
  ecomGalleryEnabled: boolean
  /** The j4uGallery cache is valid (see couponCacheVerdict). */
  galleryCacheValid?: boolean
}

export type CarouselPlan =
  | { source: 'local-store'; by: 'upc'; upcs: string[] }
  | { source: 'offers-by-upc'; upcs: string[] }
  | { source: 'local-store'; by: 'department'; aisleName: string }
  | { source: 'gallery-filter'; category: string }
  | { source: 'qualifying-offers'; max: number }
  | { source: 'gallery-cache' | 'companion-gallery'; limit: number }
  | { source: 'personalisation'; limit: number; modelConfigurationId?: string }

/**
 * Where a carousel reads its offers (CAR-001..004, CAR-007..009). 'pdp' and 'aisle' look in the local coupon
 * store only when it exists, else ask the server; 'aisle' always loads remotely (the gallery filter by
 * category) when the e-commerce gallery API is disabled.
 */
export function carouselPlan(filter: CarouselFilter, ctx: CarouselContext): CarouselPlan {
  const limit = ctx.limit ?? DEFAULT_CAROUSEL_LIMIT
  switch (filter) {
    case 'pdp': {
      const upcs = (ctx.upcs ?? []).map(stripUpcZeros).filter(Boolean)
      return ctx.localStoreExists ? { source: 'local-store', by: 'upc', upcs } : { source: 'offers-by-upc', upcs }
    }
    case 'aisle': {
      const aisleName = ctx.aisleName ?? ''
      return ctx.ecomGalleryEnabled && ctx.localStoreExists
        ? { source: 'local-store', by: 'department', aisleName }
        : { source: 'gallery-filter', category: aisleName }
    }
    case 'qualifyingoffers':
      return { source: 'qualifying-offers', max: QUALIFYING_OFFERS_MAX }
    case 'j4uGallery':
      return { source: ctx.galleryCacheValid ? 'gallery-cache' : 'companion-gallery', limit }
    case 'p13n':
      return ctx.modelConfigurationId
        ? { source: 'personalisation', limit, modelConfigurationId: ctx.modelConfigurationId }
        : { source: 'personalisation', limit }
    default:
      return filter satisfies never
  }
}

export const PERSONALISATION_PLATFORM = CLIENT_PLATFORM

export interface PersonalisationRequest {
  modelConfigurationId: string
  assortmentChannel: string
  banner: string
  storeId: string
  householdId: string
  uiPageSize: number
  zipCode: string
  host: string
  platform: typeof PERSONALISATION_PLATFORM
}

/** The personalisation body (CAR-016); uiPageSize is the carousel limit asked for. */
export function personalisationRequest(input: Omit<PersonalisationRequest, 'platform'>): PersonalisationRequest {
  return { ...input, platform: PERSONALISATION_PLATFORM }
}

/** Texts of a p13n carousel from p13nCoupons when present (CAR-021); blank values count as absent. */
export function p13nCarouselTexts(cache: { carouselTitle?: string; webCtaText?: string; webCtaLink?: string } | null | undefined) {
  const out: { title?: string; ctaText?: string; ctaLink?: string } = {}
  const v = (s: string | undefined) => (s && s.trim() !== '' ? s : undefined)
  if (v(cache?.carouselTitle)) out.title = cache?.carouselTitle
  if (v(cache?.webCtaText)) out.ctaText = cache?.webCtaText
  if (v(cache?.webCtaLink)) out.ctaLink = cache?.webCtaLink
  return out
}
