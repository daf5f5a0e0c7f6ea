/**
 * A button whose press starts a request: while it runs the button says so (aria-busy, the working label) and stays
 * focusable but does nothing (aria-disabled, not disabled, so focus is not lost). Every press, busy or not, sets
 * `pressedRef` — the ref widgets/shared/focus-follow.ts reads to move focus to what replaces the button.
 * Shared by the game grid's 'Start Playing' and Play & Earn's 'Redeem'.
 */
import type { ReactNode, RefObject } from 'react'

export interface BusyButtonProps {
  part: string
  className: string
  busy: boolean
  label: ReactNode
  busyLabel: ReactNode
  onPress: () => void
  pressedRef: RefObject<boolean>
}

export function BusyButton({ part, className, busy, label, busyLabel, onPress, pressedRef }: BusyButtonProps) {
  return (
    <button
      part={part}
      type="button"
      className={className}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={() => {
        pressedRef.current = true
        if (!busy) onPress()
      }}
    >
      {busy ? busyLabel : label}
    </button>
  )
}
