import { defineAisleElement } from '../../core/elements/define'
import { bootWidgets } from '../shared/boot'
import { COUPON_MODALS_TAG, CouponModals } from './CouponModals.connected'
import css from './coupon-modals.css?inline'
import { withModalCss } from './modal-css'

/**
 * The coupon flow's modals: the generic error modal when a clip fails, the box-top modal, the
 * progressive-profile prompt after a first clip, and the sign-in modal with a one-time passcode (opened by a
 * `aisle-sign-in-request` event on window). One per page; coupon widgets add it with ensureCouponModals().
 *
 * @summary Error, box-top, progressive-profile and passcode sign-in modals of the coupon flow.
 * @attr box-top-href - Where the box-top modal's 'Link account' goes. Default '/customer-account/loyalty-partners.html'.
 * @csspart modal - Each modal dialog.
 * @csspart modal-title - A modal's heading.
 * @csspart modal-close - A modal's × button.
 * @csspart modal-ok - The error modal's OK button.
 * @cssproperty --aisle-modal-width - Dialog width. Default 28rem.
 * @cssproperty --aisle-modal-radius - Corner radius. Default: the banner radius.
 * @cssproperty --aisle-modal-brand - Button colour. Default: the banner colour.
 */
export const AisleCouponModals = defineAisleElement(COUPON_MODALS_TAG, CouponModals, {
  attributes: ['boxTopHref'],
  css: withModalCss(css),
  boot: bootWidgets,
})

/** One per page, appended to <body> the first time a coupon widget boots. */
export function ensureCouponModals(doc: Document): void {
  if (doc.querySelector(COUPON_MODALS_TAG)) return
  doc.body?.append(doc.createElement(COUPON_MODALS_TAG))
}

declare global {
  interface HTMLElementTagNameMap {
    'aisle-coupon-modals': HTMLElement & { boxTopHref?: string }
  }
}
