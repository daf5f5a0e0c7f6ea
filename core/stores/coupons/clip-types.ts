/** The clip flow's public shapes (core/stores/coupons/clip.ts): what a press asks and what it answers. */
import type { CardActionState } from '../../rules/coupons/card'
import type { ClipOutcome } from '../../rules/coupons/clip'
import type { CouponDeps, CouponGallery } from './gallery'

/** What the clip flow needs of the page and its io. */
export type ClipDeps = Pick<CouponDeps, 'api' | 'session' | 'page' | 'now' | 'log' | 'timers' | 'partner' | 'writes'>

/** What the clip flow reads and updates of the gallery (coupons/gallery.ts). */
export type ClipGallery = Pick<CouponGallery, 'offer' | 'context' | 'applyOfferAction'>

/** What a press asks: whether it was a real user click (event.isTrusted, CPN-066) and what the button said. */
export interface ClipPress {
  trusted: boolean
  /** The card state whose button was pressed; decides the screen-reader line (CPN-068, CPN-069). Default 'clip'. */
  pressed?: CardActionState
}

export type ClipResult =
  | 'ignored'
  | 'busy'
  | 'unknown-offer'
  | 'sign-in'
  | 'reload'
  | 'error-page'
  | 'box-top'
  | 'clipped'
  | Exclude<ClipOutcome['kind'], 'clipped'>

/** The failed clip the generic error modal shows (CPN-073, ERR-024..027): the catalogue text and the server's code and message. */
export interface ClipError {
  offerId: string
  kind: 'expired' | 'failed'
  message: string
  code?: string
  errorMessage?: string
}

/** The screen-reader line after a clip (CPN-068..070): which card says it, and what. */
export interface ClipAnnouncement {
  offerId: string
  text: string
}
