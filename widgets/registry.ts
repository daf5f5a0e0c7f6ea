/**
 * Every Aisle tag and how to load it. The loader registers tags lazily from this table, so a page
 * that uses one widget downloads only that widget's module and the shared chunks. Add a row per widget.
 */
export const WIDGETS = {
  'aisle-banner-brand': () => import('./banner-brand/banner-brand.element'),
  'aisle-mini-cart': () => import('./mini-cart/mini-cart.element'),
  'aisle-add-to-cart': () => import('./add-to-cart/add-to-cart.element'),
  'aisle-session-timeout': () => import('./session-timeout/session-timeout.element'),
  'aisle-product-carousel': () => import('./product-carousel/product-carousel.element'),
  'aisle-product-card': () => import('./product-card/product-card.element'),
  'aisle-order-alert': () => import('./order-alert/order-alert.element'),
  'aisle-quick-add': () => import('./quick-add/quick-add.element'),
  'aisle-game-grid': () => import('./game-grid/game-grid.element'),
  'aisle-play-earn': () => import('./play-earn/play-earn.element'),
  'aisle-coupon-card': () => import('./coupon-card/coupon-card.element'),
  'aisle-deals-grid': () => import('./deals-grid/deals-grid.element'),
  'aisle-offer-carousel': () => import('./offer-carousel/offer-carousel.element'),
  'aisle-coupon-modals': () => import('./coupon-modals/coupon-modals.element'),
  'aisle-delivery-address': () => import('./delivery-address/delivery-address.element'),
} as const satisfies Record<`aisle-${string}`, () => Promise<unknown>>

export type AisleTag = keyof typeof WIDGETS

/** The page runtime's shared reads (user info), started with the first tag's download so they overlap it (issue 16 item 3). */
export const SHARED_READS = () => import('./shared/boot-early')
