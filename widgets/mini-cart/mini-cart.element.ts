import { defineAisleElement } from '../../core/elements/define'
import { bootCartWidgets } from '../shared/boot-cart'
import '../session-timeout/provide'
import { MiniCart } from './MiniCart.connected'
import { MINI_CART_ATTRIBUTES, MINI_CART_TAG } from './mini-cart.props'
import css from './mini-cart.css?inline'
import { seedPrerenderedMiniCart } from './prerendered-mini-cart'

/**
 * The mini-cart badge for the site header: the shopper's cart item count, '99+' above 99, kept
 * fresh every 15 minutes and in step with every other Aisle widget and tab.
 *
 * @summary Cart icon with the item count; links to the cart page.
 * @attr href - Cart page address. Default '/'.
 * @csspart root - The wrapper; carries data-state="loading|ready|error".
 * @csspart link - The link to the cart page.
 * @csspart icon - The cart icon.
 * @csspart badge - The count badge.
 * @csspart message - The error message shown when the cart cannot be read.
 * @csspart label - The visually hidden accessible name of the link.
 */
export const AisleMiniCart = defineAisleElement(MINI_CART_TAG, MiniCart, {
  attributes: MINI_CART_ATTRIBUTES,
  css,
  boot: bootCartWidgets,
  hydrate: seedPrerenderedMiniCart,
})
