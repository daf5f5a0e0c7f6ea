/**
 * What the offer routes share: who is calling, an offer as one shopper sees it, look-ups by id and UPC,
 * and the logo fragment. User state lives in SimUser.clipped and SimUser.list only, so a reset restores it.
 */
import { isExpired, stripUpcZeros } from '../../../core/rules/coupons/classify'
import { BOX_TOP_PARTNER } from '../../../core/rules/coupons/clip-flow'
import { CLIPPED, UNCLIPPED, WELCOME_OFFERS_EVENT } from '../../../core/rules/coupons/offer'
import type { SimOffer, SimUser } from '../../data'
import { bearerSession, errorBody, type SimContext } from '../../http'
import { type SimState, userByKey } from '../../state'

/** Splits an offerPgm query value into program codes: 'PD-CC' → ['PD', 'CC'] (API-046, API-065). */
export function offerProgramsOf(query: string | undefined | null): string[] {
  return (query ?? '')
    .split('-')
    .map((p) => p.trim())
    .filter(Boolean)
}

export const OFFER_SIM_MESSAGES = {
  unauthorized: 'Token is missing, invalid or expired.',
  missingField: (field: string) => `${field} is required.`,
  unknownOffer: (id: string) => `Offer ${id} does not exist.`,
  expired: 'This offer has expired.',
  notClippable: 'This offer cannot be clipped.',
  badClipType: (type: string) => `clipType must be C or L, not "${type}".`,
  noItems: 'Send {"items": [...]} with at least one item.',
  notYourAccount: 'The customer or household does not match the signed-in shopper.',
  badVersion: (version: string) => `API version "${version}" is not supported by this call.`,
  noApiKey: 'API key missing.',
  badUpcs: 'Send a JSON list of UPCs.',
  badPlatform: (platform: string) => `platform must be "web", not "${platform}".`,
} as const

/** Error codes of the offer routes (errors[0].code). */
export const OFFER_SIM_CODES = {
  missingField: 'MISSING_FIELD',
  unknownOffer: 'OFFER_NOT_FOUND',
  expired: 'OFFER_EXPIRED',
  notClippable: 'OFFER_NOT_CLIPPABLE',
  badClipType: 'INVALID_CLIP_TYPE',
  noItems: 'INVALID_REQUEST',
  notYourAccount: 'FORBIDDEN',
  badVersion: 'UNSUPPORTED_API_VERSION',
  noApiKey: 'API_KEY_MISSING',
  badPlatform: 'INVALID_PLATFORM',
} as const

/** A clip answer's item status for a failure that is neither clipped (1) nor expired (0). */
export const CLIP_STATUS_REFUSED = 2

export const unauthorized = (c: SimContext) => c.json(errorBody('401', OFFER_SIM_MESSAGES.unauthorized), 401)
export const badRequest = (c: SimContext, code: string, message: string) => c.json(errorBody(code, message), 400)
export const missing = (c: SimContext, field: string) => badRequest(c, OFFER_SIM_CODES.missingField, OFFER_SIM_MESSAGES.missingField(field))

/** The Bearer user, or the 401 reply (no token, an unknown or an expired one). */
export function requireUser(c: SimContext): SimUser | Response {
  const bearer = bearerSession(c)
  if (!bearer || bearer === 'expired') return unauthorized(c)
  return userByKey(c.get('state'), bearer.userKey) ?? unauthorized(c)
}

/** The Bearer user when a token is sent, undefined for a guest call, the 401 reply for an expired token. */
export function optionalUser(c: SimContext): SimUser | undefined | Response {
  const bearer = bearerSession(c)
  if (bearer === 'expired') return unauthorized(c)
  return bearer ? userByKey(c.get('state'), bearer.userKey) : undefined
}

/** The simulator's day, 'yyyy-mm-dd' UTC, for the expiry rule (CPN-024). */
export const simToday = (state: SimState): string => new Date(state.now()).toISOString().slice(0, 10)

export const offerExpired = (state: SimState, offer: SimOffer): boolean => isExpired(offer, simToday(state))

export const offerById = (list: readonly SimOffer[], id: string): SimOffer | undefined =>
  list.find((o) => o.offerId === id || o.couponID === id)

export const hasWelcomeEvent = (o: SimOffer): boolean =>
  Boolean(o.events?.includes(WELCOME_OFFERS_EVENT) || o.hierarchies?.events?.includes(WELCOME_OFFERS_EVENT))

export const isBonusPathOffer = (o: SimOffer): boolean => o.qualificationBehavior !== undefined || o.bonusPathStatus !== undefined

/** Offers of the programs an offerPgm query names ('PD-CC': offerType PD or CC); all offers when none. */
export function byPrograms(offers: readonly SimOffer[], offerPgm: string | undefined): SimOffer[] {
  const programs = offerProgramsOf(offerPgm)
  return programs.length ? offers.filter((o) => programs.includes(o.offerType)) : [...offers]
}

export type OfferView = Omit<SimOffer, 'kind'>

/**
 * An offer as `user` sees it (undefined: a guest, every offer 'U'): status 'C' when in user.clipped, deleted
 * when clipped but no longer on user.list; a welcome offer keeps its instant flag only while unclipped
 * (001 §4); an unclipped offer shows no progress. The simulator's `kind` is left out.
 */
export function offerView(offer: SimOffer, user: SimUser | undefined, options: { upcs?: boolean } = {}): OfferView {
  const { kind: _kind, ...view } = structuredClone(offer)
  const clipped = Boolean(user?.clipped.includes(offer.offerId))
  view.status = clipped ? CLIPPED : UNCLIPPED
  if (clipped && !user?.list.includes(offer.offerId)) view.deleted = true
  else delete view.deleted
  if (view.clipStatus !== undefined) view.clipStatus = view.status
  if (hasWelcomeEvent(offer)) view.instantAllocation = !clipped
  if (!clipped) {
    if (view.continuity) view.continuity.progressValue = 0
    if (view.bonusPathStatus !== undefined) view.bonusPathStatus = ''
    if (view.offerComplete !== undefined) view.offerComplete = false
  }
  if (options.upcs === false) delete (view as Partial<OfferView>).upcList
  return view
}

/** Offers whose upcList holds the UPC, both sides with leading zeros stripped (CPN-128). */
export function offersForUpc(offers: readonly SimOffer[], upc: string): SimOffer[] {
  const key = stripUpcZeros(upc)
  return key ? offers.filter((o) => o.upcList.some((u) => stripUpcZeros(u) === key)) : []
}

/** offersByUpc of the registered gallery with transformOfferbyUpc=y: stripped UPC → offer ids. */
export function offerIdsByUpc(offers: readonly SimOffer[]): Record<string, string[]> {
  const index: Record<string, string[]> = {}
  for (const o of offers) {
    for (const upc of o.upcList) {
      const ids = (index[stripUpcZeros(upc)] ??= [])
      if (!ids.includes(o.offerId)) ids.push(o.offerId)
    }
  }
  return index
}

const svg = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="${fill}"/><text x="24" y="29" font-family="sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>`)}`

/** The logo fragment JSON (API-070): the card icons of CPN-115, as data: SVG URLs. */
export const LOGO_FRAGMENT = {
  freshPass: { src: svg('#2e7d32', 'FP'), alt: 'FreshPass' },
  justForU: { src: svg('#c62828', 'J4U'), alt: 'Just for U' },
  rewards: { src: svg('#6a1b9a', 'R'), alt: 'Rewards' },
} as const

/** The loyalty partner of the box-top check (gap A24) and the seeded user who has linked it. */
export const GENERAL_MILLS = BOX_TOP_PARTNER
export const BOX_TOP_LINKED_USERS: readonly string[] = ['E']

/** [{name, planNumber}] of a user: their own `loyaltyPartners` when patched in, else the seeded default. */
export function loyaltyPartnersOf(user: SimUser): { name: string; planNumber: string }[] {
  if (Array.isArray(user.loyaltyPartners)) return user.loyaltyPartners as { name: string; planNumber: string }[]
  return BOX_TOP_LINKED_USERS.includes(user.key) ? [{ name: GENERAL_MILLS, planNumber: `GM${user.clubCardNumber}` }] : []
}
