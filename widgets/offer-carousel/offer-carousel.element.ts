import { defineAisleElement } from '../../core/elements/define'
import cardCss from '../coupon-card/coupon-card.css?inline'
import { bootCouponWidgets } from '../shared/boot-coupons'
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
 * @cssproperty --aisle-offer-carousel-slide-width - Width of one slide. Default 15rem.
 * @cssproperty --aisle-offer-carousel-gap - Space between slides. Default 1rem.
 * @cssproperty --aisle-offer-carousel-accent - Previous / next buttons' colour. Default: the banner colour.
 * @cssproperty --aisle-coupon-card-accent - Card button and badge colour. Default: the banner colour.
 */
export const AisleOfferCarousel = defineAisleElement(OFFER_CAROUSEL_TAG, OfferCarousel, {
  attributes: ['source', 'limit', 'upc', 'aisleName', 'modelConfigurationId', 'heading'],
  css: `${cardCss}\n${css}`,
  boot: bootCouponWidgets,
})

declare global {
  interface HTMLElementTagNameMap {
    'aisle-offer-carousel': HTMLElement
  }
}
