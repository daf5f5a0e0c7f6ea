/**
 * The offer carousel (WAI-ARIA APG carousel pattern, docs/decisions/coupons.md "Offer carousel"): a region with
 * aria-roledescription 'carousel', slides as groups named 'n of m', previous / next buttons. It never
 * rotates by itself, so it has no pause control; the slides scroll with CSS scroll-snap, smoothly only
 * when the shopper allows motion. Pure view: offers in, presses out; the scroll position is its own state.
 */
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

export const OFFER_CAROUSEL_STATES = ['loading', 'ready', 'empty', 'error'] as const
export type OfferCarouselViewState = (typeof OFFER_CAROUSEL_STATES)[number]

/** Texts the seed does not give (docs/decisions/coupons.md "Offer carousel"). */
export const OFFER_CAROUSEL_TEXT = {
  heading: 'Offers for you',
  previous: 'Previous offers',
  next: 'Next offers',
  loading: 'Loading offers',
  empty: 'No offers right now. Check back soon.',
  slide: (n: number, m: number) => `${n} of ${m}`,
  roleCarousel: 'carousel',
  roleSlide: 'slide',
} as const

/** One slide: the offer id and its card, rendered by the caller (the coupon card's view, connected). */
export interface OfferCarouselSlide {
  id: string
  card: ReactNode
}

export interface OfferCarouselViewProps {
  state: OfferCarouselViewState
  slides: readonly OfferCarouselSlide[]
  heading?: string
  /** Shown in the error state. */
  message?: string
  /** A call to action of a p13n carousel (CAR-021). */
  cta?: { text: string; href: string }
}

const HEADING_ID = 'offer-carousel-heading'
const TRACK_ID = 'offer-carousel-track'

/** The carousel's heading and the p13n call to action, then what the carousel adds (its paging buttons). */
function Header({ heading, cta, children }: { heading: string; cta: OfferCarouselViewProps['cta']; children: ReactNode }) {
  return (
    <div className="header">
      <h2 part="heading" className="heading" id={HEADING_ID}>
        {heading}
      </h2>
      {cta ? (
        <a part="cta" className="cta" href={cta.href}>
          {cta.text}
        </a>
      ) : null}
      {children}
    </div>
  )
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

export function OfferCarouselView(props: OfferCarouselViewProps) {
  const { state, slides, heading = OFFER_CAROUSEL_TEXT.heading, message, cta } = props
  const track = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ start: true, end: true })

  const measure = useCallback(() => {
    const el = track.current
    if (!el) return
    // One pixel of slack: fractional scroll positions never quite reach the end.
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 })
  }, [])

  // Measured when the ResizeObserver reports, which it does once on observe(), after the browser's own layout:
  // reading the track's widths in the effect forced a layout of the page being built (102 ms self time at 4x
  // CPU on the catalogue, with its four carousels). Re-observed when the slides change.
  useEffect(() => {
    const el = track.current
    if (!el) return
    if (typeof ResizeObserver !== 'function') {
      measure()
      return
    }
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [measure, slides.length, state])

  const page = (direction: 1 | -1) => {
    const el = track.current
    if (!el) return
    el.scrollBy({ left: direction * el.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      page(event.key === 'ArrowRight' ? 1 : -1)
    }
  }

  return (
    <section
      part="root"
      className="carousel"
      data-state={state}
      aria-roledescription={OFFER_CAROUSEL_TEXT.roleCarousel}
      aria-labelledby={HEADING_ID}
    >
      <Header heading={heading} cta={cta}>
        {state === 'ready' ? (
          <div part="controls" className="controls">
            <button
              part="previous"
              type="button"
              className="nav"
              aria-controls={TRACK_ID}
              aria-disabled={edges.start || undefined}
              onClick={() => !edges.start && page(-1)}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{OFFER_CAROUSEL_TEXT.previous}</span>
            </button>
            <button
              part="next"
              type="button"
              className="nav"
              aria-controls={TRACK_ID}
              aria-disabled={edges.end || undefined}
              onClick={() => !edges.end && page(1)}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{OFFER_CAROUSEL_TEXT.next}</span>
            </button>
          </div>
        ) : null}
      </Header>
      {state === 'loading' ? (
        <p part="status" className="status" role="status" aria-busy="true">
          {OFFER_CAROUSEL_TEXT.loading}
        </p>
      ) : null}
      {state === 'empty' ? (
        <p part="status" className="status" role="status">
          {OFFER_CAROUSEL_TEXT.empty}
        </p>
      ) : null}
      {state === 'error' ? (
        <p part="status" className="status error" role="alert">
          {message}
        </p>
      ) : null}
      {state === 'ready' ? (
        // Arrow keys page the slides; Tab walks through each slide's links and buttons (focus scrolls them in).
        <div part="track" className="track" id={TRACK_ID} ref={track} onScroll={measure} onKeyDown={onKeyDown}>
          {slides.map((slide, i) => (
            <div
              part="slide"
              className="slide"
              key={slide.id}
              role="group"
              aria-roledescription={OFFER_CAROUSEL_TEXT.roleSlide}
              aria-label={OFFER_CAROUSEL_TEXT.slide(i + 1, slides.length)}
              data-offer-id={slide.id}
            >
              {slide.card}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  )
}
