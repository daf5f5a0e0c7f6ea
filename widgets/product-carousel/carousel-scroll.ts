/**
 * Previous / next for the carousel track: a page per press (the track's width, at most 6 slides: CST-043),
 * smooth unless the shopper asks for reduced motion, and which buttons can act, from the scroll position.
 */
import { carouselPageStep } from '../../core/rules/products/carousel'

export const prefersReducedMotion = (win: Window = window) => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Sub-pixel slack: a track scrolled to within a pixel of an end is at that end. */
const EDGE_PX = 1

export function scrollEdges(track: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): {
  canPrevious: boolean
  canNext: boolean
} {
  const max = track.scrollWidth - track.clientWidth
  return { canPrevious: track.scrollLeft > EDGE_PX, canNext: track.scrollLeft < max - EDGE_PX }
}

/** One slide plus the gap, from the first two slides' positions; 0 with fewer than two. */
function slideStride(track: Partial<Pick<HTMLElement, 'children'>>): number {
  const [a, b] = track.children ?? []
  return a instanceof HTMLElement && b instanceof HTMLElement ? Math.abs(b.offsetLeft - a.offsetLeft) : 0
}

export function pageTrack(
  track: Pick<HTMLElement, 'scrollBy' | 'clientWidth'> & Partial<Pick<HTMLElement, 'children'>>,
  direction: 1 | -1,
  win: Window = window,
): void {
  track.scrollBy({
    left: direction * carouselPageStep(track.clientWidth, slideStride(track)),
    behavior: prefersReducedMotion(win) ? 'auto' : 'smooth',
  })
}
