/**
 * The list toggle of a non-digital (CMS) coupon card (CPN-109, API-060, API-061): which call a press makes and what
 * a list add sends. Its own module so the coupon store (core/stores/coupons/list.ts) reads it without the CMS
 * card's rules (cms-card.ts, cms-input.ts re-export these), which only the coupon card and the deals grid use: a
 * page of digital offers (the partner carousel) does not load them (fewer bytes on first paint).
 */

/** The list item type a CMS coupon goes on the list with, unless it names one: the weekly-ad program 'WS' (CST-001..005). */
export const CMS_LIST_ITEM_TYPE = 'WS'
/** The wsSource of list adds made from a CMS coupon card (API-060; value ours). */
export const CMS_LIST_SOURCE = 'CMS'

/** The list call a toggle press makes. */
export const listTogglePress = (onList: boolean): 'list-remove' | 'list-add' => (onList ? 'list-remove' : 'list-add')
