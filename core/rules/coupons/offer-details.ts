/**
 * Offer details in place (API-062, API-064, ERR-035, ERR-037; 001 §7, §8; CST-071): the queries of the two detail
 * calls, what a failure answers, and the dialog's texts. docs/decisions/coupons.md "Offer details in place".
 */
import { OFFER_QUERY_YES } from './offers-api'
import { PERSONALISED_DEAL_PGM } from './offer'

/**
 * The `source` of GET offer details for personalisation (API-064): the seed names the parameter, not its value;
 * the personalised deals are Just for U's, the list source of a digital offer ('J4U', docs/decisions/coupons.md).
 */
export const PERSONALISED_DETAIL_SOURCE = 'J4U'

/** At most this many eligible items are looked up and listed (one product read each). */
export const ELIGIBLE_ITEMS_SHOWN = 12

/** GET offer detail: offerId, storeId, offerPgm, includeUpc=y (API-062). */
export function offerDetailQuery(input: { offerId: string; storeId: string; offerPgm: string }): Record<string, string> {
  return { offerId: input.offerId, storeId: input.storeId, offerPgm: input.offerPgm, includeUpc: OFFER_QUERY_YES }
}

/** GET offer details for personalisation: storeId, offerId, includeUpc, source (API-064). */
export function personalisedDetailQuery(input: { offerId: string; storeId: string }): Record<string, string> {
  return { storeId: input.storeId, offerId: input.offerId, includeUpc: OFFER_QUERY_YES, source: PERSONALISED_DETAIL_SOURCE }
}

/** A personalised deal's details come from the personalisation call (API-064), any other offer's from offer detail (API-062). */
export const isPersonalisedDetail = (offerPgm: string): boolean => offerPgm.trim().toUpperCase() === PERSONALISED_DEAL_PGM

/** What a detail call answers: the detail and its UPC list. */
export interface OfferDetail {
  detail: Record<string, unknown>
  upcs: string[]
}

/** ERR-035, ERR-037: a failed offer detail or personalised offer read resets the UPC list to empty and answers an empty object. */
export const FAILED_OFFER_DETAIL: OfferDetail = Object.freeze({ detail: Object.freeze({}), upcs: [] }) as OfferDetail

/** One eligible item: its UPC and, when the catalog knows it, the product's name. */
export interface EligibleItem {
  upc: string
  name?: string
}

/** What the Offer Details dialog shows: the read under way, the eligible items, or the failed detail (ERR-035, ERR-037). */
export type OfferDetailsState = { status: 'loading' } | { status: 'loaded'; items: readonly EligibleItem[] } | { status: 'failed' }

/** The dialog's texts; the seed gives none (team texts). */
export const OFFER_DETAILS_TEXT = {
  title: 'Offer details',
  loading: 'Loading offer details…',
  itemsHeading: 'Eligible items',
  noItems: 'This offer lists no eligible items.',
  failed: "We couldn't load this offer's eligible items. Please try again later.",
  upc: (upc: string) => `UPC ${upc}`,
} as const
