/**
 * What coupon pages read from their URL and send with it (001 §2, §3, §7): the coupon-page query parameters,
 * the companion-gallery query and the category banner swap. A campaign link's welcome offers: ./welcome.ts.
 */
import { OFFER_QUERY_TRUE, OFFER_QUERY_YES } from './offers-api'

/** Query parameters read on coupon pages (CPN-122). */
export const COUPON_PAGE_PARAMS = [
  'couponsClipped',
  'category',
  'event',
  'offerPgm',
  'externalOfferId',
  'offerId',
  'division',
  'storeId',
] as const
export type CouponPageParam = (typeof COUPON_PAGE_PARAMS)[number]

export interface CouponPageQuery {
  /** A whole number; 0 when absent or unreadable. */
  couponsClipped: number
  category?: string
  event?: string
  offerPgm?: string
  externalOfferId?: string
  offerId?: string
  division?: string
  storeId?: string
}

const params = (search: string | URLSearchParams) => (typeof search === 'string' ? new URLSearchParams(search) : search)
const present = (p: URLSearchParams, name: string) => {
  const v = p.get(name)?.trim()
  return v ? v : undefined
}

export function couponPageQuery(search: string | URLSearchParams): CouponPageQuery {
  const p = params(search)
  const clipped = Number.parseInt(p.get('couponsClipped') ?? '', 10)
  const query: CouponPageQuery = { couponsClipped: Number.isFinite(clipped) ? clipped : 0 }
  for (const name of COUPON_PAGE_PARAMS) {
    if (name === 'couponsClipped') continue
    const v = present(p, name)
    if (v !== undefined) query[name] = v
  }
  return query
}

/** The gallery cache-buster is shared with user info (core/rules/cache-buster.ts): user info is every page's read, the coupon rules are not. */
export { CACHE_BUSTER_MAX, cacheBuster } from '../cache-buster'

/** The companion-gallery query (001 §7; CPN-089, CPN-133). */
export function companionGalleryQuery(input: {
  storeId: string
  rand: number
  guest: boolean
  onlyBonusOffers?: boolean
  limit?: number
}): Record<string, string> {
  const q: Record<string, string> = { storeId: input.storeId, rand: String(input.rand), includeRedmBonusPathFPOffers: OFFER_QUERY_TRUE }
  if (input.onlyBonusOffers) q.includeOnlyBonusOffer = OFFER_QUERY_YES
  if (input.guest) q.hpGuest = OFFER_QUERY_TRUE
  if (input.limit !== undefined) q.limit = String(input.limit)
  return q
}

/** One entry of the category-mapping JSON. */
export interface CategoryBanner {
  image: string
  alt: string
  link: string
  newTab: boolean
}

/**
 * The Just-for-U banner for a category filter (CPN-120, CPN-121): that category's entry of the mapping, or
 * the default banner when the filter is cleared or the category has no entry.
 */
export function categoryBanner(
  mapping: Readonly<Record<string, CategoryBanner>> | null | undefined,
  category: string | null | undefined,
  fallback: CategoryBanner,
): CategoryBanner {
  const key = category?.trim()
  const entry = key && mapping && Object.hasOwn(mapping, key) ? mapping[key] : undefined
  return entry ?? fallback
}
