/**
 * The offer normaliser: raw API fields of 001 §3 → the domain `Offer` (offer.ts). The API's field names stop here:
 * stores and views see `Offer` only. The io layer validates the reply's envelope and maps each entry through
 * `toOffer`, which never throws on a malformed entry.
 */
import {
  CLIPPED,
  type Continuity,
  type Offer,
  type OfferStatus,
  type OfferType,
  PERSONALISED_DEAL_PGM,
  type RawOffer,
  text,
  type ToOfferOptions,
  UNCLIPPED,
  WELCOME_OFFERS_EVENT,
} from './offer'

export type { RawOffer, ToOfferOptions }

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

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

/** Joins the parts with single spaces, skipping empty ones (gap B15; CPN-022, CPN-023). */
export function joinParts(...parts: unknown[]): string {
  if (parts.every((p) => p === undefined)) return ''
  return parts
    .map(text)
    .filter((s): s is string => s !== undefined)
    .map((s) => s.trim())
    .join(' ')
}

/** The base URL plus imageId, with one '/' between them unless the base already ends with a separator (CPN-010). */
export function imageUrl(base: string | undefined, imageId: string | undefined): string | undefined {
  if (!base || !imageId) return undefined
  return /[/=?&]$/.test(base) ? `${base}${imageId}` : `${base}/${imageId}`
}

const HIDDEN_EVENTS_FIELDS = [
  'clipStatus',
  'titleDsc1',
  'titleDsc2',
  'titleDsc3',
  'prodDsc1',
  'prodDsc2',
  'prodDsc3',
  'offerEndDt',
] as const

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
  offer.instantAllocation =
    raw.instantAllocation !== undefined ? bool(raw.instantAllocation) : events.includes(WELCOME_OFFERS_EVENT) && offer.status !== CLIPPED
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
