import { defineAisleElement } from '../../core/elements/define'
import { withModalCss } from '../modal/modal-css'
import { bootCouponWidgets } from '../shared/boot-coupons'
import { COUPON_CARD_TAG, CouponCard } from './CouponCard.connected'
import css from './coupon-card.css?inline'

/**
 * A Just for U coupon card. With `offer-id`, a digital offer from the shopper's gallery: its price or
 * description, brand, expiry line, icon, Offer Details link, and the action of its state (Clip Coupon,
 * Clipped, Add to List, Activate, progress, Bonus Path Completed). Without it, a non-digital coupon
 * written by the content author as a `<script type="application/json">` child, with an add-to-list toggle.
 *
 * @summary Coupon card: clip a digital coupon, or list a non-digital one.
 * @attr offer-id - The offer id of a digital coupon.
 * @attr add-to-list-label - Text replacing 'Add to List'.
 * @attr activate-label - Text replacing 'Activate'.
 * @fires aisle-eligible-items - A non-digital card's 'Eligible Items' was pressed; detail `{couponId}`.
 * @fires DigitalCouponClipped - (on window) a coupon was clipped; detail `{offerId}`.
 * @csspart card - The card; carries data-state="clip|clipped|add-to-list|activate|in-progress|completed|expired|loading|unavailable|error" and data-icon.
 * @csspart icon - The fresh-pass, rewards or Just for U logo.
 * @csspart header - The price, or the description when there is none.
 * @csspart brand - The brand title.
 * @csspart expiry - 'Expires {date}' and the usage type.
 * @csspart details - The Offer Details link.
 * @csspart action - The Clip Coupon / Add to List / Activate button.
 * @csspart badge - The Clipped badge.
 * @csspart progress - The progress bar of a behaviour or continuity offer.
 * @csspart alert - A failed clip's message, where the browser has no modal dialog (else the error modal, part modal).
 * @csspart modal - The error or box-top modal (widgets/modal), opened from the card whose press it answers.
 * @csspart list-toggle - The add-to-list toggle of a non-digital coupon.
 * @cssproperty --aisle-coupon-card-accent - Button and badge colour. Default: the banner colour.
 * @cssproperty --aisle-coupon-card-background - Card background. Default white.
 */
export const AisleCouponCard = defineAisleElement(COUPON_CARD_TAG, CouponCard, {
  attributes: ['offerId', 'addToListLabel', 'activateLabel'],
  css: withModalCss(css),
  boot: bootCouponWidgets,
})

declare global {
  interface HTMLElementTagNameMap {
    'aisle-coupon-card': HTMLElement & { offerId?: string }
  }
}
