/**
 * The product carousels' replies in domain terms (001 §7 calls; CAR rows): each source's products normalised, with
 * the ad ids a sponsored product carries, so the carousel store (core/stores/products/carousel.ts) never sees a raw
 * product. The calls themselves are ./recommendations.ts and ./catalog.ts (validated in raw field names there).
 */
import { normaliseProduct, type Product } from '../../rules/products/product'
import * as v from 'valibot'
import { fetchSubstitutions, rawProductSchema } from './catalog'
import { fetchCarouselFixture, fetchProductGrid, fetchProductRecommendations, fetchSponsoredProducts } from './recommendations'

/** A carousel's product, and the ad and campaign ids its record names (a sponsored product's, CAR-014). */
export interface CarouselProduct {
  product: Product
  adId?: string
  campaignId?: string
  /** The validated record it was normalised from (what a prerendered carousel carries to the client). */
  record: object
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined)

/** Records normalised into products; a record without a product number is left out. */
export function toCarouselProducts(records: readonly object[]): CarouselProduct[] {
  return records.flatMap((record) => {
    const product = normaliseProduct(record)
    if (!product) return []
    const { adId, campaignId } = record as { adId?: unknown; campaignId?: unknown }
    const ad = text(adId)
    const campaign = text(campaignId)
    return [{ product, ...(ad ? { adId: ad } : {}), ...(campaign ? { campaignId: campaign } : {}), record }]
  })
}

/**
 * A carousel's records read elsewhere (a prerendered page's copy): each validated as a product record, as the
 * reads validate theirs, and normalised as theirs are; nothing when it is not a list.
 */
export function carouselProductsFromRecords(records: unknown): CarouselProduct[] {
  return Array.isArray(records) ? toCarouselProducts(records.filter((r): r is object => v.safeParse(rawProductSchema, r).success)) : []
}

const reshaped =
  <A extends unknown[]>(read: (...args: A) => Promise<readonly object[]>) =>
  async (...args: A): Promise<CarouselProduct[]> =>
    toCarouselProducts(await read(...args))

/** Product recommendations (API-076, API-077). */
export const readRecommendedProducts = reshaped(fetchProductRecommendations)
/** The simulator's carousel fixture (CST-074). */
export const readCarouselFixture = reshaped(fetchCarouselFixture)
/** The sponsored carousel's products (API-074, API-075). */
export const readSponsoredProducts = reshaped(fetchSponsoredProducts)
/** The cross-sell and substitution feed (API-043, API-044). */
export const readSubstitutions = reshaped(fetchSubstitutions)
/** The purchase-history product grid's products (API-079). */
export const readProductGridProducts = reshaped(
  async (...args: Parameters<typeof fetchProductGrid>) => (await fetchProductGrid(...args)).products,
)
