import { defineAisleElement } from '../../core/elements/define'
import { bootCartButtons } from '../shared/boot-cart-buttons'
import '../session-timeout/provide'
import { ProductCard } from './ProductCard.connected'
import { PRODUCT_CARD_ATTRIBUTES, PRODUCT_CARD_TAG } from './product-card.props'
import css from './product-card.css?inline'
import { seedPrerenderedProducts } from '../shared/prerendered-products'

/**
 * One product: price with the struck-through base price of an active promotion, promo text, badges, up to
 * three tags (two under a carousel profile), the aisle, availability for the shopper's channel, made-to-order,
 * pre-order, SNAP and prop 65 notes, and the star rating, estimate, sponsored, in-store, unattended-delivery,
 * deal and buy-it-again labels, the ways to get it, the seller tag (a link to the seller's page) and a link to
 * similar items — each as the display profile allows — and buying: a quantity (or weight) stepper,
 * customisations, subscribe and save. When the shopper holds a time slot (the slot cookie names its time), a
 * pre-order item not yet available then, a made-to-order item that cannot be prepared by then, or an item
 * outside its fulfilment hours says so and is not added. Every change goes through the page's one cart
 * queue, so the mini cart and other cards follow.
 *
 * @summary Product card with price, availability and add to cart.
 * @attr product-id - Product number (bpn). Required: without it the card says 'No product selected.' and offers nothing to buy.
 * @attr channel - 'delivery', 'pickup' or 'instore'. Default: the shopper's preference.
 * @attr profile - Display profile (abs, wineshop, mkp, 1P_B2B, weeklyAd, dnf, 1P_SNS, light-weight, abs-carousel, wine-carousel, mkp-carousel): which elements show. Default: the product's program (abs for grocery, wineshop, mkp); a typo warns once and uses the default.
 * @attr sns-offer - Subscribe-and-save offer text. Default '5%'.
 * @fires aisle-cart-change - After the cart accepted the change; detail {itemId, qty, items: [itemId]}.
 * @csspart root - The card; data-state="loading|ready|error|missing", data-available.
 * @csspart image - The product image.
 * @csspart name - The product name.
 * @csspart aisle - The product's aisle, by its display name.
 * @csspart price - Price block; price-now, price-was (struck through) and promo inside.
 * @csspart badges - The badge list.
 * @csspart tags - The tag list (at most three).
 * @csspart availability - Short label and long message for the channel.
 * @csspart mto - Made-to-order preparation note.
 * @csspart pre-order - Pre-order note.
 * @csspart prop65 - Prop 65 warning.
 * @csspart seller - Marketplace seller: a link to the seller's landing page (page config `sellerLanding`) or the marketplace search for the seller.
 * @csspart wine-shop - A wine-shop item's link to the wine-shop search results (page config `wineSearchResults`), in the seller tag's place.
 * @csspart sponsored - 'Sponsored' above the name of a paid placement.
 * @csspart rating - Star rating and review count.
 * @csspart estimate - The estimated-price note of an item sold by weight.
 * @csspart in-store - Where to find the item in store.
 * @csspart unattended - 'Not available for unattended delivery' for a restricted item.
 * @csspart fulfilment - The ways to get the item, and which cannot be had now.
 * @csspart coupon - The deal the product carries.
 * @csspart buy-it-again - 'Buy it again' on an item the household bought before.
 * @csspart similar-items - Link to the similar items on the item's product page.
 * @csspart buy - Buying controls; stepper, amount, options, subscribe, add and status inside.
 * @csspart unavailable - The not-available text shown instead of the buying controls.
 * @csspart price-now - The current price.
 * @csspart price-was - The struck-through base price of an active promotion.
 * @csspart promo - The promotion text.
 * @csspart stepper - The quantity or weight stepper.
 * @csspart amount - The stepper's quantity or weight field.
 * @csspart options - One group of customisation options.
 * @csspart comments - The customised item's special instructions (up to 250 characters), sent as the line's comments.
 * @csspart subscribe - The subscribe-and-save choice.
 * @csspart subscribed - 'You already subscribe: every N weeks.' when the shopper's subscriptions hold the item.
 * @csspart sns-notes - The schedule-and-save notes (address, slot, payment, and the change-window and unsubscribe guidance) shown once subscribe and save is ticked; from the page config's `scheduleAndSave`.
 * @csspart add - The add to cart button.
 * @csspart slot-conflict - Why the item cannot be added for the shopper's reserved slot.
 * @csspart status - The live status line after adding.
 */
export const AisleProductCard = defineAisleElement(PRODUCT_CARD_TAG, ProductCard, {
  attributes: PRODUCT_CARD_ATTRIBUTES,
  css,
  boot: bootCartButtons,
  hydrate: seedPrerenderedProducts,
})
