import { defineAisleElement } from '../../core/elements/define'
import { bootCartButtons } from '../shared/boot-cart-buttons'
import '../session-timeout/provide'
import { ADD_TO_CART_TAG, AddToCart } from './AddToCart.connected'
import css from './add-to-cart.css?inline'

/**
 * A button that adds a product to the shopper's cart; every Aisle widget (and the mini cart in
 * every tab) sees the change.
 *
 * @summary 'Add to cart' button for one product.
 * @attr item-id - Product id (bpn). Required: without it the button is disabled, and its accessible description, the status line, says 'Unavailable: the item-id attribute is missing.'
 * @attr qty - Units to add, 1 to 99. Default 1.
 * @attr product-name - Product name, used in the button's accessible name ('Add to cart: {name}').
 * @fires aisle-cart-change - After the cart accepted the change; detail {itemId, qty, items: [itemId]}.
 * @csspart button - The button.
 * @csspart status - The live status line ('Added to cart' or the cart error text; clears after 3 s).
 * @csspart root - The wrapper; carries data-state="idle|busy|error".
 */
export const AisleAddToCart = defineAisleElement(ADD_TO_CART_TAG, AddToCart, {
  attributes: ['itemId', 'qty', 'productName'],
  css,
  boot: bootCartButtons,
})
