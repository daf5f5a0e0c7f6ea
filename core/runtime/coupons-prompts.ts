/**
 * The page's coupon prompts (progressive profile, passcode sign-in), created on first use by
 * <aisle-coupon-modals> on top of the page's coupon store.
 */
import { type CouponPrompts, createCouponPrompts } from '../stores/coupons-prompts'
import { couponStoreOf } from './coupons'
import type { Runtime } from './index'
import { runtimeStore, slotKey } from './slots'

export const COUPON_PROMPTS_SLOT = slotKey<CouponPrompts>('coupon-prompts', { dispose: (prompts) => prompts.dispose() })

export function couponPromptsOf(runtime: Runtime): CouponPrompts {
  return runtimeStore(runtime, COUPON_PROMPTS_SLOT, (rt) =>
    createCouponPrompts({
      coupons: couponStoreOf(rt),
      session: rt.session,
      api: () => rt.api,
      page: { reload: () => rt.win.location.reload() },
    }),
  )
}
