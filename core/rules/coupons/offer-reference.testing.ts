/**
 * The offer normaliser as it was before the speed-up for 5,000 offers (commit 3ca0b80), kept as the oracle
 * its property test compares the shipped `toOffer` with: same fields, same values, same key order. Tests only.
 */
import {
  CLIPPED,
  type Continuity,
  type Offer,
  type OfferStatus,
  type OfferType,
  PERSONALISED_DEAL_PGM,
  type RawOffer,
  type ToOfferOptions,
  UNCLIPPED,
  WELCOME_OFFERS_EVENT,
} from './offer'

/** A non-blank string, numbers written out; anything else undefined. */
function text(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (typeof v !== 'string') return undefined
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

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

/** Joins the parts with single spaces, skipping empty ones (gap B15; CPN-022, CPN-023). */
function joinParts(...parts: unknown[]): string {
  return parts
    .map(text)
    .filter((s): s is string => s !== undefined)
    .map((s) => s.trim())
    .join(' ')
}

/** The base URL plus imageId, with one '/' between them unless the base already ends with a separator (CPN-010). */
function imageUrl(base: string | undefined, imageId: string | undefined): string | undefined {
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
const isHiddenEventsShape = (raw: RawOffer): boolean => HIDDEN_EVENTS_FIELDS.some((f) => raw[f] !== undefined)

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
export function referenceToOffer(input: RawOffer | null | undefined, options: ToOfferOptions = {}): Offer {
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
  const optional = {
    offerSubPgm: text(raw.offerSubPgm),
    offerPgmLabel: text(raw.offerPgmLabel),
    deliveryChannel: text(raw.deliveryChannel),
    startDate: text(raw.startDate) ?? text(raw.offerStartDt),
    endDate: text(raw.endDate) ?? text(raw.offerEndDt),
    category: text(raw.category) ?? text(raw.categoryType),
    image: text(raw.image) ?? imageUrl(options.imageBaseUrl, imageId),
    imageId,
    offerPrice: text(raw.savingsValue),
    priceTitle: text(raw.priceTitle),
    forUDescription: text(raw.forUDescription),
    regularPrice: text(raw.regularPrice),
    usageType: text(raw.usageType),
    ecomDescription: text(raw.ecomDescription),
    offerProgramType: text(raw.offerProgramType),
    offerProtoType: text(raw.offerProtoType),
    promoType: text(record(raw.offerDetail).promoType),
    programType: text(raw.programType),
    programSubType: text(raw.programSubType),
    qualificationBehavior: text(raw.qualificationBehavior),
    bonusPathStatus: typeof raw.bonusPathStatus === 'string' ? raw.bonusPathStatus : undefined,
    continuity: continuity(raw.continuity),
    purchaseInd: text(raw.purchaseInd),
    purchaseRank: rank,
  }
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
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (offer as unknown as Record<string, unknown>)[key] = value
  }
  return offer
}
