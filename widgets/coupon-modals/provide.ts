/**
 * Provides <aisle-coupon-modals> and the page's coupon prompts to the coupon boot (widgets/shared/boot-coupons.ts):
 * it adds them after a first clip or on a sign-in request. Imported by the coupon widgets; the element is its own
 * entry, loaded on first need.
 */
import { providePageElement } from '../shared/lazy'

providePageElement('couponModals', () => Promise.all([import('./coupon-modals.element'), import('../../core/runtime/coupons/prompts')]))
