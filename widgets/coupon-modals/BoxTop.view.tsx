/**
 * The box-top modal (001 §2, §6; MDL-014, CPN-127): a shopper who is not box-top authorised pressed Clip on a
 * Box Tops offer (offerSubPgm '07'). It asks them to link a General Mills account (gap B20).
 */
import type { ModalCloseReason } from '../../core/rules/modal'
import { BOX_TOP_LINK_PATH, BOX_TOP_TEXT } from '../../core/rules/coupons/modal-prompts'
import { Modal } from '../ui/Modal'

export interface BoxTopViewProps {
  open: boolean
  /** Where 'Link account' goes. Default BOX_TOP_LINK_PATH. */
  linkHref?: string
  onClose: (reason: ModalCloseReason) => void
}

export function BoxTopView({ open, linkHref = BOX_TOP_LINK_PATH, onClose }: BoxTopViewProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={BOX_TOP_TEXT.title}
      description={BOX_TOP_TEXT.description}
      className="aisle-box-top-modal"
      actions={
        <>
          <button type="button" className="aisle-modal__button" part="box-top-not-now" onClick={() => onClose('action')}>
            {BOX_TOP_TEXT.notNow}
          </button>
          <a className="aisle-modal__button aisle-modal__button--primary aisle-modal__link" part="box-top-link" href={linkHref}>
            {BOX_TOP_TEXT.link}
          </a>
        </>
      }
    />
  )
}
