/**
 * Wire values of the coupon and offer calls (001 §7 "Coupons and offers", §9) that rules/coupons does not
 * already name, shared by core/io/api/offers* and the simulator. Pure: values only. Clip payloads and reply
 * reading, the personalisation body, the instant allocation body and the companion gallery query live in
 * rules/coupons (clip.ts, carousel.ts, page-params.ts); this file reuses their names.
 */
import type { PersonalisationRequest } from './coupons/carousel'
import { CLIP_REPLY_STATUS, CLIP_TYPES, type ClipType } from './coupons/clip'
import type { InstantAllocationBody } from './coupons/page-params'

/** offerPgm of the registered gallery (API-046, 001 §9 'Offers program query'). */
export const OFFERS_PROGRAM_QUERY = 'PD-CC'
/** offerPgm of the offers-by-UPC call (API-065, 001 §9). */
export const OFFERS_BY_UPC_PROGRAM = 'CC-PD'
/** Separator of the program codes inside an offerPgm query value ('PD-CC' = PD and CC). */
export const OFFER_PROGRAM_SEPARATOR = '-'

/** The 'yes' flag of transformOfferbyUpc, includeOnlyBonusOffer and includeUpc (API-046, API-052, API-062). */
export const OFFER_QUERY_YES = 'y'
/** The 'true' flag of includeRedmBonusPathFPOffers and hpGuest (API-052). */
export const OFFER_QUERY_TRUE = 'true'

/** API version header of the offer gallery filter call (API-050). */
export const GALLERY_FILTER_API_VERSION = '3.0'
/** Version header of the shopper's list call, when requested (API-068). */
export const SHOPPING_LIST_API_VERSION = '4.0'

/** The two clip item types of 001 §3, by name: C clips, L lists. */
export const CLIP_TYPE_CLIP: ClipType = CLIP_TYPES[0]
export const CLIP_TYPE_LIST: ClipType = CLIP_TYPES[1]

/** The items[0].status a list add or remove answers on success (team design: the clip's 1). */
export const LIST_STATUS_OK = CLIP_REPLY_STATUS.clipped

/** Fields of the instant allocation body the service requires (CPN-124); offers and division are optional. */
export const INSTANT_ALLOCATION_REQUIRED_FIELDS = [
  'customerId', 'householdId', 'eventCorrelationId', 'eventDateTime', 'eventName', 'storeId',
] as const satisfies readonly (keyof InstantAllocationBody)[]

/** Fields of the personalisation request (CAR-016), all required by the service. */
export const PERSONALISATION_FIELDS = [
  'modelConfigurationId', 'assortmentChannel', 'banner', 'storeId', 'householdId', 'uiPageSize', 'zipCode', 'host', 'platform',
] as const satisfies readonly (keyof PersonalisationRequest)[]

/** Query parameter of the shopper's list cache-busting suffix, sent besides rand (API-066; the name is ours). */
export const SHOPPING_LIST_CACHE_SUFFIX_PARAM = '_'

/** Splits an offerPgm query value into program codes: 'PD-CC' → ['PD', 'CC']. */
export function offerProgramsOf(query: string | undefined | null): string[] {
  return (query ?? '').split(OFFER_PROGRAM_SEPARATOR).map((p) => p.trim()).filter(Boolean)
}
