/**
 * The welcome panel of a campaign link (CPN-123): pure view. It says offers are waiting and offers one button; only
 * its press claims them (CPN-066). Claiming, claimed (or none for this link) and failed each say so in the panel.
 */
import { useEffect, useId, useRef } from 'react'
import { WELCOME_TEXT } from '../../core/rules/coupons/welcome'
import { isTrustedPress } from '../../core/elements/press'

export type WelcomePanelState = 'idle' | 'claiming' | 'claimed' | 'failed'

export interface WelcomePanelViewProps {
  state: WelcomePanelState
  guest: boolean
  /** Offers the claim allocated (state 'claimed'). */
  count?: number
  /** The failure's text (state 'failed'): the error catalogue's. */
  message?: string | undefined
  onClaim?: (trusted: boolean) => void
}

export function WelcomePanelView({ state, guest, count = 0, message, onClaim }: WelcomePanelViewProps) {
  const headingId = useId()
  const textId = useId()
  const result = useRef<HTMLParagraphElement>(null)
  // The button leaves with a claim: focus moves to the line that says what it did, not to the page.
  useEffect(() => {
    if (state === 'claimed') result.current?.focus()
  }, [state])
  const claiming = state === 'claiming'
  const text =
    state === 'claimed'
      ? count > 0
        ? WELCOME_TEXT.claimed(count)
        : WELCOME_TEXT.none
      : guest
        ? WELCOME_TEXT.guestInvitation
        : WELCOME_TEXT.invitation
  return (
    <section part="welcome" className="welcome" data-state={state} aria-labelledby={headingId} aria-busy={claiming || undefined}>
      <h2 id={headingId} className="welcome-heading">
        {WELCOME_TEXT.heading}
      </h2>
      <p
        part="welcome-text"
        id={textId}
        ref={result}
        tabIndex={state === 'claimed' ? -1 : undefined}
        role={state === 'claimed' ? 'status' : undefined}
      >
        {text}
      </p>
      {state === 'failed' ? (
        <p part="welcome-error" className="welcome-error" role="alert">
          {message}
        </p>
      ) : null}
      {state === 'claimed' ? null : (
        <button
          type="button"
          part="welcome-claim"
          className="action"
          aria-describedby={textId}
          aria-disabled={claiming || undefined}
          onClick={(e) => {
            if (!claiming) onClaim?.(isTrustedPress(e.nativeEvent))
          }}
        >
          {claiming ? <span className="spinner" aria-hidden="true" /> : null}
          {claiming ? WELCOME_TEXT.claiming : WELCOME_TEXT.claim}
        </button>
      )}
    </section>
  )
}
