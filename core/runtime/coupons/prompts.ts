/**
 * The page's coupon prompts (progressive profile, passcode sign-in): started by the runtime after a clip
 * (core/runtime/coupons/cards.ts), or on first use by <aisle-coupon-modals> (a sign-in request), on top of the
 * page's coupon store.
 */
import { createCouponList } from '../../stores/coupons/list'
import { type CouponPrompts, createCouponPrompts } from '../../stores/coupons/prompts'
import { COUPON_PROMPTS_SLOT, couponPromptsIn } from './cards'
import type { Runtime } from '../index'

export { COUPON_PROMPTS_SLOT }

export function couponPromptsOf(runtime: Runtime): CouponPrompts {
  return couponPromptsIn(runtime, createCouponPrompts, createCouponList)
}
