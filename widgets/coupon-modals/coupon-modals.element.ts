import { defineAisleElement } from '../../core/elements/define'
import { bootWidgets } from '../shared/boot'
import '../session-timeout/provide'
import { COUPON_MODALS_TAG, CouponModals } from './CouponModals.connected'
import css from './coupon-modals.css?inline'
import { withModalCss } from '../ui/modal-css'

/**
 * The coupon flow's page-level modals: the progressive-profile prompt after a shopper's first clip, and the
 * sign-in modal with a one-time passcode (opened by an `aisle-sign-in-request` event on window). The error and
 * box-top modals open from the coupon card itself. One per page; coupon widgets add it with ensureCouponModals().
 * No attributes.
 *
 * @summary Progressive-profile and passcode sign-in modals of the coupon flow.
 * @csspart modal - Each modal dialog.
 * @csspart modal-title - A modal's heading.
 * @csspart modal-close - A modal's × button.
 * @csspart profile-field - The progressive profile's mobile number or e-mail field.
 * @csspart otp-contact - The sign-in modal's mobile number or e-mail field.
 * @csspart otp-code - The sign-in modal's code field.
 * @csspart modal-panel - A modal's panel inside the dialog.
 * @csspart modal-description - A modal's description.
 * @csspart modal-actions - A modal's button row.
 * @csspart profile-form - The progressive profile's form.
 * @csspart profile-error - The progressive profile field's error.
 * @csspart profile-save-error - The progressive profile's save failure.
 * @csspart profile-not-now - The progressive profile's 'Not now' button.
 * @csspart profile-save - The progressive profile's Save button.
 * @csspart profile-done - The progressive profile's OK button after saving.
 * @csspart otp-contact-form - The sign-in modal's contact form.
 * @csspart otp-send - The sign-in modal's send-code button.
 * @csspart otp-code-form - The sign-in modal's code form.
 * @csspart otp-notice - The sign-in modal's live notice (code sent, …).
 * @csspart otp-change - The sign-in modal's change-contact button.
 * @csspart otp-resend - The sign-in modal's resend-code button.
 * @csspart otp-verify - The sign-in modal's verify button.
 * @csspart otp-continue - The sign-in modal's continue button after signing in.
 * @csspart otp-error - A sign-in field's error.
 */
export const AisleCouponModals = defineAisleElement(COUPON_MODALS_TAG, CouponModals, {
  css: withModalCss(css),
  boot: bootWidgets,
})

/** One per page, appended to <body> the first time a coupon widget boots. */
export function ensureCouponModals(doc: Document): Element | undefined {
  if (doc.querySelector(COUPON_MODALS_TAG) || !doc.body) return undefined
  const added = doc.createElement(COUPON_MODALS_TAG)
  doc.body.append(added)
  return added
}
