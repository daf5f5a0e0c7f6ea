/**
 * Whether the shopper is a guest, re-read when the session changes (a press then goes to sign-in, CPN-059). Its own
 * file so the offer carousel gets it without the <aisle-coupon-card> component and its CMS coupon code.
 */
import { useStore } from '../shared/use-select'
import { bootRuntime } from '../../core/runtime'
import type { CouponGallery } from '../../core/stores/coupons/coupons'

export function useGuest(store: Pick<CouponGallery, 'context'>): boolean {
  const { session } = bootRuntime()
  useStore(session.$session)
  return store.context().guest
}
