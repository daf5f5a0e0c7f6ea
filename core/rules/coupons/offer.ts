/**
 * The offer (coupon) domain type and its normaliser from the raw API fields of 001 §3. The API's field
 * names stop here: stores and views see `Offer` only. The io layer validates the reply's envelope and maps
 * each entry through `toOffer`, which never throws on a malformed entry.
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

/** A non-blank string, numbers written out; anything else undefined. */
export function text(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (typeof v !== 'string') return undefined
  // A printable ASCII first character is not blank; anything else is trimmed to tell (5,000 offers, ~25 fields each).
  const c = v.charCodeAt(0)
  if (c > 32 && c < 127) return v
  return v.trim() === '' ? undefined : v
}

function num(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v)
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}

/** true, 'true' and 'Y' (any case) are true; everything else false. */
function bool(v: unknown): boolean {
  if (v === true) return true
  return typeof v === 'string' && ['true', 'y'].includes(v.trim().toLowerCase())
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.map(text).filter((s): s is string => s !== undefined) : []
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})

/** Joins the parts with single spaces, skipping empty ones (gap B15; CPN-022, CPN-023). */
export function joinParts(...parts: unknown[]): string {
  if (parts.every((p) => p === undefined)) return ''
  return parts
    .map(text)
    .filter((s): s is string => s !== undefined)
    .map((s) => s.trim())
    .join(' ')
}

/** 'yyyy-mm-dd' (or an ISO date-time) shown as 'mm/dd/yyyy' (CPN-021); anything else as given, or ''. */
export function formatOfferDate(value: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (value ?? '')
}

/** The base URL plus imageId, with one '/' between them unless the base already ends with a separator (CPN-010). */
export function imageUrl(base: string | undefined, imageId: string | undefined): string | undefined {
  if (!base || !imageId) return undefined
  return /[/=?&]$/.test(base) ? `${base}${imageId}` : `${base}/${imageId}`
}

const HIDDEN_EVENTS_FIELDS = ['clipStatus', 'titleDsc1', 'titleDsc2', 'titleDsc3', 'prodDsc1', 'prodDsc2', 'prodDsc3', 'offerEndDt'] as const

/** Whether a raw entry has the hidden-events shape (CPN-020). */
export const isHiddenEventsShape = (raw: RawOffer): boolean => HIDDEN_EVENTS_FIELDS.some((f) => raw[f] !== undefined)

function status(v: unknown): OfferStatus {
  return typeof v === 'string' && v.trim().toUpperCase() === CLIPPED ? CLIPPED : UNCLIPPED
}

function continuity(v: unknown): Continuity | undefined {
  const c = record(v)
  const progressValue = num(c.progressValue)
  const targetValue = num(c.targetValue)
  if (targetValue === undefined) return undefined
  const units = text(c.units)?.trim()
  return { progressValue: progressValue ?? 0, targetValue, ...(units ? { units } : {}) }
}

/** Normalises one raw offer. An entry with neither offerId nor couponID gets the id ''; callers drop those. */
export function toOffer(input: RawOffer | null | undefined, options: ToOfferOptions = {}): Offer {
  const raw: RawOffer = record(input)
  const hidden = isHiddenEventsShape(raw)
  const offerPgm = text(raw.offerPgm) ?? ''
  const rawType = text(raw.offerType)
  const offerType: OfferType = rawType === 'PD' || rawType === 'CC' ? rawType : offerPgm === PERSONALISED_DEAL_PGM ? 'PD' : 'CC'
  const name = text(raw.name) ?? ''
  const titles = joinParts(raw.titleDsc1, raw.titleDsc2, raw.titleDsc3)
  const products = joinParts(raw.prodDsc1, raw.prodDsc2, raw.prodDsc3)
  const imageId = text(raw.imageId)
  const events = [...new Set([...strings(raw.events), ...strings(record(raw.hierarchies).events)])]
  const rank = num(raw.purchaseRank)
  const offer: Offer = {
    id: text(raw.offerId) ?? text(raw.couponID) ?? '',
    offerPgm,
    offerType,
    offerTs: text(raw.offerTs) ?? '',
    status: status(hidden && raw.clipStatus !== undefined ? raw.clipStatus : raw.status),
    deleted: bool(raw.deleted),
    isClippable: raw.isClippable === undefined ? true : bool(raw.isClippable),
    offerComplete: bool(raw.offerComplete),
    brand: (hidden ? titles || undefined : undefined) ?? text(raw.brand) ?? (name || titles),
    name,
    description: (hidden ? products || undefined : undefined) ?? text(raw.description) ?? products,
    events,
    instantAllocation: false,
    upcList: strings(raw.upcList),
    categories: strings(raw.categories),
    hiddenEvents: hidden,
  }
  // The instant flag as sent; without one, an unclipped offer with the 'Welcome Offers' event is instant (CPN-013).
  offer.instantAllocation = raw.instantAllocation !== undefined ? bool(raw.instantAllocation) : events.includes(WELCOME_OFFERS_EVENT) && offer.status !== CLIPPED
  // The optional fields, in this order, only when present (one object shape per set of fields, no entries array).
  const o = offer as unknown as Record<string, unknown>
  const put = (key: keyof Offer, value: unknown) => {
    if (value !== undefined) o[key] = value
  }
  put('offerSubPgm', text(raw.offerSubPgm))
  put('offerPgmLabel', text(raw.offerPgmLabel))
  put('deliveryChannel', text(raw.deliveryChannel))
  put('startDate', text(raw.startDate) ?? text(raw.offerStartDt))
  put('endDate', text(raw.endDate) ?? text(raw.offerEndDt))
  put('category', text(raw.category) ?? text(raw.categoryType))
  put('image', text(raw.image) ?? imageUrl(options.imageBaseUrl, imageId))
  put('imageId', imageId)
  put('offerPrice', text(raw.savingsValue))
  put('priceTitle', text(raw.priceTitle))
  put('forUDescription', text(raw.forUDescription))
  put('regularPrice', text(raw.regularPrice))
  put('usageType', text(raw.usageType))
  put('ecomDescription', text(raw.ecomDescription))
  put('offerProgramType', text(raw.offerProgramType))
  put('offerProtoType', text(raw.offerProtoType))
  put('promoType', text(record(raw.offerDetail).promoType))
  put('programType', text(raw.programType))
  put('programSubType', text(raw.programSubType))
  put('qualificationBehavior', text(raw.qualificationBehavior))
  put('bonusPathStatus', typeof raw.bonusPathStatus === 'string' ? raw.bonusPathStatus : undefined)
  put('continuity', continuity(raw.continuity))
  put('purchaseInd', text(raw.purchaseInd))
  put('purchaseRank', rank)
  return offer
}

/** Normalises a list, dropping entries without an id. */
export function toOffers(list: unknown, options: ToOfferOptions = {}): Offer[] {
  if (!Array.isArray(list)) return []
  return list.map((raw) => toOffer(raw as RawOffer, options)).filter((o) => o.id !== '')
}
