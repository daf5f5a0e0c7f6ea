/**
 * Every event Aisle fires: each name and its detail type, declared once (Web Awesome keeps one module per event
 * in src/events/ and registers each in GlobalEventHandlersEventMap; ours are CustomEvents, so one map of details).
 * - `dispatchAisleEvent` accepts only a name declared here, with its detail type.
 * - The manifest plugin (scripts/manifest/aisle-plugin.mjs) reads the detail types of `AisleEventDetails` and
 *   `AisleWindowEventDetails` from this file: an element's JSDoc says `@fires aisle-cart-change - when`, and
 *   custom-elements.json, the editor hints and types/aisle.d.ts get the type from here.
 * Keep each detail a type literal (no named types): its text is copied into the generated declarations.
 */

/** Events an element fires from its host: bubbling and composed, so a page can listen anywhere above it. */
export interface AisleEventDetails {
  /**
   * The cart accepted an add. `items`: every item id the add changed; `itemId` and `qty`: the one item and its
   * quantity, when one item was added (add to cart, product card, product carousel; quick add sends `items` only).
   */
  'aisle-cart-change': { itemId?: string; qty?: number; items: string[] }
  /** A non-digital card's 'Eligible Items': the coupon's eligible UPCs ([] when the call failed). */
  'aisle-eligible-items': { couponId: string; upcs: string[] }
  /** 'Offer Details' was clicked (cancellable): preventDefault() shows the offer in-page. */
  'aisle-offer-details': { offerId: string; href: string }
  /** The deals grid's 'Load More' with a next-page token. */
  'aisle-deals-grid-load-more': { nextPageToken: string }
  /** The deals grid's category filter changed ('' when cleared). */
  'aisle-category-change': { category: string }
  /** A delivery address was saved. */
  'aisle-address-saved': { addressId: string }
}

/** Page-level events dispatched on window (their names are the retailer page's, not `aisle-*`). */
export interface AisleWindowEventDetails {
  /** A coupon was clipped (001 §4, CPN-072). */
  DigitalCouponClipped: { offerId: string }
  /** A change to a subscribed cart line failed (ERR-020, SNS-007): the item ids of those lines. */
  productQtyUpdateError: { itemIds: string[] }
}

export type AisleWindowEventName = keyof AisleWindowEventDetails

export type AisleEventName = keyof AisleEventDetails
export type AisleEvent<K extends AisleEventName> = CustomEvent<AisleEventDetails[K]>

export const CART_CHANGE_EVENT = 'aisle-cart-change' satisfies AisleEventName
export const ELIGIBLE_ITEMS_EVENT = 'aisle-eligible-items' satisfies AisleEventName
export const OFFER_DETAILS_EVENT = 'aisle-offer-details' satisfies AisleEventName
export const LOAD_MORE_EVENT = 'aisle-deals-grid-load-more' satisfies AisleEventName
export const CATEGORY_CHANGE_EVENT = 'aisle-category-change' satisfies AisleEventName
export const ADDRESS_SAVED_EVENT = 'aisle-address-saved' satisfies AisleEventName

export type CartChangeDetail = AisleEventDetails['aisle-cart-change']

/** A declared `aisle-*` event: bubbling and composed (ARCHITECTURE §3); `cancelable` for those a page may stop. */
export function aisleEvent<K extends AisleEventName>(
  name: K,
  detail: AisleEventDetails[K],
  init: { cancelable?: boolean } = {},
): AisleEvent<K> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true, ...init })
}

/** Dispatches a declared `aisle-*` event from the element that hosts `root`. */
export function dispatchAisleEvent<K extends AisleEventName>(root: ShadowRoot | undefined, name: K, detail: AisleEventDetails[K]): void {
  root?.host.dispatchEvent(aisleEvent(name, detail))
}

/** Dispatches a declared page-level event on the page's window (not bubbling: window is the top). */
export function dispatchWindowEvent<K extends AisleWindowEventName>(win: Window, name: K, detail: AisleWindowEventDetails[K]): void {
  win.dispatchEvent(new CustomEvent(name, { detail }))
}
