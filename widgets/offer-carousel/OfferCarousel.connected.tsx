/** Reads the carousel's offers and the coupon store, passes card models and presses; the only React file here that touches stores. */
import { useStore } from '../shared/use-select'
import { useEffect, useMemo, useRef } from 'react'
import { type ElementAttributeProps, parseEnumAttribute, parseIntegerAttribute, parseTextAttribute } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { CAROUSEL_FILTERS, type CarouselFilter, DEFAULT_CAROUSEL_LIMIT, UNLIMITED_CAROUSEL_LIMIT } from '../../core/rules/coupons/carousel'
import { bootRuntime } from '../../core/runtime'
import { offerCardStoreOf } from '../../core/runtime/coupons/cards'
import { offerCarouselFor } from '../../core/runtime/coupons/offer-carousel'
import type { AisleOfferCarouselElement } from '../../types/aisle'
import { localDay } from '../coupon-card/card-state'
import { useGuest } from '../coupon-card/use-guest'
import { CarouselCard } from './CarouselCard.connected'
import { OfferCarouselView, type OfferCarouselViewState } from './OfferCarousel.view'

export const OFFER_CAROUSEL_TAG = 'aisle-offer-carousel'
export const DEFAULT_CAROUSEL_SOURCE: CarouselFilter = 'j4uGallery'
/** The personalisation model a p13n carousel asks for when the page names none (docs/decisions/coupons.md). */
export const DEFAULT_MODEL_CONFIGURATION_ID = 'j4u-carousel'
export const READY_MARK = 'aisle:offer-carousel:ready'

/** The element's attributes as props, declared once by the element module's @attr docs (types/aisle.d.ts is generated from them). */
export type OfferCarouselProps = ElementHostProps & ElementAttributeProps<AisleOfferCarouselElement>

export function OfferCarousel({ source, limit, upc, aisleName, modelConfigurationId, heading }: OfferCarouselProps) {
  const runtime = bootRuntime()
  const coupons = offerCardStoreOf(runtime)
  const filter = parseEnumAttribute(OFFER_CAROUSEL_TAG, 'source', source, CAROUSEL_FILTERS, DEFAULT_CAROUSEL_SOURCE)
  const max = parseIntegerAttribute(OFFER_CAROUSEL_TAG, 'limit', limit, {
    min: 1,
    max: UNLIMITED_CAROUSEL_LIMIT,
    fallback: DEFAULT_CAROUSEL_LIMIT,
  })
  const upcs = upc?.split(',').map(parseTextAttribute).filter(Boolean).join(',') ?? ''
  const model = parseTextAttribute(modelConfigurationId) ?? DEFAULT_MODEL_CONFIGURATION_ID
  const aisle = parseTextAttribute(aisleName) ?? ''

  const carousel = useMemo(
    () =>
      offerCarouselFor(runtime, {
        source: filter,
        limit: max,
        upcs: upcs ? upcs.split(',') : [],
        aisleName: aisle,
        modelConfigurationId: model,
      }),
    [runtime, filter, max, upcs, aisle, model],
  )
  const state = useStore(carousel.$state)
  const offers = useStore(carousel.$offers)
  const guest = useGuest(coupons)

  useEffect(() => {
    void carousel.load()
  }, [carousel])
  useEffect(() => {
    void coupons.loadLogos()
  }, [coupons])

  const view: OfferCarouselViewState = state.status === 'ready' ? (offers.length > 0 ? 'ready' : 'empty') : state.status
  const marked = useRef(false)
  useEffect(() => {
    if (marked.current || (view !== 'ready' && view !== 'empty')) return
    marked.current = true
    // After the frame that paints the slides.
    requestAnimationFrame(() => performance.mark(READY_MARK, { detail: { source: filter, offers: offers.length } }))
  }, [view, filter, offers.length])

  const linkOrigin = runtime.config.embedded ? runtime.config.apiOrigin : undefined
  const today = localDay()
  const slides = offers.map((offer) => ({
    id: offer.id,
    card: <CarouselCard store={coupons} offer={offer} guest={guest} today={today} linkOrigin={linkOrigin} />,
  }))
  const cta = state.ctaText && state.ctaLink ? { text: state.ctaText, href: state.ctaLink } : undefined
  return (
    <OfferCarouselView
      state={view}
      slides={slides}
      heading={state.title ?? parseTextAttribute(heading)}
      {...(state.error ? { message: state.error } : {})}
      {...(cta ? { cta } : {})}
    />
  )
}
