/**
 * An offer carousel's store (core/stores/coupons/offer-carousel.ts) over the page's offer cards, wired to the runtime's
 * io and config. One per element, not a slot: a carousel's offers and its top-up attempts (CPN-095) are its own, so two
 * carousels with the same attributes hold two stores; it holds no listener or timer, so nothing disposes it.
 */
import { createOfferCarousel, type OfferCarousel, type OfferCarouselRequest } from '../../stores/coupons/offer-carousel'
import type { Runtime } from '../index'
import { offerCardStoreOf } from './cards'

export function offerCarouselFor(runtime: Runtime, request: OfferCarouselRequest): OfferCarousel {
  return createOfferCarousel(
    { coupons: offerCardStoreOf(runtime), session: runtime.session, api: () => runtime.api, config: runtime.config },
    request,
  )
}
