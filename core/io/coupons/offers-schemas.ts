/**
 * valibot schemas of the coupon and offer replies, in the API's raw field names (001 §3, §7). Loose objects:
 * unknown fields pass (API-084); a field is required only where the seed says the reply has it. Each named
 * field has its raw type, so a wrong type becomes a typed 'shape' error at the boundary. The domain offer is
 * made from these by rules/coupons `toOffer`, not here.
 */
import * as v from 'valibot'
import { withFastPath } from '../api/fast-schema'

const text = v.nullish(v.union([v.string(), v.number()]))
const str = v.nullish(v.string())
const flag = v.nullish(v.union([v.boolean(), v.string()]))
const num = v.nullish(v.union([v.number(), v.string()]))
const texts = v.nullish(v.array(v.union([v.string(), v.number()])))

/** One offer as the galleries, look-ups and personalisation send it (001 §3 "Coupon or offer"). */
export const rawOfferSchema = v.looseObject({
  // core
  offerId: text,
  couponID: text,
  offerPgm: str,
  offerType: str,
  offerSubPgm: text,
  offerTs: text,
  offerPgmLabel: str,
  status: str,
  deleted: flag,
  deliveryChannel: str,
  isClippable: flag,
  offerComplete: flag,
  endDate: str,
  startDate: str,
  // display
  brand: str,
  name: str,
  description: str,
  category: str,
  categoryType: str,
  image: str,
  imageId: text,
  savingsValue: text,
  priceTitle: text,
  forUDescription: str,
  regularPrice: text,
  usageType: str,
  ecomDescription: str,
  // classification
  events: texts,
  hierarchies: v.nullish(v.looseObject({ events: texts })),
  offerProgramType: str,
  offerProtoType: str,
  offerDetail: v.nullish(v.looseObject({ promoType: str })),
  programType: str,
  programSubType: str,
  qualificationBehavior: str,
  bonusPathStatus: str,
  continuity: v.nullish(v.looseObject({ progressValue: num, targetValue: num, units: str })),
  instantAllocation: flag,
  purchaseInd: str,
  purchaseRank: num,
  upcList: texts,
  categories: texts,
  // hidden-events shape
  clipStatus: str,
  offerEndDt: str,
  offerStartDt: str,
  titleDsc1: str,
  titleDsc2: str,
  titleDsc3: str,
  prodDsc1: str,
  prodDsc2: str,
  prodDsc3: str,
})
export type RawOfferReply = v.InferOutput<typeof rawOfferSchema>

/**
 * Registered and guest gallery, and the gallery filter: {offers}, plus offersByUpc when asked for (API-046..051).
 * Thousands of offers: a surely valid reply is taken as it is, anything else is parsed by valibot (fast-schema.ts).
 */
export const galleryReplySchema = withFastPath(
  v.looseObject({
    offers: v.array(rawOfferSchema),
    offersByUpc: v.nullish(v.record(v.string(), v.array(v.union([v.string(), v.number()])))),
  }),
)

/**
 * Companion gallery and instant allocation: companionGalleryOffer (a map of offers) or offers (API-053, API-054).
 * Both fields are optional, and valibot's object schemas take arrays: a reply that is a JSON list is refused
 * here, else it would read as 'no offers' and pass for a successful read (fault matrix).
 */
export const companionReplySchema = v.pipe(
  v.custom<unknown>((x) => !Array.isArray(x), 'companion gallery: not an object'),
  v.looseObject({
    companionGalleryOffer: v.nullish(v.record(v.string(), rawOfferSchema)),
    offers: v.nullish(v.union([v.array(rawOfferSchema), v.record(v.string(), rawOfferSchema)])),
  }),
)

/** Personalisation: dealsInfo, which may be missing or empty (the caller falls back, ERR-040). */
export const personalisationReplySchema = v.looseObject({ dealsInfo: v.nullish(v.array(rawOfferSchema)) })

/** UPCs by offer (API-063). */
export const upcsByOfferReplySchema = v.looseObject({ offerId: text, upcList: v.array(v.union([v.string(), v.number()])) })

/** Offers by UPC (API-065): offersByUpc keyed by the UPC sent. */
export const offersByUpcReplySchema = v.looseObject({ offersByUpc: v.record(v.string(), v.array(rawOfferSchema)) })

/** Clip: items[0].status, itemId, errorCd, errorMsg (API-058). items may be missing: that is ERR-027's case. */
export const clipReplySchema = v.looseObject({
  items: v.nullish(v.array(v.looseObject({ status: num, itemId: text, clipType: str, errorCd: text, errorMsg: str }))),
})

/** List add and list remove: items[0].status (API-060, API-061). */
export const listReplySchema = v.looseObject({
  items: v.array(v.looseObject({ status: num, id: text, itemId: text })),
})
export type ListReply = v.InferOutput<typeof listReplySchema>

/** The shopper's list: shoppingLists[0].items, each with id, referenceId, itemType, source (API-066, CPN-019). */
export const shoppingListReplySchema = v.looseObject({
  shoppingLists: v.array(v.looseObject({ items: v.array(v.looseObject({ id: text, referenceId: text, itemType: str, source: str })) })),
})
export type ShoppingListReply = v.InferOutput<typeof shoppingListReplySchema>

/** The logo fragment (API-070): offers-logos.ts, read apart from the offer replies. */
export { type LogoFragment, logoFragmentSchema } from './offers-logos'

/** Loyalty partners: [{name, planNumber}] (API-069, gap A24). */
export const loyaltyPartnersSchema = v.array(v.looseObject({ name: str, planNumber: str }))
