/** The error modal's content for a failed clip: a coupon rule, so the shared modal rules (every widget's load-failure notice) carry no coupon code. */
import { type ClipFailure, ERROR_MODAL_TEXT, type ErrorModalContent } from '../modal'
import { COUPON_EXPIRED } from './clip-texts'

/**
 * The error modal for a failed clip. An expired coupon is titled with the catalogue's 'Coupon Expired'; any
 * other failure says the coupon could not be clipped. The detail line carries the catalogue text (when it is
 * not already the title) and the server's code and message.
 */
export function clipErrorModalContent(f: ClipFailure): ErrorModalContent {
  const server = [f.code, f.errorMessage].filter((s) => s && s.trim()).join(' ')
  if (f.kind === 'expired') {
    return { title: COUPON_EXPIRED, message: ERROR_MODAL_TEXT.expiredMessage, ...(server ? { detail: server } : {}) }
  }
  const detail = [f.message, server].filter(Boolean).join(' ')
  return { title: ERROR_MODAL_TEXT.clipFailedTitle, message: ERROR_MODAL_TEXT.clipFailedMessage, ...(detail ? { detail } : {}) }
}
