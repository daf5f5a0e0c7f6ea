/**
 * What a coupon card renders (001 §2, §4): its button state with the exact labels, the bonus-path texts and
 * links, the expiry line and the whole card model. Views render these values; they decide nothing.
 */
import { couponTypeLabel, isClipped, isFreshPassProgram, offerIcon, type OfferIcon } from './classify'
import { formatOfferDate, type Offer } from './offer'
import { offerDetailsPath, PAGE_PATHS } from './pages'
import { isContinuityComplete, progressLabel, progressPercent } from './progress'

/** Coupon action label codes (CST-006..013). */
export const COUPON_ACTION_LABELS = {
  CL: 'Clip',
  CLD: 'Clipped',
  AC: 'ADD',
  ADC: 'ADDED',
  CLC: 'Clip Coupon',
  CLCUDC: 'Clip Offer',
  SCC: 'Activate',
  CC: 'Bonus Path Completed',
} as const satisfies Record<string, string>

export const CLIP_COUPON_LABEL = COUPON_ACTION_LABELS.CLC
export const CLIPPED_LABEL = COUPON_ACTION_LABELS.CLD
export const ACTIVATE_LABEL = COUPON_ACTION_LABELS.SCC
export const BONUS_PATH_COMPLETED = COUPON_ACTION_LABELS.CC

export interface CardLink {
  text: string
  href: string
}

/** Links of in-progress behaviour offers, keyed by trimmed, lower-cased qualificationBehavior (CPN-047..050). */
export const BONUS_PATH_LINKS = {
  'gr clip': { text: 'Go to Grocery Rewards', href: PAGE_PATHS.groceryRewards },
  'uca email opt in': { text: 'Go to Account Settings', href: PAGE_PATHS.communicationPreferences },
  'ecom fulfillment': { text: 'Go to My Cart', href: PAGE_PATHS.home },
} as const satisfies Record<string, CardLink>
export const VIEW_IN_MY_LIST_LINK = { text: 'View in My List', href: PAGE_PATHS.myList } as const satisfies CardLink
export const REDEEM_FRESH_PASS_LINK = { text: 'Redeem FreshPass offer', href: PAGE_PATHS.freshPassSubscribe } as const satisfies CardLink
/** Target not shown in the seed: the home page, where shopping starts (docs/decisions/coupons.md). */
export const START_SHOPPING_LINK = { text: 'Start Shopping', href: PAGE_PATHS.home } as const satisfies CardLink

/** The link of an in-progress behaviour offer; none for a behaviour the table does not know (CPN-046..050). */
export function bonusPathLink(qualificationBehavior: string | undefined): CardLink | undefined {
  const key = (qualificationBehavior ?? '').trim().toLowerCase()
  return key in BONUS_PATH_LINKS ? BONUS_PATH_LINKS[key as keyof typeof BONUS_PATH_LINKS] : undefined
}

export const isBehaviourOffer = (o: Pick<Offer, 'qualificationBehavior'>): boolean => (o.qualificationBehavior ?? '').trim() !== ''
export const isContinuityOffer = (o: Pick<Offer, 'continuity'>): boolean => o.continuity !== undefined
export const isFreshPassContinuity = (o: Offer): boolean => isContinuityOffer(o) && isFreshPassProgram(o)

/** The bonusPathStatus of a behaviour offer still in progress (CPN-045). */
export const BONUS_PATH_STATUS_IN_PROGRESS = 'inprogress'

/** Behaviour completion: bonusPathStatus non-empty and not 'inprogress' (CPN-045; compared trimmed, any case). */
export function isBehaviourComplete(o: Pick<Offer, 'bonusPathStatus'>): boolean {
  const s = (o.bonusPathStatus ?? '').trim().toLowerCase()
  return s !== '' && s !== BONUS_PATH_STATUS_IN_PROGRESS
}

/** Complete by its own kind's rule: behaviour offers by bonusPathStatus, continuity offers by progress (CPN-044, CPN-045). */
export function isOfferComplete(o: Offer): boolean {
  if (isBehaviourOffer(o)) return isBehaviourComplete(o)
  return o.continuity !== undefined && isContinuityComplete(o.continuity)
}

export interface CardLabels {
  /** Configured text replacing 'Add to List' (CPN-041, CPN-042). */
  addToList?: string
  /** Configured text replacing 'Activate' (CPN-042). */
  activate?: string
}

export interface ProgressBar {
  label: string
  percent: number
  value: number
  target: number
}

export type CardAction =
  | { state: 'clip'; label: string }
  | { state: 'clipped'; label: string; hiddenText: string }
  | { state: 'add-to-list'; label: string }
  | { state: 'activate'; label: string }
  | { state: 'in-progress'; statusText?: string; progress?: ProgressBar; link?: CardLink }
  | { state: 'completed'; label: string; link: CardLink }
export type CardActionState = CardAction['state']

/** The action area's own texts, beside the coded labels (COUPON_ACTION_LABELS); a page may replace 'Add to List' (CardLabels). */
export const ADD_TO_LIST_LABEL = 'Add to List'
/** Visually hidden text of the 'Clipped' badge (gap B8; CPN-040). */
export const CLIPPED_HIDDEN_TEXT = 'Coupon already clipped'
export const IN_PROGRESS_TEXT = 'In Progress'

const configured = (value: string | undefined, fallback: string) => (value && value.trim() !== '' ? value : fallback)

function progressBar(o: Offer): ProgressBar | undefined {
  const c = o.continuity
  return c && { label: progressLabel(c), percent: progressPercent(c), value: c.progressValue, target: c.targetValue }
}

/** The action area of a card (CPN-038..053, gap B7). */
export function cardAction(o: Offer, labels: CardLabels = {}): CardAction {
  const addToList = configured(labels.addToList, ADD_TO_LIST_LABEL)
  if (!isBehaviourOffer(o) && !isContinuityOffer(o)) {
    if (o.status === 'U') return { state: 'clip', label: CLIP_COUPON_LABEL }
    if (o.deleted) return { state: 'add-to-list', label: addToList }
    return { state: 'clipped', label: CLIPPED_LABEL, hiddenText: CLIPPED_HIDDEN_TEXT }
  }
  if (!isClipped(o)) {
    return isBehaviourOffer(o)
      ? { state: 'activate', label: configured(labels.activate, ACTIVATE_LABEL) }
      : { state: 'add-to-list', label: addToList }
  }
  const freshPass = isFreshPassContinuity(o)
  if (isOfferComplete(o)) {
    return { state: 'completed', label: BONUS_PATH_COMPLETED, link: freshPass ? REDEEM_FRESH_PASS_LINK : VIEW_IN_MY_LIST_LINK }
  }
  const action: CardAction = { state: 'in-progress' }
  const bar = progressBar(o)
  if (bar) action.progress = bar
  if (isBehaviourOffer(o)) {
    action.statusText = IN_PROGRESS_TEXT
    const link = bonusPathLink(o.qualificationBehavior)
    if (link) action.link = link
  } else if (freshPass) {
    action.link = START_SHOPPING_LINK
  }
  return action
}

export const EXPIRES_PREFIX = 'Expires'

/** 'Expires {date}' with the usage type beside it (CPN-113); no line without an end date. */
export function expiryLine(o: Pick<Offer, 'endDate' | 'usageType'>): { text: string; usageType?: string } | undefined {
  if (!o.endDate) return undefined
  const line: { text: string; usageType?: string } = { text: `${EXPIRES_PREFIX} ${formatOfferDate(o.endDate)}` }
  if (o.usageType) line.usageType = o.usageType
  return line
}

export const CARD_PLACEMENTS = ['grid', 'carousel'] as const
export type CardPlacement = (typeof CARD_PLACEMENTS)[number]
export const OFFER_DETAILS_LINK_TEXT = 'Offer Details'

export interface CouponCardModel {
  id: string
  /** The price, or the description when there is none (CPN-110). */
  header: string
  headerIsPrice: boolean
  /** In-store regular price, on the grid only (CPN-111). */
  regularPrice?: string
  brand: string
  /** Omitted when it is already the header. */
  description?: string
  typeLabel: string
  detailsLink: CardLink
  image?: string
  expiry?: { text: string; usageType?: string }
  icon: OfferIcon
  action: CardAction
}

/** Everything a coupon card shows (CPN-110..117). */
export function couponCardModel(
  o: Offer,
  options: { placement?: CardPlacement; labels?: CardLabels; freshPassEvents?: readonly string[] } = {},
): CouponCardModel {
  const price = o.offerPrice ?? o.priceTitle
  const model: CouponCardModel = {
    id: o.id,
    header: price ?? o.description,
    headerIsPrice: price !== undefined,
    brand: o.brand,
    typeLabel: couponTypeLabel(o.offerPgm),
    detailsLink: { text: OFFER_DETAILS_LINK_TEXT, href: offerDetailsPath(o) },
    icon: offerIcon(o, options.freshPassEvents),
    action: cardAction(o, options.labels),
  }
  if (price !== undefined && o.description) model.description = o.description
  if (options.placement !== 'carousel' && o.regularPrice) model.regularPrice = o.regularPrice
  if (o.image) model.image = o.image
  const expiry = expiryLine(o)
  if (expiry) model.expiry = expiry
  return model
}
