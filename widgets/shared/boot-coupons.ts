/**
 * The boot of the coupon widgets (coupon card, deals grid, offer carousel): the shared boot, plus the page's
 * one <aisle-coupon-modals> for the progressive-profile prompt and the passcode sign-in (MDL rows). Kept out
 * of the shared boot so pages without coupons never load the coupon code.
 */
import { ensureCouponModals } from '../modal/modal.element'
import { bootWidgets } from './boot'

export function bootCouponWidgets(): void {
  bootWidgets()
  ensureCouponModals(document)
}
