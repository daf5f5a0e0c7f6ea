/**
 * The frame of a WAI-ARIA carousel: a region with aria-roledescription "carousel" labelled by its heading, a header row
 * (the heading, then what the widget adds: a link, the previous / next buttons) and the track below. Shared by
 * offer-carousel and product-carousel; each keeps its own header class and slides.
 */
import type { ReactNode } from 'react'

export interface CarouselRegionProps {
  state: string
  /** The region's aria-roledescription (the widget's own word for "carousel"). */
  roleDescription: string
  headingId: string
  heading: ReactNode
  /** The class of the header row ('head', 'header'). */
  headClassName: string
  /** After the heading in the header row. */
  head: ReactNode
  children: ReactNode
}

export function CarouselRegion({ state, roleDescription, headingId, heading, headClassName, head, children }: CarouselRegionProps) {
  return (
    <section part="root" className="carousel" data-state={state} aria-roledescription={roleDescription} aria-labelledby={headingId}>
      <div className={headClassName}>
        <h2 part="heading" className="heading" id={headingId}>
          {heading}
        </h2>
        {head}
      </div>
      {children}
    </section>
  )
}
