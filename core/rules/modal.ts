/**
 * Modal decisions (001 §2, §5, §9; MDL-001..010): which events close a modal, what a close interceptor's
 * answer means, the animation timings, and the generic error modal's texts for a
 * failed clip. Pure: the widgets (widgets/ui/ Modal, widgets/coupon-modals/) read the events and run the effects.
 */

/** Modal animation (001 §9; MDL-009, MDL-010, CST-058). */
export const MODAL_BACKDROP_ANIMATION_MS = 150
export const MODAL_DIALOG_ANIMATION_MS = 300

/** Why a modal is asked to close. 'action' is the modal's own button (OK, Not now, …). */
export const MODAL_CLOSE_REASONS = ['escape', 'backdrop', 'back', 'close-button', 'action'] as const
export type ModalCloseReason = (typeof MODAL_CLOSE_REASONS)[number]

export interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}
export interface Point {
  x: number
  y: number
}

/** Whether a pointer position lies outside the dialog's box, that is on the backdrop. */
export const isOutside = (rect: Rect, p: Point): boolean => p.x < rect.left || p.x > rect.right || p.y < rect.top || p.y > rect.bottom

/** What the widget saw of one click on the dialog element (a backdrop click targets the dialog itself). */
export interface BackdropClick {
  /** The modal is static: its backdrop never closes it. */
  isStatic: boolean
  /** The press (pointerdown) of this click was on the backdrop; false when it began inside the dialog or there was none (keyboard). */
  pressOnBackdrop: boolean
  /** The release (the click) was on the backdrop. */
  releaseOnBackdrop: boolean
}

/**
 * A backdrop click closes the modal unless it is static (MDL-002), and only when the press began on the
 * backdrop too: a press inside the dialog that is released outside (selecting text, dragging a slider) does
 * not close it (MDL-003).
 */
export const backdropClickCloses = (c: BackdropClick): boolean => !c.isStatic && c.pressOnBackdrop && c.releaseOnBackdrop

/** Esc closes a modal (MDL-001), unless something inside already handled the key (a nested modal, a listbox). */
export const escapeCloses = (key: string, alreadyHandled: boolean): boolean => (key === 'Escape' || key === 'Esc') && !alreadyHandled

/**
 * A close interceptor's answer (MDL-005): `false` cancels the close and the modal stays open; anything else
 * (true, nothing) lets it close. An interceptor that throws or rejects lets the modal close, so a broken
 * interceptor never traps a shopper inside a modal (WCAG 2.1.2); the widget logs the error.
 */
export type CloseInterceptorAnswer = boolean | void | undefined
export const interceptorAllowsClose = (answer: unknown): boolean => answer !== false

/** Browser back closes a modal (MDL-004): the modal closes when the history entry it pushed is no longer the current one. */
export const MODAL_HISTORY_KEY = 'aisleModal'
export function modalEntryOf(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined
  const v = (state as Record<string, unknown>)[MODAL_HISTORY_KEY]
  return typeof v === 'string' ? v : undefined
}

/**
 * The modals to close after a popstate (MDL-004): every open modal above the entry the browser landed on.
 * `stack` lists the open modals' history entries, oldest first; the answer lists those to close, newest first.
 */
export function modalsClosedByPopState(stack: readonly string[], landedOn: string | undefined): string[] {
  const keep = landedOn === undefined ? -1 : stack.indexOf(landedOn)
  return stack.slice(keep + 1).reverse()
}

// ── Generic error modal texts (CPN-073, MDL-013; ERR-024..027) ──────────────────────────────────────

/** The seed gives the modal no wording beyond the catalogue's; these are the team's (docs/decisions/coupons.md). */
export const ERROR_MODAL_TEXT = {
  title: 'Something went wrong',
  message: "We couldn't finish that. Please try again in a few minutes.",
  ok: 'OK',
  clipFailedTitle: "We couldn't clip this coupon",
  clipFailedMessage: 'Please try again in a few minutes.',
  expiredMessage: 'This coupon has expired and can no longer be clipped.',
  detailLabel: 'Details:',
} as const

/** A failed clip as the coupon store keeps it: the catalogue text and the server's code and message. */
export interface ClipFailure {
  kind: 'expired' | 'failed'
  /** The catalogue text, e.g. 'Coupon Expired' or 'Coupon Clip failed - items is not defined'. */
  message: string
  code?: string
  errorMessage?: string
}

export interface ErrorModalContent {
  title: string
  message: string
  /** Small print under the message: the catalogue text and the server's code and message, for support. */
  detail?: string
}
