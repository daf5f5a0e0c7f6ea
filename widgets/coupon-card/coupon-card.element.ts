import { defineAisleElement } from '../../core/elements/define'
import { bootCouponWidgets } from '../shared/boot-coupons'
import '../session-timeout/provide'
import '../coupon-modals/provide'
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
 * @fires aisle-eligible-items - A non-digital card's 'Eligible Items' was pressed (Aisle also lists the items in its Offer Details dialog); detail `{couponId, upcs}`: the coupon's eligible UPCs read by upcs-by-offer, [] when that call fails.
 * @fires aisle-offer-details - 'Offer Details' was clicked (cancellable; not with the disableOfferDetailsSpa flag): preventDefault() keeps the page for the host's own view; otherwise Aisle opens its Offer Details dialog (the offer's eligible items) in place; detail `{offerId, href}`.
 * @fires DigitalCouponClipped - (on window) a coupon was clipped; detail `{offerId}`.
 * @csspart card - The card; carries data-state="clip|clipped|add-to-list|activate|in-progress|completed|expired|loading|unavailable|error" and data-icon.
 * @csspart icon - The fresh-pass, rewards or Just for U logo.
 * @csspart header - The price, or the description when there is none.
 * @csspart brand - The brand title.
 * @csspart expiry - 'Expires {date}' and the usage type.
 * @csspart details - The Offer Details link.
 * @csspart eligible-items - The Offer Details dialog's list of eligible items (each li carries data-upc).
 * @csspart details-status - The Offer Details dialog's loading or no-items line.
 * @csspart details-error - The Offer Details dialog's line when the offer's details could not be read.
 * @csspart action - The Clip Coupon / Add to List / Activate button.
 * @csspart badge - The Clipped badge.
 * @csspart progress - The progress bar of a behaviour or continuity offer.
 * @csspart alert - A failed clip's message, where the browser has no modal dialog (else the error modal, part modal).
 * @csspart modal - The error or box-top modal (widgets/coupon-modals), opened from the card whose press it answers.
 * @csspart list-toggle - The add-to-list toggle of a non-digital coupon.
 * @csspart list-status - The line that says when the list could not be changed (a live status).
 * @csspart type - The offer type label.
 * @csspart image - The offer image.
 * @csspart regular-price - The regular price line under the price.
 * @csspart description - The offer description.
 * @csspart expiry-date - The date inside part expiry.
 * @csspart usage-type - The usage type inside part expiry.
 * @csspart actions - The row of the card's buttons.
 * @csspart expired - The expired notice.
 * @csspart invitation - Under the Clip button of the offer a clip link (clipOfferId) names: what pressing it does (CPN-066).
 * @csspart status - The visually hidden live status line (clipping, clipped, failed).
 * @csspart dismiss - The button that dismisses a failed clip's message (part alert).
 * @csspart progress-area - The progress area of a behaviour or continuity offer.
 * @csspart progress-status - The progress area's status line.
 * @csspart progress-label - The progress bar's label.
 * @csspart bonus-link - The bonus-path link.
 * @csspart completed - The 'Bonus Path Completed' line.
 * @csspart message - The loading, unavailable or error text of a card that cannot show its offer.
 * @csspart dates - A non-digital coupon's date range.
 * @csspart eligible - A non-digital coupon's 'Eligible Items' button.
 * @csspart modal-panel - A modal's panel inside the dialog.
 * @csspart modal-title - A modal's heading.
 * @csspart modal-description - A modal's description.
 * @csspart modal-actions - A modal's button row.
 * @csspart modal-close - A modal's × button.
 * @csspart modal-detail - The error modal's detail line.
 * @csspart modal-ok - The error modal's OK button.
 * @csspart box-top-link - The box-top modal's link.
 * @csspart box-top-not-now - The box-top modal's 'Not now' button.
 */
export const AisleCouponCard = defineAisleElement(COUPON_CARD_TAG, CouponCard, {
  attributes: ['offerId', 'addToListLabel', 'activateLabel'],
  css,
  boot: bootCouponWidgets,
})
