import { defineAisleElement } from '../../core/elements/define'
import cardCss from '../coupon-card/coupon-card.css?inline'
import { bootCouponWidgets } from '../shared/boot-coupons'
import '../session-timeout/provide'
import '../coupon-modals/provide'
import { OFFER_CAROUSEL_TAG, OfferCarousel } from './OfferCarousel.connected'
import css from './offer-carousel.css?inline'

/**
 * A row of Just-for-U offers the shopper can clip, from one of the seed's carousel data sources. It never
 * rotates by itself; previous / next buttons, arrow keys, Tab and swipe move through the slides.
 *
 * @summary Accessible offer carousel (WAI-ARIA carousel pattern) on the shared coupon store.
 * @attr source - Data source: 'j4uGallery' (default), 'p13n', 'qualifyingoffers', 'aisle' or 'pdp'.
 * @attr limit - Most offers shown, a whole number from 1 to 99999; 99999 means no limit. Default 12. Qualifying offers stop at 12.
 * @attr upc - Product codes of a 'pdp' carousel, comma-separated.
 * @attr aisle-name - Aisle (category) of an 'aisle' carousel.
 * @attr model-configuration-id - Personalisation model of a 'p13n' carousel. Default 'j4u-carousel'.
 * @attr heading - Heading text. Default 'Offers for you'; a p13n carousel uses the stored carouselTitle when there is one.
 * @csspart root - The carousel region; carries data-state="loading|ready|empty|error".
 * @csspart heading - The heading.
 * @csspart cta - The p13n call-to-action link.
 * @csspart controls - The previous / next buttons' wrapper.
 * @csspart previous - The previous button.
 * @csspart next - The next button.
 * @csspart track - The scrolling row of slides.
 * @csspart slide - One slide.
 * @csspart card - The offer card inside a slide (the coupon card's parts: header, brand, action, badge, …).
 * @csspart status - The loading, empty or error line.
 * @csspart type - The offer type label.
 * @csspart image - The offer image.
 * @csspart regular-price - The regular price line under the price.
 * @csspart description - The offer description.
 * @csspart expiry-date - The date inside part expiry.
 * @csspart usage-type - The usage type inside part expiry.
 * @csspart actions - The row of the card's buttons.
 * @csspart expired - The expired notice.
 * @csspart invitation - Under the Clip button of the offer a clip link (clipOfferId) names: what pressing it does (CPN-066).
 * @csspart dismiss - The button that dismisses a failed clip's message (part alert).
 * @csspart progress-area - The progress area of a behaviour or continuity offer.
 * @csspart progress-status - The progress area's status line.
 * @csspart progress-label - The progress bar's label.
 * @csspart bonus-link - The bonus-path link.
 * @csspart completed - The 'Bonus Path Completed' line.
 * @csspart message - The loading, unavailable or error text of a card that cannot show its offer.
 * @csspart header - A card's price, or its description when there is none.
 * @csspart brand - A card's brand title.
 * @csspart expiry - A card's expiry line.
 * @csspart details - A card's Offer Details link.
 * @csspart action - A card's Clip Coupon / Add to List / Activate button.
 * @csspart badge - A card's Clipped badge.
 * @csspart progress - A card's progress bar.
 * @csspart alert - A failed clip's message where the browser has no modal dialog.
 * @csspart icon - A card's fresh-pass, rewards or Just for U logo.
 * @csspart modal - The error or box-top modal of a card.
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
export const AisleOfferCarousel = defineAisleElement(OFFER_CAROUSEL_TAG, OfferCarousel, {
  attributes: ['source', 'limit', 'upc', 'aisleName', 'modelConfigurationId', 'heading'],
  css: `${cardCss}\n${css}`,
  boot: bootCouponWidgets,
})
