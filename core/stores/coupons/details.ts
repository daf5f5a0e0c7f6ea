/**
 * Offer details in place (API-062, API-064, ERR-035, ERR-037): what the Offer Details dialog shows, read when the
 * shopper opens it: the offer's detail call, then its eligible items (the UPCs' products). A non-digital coupon's
 * Eligible Items reads its UPCs by upcs-by-offer (API-063, [] on failure: ERR-036). Its io loads with the first read.
 */
import type { ApiClient } from '../../io/api/client'
import type { OfferDetailsState } from '../../rules/coupons/offer-details'
import type { SessionStore } from '../session'
import { lazyOnce } from '../lazy'

export type { OfferDetailsState }

/** The detail and eligible-items calls: loaded with the first Offer Details. */
const detailCalls = lazyOnce(() => import('../../io/coupons/offers-details'))

interface DetailsDeps {
  api: () => ApiClient
  session: Pick<SessionStore, 'start'>
}

/** A digital offer's eligible items from its detail call; 'failed' when the detail could not be read (an empty object, no UPCs). */
export async function loadOfferDetails(
  deps: DetailsDeps,
  input: { offerId: string; storeId: string; offerPgm: string },
): Promise<OfferDetailsState> {
  await deps.session.start()
  const io = await detailCalls()
  const { detail, upcs } = await io.readOfferDetail(deps.api(), input)
  if (Object.keys(detail).length === 0) return { status: 'failed' }
  return { status: 'loaded', items: await io.readEligibleItems(deps.api(), { upcs, storeId: input.storeId }) }
}

/** A non-digital coupon's eligible items from the UPCs upcs-by-offer answered. */
export async function loadEligibleItems(
  deps: Pick<DetailsDeps, 'api'>,
  input: { upcs: readonly string[]; storeId: string },
): Promise<OfferDetailsState> {
  const io = await detailCalls()
  return { status: 'loaded', items: await io.readEligibleItems(deps.api(), input) }
}
