/**
 * The page's whole coupon store for the coupon card and the deals grid: the offer cards' gallery and clip flow
 * (./coupons-cards.ts, what an offer carousel takes alone) and the shopper's list, one of each per page.
 */
import type { CouponStore } from '../../stores/coupons/coupons'
import { createCouponList } from '../../stores/coupons/list'
import { couponListIn, offerCardStoreOf } from './cards'
import type { Runtime } from '../index'
import { runtimeStore, slotKey } from '../slots'

export { OFFER_CARD_STORE_SLOT, OFFER_LINKS_SLOT, offerCardStoreOf } from './cards'

/** The same gallery and clip flow as the offer cards' slot (which disposes them) with the list: nothing of its own to stop. */
export const COUPON_STORE_SLOT = slotKey<CouponStore>('coupons')

export function couponStoreOf(runtime: Runtime): CouponStore {
  // dispose() is the offer cards' (it runs once, whichever slot the runtime disposes first): the list holds nothing to dispose.
  return runtimeStore(runtime, COUPON_STORE_SLOT, (rt) => ({ ...offerCardStoreOf(rt), ...couponListIn(rt, createCouponList) }))
}
