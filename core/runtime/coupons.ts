/**
 * The page's coupon store, created on first use by a coupon widget (coupon card, deals grid, offer
 * carousel) and shared by all of them, wired to the runtime's io and the page's window.
 */
import { type CouponStore, createCouponStore } from '../stores/coupons'
import type { Runtime } from './index'
import { runtimeStore } from './slots'

export const COUPON_STORE_SLOT = 'coupons'

export function couponStoreOf(runtime: Runtime): CouponStore {
  return runtimeStore(runtime, COUPON_STORE_SLOT, (rt) =>
    createCouponStore({
      api: () => rt.api,
      session: rt.session,
      storage: rt.storage,
      page: {
        search: () => rt.win.location.search,
        pathname: () => rt.win.location.pathname,
        reload: () => rt.win.location.reload(),
        assign: (url) => rt.win.location.assign(url),
        dispatch: (name, detail) => rt.win.dispatchEvent(new CustomEvent(name, { detail })),
      },
      ...(rt.config.embedded ? { partner: { bannerOrigin: rt.config.apiOrigin, landingPath: rt.config.pages.partnerClipLanding } } : {}),
    }),
  )
}
