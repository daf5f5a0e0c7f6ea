/**
 * POST instant allocation (API-054, 001 §7): the welcome offers of a campaign link, sent with the instant allocation
 * body (CPN-124), answered in the companion gallery's shape (companionGalleryOffer, else offers) and read as domain
 * offers. Loaded with the first claim press only.
 */
import type { InstantAllocationBody } from '../../rules/coupons/welcome'
import { OFFER_PATHS } from '../../rules/coupons/endpoints'
import type { Offer } from '../../rules/coupons/offer'
import { toOffers } from '../../rules/coupons/offer-normalise'
import type { ApiClient } from '../api/client'
import { companionOffers, type CompanionReply } from './offers'
import { companionReplySchema } from './offers-schemas'

/**
 * The wire call: the validated reply as sent (API-054). The path is the environment's instant allocation path. A write
 * of the shopper's coupons: marked in flight like a clip, so a page opened before the reply reads the gallery again.
 */
export function fetchInstantAllocation(
  api: ApiClient,
  body: InstantAllocationBody,
  path: string = OFFER_PATHS.instantAllocation,
): Promise<CompanionReply> {
  return api.request(path, { method: 'POST', json: body, schema: companionReplySchema, write: 'coupons' })
}

/** The allocated offers as domain offers; a failure throws (the store shows the catalogue's text). */
export async function readInstantAllocation(api: ApiClient, body: InstantAllocationBody): Promise<Offer[]> {
  return toOffers(companionOffers(await fetchInstantAllocation(api, body)))
}
