/** The session-timeout modal (MDL-011): a native modal <dialog> that keeps Tab inside; Esc closes it. */
import { useEffect, useRef } from 'react'
import { wrapTab } from '../ui/focus-wrap'

export const SESSION_TIMEOUT_TEXT = {
  title: 'Your session has timed out',
  body: 'For your security we signed you out. Sign in again to keep shopping; your cart is saved.',
  signIn: 'Sign in again',
  close: 'Close',
} as const

export interface SessionTimeoutViewProps {
  open: boolean
  onSignIn: () => void
  onClose: () => void
}

export function SessionTimeoutView({ open, onSignIn, onClose }: SessionTimeoutViewProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Not while the tag is out of the document (moved, or left out until it is released): showModal() would throw.
    if (open && !dialog.open && dialog.isConnected) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    // Tab past the last button wraps to the first instead of leaving the page (WCAG 2.4.3).
    <dialog
      part="dialog"
      ref={ref}
      className="dialog"
      aria-labelledby="title"
      aria-describedby="body"
      onClose={onClose}
      onKeyDown={(e) => e.key === 'Tab' && wrapTab(e)}
    >
      <h2 id="title" part="title">
        {SESSION_TIMEOUT_TEXT.title}
      </h2>
      <p id="body" part="body">
        {SESSION_TIMEOUT_TEXT.body}
      </p>
      <div className="actions" part="actions">
        <button type="button" className="primary" part="sign-in" onClick={onSignIn}>
          {SESSION_TIMEOUT_TEXT.signIn}
        </button>
        <button type="button" className="secondary" part="close" onClick={onClose}>
          {SESSION_TIMEOUT_TEXT.close}
        </button>
      </div>
    </dialog>
  )
}
