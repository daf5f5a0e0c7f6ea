/**
 * What a pressed button says while its call is under way (feedback in the press's frame). The
 * seeds give no wording for the working state (001 §4 names only the loading flag, CPN-067): these are team
 * texts, docs/decisions/foundation.md "Feedback in the press's frame". The pressed button carries aria-busy and the
 * widget's polite status line says the text, so a screen reader hears that the press was taken.
 */
import type { CardActionState } from './coupons/card'

/** An add to cart under way: the button's label and the status line (add to cart, product card, carousel, quick add). */
export const CART_WORKING_TEXT = 'Adding…'

/** A coupon card's Clip, Add to List or Activate under way: the card's status line until the server answers. */
export const COUPON_WORKING_TEXT: Readonly<Partial<Record<CardActionState, string>>> = {
  clip: 'Clipping coupon…',
  'add-to-list': 'Adding coupon to list…',
  activate: 'Activating coupon…',
}

/** A non-digital coupon's Add to List / Remove from List under way. */
export const LIST_WORKING_TEXT = 'Updating list…'
