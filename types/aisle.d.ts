/**
 * Aisle custom elements for TypeScript and React 19. Generated from custom-elements.json by scripts/manifest/editor.ts (`npm run manifest`). Do not edit.
 *
 * Attributes are typed as authors write them (the element parses every value; numbers and booleans are
 * stringified by React). React 19 listens to a custom element's events through `on<event name>` props,
 * e.g. `onaisle-cart-change={(e) => e.detail.itemId}`.
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- generated: a tag without attributes or events keeps the same shape */
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** An attribute value as React may write it. */
export type AisleAttributeValue = string | number | boolean

/** Attributes of <aisle-add-to-cart>: 'Add to cart' button for one product. */
export interface AisleAddToCartAttributes {
  /** Product id (bpn). Required: without it the button is disabled, and its accessible description, the status line, says 'Unavailable: the item-id attribute is missing.' */
  'item-id'?: AisleAttributeValue
  /** Units to add, 1 to 99. Default 1. */
  qty?: AisleAttributeValue
  /** Product name, used in the button's accessible name ('Add to cart: {name}'). */
  'product-name'?: AisleAttributeValue
}

/** Events <aisle-add-to-cart> dispatches (bubbling, composed). */
export interface AisleAddToCartEventMap {
  /** After the cart accepted the change; detail {itemId, qty, items: [itemId]}. */
  'aisle-cart-change': CustomEvent<{ itemId?: string; qty?: number; items: string[] }>
}

/** <aisle-add-to-cart>: 'Add to cart' button for one product. */
export interface AisleAddToCartElement extends HTMLElement {
  /** The item-id attribute. Product id (bpn). Required: without it the button is disabled, and its accessible description, the status line, says 'Unavailable: the item-id attribute is missing.' */
  itemId?: string
  /** The qty attribute. Units to add, 1 to 99. Default 1. */
  qty?: string
  /** The product-name attribute. Product name, used in the button's accessible name ('Add to cart: {name}'). */
  productName?: string
}

/** Attributes of <aisle-banner-brand>: Banner logo and name for a page header. */
export interface AisleBannerBrandAttributes {
  /** Makes the brand a link (usually '/'). Default: not a link. */
  href?: AisleAttributeValue
  /** 'false' shows the logo only. Default true. */
  'show-name'?: AisleAttributeValue
}

/** Events <aisle-banner-brand> dispatches (bubbling, composed). */
export interface AisleBannerBrandEventMap {
}

/** <aisle-banner-brand>: Banner logo and name for a page header. */
export interface AisleBannerBrandElement extends HTMLElement {
  /** The href attribute. Makes the brand a link (usually '/'). Default: not a link. */
  href?: string
  /** The show-name attribute. 'false' shows the logo only. Default true. */
  showName?: string
}

/** Attributes of <aisle-coupon-card>: Coupon card: clip a digital coupon, or list a non-digital one. */
export interface AisleCouponCardAttributes {
  /** The offer id of a digital coupon. */
  'offer-id'?: AisleAttributeValue
  /** Text replacing 'Add to List'. */
  'add-to-list-label'?: AisleAttributeValue
  /** Text replacing 'Activate'. */
  'activate-label'?: AisleAttributeValue
}

/** Events <aisle-coupon-card> dispatches (bubbling, composed). */
export interface AisleCouponCardEventMap {
  /** A non-digital card's 'Eligible Items' was pressed (Aisle also lists the items in its Offer Details dialog); detail `{couponId, upcs}`: the coupon's eligible UPCs read by upcs-by-offer, [] when that call fails. */
  'aisle-eligible-items': CustomEvent<{ couponId: string; upcs: string[] }>
  /** 'Offer Details' was clicked (cancellable; not with the disableOfferDetailsSpa flag): preventDefault() keeps the page for the host's own view; otherwise Aisle opens its Offer Details dialog (the offer's eligible items) in place; detail `{offerId, href}`. */
  'aisle-offer-details': CustomEvent<{ offerId: string; href: string }>
}

/** <aisle-coupon-card>: Coupon card: clip a digital coupon, or list a non-digital one. */
export interface AisleCouponCardElement extends HTMLElement {
  /** The offer-id attribute. The offer id of a digital coupon. */
  offerId?: string
  /** The add-to-list-label attribute. Text replacing 'Add to List'. */
  addToListLabel?: string
  /** The activate-label attribute. Text replacing 'Activate'. */
  activateLabel?: string
}

/** Attributes of <aisle-coupon-modals>: Progressive-profile and passcode sign-in modals of the coupon flow. */
export interface AisleCouponModalsAttributes {
}

/** Events <aisle-coupon-modals> dispatches (bubbling, composed). */
export interface AisleCouponModalsEventMap {
}

/** <aisle-coupon-modals>: Progressive-profile and passcode sign-in modals of the coupon flow. */
export interface AisleCouponModalsElement extends HTMLElement {
}

/** Attributes of <aisle-deals-grid>: Grid of Just for U coupon cards with sort, category filter and Load More. */
export interface AisleDealsGridAttributes {
  /** Cards per row, 1 to 12 (each spans 12 / columns grid units). Default 4. */
  columns?: AisleAttributeValue
  /** First sort key: 'featured' (gallery order) or a-z, z-a, search-rank, most-popular, price-low-high, purchase-history, new-offers, about-to-expire, category, expiry-date, added-date, reward-card-specials, aisles. Default 'featured'. */
  sort?: AisleAttributeValue
  /** JSON {"default": Banner, "categories": {"<name>": Banner}}, Banner = {"image", "alt", "link", "newTab"}: the banner shown above the grid, swapped by the category filter. */
  'category-mapping'?: AisleAttributeValue
  /** The server's next-page token: 'Load More' then fires aisle-deals-grid-load-more instead of revealing loaded cards. */
  'next-page-token'?: AisleAttributeValue
  /** Bare or 'true': the hidden-events gallery (bypasses the stored gallery). */
  'hidden-events'?: AisleAttributeValue
  /** Bare or 'true': the bonus-path page (bypasses the stored gallery). */
  'bonus-path'?: AisleAttributeValue
  /** Text replacing 'Add to List'. */
  'add-to-list-label'?: AisleAttributeValue
  /** Text replacing 'Activate'. */
  'activate-label'?: AisleAttributeValue
}

/** Events <aisle-deals-grid> dispatches (bubbling, composed). */
export interface AisleDealsGridEventMap {
  /** 'Load More' with a next-page token; detail `{nextPageToken}`. */
  'aisle-deals-grid-load-more': CustomEvent<{ nextPageToken: string }>
  /** The category filter changed; detail `{category}` ('' when cleared). */
  'aisle-category-change': CustomEvent<{ category: string }>
  /** A non-digital card's 'Eligible Items' was pressed (Aisle also lists the items in its Offer Details dialog); detail `{couponId, upcs}`: the coupon's eligible UPCs read by upcs-by-offer, [] when that call fails. */
  'aisle-eligible-items': CustomEvent<{ couponId: string; upcs: string[] }>
}

/** <aisle-deals-grid>: Grid of Just for U coupon cards with sort, category filter and Load More. */
export interface AisleDealsGridElement extends HTMLElement {
  /** The columns attribute. Cards per row, 1 to 12 (each spans 12 / columns grid units). Default 4. */
  columns?: string
  /** The sort attribute. First sort key: 'featured' (gallery order) or a-z, z-a, search-rank, most-popular, price-low-high, purchase-history, new-offers, about-to-expire, category, expiry-date, added-date, reward-card-specials, aisles. Default 'featured'. */
  sort?: string
  /** The category-mapping attribute. JSON {"default": Banner, "categories": {"<name>": Banner}}, Banner = {"image", "alt", "link", "newTab"}: the banner shown above the grid, swapped by the category filter. */
  categoryMapping?: string
  /** The next-page-token attribute. The server's next-page token: 'Load More' then fires aisle-deals-grid-load-more instead of revealing loaded cards. */
  nextPageToken?: string
  /** The hidden-events attribute. Bare or 'true': the hidden-events gallery (bypasses the stored gallery). */
  hiddenEvents?: string
  /** The bonus-path attribute. Bare or 'true': the bonus-path page (bypasses the stored gallery). */
  bonusPath?: string
  /** The add-to-list-label attribute. Text replacing 'Add to List'. */
  addToListLabel?: string
  /** The activate-label attribute. Text replacing 'Activate'. */
  activateLabel?: string
}

/** Attributes of <aisle-delivery-address>: The shopper's delivery addresses and a form to add or change one, with ZIP code lookup. */
export interface AisleDeliveryAddressAttributes {
}

/** Events <aisle-delivery-address> dispatches (bubbling, composed). */
export interface AisleDeliveryAddressEventMap {
  /** After an address was saved; detail {addressId}. */
  'aisle-address-saved': CustomEvent<{ addressId: string }>
}

/** <aisle-delivery-address>: The shopper's delivery addresses and a form to add or change one, with ZIP code lookup. */
export interface AisleDeliveryAddressElement extends HTMLElement {
}

/** Attributes of <aisle-game-grid>: Play & Earn game cards for the signed-in shopper. */
export interface AisleGameGridAttributes {
  /** Address of the page hosting <aisle-play-earn>; game links open there. Default: this page. */
  'play-earn-href'?: AisleAttributeValue
}

/** Events <aisle-game-grid> dispatches (bubbling, composed). */
export interface AisleGameGridEventMap {
}

/** <aisle-game-grid>: Play & Earn game cards for the signed-in shopper. */
export interface AisleGameGridElement extends HTMLElement {
  /** The play-earn-href attribute. Address of the page hosting <aisle-play-earn>; game links open there. Default: this page. */
  playEarnHref?: string
}

/** Attributes of <aisle-mini-cart>: Cart icon with the item count; links to the cart page. */
export interface AisleMiniCartAttributes {
  /** Cart page address. Default '/'. */
  href?: AisleAttributeValue
}

/** Events <aisle-mini-cart> dispatches (bubbling, composed). */
export interface AisleMiniCartEventMap {
}

/** <aisle-mini-cart>: Cart icon with the item count; links to the cart page. */
export interface AisleMiniCartElement extends HTMLElement {
  /** The href attribute. Cart page address. Default '/'. */
  href?: string
}

/** Attributes of <aisle-offer-carousel>: Accessible offer carousel (WAI-ARIA carousel pattern) on the shared coupon store. */
export interface AisleOfferCarouselAttributes {
  /** Data source: 'j4uGallery' (default), 'p13n', 'qualifyingoffers', 'aisle' or 'pdp'. */
  source?: AisleAttributeValue
  /** Most offers shown, a whole number from 1 to 99999; 99999 means no limit. Default 12. Qualifying offers stop at 12. */
  limit?: AisleAttributeValue
  /** Product codes of a 'pdp' carousel, comma-separated. */
  upc?: AisleAttributeValue
  /** Aisle (category) of an 'aisle' carousel. */
  'aisle-name'?: AisleAttributeValue
  /** Personalisation model of a 'p13n' carousel. Default 'j4u-carousel'. */
  'model-configuration-id'?: AisleAttributeValue
  /** Heading text. Default 'Offers for you'; a p13n carousel uses the stored carouselTitle when there is one. */
  heading?: AisleAttributeValue
}

/** Events <aisle-offer-carousel> dispatches (bubbling, composed). */
export interface AisleOfferCarouselEventMap {
}

/** <aisle-offer-carousel>: Accessible offer carousel (WAI-ARIA carousel pattern) on the shared coupon store. */
export interface AisleOfferCarouselElement extends HTMLElement {
  /** The source attribute. Data source: 'j4uGallery' (default), 'p13n', 'qualifyingoffers', 'aisle' or 'pdp'. */
  source?: string
  /** The limit attribute. Most offers shown, a whole number from 1 to 99999; 99999 means no limit. Default 12. Qualifying offers stop at 12. */
  limit?: string
  /** The upc attribute. Product codes of a 'pdp' carousel, comma-separated. */
  upc?: string
  /** The aisle-name attribute. Aisle (category) of an 'aisle' carousel. */
  aisleName?: string
  /** The model-configuration-id attribute. Personalisation model of a 'p13n' carousel. Default 'j4u-carousel'. */
  modelConfigurationId?: string
  /** The heading attribute. Heading text. Default 'Offers for you'; a p13n carousel uses the stored carouselTitle when there is one. */
  heading?: string
}

/** Attributes of <aisle-order-alert>: Pending-order alert with its review link, or the reserve-time area. */
export interface AisleOrderAlertAttributes {
  /** The reserve-time page. Default '/erums/store/prebook'. */
  'reserve-href'?: AisleAttributeValue
}

/** Events <aisle-order-alert> dispatches (bubbling, composed). */
export interface AisleOrderAlertEventMap {
}

/** <aisle-order-alert>: Pending-order alert with its review link, or the reserve-time area. */
export interface AisleOrderAlertElement extends HTMLElement {
  /** The reserve-href attribute. The reserve-time page. Default '/erums/store/prebook'. */
  reserveHref?: string
}

/** Attributes of <aisle-play-earn>: The Play & Earn games area with its own in-page routes. */
export interface AislePlayEarnAttributes {
}

/** Events <aisle-play-earn> dispatches (bubbling, composed). */
export interface AislePlayEarnEventMap {
}

/** <aisle-play-earn>: The Play & Earn games area with its own in-page routes. */
export interface AislePlayEarnElement extends HTMLElement {
}

/** Attributes of <aisle-product-card>: Product card with price, availability and add to cart. */
export interface AisleProductCardAttributes {
  /** Product number (bpn). Required: without it the card says 'No product selected.' and offers nothing to buy. */
  'product-id'?: AisleAttributeValue
  /** 'delivery', 'pickup' or 'instore'. Default: the shopper's preference. */
  channel?: AisleAttributeValue
  /** Display profile (abs, wineshop, mkp, 1P_B2B, weeklyAd, dnf, 1P_SNS, light-weight, abs-carousel, wine-carousel, mkp-carousel): which elements show. Default: the product's program (abs for grocery, wineshop, mkp); a typo warns once and uses the default. */
  profile?: AisleAttributeValue
  /** Subscribe-and-save offer text. Default '5%'. */
  'sns-offer'?: AisleAttributeValue
}

/** Events <aisle-product-card> dispatches (bubbling, composed). */
export interface AisleProductCardEventMap {
  /** After the cart accepted the change; detail {itemId, qty, items: [itemId]}. */
  'aisle-cart-change': CustomEvent<{ itemId?: string; qty?: number; items: string[] }>
}

/** <aisle-product-card>: Product card with price, availability and add to cart. */
export interface AisleProductCardElement extends HTMLElement {
  /** The product-id attribute. Product number (bpn). Required: without it the card says 'No product selected.' and offers nothing to buy. */
  productId?: string
  /** The channel attribute. 'delivery', 'pickup' or 'instore'. Default: the shopper's preference. */
  channel?: string
  /** The profile attribute. Display profile (abs, wineshop, mkp, 1P_B2B, weeklyAd, dnf, 1P_SNS, light-weight, abs-carousel, wine-carousel, mkp-carousel): which elements show. Default: the product's program (abs for grocery, wineshop, mkp); a typo warns once and uses the default. */
  profile?: string
  /** The sns-offer attribute. Subscribe-and-save offer text. Default '5%'. */
  snsOffer?: string
}

/** Attributes of <aisle-product-carousel>: Product carousel: recommendations, sponsored, cross-sell or substitution. */
export interface AisleProductCarouselAttributes {
  /** 'recommendations' (default), 'sponsored', 'cross-sell', 'substitution' or 'purchase-history'. */
  source?: AisleAttributeValue
  /** Heading text. Default per source, e.g. 'Recommended for you'. */
  heading?: AisleAttributeValue
  /** The anchor product number (cross-sell, substitution; sponsored narrows to its department). */
  bpn?: AisleAttributeValue
  /** Sponsored: a department key. */
  'category-id'?: AisleAttributeValue
  /** Sponsored: the page name sent to the ad server. Default 'cross-sell'. */
  'page-name'?: AisleAttributeValue
  /** Sponsored: product numbers to leave out, comma separated. */
  'exclude-bpn'?: AisleAttributeValue
  /** Recommendations: the model configuration id. */
  'model-configuration-id'?: AisleAttributeValue
  /** Store to use when the shopper's session names none (guests). */
  'store-id'?: AisleAttributeValue
  /** Tile order. A client key ('a-z', 'z-a', 'price-low-high', 'aisles', … every key of the sort table) sorts the loaded tiles; a server sort ('FREQUENCY', 'PURCHASE_DATE', 'RECENTLY_PURCHASED', …) is sent with the purchase-history read and the answer's order is kept. Default: the source's order. */
  sort?: AisleAttributeValue
}

/** Events <aisle-product-carousel> dispatches (bubbling, composed). */
export interface AisleProductCarouselEventMap {
  /** A tile added an item: detail {itemId, qty, items: [itemId]}. */
  'aisle-cart-change': CustomEvent<{ itemId?: string; qty?: number; items: string[] }>
}

/** <aisle-product-carousel>: Product carousel: recommendations, sponsored, cross-sell or substitution. */
export interface AisleProductCarouselElement extends HTMLElement {
  /** The source attribute. 'recommendations' (default), 'sponsored', 'cross-sell', 'substitution' or 'purchase-history'. */
  source?: string
  /** The heading attribute. Heading text. Default per source, e.g. 'Recommended for you'. */
  heading?: string
  /** The bpn attribute. The anchor product number (cross-sell, substitution; sponsored narrows to its department). */
  bpn?: string
  /** The category-id attribute. Sponsored: a department key. */
  categoryId?: string
  /** The page-name attribute. Sponsored: the page name sent to the ad server. Default 'cross-sell'. */
  pageName?: string
  /** The exclude-bpn attribute. Sponsored: product numbers to leave out, comma separated. */
  excludeBpn?: string
  /** The model-configuration-id attribute. Recommendations: the model configuration id. */
  modelConfigurationId?: string
  /** The store-id attribute. Store to use when the shopper's session names none (guests). */
  storeId?: string
  /** The sort attribute. Tile order. A client key ('a-z', 'z-a', 'price-low-high', 'aisles', … every key of the sort table) sorts the loaded tiles; a server sort ('FREQUENCY', 'PURCHASE_DATE', 'RECENTLY_PURCHASED', …) is sent with the purchase-history read and the answer's order is kept. Default: the source's order. */
  sort?: string
}

/** Attributes of <aisle-quick-add>: Buy it again: select previously bought items and add them to the cart together. */
export interface AisleQuickAddAttributes {
}

/** Events <aisle-quick-add> dispatches (bubbling, composed). */
export interface AisleQuickAddEventMap {
  /** The selected items were added: detail {items: itemId[]} (no itemId or qty: several items). */
  'aisle-cart-change': CustomEvent<{ itemId?: string; qty?: number; items: string[] }>
}

/** <aisle-quick-add>: Buy it again: select previously bought items and add them to the cart together. */
export interface AisleQuickAddElement extends HTMLElement {
}

/** Attributes of <aisle-session-timeout>: Tells the shopper the session could not be refreshed and offers to sign in again. */
export interface AisleSessionTimeoutAttributes {
}

/** Events <aisle-session-timeout> dispatches (bubbling, composed). */
export interface AisleSessionTimeoutEventMap {
}

/** <aisle-session-timeout>: Tells the shopper the session could not be refreshed and offers to sign in again. */
export interface AisleSessionTimeoutElement extends HTMLElement {
}

/** Every `aisle-*` event, as listened to anywhere above the element (they bubble and are composed). */
export interface AisleEventMap {
  'aisle-address-saved': CustomEvent<{ addressId: string }>
  'aisle-cart-change': CustomEvent<{ itemId?: string; qty?: number; items: string[] }>
  'aisle-category-change': CustomEvent<{ category: string }>
  'aisle-deals-grid-load-more': CustomEvent<{ nextPageToken: string }>
  'aisle-eligible-items': CustomEvent<{ couponId: string; upcs: string[] }>
  'aisle-offer-details': CustomEvent<{ offerId: string; href: string }>
}

/** Page-level events Aisle dispatches on window. */
export interface AisleWindowEventMap {
  DigitalCouponClipped: CustomEvent<{ offerId: string }>
}

/** React 19 props of an Aisle element: DOM props, its attributes, and `on<event>` handlers. */
export type AisleJsxProps<Attributes, Events> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes & { [Name in keyof Events as `on${Name & string}`]?: (event: Events[Name]) => void }

declare global {
  interface HTMLElementTagNameMap {
    'aisle-add-to-cart': AisleAddToCartElement
    'aisle-banner-brand': AisleBannerBrandElement
    'aisle-coupon-card': AisleCouponCardElement
    'aisle-coupon-modals': AisleCouponModalsElement
    'aisle-deals-grid': AisleDealsGridElement
    'aisle-delivery-address': AisleDeliveryAddressElement
    'aisle-game-grid': AisleGameGridElement
    'aisle-mini-cart': AisleMiniCartElement
    'aisle-offer-carousel': AisleOfferCarouselElement
    'aisle-order-alert': AisleOrderAlertElement
    'aisle-play-earn': AislePlayEarnElement
    'aisle-product-card': AisleProductCardElement
    'aisle-product-carousel': AisleProductCarouselElement
    'aisle-quick-add': AisleQuickAddElement
    'aisle-session-timeout': AisleSessionTimeoutElement
  }
  interface GlobalEventHandlersEventMap extends AisleEventMap {}
  interface WindowEventMap extends AisleWindowEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'aisle-add-to-cart': AisleJsxProps<AisleAddToCartAttributes, AisleAddToCartEventMap>
      'aisle-banner-brand': AisleJsxProps<AisleBannerBrandAttributes, AisleBannerBrandEventMap>
      'aisle-coupon-card': AisleJsxProps<AisleCouponCardAttributes, AisleCouponCardEventMap>
      'aisle-coupon-modals': AisleJsxProps<AisleCouponModalsAttributes, AisleCouponModalsEventMap>
      'aisle-deals-grid': AisleJsxProps<AisleDealsGridAttributes, AisleDealsGridEventMap>
      'aisle-delivery-address': AisleJsxProps<AisleDeliveryAddressAttributes, AisleDeliveryAddressEventMap>
      'aisle-game-grid': AisleJsxProps<AisleGameGridAttributes, AisleGameGridEventMap>
      'aisle-mini-cart': AisleJsxProps<AisleMiniCartAttributes, AisleMiniCartEventMap>
      'aisle-offer-carousel': AisleJsxProps<AisleOfferCarouselAttributes, AisleOfferCarouselEventMap>
      'aisle-order-alert': AisleJsxProps<AisleOrderAlertAttributes, AisleOrderAlertEventMap>
      'aisle-play-earn': AisleJsxProps<AislePlayEarnAttributes, AislePlayEarnEventMap>
      'aisle-product-card': AisleJsxProps<AisleProductCardAttributes, AisleProductCardEventMap>
      'aisle-product-carousel': AisleJsxProps<AisleProductCarouselAttributes, AisleProductCarouselEventMap>
      'aisle-quick-add': AisleJsxProps<AisleQuickAddAttributes, AisleQuickAddEventMap>
      'aisle-session-timeout': AisleJsxProps<AisleSessionTimeoutAttributes, AisleSessionTimeoutEventMap>
    }
  }
}
