/**
 * The offer gallery read as the coupon store takes it (API-046, API-047): the reply's text, prepared into domain
 * offers by an injected preparer (parse, shape check, `toOffers`: core/io/api/gallery-pipeline.ts, in a worker or
 * in main-thread slices, core/io/gallery-prepare.ts). Apart from offers.ts so that a page's first paint carries the
 * request and not the reply's schemas or the normaliser: those load with the preparer (fewer bytes on first
 * paint).
 */
import * as v from 'valibot'
import { OFFER_PATHS } from '../../rules/coupons/endpoints'
import type { Offer } from '../../rules/coupons/offer'
import { OFFER_QUERY_YES, OFFERS_PROGRAM_QUERY } from '../../rules/coupons/offers-api'
import type { ApiClient } from '../api/client'
import { ApiError } from '../api/errors'

/** Offer ids by UPC, as the registered gallery sends them when asked (transformOfferbyUpc=y). */
export type OfferIdsByUpc = Readonly<Record<string, readonly (string | number)[]>>

export type PreparedGallery =
  | { ok: true; offers: Offer[]; offersByUpc: OfferIdsByUpc | null | undefined }
  | { ok: false; kind: 'malformed' | 'shape'; issues: string[] }

/** What the gallery read answers: its domain offers and, when sent, the offer ids by UPC. */
export interface GalleryOffers {
  offers: Offer[]
  offersByUpc: OfferIdsByUpc | null | undefined
}

export const galleryPath = (input: { guest: boolean }) => (input.guest ? OFFER_PATHS.guestGallery : OFFER_PATHS.registeredGallery)
export const galleryQuery = (input: { storeId: string; guest: boolean }) =>
  input.guest
    ? { storeId: input.storeId }
    : { offerPgm: OFFERS_PROGRAM_QUERY, storeId: input.storeId, transformOfferbyUpc: OFFER_QUERY_YES }

/**
 * The gallery call answered as the reply's text and the path it came from: the 5,000-offer gallery is parsed,
 * checked and normalised off the main thread (core/io/api/gallery-pipeline.ts).
 */
export async function fetchOfferGalleryText(
  api: ApiClient,
  input: { storeId: string; guest: boolean },
): Promise<{ text: string; path: string }> {
  const path = galleryPath(input)
  return { text: await api.request(path, { query: galleryQuery(input), schema: v.string(), text: true }), path }
}

/** The client's error for a failed preparation: the kind and message client.ts gives a reply it cannot read. */
export function galleryError(failure: Extract<PreparedGallery, { ok: false }>, path: string, text: string): ApiError {
  if (failure.kind === 'malformed') return new ApiError('malformed', `Malformed JSON from ${path}`, { status: 200, body: text, path })
  return new ApiError('shape', `Unexpected reply from ${path}`, { status: 200, path, issues: failure.issues })
}

/** The gallery as domain offers; a reply that cannot be read throws the client's typed error. */
export async function readOfferGallery(
  api: ApiClient,
  input: { storeId: string; guest: boolean },
  prepare: (text: string) => Promise<PreparedGallery>,
): Promise<GalleryOffers> {
  const reply = await fetchOfferGalleryText(api, input)
  const prepared = await prepare(reply.text)
  if (!prepared.ok) throw galleryError(prepared, reply.path, reply.text)
  return { offers: prepared.offers, offersByUpc: prepared.offersByUpc }
}
