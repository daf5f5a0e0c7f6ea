/** Add-to-cart button: pure view. The live region says what happened and clears after 3 s (CRT-041). */
import { useId } from 'react'
import { SIGN_IN_TO_ADD_TEXT } from '../../core/rules/cart/cart'
import { CART_WORKING_TEXT } from '../../core/rules/press'

export const ADD_TO_CART_TEXT = {
  add: 'Add to cart',
  /** The accessible name starts with the visible text (WCAG 2.5.3 Label in Name). */
  addNamed: (name: string) => `Add to cart: ${name}`,
  adding: CART_WORKING_TEXT,
  added: 'Added to cart',
  signIn: SIGN_IN_TO_ADD_TEXT,
  signInNamed: (name: string) => `${SIGN_IN_TO_ADD_TEXT}: ${name}`,
} as const

export interface AddToCartViewProps {
  productName?: string
  busy: boolean
  /** The aria-live line: the working text while busy, then success or the cart error text. */
  message?: string
  error?: boolean
  onAdd: () => void
  /** Why the button is inert (a required attribute is missing): it is disabled and the status line says why. */
  inert?: string
  /** A guest without a guest cart: the press goes to sign-in, and the button says so (CRT-024). */
  signIn?: boolean
}

export function AddToCartView({ productName, busy, message, error, onAdd, inert, signIn }: AddToCartViewProps) {
  const statusId = useId()
  return (
    <div part="root" className="add-to-cart" data-state={busy ? 'busy' : error ? 'error' : 'idle'}>
      <button
        type="button"
        part="button"
        className="button"
        aria-label={productName ? (signIn ? ADD_TO_CART_TEXT.signInNamed : ADD_TO_CART_TEXT.addNamed)(productName) : undefined}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        disabled={!!inert || undefined}
        aria-describedby={inert ? statusId : undefined}
        onClick={() => {
          if (!busy) onAdd()
        }}
      >
        {busy ? ADD_TO_CART_TEXT.adding : signIn ? ADD_TO_CART_TEXT.signIn : ADD_TO_CART_TEXT.add}
      </button>
      <p part="status" id={statusId} className={error ? 'status error' : 'status'} role="status" aria-live="polite">
        {inert ?? message ?? ''}
      </p>
    </div>
  )
}
