/**
 * Wire values and request shapes of the shopping calls of 001 §7 ("Orders and carts", "Subscriptions",
 * "Recommendations, carousels, content") and 001 §3 "Request payload shapes", shared by core/io/api/{cart,
 * shopping, catalog, recommendations, subscriptions} and the simulator. Pure: values and builders only.
 * Paths are SHOPPING_PATHS (endpoints.ts); header names not in HEADERS are spelled here (docs/decisions/products.md).
 */
import type { Channel } from './cart'
import { CLIENT_PLATFORM } from '../http'

/** Header names of the shopping calls the seed names but HEADERS (http.ts) does not spell (API-073, API-078, API-080). */
export const SHOPPING_HEADERS = {
  zone: 'zone',
  accept: 'Accept',
  clientId: 'X-Client-Id',
} as const

/** The Accept value of the smart-basket and subscription calls (API-073, API-080). */
export const ACCEPT_JSON = 'application/json'
/** The platform header and request value of recommendation, product-grid and content calls (API-077, API-079). */
export const SHOPPING_PLATFORM = CLIENT_PLATFORM

/** Separator of list query values (exclude-bpn, upcIds). */
export const LIST_SEPARATOR = ','

/** Catalog time-outs (001 §9; CST-033, API-081). The brand index and product detail data went with their calls (API-082, API-083 declined). */
export const CATALOG_TIMEOUT_MS = {
  productByBpn: 1000,
} as const

/** pdreco/substitution: availabilityCheck=true and placement=bia (API-043). */
export const SUBSTITUTION_PLACEMENT = 'bia'
export const AVAILABILITY_CHECK = true

/** Sponsored carousel: max-result=8 (CAR-012, CST-032) and pagename 'cross-sell' by default (CAR-013). */
export const SPONSORED_MAX_RESULTS = 8
export const SPONSORED_DEFAULT_PAGE_NAME = 'cross-sell'
/** The channels the sponsored query names; in-store sends none (API-075). */
export const SPONSORED_CHANNELS = ['delivery', 'pickup'] as const satisfies readonly Channel[]

/** CAR-020: cross-sell (the pdreco call) runs only with product number, house id, store id and channel. */
export function isCrossSellReady(input: {
  bpn?: string | null
  householdId?: string | null
  storeId?: string | null
  channel?: string | null
}): boolean {
  return [input.bpn, input.householdId, input.storeId, input.channel].every((v) => typeof v === 'string' && v.trim() !== '')
}

export interface SubstitutionInput {
  bpn: string
  storeId: string
  householdId: string
  channel: string
  bruid?: string
  pageUrl?: string
}

/** API-043: the pdreco/substitution query. */
export function substitutionQuery(input: SubstitutionInput) {
  return {
    bpn: input.bpn,
    storeId: input.storeId,
    hhid: input.householdId,
    channel: input.channel,
    bruid: input.bruid,
    pageurl: input.pageUrl,
    availabilityCheck: AVAILABILITY_CHECK,
    placement: SUBSTITUTION_PLACEMENT,
  }
}

export interface SponsoredSearchInput {
  storeId: string
  featuredSessionId?: string
  screenWidth?: number
  userId?: string
  banner: string
  pageName?: string
  excludeBpns?: readonly string[]
  bpn?: string
  categoryId?: string
  channel?: string
}

/** API-074, API-075, CAR-012, CAR-013: the sponsored-carousel search query; channel only for delivery or pickup. */
export function sponsoredSearchQuery(input: SponsoredSearchInput) {
  const channel = (SPONSORED_CHANNELS as readonly string[]).includes(input.channel ?? '') ? input.channel : undefined
  return {
    storeid: input.storeId,
    featuredsessionid: input.featuredSessionId,
    screenwidth: input.screenWidth,
    userid: input.userId,
    banner: input.banner,
    'max-result': SPONSORED_MAX_RESULTS,
    pagename: input.pageName?.trim() || SPONSORED_DEFAULT_PAGE_NAME,
    'exclude-bpn': input.excludeBpns?.length ? input.excludeBpns.join(LIST_SEPARATOR) : undefined,
    bpn: input.bpn,
    'category-id': input.categoryId,
    channel,
  }
}

/** The analytics ids of a product recommendation request (CAR-017). */
export interface AnalyticsIds {
  sessionId?: string
  tntId?: string
  marketingCloudVisitorId?: string
  mboxMCSDID?: string
  edgeHost?: string
}

export interface ProductRecommendationInput extends AnalyticsIds {
  bruid?: string
  assortmentChannel: string
  banner: string
  storeId: string
  host: string
  pageURL: string
  cartItemIds: readonly string[]
  /** Further fields of the carousel's own request (model configuration, page size...), sent as given. */
  extra?: Readonly<Record<string, unknown>>
}

/**
 * CAR-017: the product recommendation request; cart items as a list of {bpn}. CST-072 (team design): with the
 * page flag isBPNArrayP13nDisabled on (`singleBpn`), the request names one bpn instead, the cart's first item
 * (`bpn`, left out when the cart is empty), and no cartItems list.
 */
export function productRecommendationRequest(input: ProductRecommendationInput, options: { singleBpn?: boolean } = {}) {
  const { cartItemIds, extra, ...rest } = input
  if (options.singleBpn) {
    const [bpn] = cartItemIds
    return { ...extra, ...rest, ...(bpn ? { bpn } : {}) }
  }
  return { ...extra, ...rest, cartItems: cartItemIds.map((bpn) => ({ bpn })) }
}

/**
 * CST-074 (team design): with the page flag mockCarousel on, a recommendations carousel reads the simulator's fixture
 * at this path (GET, {products}) instead of the live recommendation call. Dev only: only the simulator serves it.
 */
export const MOCK_CAROUSEL_FIXTURE_PATH = '/api/recommendations/carousel/fixture'

export { MALFORMED_CART_WARNING } from './cart'
