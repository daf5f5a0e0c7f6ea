/**
 * The sweepstakes win notice (GAM-024, GAM-043, GAM-044): 'Congratulations!', the prize, and "Got it, don't
 * show again", which acknowledges the win for good. Closing it any other way (Esc, ×, back) hides it for
 * this page view only. Built on the shared Modal (native <dialog>). Pure view.
 */
import type { ModalCloseReason } from '../../core/rules/modal'
import { Modal } from '../ui/Modal'

export const WIN_TEXT = {
  youWon: (prize: string | undefined) =>
    prize ? `You won ${prize} in a sweepstakes drawing.` : 'You won a prize in a sweepstakes drawing.',
} as const

export interface WinModalViewProps {
  open: boolean
  notice: { heading: string; prizeName: string | undefined; dismissLabel: string } | undefined
  onAcknowledge: () => void
  onClose: (reason: ModalCloseReason) => void
}

export function WinModalView({ open, notice, onAcknowledge, onClose }: WinModalViewProps) {
  if (!notice) return null
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={notice.heading}
      description={WIN_TEXT.youWon(notice.prizeName)}
      className="aisle-win-modal"
      actions={
        <button type="button" part="win-acknowledge" className="aisle-modal__button aisle-modal__button--primary" onClick={onAcknowledge}>
          {notice.dismissLabel}
        </button>
      }
    />
  )
}
