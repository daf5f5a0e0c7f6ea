/**
 * Offer details in place (API-062, API-064; ERR-035, ERR-037): GET offer detail for a regular offer, GET offer details
 * for personalisation for a personalised deal, each with its UPC list; a failure of either answers an empty object
 * and no UPCs. The eligible items are the UPCs' products, read by product-by-UPC from the catalog family. Loaded with
 * the first Offer Details press only.
 */
import * as v from 'valibot'
import { OFFER_PATHS } from '../../rules/coupons/endpoints'
import {
  ELIGIBLE_ITEMS_SHOWN,
  type EligibleItem,
  FAILED_OFFER_DETAIL,
  isPersonalisedDetail,
  type OfferDetail,
  offerDetailQuery,
  personalisedDetailQuery,
} from '../../rules/coupons/offer-details'
import { normaliseProduct } from '../../rules/products'
import { SHOPPING_PATHS } from '../../rules/products/endpoints'
import { rawProductSchema } from '../products/catalog'
import type { ApiClient } from '../api/client'

// A JSON list is no detail (valibot's object schemas take one): read as empty, it would say the offer lists no items.
const detailSchema = v.pipe(
  v.custom<unknown>((x) => !Array.isArray(x), 'offer detail: not an object'),
  v.looseObject({ upcList: v.optional(v.array(v.union([v.string(), v.number()])), []) }),
)

/** The offer's detail and UPCs (API-062 or API-064); FAILED_OFFER_DETAIL on any failure or unreadable reply (ERR-035, ERR-037). */
export async function readOfferDetail(api: ApiClient, input: { offerId: string; storeId: string; offerPgm: string }): Promise<OfferDetail> {
  try {
    const reply = isPersonalisedDetail(input.offerPgm)
      ? await api.request(OFFER_PATHS.offerDetailsForPersonalisation, { query: personalisedDetailQuery(input), schema: detailSchema })
      : await api.request(OFFER_PATHS.offerDetail, { query: offerDetailQuery(input), schema: detailSchema })
    return { detail: reply, upcs: reply.upcList.map(String) }
  } catch {
    return { detail: { ...FAILED_OFFER_DETAIL.detail }, upcs: [] }
  }
}

/** The first ELIGIBLE_ITEMS_SHOWN UPCs as items, each named by product-by-UPC when that read answers. */
export async function readEligibleItems(api: ApiClient, input: { upcs: readonly string[]; storeId: string }): Promise<EligibleItem[]> {
  return Promise.all(
    input.upcs.slice(0, ELIGIBLE_ITEMS_SHOWN).map(async (upc): Promise<EligibleItem> => {
      try {
        const raw = await api.request(SHOPPING_PATHS.productByUpc(upc), { query: { storeId: input.storeId }, schema: rawProductSchema })
        const name = normaliseProduct(raw)?.name
        return name ? { upc, name } : { upc }
      } catch {
        return { upc }
      }
    }),
  )
}
