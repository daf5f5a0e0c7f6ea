/**
 * What coupon pages read from their URL and send with it (001 §2, §3, §7): the coupon-page query parameters,
 * the instant-allocation parameters and body, the companion-gallery query and the category banner swap.
 */

/** Query parameters read on coupon pages (CPN-122). */
export const COUPON_PAGE_PARAMS = ['couponsClipped', 'category', 'event', 'offerPgm', 'externalOfferId', 'offerId', 'division', 'storeId'] as const
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

/** Instant-allocation URL parameters (gap B19; CPN-123): eventName (else 'event'), eventDateTime, correlationId. */
export const INSTANT_ALLOCATION_PARAMS = { eventName: 'eventName', eventNameFallback: 'event', eventDateTime: 'eventDateTime', correlationId: 'correlationId' } as const

export interface InstantAllocationEvent {
  eventName: string
  eventDateTime?: string
  eventCorrelationId?: string
}

/** The event named on the URL, or undefined when the page names none. */
export function instantAllocationEvent(search: string | URLSearchParams): InstantAllocationEvent | undefined {
  const p = params(search)
  const eventName = present(p, INSTANT_ALLOCATION_PARAMS.eventName) ?? present(p, INSTANT_ALLOCATION_PARAMS.eventNameFallback)
  if (!eventName) return undefined
  const event: InstantAllocationEvent = { eventName }
  const at = present(p, INSTANT_ALLOCATION_PARAMS.eventDateTime)
  const id = present(p, INSTANT_ALLOCATION_PARAMS.correlationId)
  if (at) event.eventDateTime = at
  if (id) event.eventCorrelationId = id
  return event
}

export interface InstantAllocationBody {
  customerId: string
  householdId: string
  eventCorrelationId: string
  eventDateTime: string
  eventName: string
  storeId: string
  offers?: { externalOfferId?: string; offerId?: string }[]
  division?: string
}

/**
 * The instant-allocation body (CPN-124): offers only when the page names an offer, division only when given.
 * A missing correlation id or date-time is made by the caller (a fresh id, the current time).
 */
export function instantAllocationBody(input: {
  customerId: string
  householdId: string
  storeId: string
  event: Required<InstantAllocationEvent>
  query?: Pick<CouponPageQuery, 'externalOfferId' | 'offerId' | 'division'>
}): InstantAllocationBody {
  const { event, query = {} } = input
  const body: InstantAllocationBody = {
    customerId: input.customerId,
    householdId: input.householdId,
    eventCorrelationId: event.eventCorrelationId,
    eventDateTime: event.eventDateTime,
    eventName: event.eventName,
    storeId: input.storeId,
  }
  if (query.externalOfferId || query.offerId) {
    const offer: { externalOfferId?: string; offerId?: string } = {}
    if (query.externalOfferId) offer.externalOfferId = query.externalOfferId
    if (query.offerId) offer.offerId = query.offerId
    body.offers = [offer]
  }
  if (query.division) body.division = query.division
  return body
}

/** Gallery cache-buster: a random whole number up to 1,000,000 (CPN-130; CST-059). */
export const CACHE_BUSTER_MAX = 1_000_000
export const cacheBuster = (random: () => number): number => Math.min(CACHE_BUSTER_MAX, Math.floor(random() * (CACHE_BUSTER_MAX + 1)))

/** The companion-gallery query (001 §7; CPN-089, CPN-133). */
export function companionGalleryQuery(input: {
  storeId: string
  rand: number
  guest: boolean
  onlyBonusOffers?: boolean
  limit?: number
}): Record<string, string> {
  const q: Record<string, string> = { storeId: input.storeId, rand: String(input.rand), includeRedmBonusPathFPOffers: 'true' }
  if (input.onlyBonusOffers) q.includeOnlyBonusOffer = 'y'
  if (input.guest) q.hpGuest = 'true'
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
