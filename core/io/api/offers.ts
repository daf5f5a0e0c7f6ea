/**
 * The coupon and offer reads of 001 §7 (API-046..055, API-062..065, API-069, API-070): one function per
 * call, each building the request the seed describes and validating the reply's raw fields (offers-schemas).
 * Replies stay raw: rules/coupons `toOffer` makes domain offers. Clip, unclip and the list: offers-list.ts.
 */
import * as v from 'valibot'
import type { PersonalisationRequest } from '../../rules/coupons/carousel'
import { companionGalleryQuery } from '../../rules/coupons/page-params'
import { OFFER_PATHS } from '../../rules/coupons/endpoints'
import { OFFERS_BY_UPC_ERROR } from '../../rules/errors'
import { HEADERS } from '../../rules/http'
import { GALLERY_FILTER_API_VERSION, OFFER_QUERY_YES, OFFERS_BY_UPC_PROGRAM, OFFERS_PROGRAM_QUERY } from '../../rules/offers-api'
import { type ApiClient, environmentConfigFor } from './client'
import {
  companionReplySchema, galleryReplySchema, type LogoFragment, logoFragmentSchema, loyaltyPartnersSchema, offersByUpcReplySchema,
  personalisationReplySchema, type RawOfferReply, upcsByOfferReplySchema,
} from './offers-schemas'
import { cacheBuster } from './session'

export type GalleryReply = v.InferOutput<typeof galleryReplySchema>
export type CompanionReply = v.InferOutput<typeof companionReplySchema>
export type PersonalisationReply = v.InferOutput<typeof personalisationReplySchema>

/**
 * The offer gallery: the registered one with offerPgm=PD-CC, storeId and transformOfferbyUpc=y for authorised
 * shoppers (API-046, bearer token by the client's rule), the guest offer path for guests (API-047).
 */
export function fetchOfferGallery(api: ApiClient, input: { storeId: string; guest: boolean }): Promise<GalleryReply> {
  return api.request(galleryPath(input), { query: galleryQuery(input), schema: galleryReplySchema })
}

const galleryPath = (input: { guest: boolean }) => (input.guest ? OFFER_PATHS.guestGallery : OFFER_PATHS.registeredGallery)
const galleryQuery = (input: { storeId: string; guest: boolean }) =>
  input.guest ? { storeId: input.storeId } : { offerPgm: OFFERS_PROGRAM_QUERY, storeId: input.storeId, transformOfferbyUpc: OFFER_QUERY_YES }

/**
 * The same call, answered as the reply's text and the path it came from: the 5,000-offer gallery is parsed,
 * checked and normalised off the main thread (core/io/api/gallery-pipeline.ts, issue 16 item 4).
 */
export async function fetchOfferGalleryText(api: ApiClient, input: { storeId: string; guest: boolean }): Promise<{ text: string; path: string }> {
  const path = galleryPath(input)
  return { text: await api.request(path, { query: galleryQuery(input), schema: v.string(), text: true }), path }
}

/**
 * POST the gallery filter ?storeId with {primaryCategoryNm: [category]} and the API key and version '3.0'
 * headers (API-049, API-050); guests use the anonymous variant (API-051). The client adds the content type,
 * the subscription key and, for authorised shoppers, the bearer token.
 */
export function filterOfferGallery(api: ApiClient, input: { storeId: string; category: string; guest: boolean }): Promise<GalleryReply> {
  return api.request(input.guest ? OFFER_PATHS.anonymousFilter : OFFER_PATHS.galleryFilter, {
    method: 'POST',
    query: { storeId: input.storeId },
    json: { primaryCategoryNm: [input.category] },
    headers: { [HEADERS.apiKey]: environmentConfigFor(api.config).subscriptionKey, [HEADERS.version]: GALLERY_FILTER_API_VERSION },
    schema: galleryReplySchema,
  })
}

/**
 * GET the companion gallery with storeId, rand, includeRedmBonusPathFPOffers=true, includeOnlyBonusOffer=y
 * when asked, hpGuest=true for guests, and limit (API-052; CPN-089, CPN-130).
 */
export function fetchCompanionGallery(
  api: ApiClient,
  input: { storeId: string; guest: boolean; onlyBonusOffers?: boolean; limit?: number },
): Promise<CompanionReply> {
  const query = companionGalleryQuery({ ...input, rand: Number(cacheBuster()) })
  return api.request(OFFER_PATHS.companionGallery, { query, schema: companionReplySchema })
}

/** The offers of a companion gallery or instant allocation answer: companionGalleryOffer, else offers (API-053). */
export function companionOffers(reply: CompanionReply): RawOfferReply[] {
  const list = reply.companionGalleryOffer ?? reply.offers
  if (!list) return []
  return Array.isArray(list) ? list : Object.values(list)
}

/** POST the personalisation endpoint with the personalisation body (API-055, CAR-016); dealsInfo may be absent. */
export function fetchPersonalisedDeals(api: ApiClient, body: PersonalisationRequest): Promise<PersonalisationReply> {
  return api.request(OFFER_PATHS.personalisation, { method: 'POST', json: body, schema: personalisationReplySchema })
}

/**
 * GET upcs-by-offer with storeId and offerId (API-063): the offer's UPCs as sent. This is the "CMS offer" call
 * of 001 §8 (the seed lists the offer calls in the same order in §7 and §8; a CMS coupon's eligible items come
 * from it): any failure resets the UPC list to empty (ERR-036), answered here as [] (docs/decisions/coupons.md).
 */
export async function fetchUpcsByOffer(api: ApiClient, input: { storeId: string; offerId: string }): Promise<(string | number)[]> {
  try {
    const reply = await api.request(OFFER_PATHS.upcsByOffer, { query: { storeId: input.storeId, offerId: input.offerId }, schema: upcsByOfferReplySchema })
    return reply.upcList
  } catch {
    return []
  }
}

/**
 * POST offers-by-upc with the list of UPCs as the body and storeId and offerPgm=CC-PD (API-065). The service
 * strips leading zeros before the look-up (CPN-128) and keys the answer by the UPC sent. Any failure throws
 * 'Error in getting offers by upc' (ERR-038), with the cause attached.
 */
export async function fetchOffersByUpc(api: ApiClient, input: { storeId: string; upcs: readonly string[] }): Promise<Record<string, RawOfferReply[]>> {
  try {
    const reply = await api.request(OFFER_PATHS.offersByUpc, {
      method: 'POST',
      query: { storeId: input.storeId, offerPgm: OFFERS_BY_UPC_PROGRAM },
      json: [...input.upcs],
      schema: offersByUpcReplySchema,
    })
    return reply.offersByUpc
  } catch (cause) {
    throw new Error(OFFERS_BY_UPC_ERROR, { cause })
  }
}

export type LogoResult = { ok: true; logos: LogoFragment } | { ok: false; error: unknown }

/** GET the logo fragment JSON (API-070); a failure is handled here and answered as an error result (ERR-044). */
export async function fetchLogoFragment(api: ApiClient): Promise<LogoResult> {
  try {
    return { ok: true, logos: await api.request(OFFER_PATHS.logoFragment, { schema: logoFragmentSchema }) }
  } catch (error) {
    return { ok: false, error }
  }
}

/** GET the loyalty partners path: [{name, planNumber}], read for the General Mills box-top check (API-069, gap A24). */
export function fetchLoyaltyPartners(api: ApiClient) {
  return api.request(OFFER_PATHS.loyaltyPartners, { schema: loyaltyPartnersSchema })
}
