/**
 * The generic error modal (001 §2; MDL-013, CPN-073): a title, a message and 'OK'. Everything shown is
 * rendered as text, never as HTML, since the detail line carries the server's code and message.
 */
import { ERROR_MODAL_TEXT, type ErrorModalContent } from '../../core/rules/modal'
import type { ModalCloseReason } from '../../core/rules/modal'
import { Modal } from '../ui/Modal'

/** What the modal says when the caller names no particular failure. */
export const GENERIC_ERROR_CONTENT: ErrorModalContent = { title: ERROR_MODAL_TEXT.title, message: ERROR_MODAL_TEXT.message }

export interface ErrorModalViewProps {
  open: boolean
  /** What went wrong; `clipErrorModalContent(failure)` for a failed clip. Default: the generic texts. */
  content?: ErrorModalContent
  /** 'action' for OK; otherwise how the shopper dismissed it. */
  onClose: (reason: ModalCloseReason) => void
}

export function ErrorModalView({ open, content = GENERIC_ERROR_CONTENT, onClose }: ErrorModalViewProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={content.title}
      description={content.message}
      className="aisle-error-modal"
      actions={
        <button
          type="button"
          className="aisle-modal__button aisle-modal__button--primary"
          part="modal-ok"
          onClick={() => onClose('action')}
        >
          {ERROR_MODAL_TEXT.ok}
        </button>
      }
    >
      {content.detail ? (
        <p className="aisle-modal__detail" part="modal-detail">
          {ERROR_MODAL_TEXT.detailLabel} {content.detail}
        </p>
      ) : null}
    </Modal>
  )
}
