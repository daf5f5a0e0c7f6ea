import { ENDPOINT_FAMILIES } from '../endpoint-families'

/**
 * The coupon and offer calls of 001 §7 "Coupons and offers" (API-046..070), relative to the environment's
 * apiPrefix. Where ENDPOINT_FAMILIES already names a family (ENV-024) the path is that one; the anonymous
 * filter is the path the seed prints. Spellings otherwise ours (docs/decisions/coupons.md "Offer calls").
 */
export const OFFER_PATHS = {
  /** {offerRegisterPath}: the registered (authorised) gallery (API-046). */
  registeredGallery: ENDPOINT_FAMILIES.offers.gallery,
  /** The guest offer path (API-047). */
  guestGallery: `${ENDPOINT_FAMILIES.offers.gallery}/guest`,
  /** Offer gallery filter, authorised (API-049, API-050). */
  galleryFilter: `${ENDPOINT_FAMILIES.offers.gallery}/filter`,
  /** The anonymous filter variant, as 001 §7 names it (API-051). */
  anonymousFilter: '/dce/offergallery/anonymous/offers/filter',
  companionGallery: ENDPOINT_FAMILIES.offers.companionGallery,
  /** Default of the configured instant allocation path (API-054). */
  instantAllocation: ENDPOINT_FAMILIES.offers.instantAllocation,
  personalisation: '/api/offers/personalization',
  clip: ENDPOINT_FAMILIES.offers.clip,
  unclip: ENDPOINT_FAMILIES.offers.unclip,
  listAdd: '/api/offers/list/add',
  listRemove: '/api/offers/list/remove',
  offerDetail: ENDPOINT_FAMILIES.offers.offerDetail,
  upcsByOffer: ENDPOINT_FAMILIES.offers.upcsByOfferIds,
  offerDetailsForPersonalisation: `${ENDPOINT_FAMILIES.offers.offerDetail}/personalization`,
  offersByUpc: ENDPOINT_FAMILIES.offers.offersByUpc,
  /** Default of the shopper's list path the page supplies (API-066). */
  shoppingList: '/api/offers/list',
  logoFragment: '/api/content/offers/logo-fragment.json',
  loyaltyPartners: '/api/offers/loyalty-partners',
} as const
