/**
 * The coupon and offer reads of 001 §7 (API-046..055, API-062..065, API-069, API-070): one function per
 * call, each building the request the seed describes and validating the reply's raw fields (offers-schemas).
 * The fetch* functions answer the validated raw reply (what the wire tests read); the stores take the domain
 * readers below them (read*), which answer domain offers (rules/coupons `toOffers`), as the catalog and games
 * calls do: no raw reply shape reaches a store. The gallery itself is read by offers-gallery.ts; clip and the
 * list by offers-list.ts.
 */
import * as v from 'valibot'
import type { PersonalisationRequest } from '../../rules/coupons/carousel'
import { companionGalleryQuery } from '../../rules/coupons/page-params'
import { OFFER_PATHS } from '../../rules/coupons/endpoints'
import { galleryPath, galleryQuery } from './offers-gallery'
import { OFFERS_BY_UPC_ERROR } from '../../rules/errors'
import { HEADERS } from '../../rules/http'
import { isValidPersonalisedResponse } from '../../rules/coupons/cache'
import { isBoxTopAuthorised } from '../../rules/coupons/clip-flow'
import { type Offer } from '../../rules/coupons/offer'
import { toOffers } from '../../rules/coupons/offer-normalise'
import { GALLERY_FILTER_API_VERSION, OFFERS_BY_UPC_PROGRAM } from '../../rules/coupons/offers-api'
import { type ApiClient, environmentConfigFor } from '../api/client'
import {
  companionReplySchema,
  galleryReplySchema,
  loyaltyPartnersSchema,
  offersByUpcReplySchema,
  personalisationReplySchema,
  type RawOfferReply,
  upcsByOfferReplySchema,
} from './offers-schemas'
import { cacheBuster } from '../api/session'

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

/** The same call answered as text, for the gallery pipeline: offers-gallery.ts. */
export { fetchOfferGalleryText } from './offers-gallery'

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
    const reply = await api.request(OFFER_PATHS.upcsByOffer, {
      query: { storeId: input.storeId, offerId: input.offerId },
      schema: upcsByOfferReplySchema,
    })
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
export async function fetchOffersByUpc(
  api: ApiClient,
  input: { storeId: string; upcs: readonly string[] },
): Promise<Record<string, RawOfferReply[]>> {
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

/** The logo fragment (API-070): offers-logos.ts, read apart from the offer replies. */
export { fetchLogoFragment, type LogoResult } from './offers-logos'

/** GET the loyalty partners path: [{name, planNumber}], read for the General Mills box-top check (API-069, gap A24). */
export function fetchLoyaltyPartners(api: ApiClient) {
  return api.request(OFFER_PATHS.loyaltyPartners, { schema: loyaltyPartnersSchema })
}

// ── Domain readers: what the coupon stores call ──

/** The bonus-path offers of the companion gallery (API-052 with includeOnlyBonusOffer=y; CPN-089), as domain offers. */
export async function readBonusOffers(api: ApiClient, input: { storeId: string; guest: boolean; limit: number }): Promise<Offer[]> {
  return toOffers(companionOffers(await fetchCompanionGallery(api, { ...input, onlyBonusOffers: true })))
}

/** The gallery filter's offers of one category (API-049..051), as domain offers. */
export async function readGalleryFilter(api: ApiClient, input: { storeId: string; category: string; guest: boolean }): Promise<Offer[]> {
  return toOffers((await filterOfferGallery(api, input)).offers)
}

/** The offers of some UPCs (API-065), each once, in the reply's order (ERR-038 as fetchOffersByUpc throws it). */
export async function readOffersByUpc(api: ApiClient, input: { storeId: string; upcs: readonly string[] }): Promise<Offer[]> {
  const byUpc = await fetchOffersByUpc(api, input)
  const seen = new Set<string>()
  return Object.values(byUpc)
    .flatMap((list) => toOffers(list))
    .filter((o) => !seen.has(o.id) && seen.add(o.id))
}

/**
 * The personalised deals (API-055) when the reply is a valid personalised response (dealsInfo with at least one
 * entry, CPN-092), as domain offers; undefined when it is not (then the carousel falls back, CPN-094).
 */
export async function readPersonalisedDeals(api: ApiClient, body: PersonalisationRequest): Promise<Offer[] | undefined> {
  const reply = await fetchPersonalisedDeals(api, body)
  return isValidPersonalisedResponse(reply) ? toOffers(reply.dealsInfo) : undefined
}

/** Whether the shopper's loyalty partners authorise box-top offers (API-069, CPN-125). */
export async function readBoxTopAuthorised(api: ApiClient): Promise<boolean> {
  return isBoxTopAuthorised(await fetchLoyaltyPartners(api))
}

/** A non-digital coupon's eligible UPCs (API-063) as text; [] when the call fails (ERR-036). */
export async function readEligibleUpcs(api: ApiClient, input: { storeId: string; offerId: string }): Promise<string[]> {
  return (await fetchUpcsByOffer(api, input)).map(String)
}
