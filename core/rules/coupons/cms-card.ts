/**
 * Non-digital (CMS) coupon cards of the deals grid (001 §2): what they show and their list toggle. The seed
 * names the parts, not the CMS fields or the texts beyond 'Eligible Items' and 'Offer Details'; the shape
 * and the toggle texts are the team's (docs/decisions/coupons.md).
 */
import { COUPON_ACTION_LABELS, OFFER_DETAILS_LINK_TEXT, type CardLink } from './card'
import { formatOfferDate, type Offer } from './offer'

/** A coupon authored in the CMS: not clippable, only listable. */
export interface CmsCoupon {
  id: string
  description: string
  brand: string
  startDate?: string
  endDate?: string
  /** The page the author links as the offer details. */
  detailsUrl: string
}

export const ELIGIBLE_ITEMS_LABEL = 'Eligible Items'
/** Toggle texts: the action codes AC and ADC, with accessible names that say what the press does. */
export const LIST_TOGGLE_TEXT = { add: COUPON_ACTION_LABELS.AC, added: COUPON_ACTION_LABELS.ADC } as const
export const LIST_TOGGLE_NAME = { add: 'Add to list', added: 'Added to list' } as const
/** Said when an add-to-list or remove press could not change the list (the seed gives no text; docs/decisions/coupons.md). */
export const LIST_TOGGLE_FAILED_TEXT = "We couldn't update your list. Please try again."

/** 'mm/dd/yyyy - mm/dd/yyyy', one side when only one date is known, '' for none. */
export function dateRange(start: string | undefined, end: string | undefined): string {
  return [start, end]
    .filter((d): d is string => !!d)
    .map(formatOfferDate)
    .join(' - ')
}

export interface CmsCouponCardModel {
  id: string
  description: string
  brand: string
  dateRange: string
  eligibleItemsLabel: string
  detailsLink: CardLink
  listToggle: { pressed: boolean; text: string; accessibleName: string }
}

/** What a non-digital coupon card shows (CPN-106..109). */
export function cmsCouponCardModel(c: CmsCoupon, onList: boolean): CmsCouponCardModel {
  return {
    id: c.id,
    description: c.description,
    brand: c.brand,
    dateRange: dateRange(c.startDate, c.endDate),
    eligibleItemsLabel: ELIGIBLE_ITEMS_LABEL,
    detailsLink: { text: OFFER_DETAILS_LINK_TEXT, href: c.detailsUrl },
    listToggle: onList
      ? { pressed: true, text: LIST_TOGGLE_TEXT.added, accessibleName: LIST_TOGGLE_NAME.added }
      : { pressed: false, text: LIST_TOGGLE_TEXT.add, accessibleName: LIST_TOGGLE_NAME.add },
  }
}

export { listTogglePress } from './list-toggle'

export type DealsGridItem = { kind: 'digital'; offer: Offer } | { kind: 'cms'; coupon: CmsCoupon }

/** The deals grid's items (CPN-104): the digital coupons in their order, then the CMS coupons. */
export function dealsGridItems(digital: readonly Offer[], cms: readonly CmsCoupon[]): DealsGridItem[] {
  return [...digital.map((offer) => ({ kind: 'digital' as const, offer })), ...cms.map((coupon) => ({ kind: 'cms' as const, coupon }))]
}
