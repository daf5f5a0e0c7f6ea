/**
 * What an offer is (001 §3, §5, §9): personalised deal, rewards, fresh-pass, welcome, box-top, bought
 * before; whether it is clipped, expired or eligible; its type label and icon; UPC look-ups.
 */
import { BOUGHT_BEFORE_IND, BOX_TOP_SUB_PGM, CLIPPED, type Offer, PERSONALISED_DEAL_PGM } from './offer'

/** Reward offer types (CST-018; CPN-014). */
export const REWARD_OFFER_TYPES = ['REWARDS_FLAT', 'REWARDS_ACCUMULATION'] as const
/** programType values of fresh-pass offers (CPN-016). */
export const FRESH_PASS_PROGRAM_TYPES = ['FRESHPASS', 'FRESHPASS LTO'] as const
export const FRESH_PASS_PROGRAM_SUB_TYPE = 'IA FRESHPASS'
/**
 * The fresh-pass event list (CPN-116). The seed names the list but not its members; these are the team's
 * (the simulator seeds the same four).
 */
export const FRESH_PASS_EVENTS = ['FreshPass', 'FreshPass Member Deals', 'FreshPass Exclusive', 'FreshPass LTO'] as const

/** Coupon type code → label (CST-001..005). */
export const COUPON_TYPE_LABELS = {
  PD: 'Personalized Deal',
  MF: 'Coupon',
  SC: 'Coupon',
  CC: 'Coupon',
  GR: 'Grocery Reward',
  TR: 'Monopoly Prize',
  WS: 'Weekly Ad',
} as const satisfies Record<string, string>
export type CouponTypeCode = keyof typeof COUPON_TYPE_LABELS

/** The label of an offerPgm; an unknown code reads 'Coupon'. */
export function couponTypeLabel(offerPgm: string | undefined): string {
  const key = (offerPgm ?? '').trim().toUpperCase()
  return key in COUPON_TYPE_LABELS ? COUPON_TYPE_LABELS[key as CouponTypeCode] : COUPON_TYPE_LABELS.CC
}

export const isPersonalisedDeal = (o: Pick<Offer, 'offerPgm'>): boolean => o.offerPgm === PERSONALISED_DEAL_PGM
export const isBoxTopOffer = (o: Pick<Offer, 'offerSubPgm'>): boolean => o.offerSubPgm === BOX_TOP_SUB_PGM
export const isBoughtBefore = (o: Pick<Offer, 'purchaseInd'>): boolean => o.purchaseInd === BOUGHT_BEFORE_IND

const isOneOf = (list: readonly string[], v: string | undefined) => v !== undefined && list.includes(v)

/** offerProgramType or offerProtoType is a reward type (CPN-014). */
export const isRewardsOffer = (o: Pick<Offer, 'offerProgramType' | 'offerProtoType'>): boolean =>
  isOneOf(REWARD_OFFER_TYPES, o.offerProgramType) || isOneOf(REWARD_OFFER_TYPES, o.offerProtoType)

/** programType FRESHPASS / FRESHPASS LTO, or programSubType IA FRESHPASS (CPN-016). */
export const isFreshPassProgram = (o: Pick<Offer, 'programType' | 'programSubType'>): boolean =>
  isOneOf(FRESH_PASS_PROGRAM_TYPES, o.programType?.trim().toUpperCase()) ||
  o.programSubType?.trim().toUpperCase() === FRESH_PASS_PROGRAM_SUB_TYPE

/** Every event of the offer is in the fresh-pass list; an offer without events does not qualify (CPN-116). */
export function hasOnlyFreshPassEvents(o: Pick<Offer, 'events'>, list: readonly string[] = FRESH_PASS_EVENTS): boolean {
  return o.events.length > 0 && o.events.every((e) => list.includes(e))
}

export const OFFER_ICONS = ['fresh-pass', 'rewards', 'just-for-u'] as const
export type OfferIcon = (typeof OFFER_ICONS)[number]

/** The card's small icon: fresh-pass, else rewards, else the default Just-for-U logo (CPN-115..117). */
export function offerIcon(
  o: Pick<Offer, 'events' | 'offerProgramType' | 'offerProtoType'>,
  freshPassEvents?: readonly string[],
): OfferIcon {
  if (hasOnlyFreshPassEvents(o, freshPassEvents)) return 'fresh-pass'
  if (isRewardsOffer(o)) return 'rewards'
  return 'just-for-u'
}

/**
 * Clipped for every purpose except the card's own button: status 'C' and not deleted. A deleted flag forces
 * 'U' here (CPN-028, decision in docs/decisions/coupons.md), so a coupon removed from the list is not counted in the
 * clipped list, the progressive-profile check or the gallery's clipped group.
 */
export const isClipped = (o: Pick<Offer, 'status' | 'deleted'>): boolean => o.status === CLIPPED && !o.deleted

/** 'yyyy-mm-dd' of a date or date-time string; undefined when unreadable. */
export function dayOf(value: string | undefined): string | undefined {
  return /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '')?.[1]
}

/**
 * Expired when its end date is before today (CPN-024). `today` is the shopper's local 'yyyy-mm-dd'. An offer
 * ending today is not expired; one without a readable end date is not expired.
 */
export function isExpired(o: Pick<Offer, 'endDate'>, today: string): boolean {
  const end = dayOf(o.endDate)
  return end !== undefined && end < today
}

/** Leading zeros are stripped from a UPC before a coupon lookup; all zeros become '0' (CPN-128). */
export function stripUpcZeros(upc: string): string {
  const trimmed = upc.trim()
  return trimmed === '' ? '' : trimmed.replace(/^0+/, '') || '0'
}

/** Builds offersByUpc with stripped keys, so '000123' and '123' find the same offers (CPN-128). */
export function indexOffersByUpc(offers: readonly Pick<Offer, 'id' | 'upcList'>[]): Record<string, string[]> {
  const index: Record<string, string[]> = {}
  for (const o of offers) {
    for (const upc of o.upcList) {
      const key = stripUpcZeros(upc)
      if (!key) continue
      const ids = (index[key] ??= [])
      if (!ids.includes(o.id)) ids.push(o.id)
    }
  }
  return index
}

/** Offer ids for a UPC, looked up by its stripped form (CPN-128). */
export const offerIdsForUpc = (offersByUpc: Readonly<Record<string, readonly string[]>>, upc: string): readonly string[] =>
  offersByUpc[stripUpcZeros(upc)] ?? []

/** A logo of the logo fragment JSON (API-070). */
export interface LogoImage {
  src: string
  alt?: string
}
export type LogoFragment = Partial<Record<'freshPass' | 'justForU' | 'rewards', LogoImage>>

/** Which logo of the fragment each icon uses (CPN-118). */
export const ICON_LOGO_KEYS = { 'fresh-pass': 'freshPass', rewards: 'rewards', 'just-for-u': 'justForU' } as const satisfies Record<
  OfferIcon,
  keyof LogoFragment
>

/** The icon's logo from the fragment; undefined without a fragment (a failed fetch: the card renders without it, ERR-044). */
export function iconLogo(icon: OfferIcon, fragment: LogoFragment | null | undefined): LogoImage | undefined {
  const logo = fragment?.[ICON_LOGO_KEYS[icon]]
  return logo?.src ? logo : undefined
}
