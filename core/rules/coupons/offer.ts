/**
 * The offer (coupon) domain type of 001 §3 and the small readers cards share. Its normaliser from the raw API
 * fields (`toOffer`) is offer-normalise.ts: the io layer maps each reply entry through it, and a page's first
 * paint does not carry it (the gallery is prepared by its own chunk).
 */

export const OFFER_STATUSES = ['C', 'U'] as const
/** 'C' clipped, 'U' unclipped (CPN-006). */
export type OfferStatus = (typeof OFFER_STATUSES)[number]
export const CLIPPED: OfferStatus = 'C'
export const UNCLIPPED: OfferStatus = 'U'

export const OFFER_TYPES = ['PD', 'CC'] as const
export type OfferType = (typeof OFFER_TYPES)[number]

/** offerPgm 'PD' marks a personalised deal; anything else is a regular coupon (CPN-002). */
export const PERSONALISED_DEAL_PGM = 'PD'
/** offerSubPgm '07' triggers box-top handling (CPN-004). */
export const BOX_TOP_SUB_PGM = '07'
/** purchaseInd 'B': the offer's product was bought before (CPN-017). */
export const BOUGHT_BEFORE_IND = 'B'
/** The event that marks an instant-allocation (welcome) offer (CPN-013). */
export const WELCOME_OFFERS_EVENT = 'Welcome Offers'

/** A progress record of a continuity offer (CPN-016). */
export interface Continuity {
  progressValue: number
  targetValue: number
  units?: string
}

/** What views render and stores keep: one shape for gallery, personalised and hidden-events offers. */
export interface Offer {
  /** offerId, or couponID when offerId is absent (CPN-001). */
  id: string
  offerPgm: string
  offerType: OfferType
  offerSubPgm?: string
  offerTs: string
  offerPgmLabel?: string
  status: OfferStatus
  deleted: boolean
  deliveryChannel?: string
  isClippable: boolean
  offerComplete: boolean
  /** As the API sent it (ISO date or date-time). */
  startDate?: string
  endDate?: string
  brand: string
  name: string
  description: string
  category?: string
  image?: string
  imageId?: string
  /** From savingsValue (CPN-011). */
  offerPrice?: string
  priceTitle?: string
  forUDescription?: string
  regularPrice?: string
  usageType?: string
  ecomDescription?: string
  /** events and hierarchies.events together, without repeats. */
  events: string[]
  offerProgramType?: string
  offerProtoType?: string
  /** offerDetail.promoType ('M' or 'B'). */
  promoType?: string
  programType?: string
  programSubType?: string
  qualificationBehavior?: string
  bonusPathStatus?: string
  continuity?: Continuity
  instantAllocation: boolean
  purchaseInd?: string
  purchaseRank?: number
  upcList: string[]
  categories: string[]
  /** Built from the hidden-events shape (titleDsc / prodDsc / clipStatus). */
  hiddenEvents: boolean
}

/** A non-blank string, numbers written out; anything else undefined. */
export function text(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (typeof v !== 'string') return undefined
  // A printable ASCII first character is not blank; anything else is trimmed to tell (5,000 offers, ~25 fields each).
  const c = v.charCodeAt(0)
  if (c > 32 && c < 127) return v
  return v.trim() === '' ? undefined : v
}

/** 'yyyy-mm-dd' (or an ISO date-time) shown as 'mm/dd/yyyy' (CPN-021); anything else as given, or ''. */
export function formatOfferDate(value: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (value ?? '')
}

/** The raw fields 001 §3 names. Everything optional and untrusted: `toOffer` reads each defensively. */
export interface RawOffer {
  offerId?: unknown
  couponID?: unknown
  offerPgm?: unknown
  offerType?: unknown
  offerSubPgm?: unknown
  offerTs?: unknown
  offerPgmLabel?: unknown
  status?: unknown
  clipStatus?: unknown
  deleted?: unknown
  deliveryChannel?: unknown
  isClippable?: unknown
  offerComplete?: unknown
  startDate?: unknown
  endDate?: unknown
  offerStartDt?: unknown
  offerEndDt?: unknown
  brand?: unknown
  name?: unknown
  description?: unknown
  category?: unknown
  categoryType?: unknown
  image?: unknown
  imageId?: unknown
  savingsValue?: unknown
  priceTitle?: unknown
  forUDescription?: unknown
  regularPrice?: unknown
  usageType?: unknown
  ecomDescription?: unknown
  events?: unknown
  hierarchies?: unknown
  offerProgramType?: unknown
  offerProtoType?: unknown
  offerDetail?: unknown
  programType?: unknown
  programSubType?: unknown
  qualificationBehavior?: unknown
  bonusPathStatus?: unknown
  continuity?: unknown
  instantAllocation?: unknown
  purchaseInd?: unknown
  purchaseRank?: unknown
  upcList?: unknown
  categories?: unknown
  titleDsc1?: unknown
  titleDsc2?: unknown
  titleDsc3?: unknown
  prodDsc1?: unknown
  prodDsc2?: unknown
  prodDsc3?: unknown
  [extra: string]: unknown
}

export interface ToOfferOptions {
  /** Configured image base URL; image falls back to it plus imageId (CPN-010). */
  imageBaseUrl?: string
}
