/**
 * Previous / next for the carousel track: a page of the track's width per press, smooth unless the shopper
 * asks for reduced motion, and which buttons can act, from the scroll position.
 */
export const prefersReducedMotion = (win: Window = window) => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Sub-pixel slack: a track scrolled to within a pixel of an end is at that end. */
const EDGE_PX = 1

export function scrollEdges(track: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): { canPrevious: boolean; canNext: boolean } {
  const max = track.scrollWidth - track.clientWidth
  return { canPrevious: track.scrollLeft > EDGE_PX, canNext: track.scrollLeft < max - EDGE_PX }
}

export function pageTrack(track: Pick<HTMLElement, 'scrollBy' | 'clientWidth'>, direction: 1 | -1, win: Window = window): void {
  track.scrollBy({ left: direction * track.clientWidth, behavior: prefersReducedMotion(win) ? 'auto' : 'smooth' })
}
