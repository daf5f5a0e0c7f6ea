/**
 * The product carousel (pure view): a WAI-ARIA carousel (region with aria-roledescription "carousel",
 * slides as labelled groups, previous / next buttons), no auto-rotation, scroll-snap for touch.
 */
import type { Ref } from 'react'
import type { CarouselTile } from '../../core/rules/products/carousel'
import { ProductTileView } from './ProductTile.view'

export type ProductCarouselState = 'loading' | 'ready' | 'empty'

export const CAROUSEL_TEXT = {
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  previous: 'Previous products',
  next: 'Next products',
  loading: 'Loading products',
  added: (name: string) => `${name} added to cart`,
} as const

export interface ProductCarouselViewProps {
  state: ProductCarouselState
  heading: string
  headingId: string
  trackId: string
  tiles: readonly CarouselTile[]
  busyIds: ReadonlySet<string>
  /** A guest without a guest cart: the tiles' Add goes to sign-in and says so (CRT-024). */
  signIn?: boolean
  canPrevious: boolean
  canNext: boolean
  /** A polite status line: item added, or the cart error. */
  message?: { text: string; error: boolean }
  trackRef?: Ref<HTMLDivElement>
  onPrevious(): void
  onNext(): void
  onAdd(id: string): void
  onFollow(id: string): void
}

export function ProductCarouselView(props: ProductCarouselViewProps) {
  const {
    state,
    heading,
    headingId,
    trackId,
    tiles,
    busyIds,
    signIn,
    canPrevious,
    canNext,
    message,
    trackRef,
    onAdd,
    onFollow,
    onPrevious,
    onNext,
  } = props
  if (state === 'empty') return <div part="root" className="carousel" data-state="empty" hidden />
  return (
    <section
      part="root"
      className="carousel"
      data-state={state}
      aria-roledescription={CAROUSEL_TEXT.roleDescription}
      aria-labelledby={headingId}
    >
      <div className="head">
        <h2 part="heading" className="heading" id={headingId}>
          {heading}
        </h2>
        <div className="controls">
          <button
            part="previous"
            className="nav"
            type="button"
            aria-controls={trackId}
            disabled={!canPrevious || state !== 'ready'}
            onClick={onPrevious}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{CAROUSEL_TEXT.previous}</span>
          </button>
          <button
            part="next"
            className="nav"
            type="button"
            aria-controls={trackId}
            disabled={!canNext || state !== 'ready'}
            onClick={onNext}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{CAROUSEL_TEXT.next}</span>
          </button>
        </div>
      </div>
      {state === 'loading' ? (
        <div part="track" className="track" id={trackId} aria-busy="true">
          <p className="loading">{CAROUSEL_TEXT.loading}</p>
        </div>
      ) : (
        <div part="track" className="track" id={trackId} ref={trackRef}>
          {tiles.map((tile, i) => (
            <div
              key={tile.id}
              part="slide"
              className="slide"
              role="group"
              aria-roledescription={CAROUSEL_TEXT.slideRoleDescription}
              aria-label={CAROUSEL_TEXT.slideLabel(i + 1, tiles.length)}
              data-id={tile.id}
            >
              <ProductTileView tile={tile} busy={busyIds.has(tile.id)} signIn={signIn} onAdd={onAdd} onFollow={onFollow} />
            </div>
          ))}
        </div>
      )}
      <p part="message" className="message" role="status" data-error={message?.error || undefined}>
        {message?.text ?? ''}
      </p>
    </section>
  )
}
