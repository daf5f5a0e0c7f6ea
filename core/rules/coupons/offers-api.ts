/**
 * Wire values of the coupon and offer calls (001 §7 "Coupons and offers", §9) that rules/coupons does not
 * already name, shared by core/io/coupons/offers* and the simulator. Pure: values only. Clip payloads and reply
 * reading (with the clip types), the personalisation body and the companion gallery query live in rules/coupons
 * (clip.ts, carousel.ts, page-params.ts). What only the simulator checks (required body fields, offerPgm
 * parsing) lives in sim/routes.
 */

/** offerPgm of the registered gallery (API-046, 001 §9 'Offers program query'). */
export const OFFERS_PROGRAM_QUERY = 'PD-CC'
/** offerPgm of the offers-by-UPC call (API-065, 001 §9). */
export const OFFERS_BY_UPC_PROGRAM = 'CC-PD'

/** The 'yes' flag of transformOfferbyUpc, includeOnlyBonusOffer and includeUpc (API-046, API-052, API-062). */
export const OFFER_QUERY_YES = 'y'
/** The 'true' flag of includeRedmBonusPathFPOffers and hpGuest (API-052). */
export const OFFER_QUERY_TRUE = 'true'

/** API version header of the offer gallery filter call (API-050). */
export const GALLERY_FILTER_API_VERSION = '3.0'
/** Version header of the shopper's list call, when requested (API-068). */
export const SHOPPING_LIST_API_VERSION = '4.0'

/** Clip reply statuses of items[0].status (CPN-035..037): a wire value of the clip call (rules/coupons/clip.ts reads it). */
export const CLIP_REPLY_STATUS = { clipped: 1, expired: 0 } as const

/** The items[0].status a list add or remove answers on success (team design: the clip's 1). */
export const LIST_STATUS_OK = CLIP_REPLY_STATUS.clipped

/** Query parameter of the shopper's list cache-busting suffix, sent besides rand (API-066; the name is ours). */
export const SHOPPING_LIST_CACHE_SUFFIX_PARAM = '_'
