/**
 * CMS links to offers get their details address once the gallery is read (CPN-119): the coupon store's atoms
 * connected to the io update (core/io/coupons/offer-links.ts), which takes plain values and callbacks.
 */
import type { ReadableAtom } from 'nanostores'
import { scheduleOfferLinks } from '../../io/coupons/offer-links'
import type { CouponCache } from '../../rules/coupons/status'

export interface OfferLinkSources {
  doc: Document
  $status: ReadableAtom<{ status: string }>
  $cache: ReadableAtom<CouponCache | null>
  setTimer: (run: () => void, ms: number) => unknown
  clearTimer: (handle: unknown) => void
}

export function startOfferLinks({ doc, $status, $cache, setTimer, clearTimer }: OfferLinkSources): { dispose(): void } {
  return scheduleOfferLinks({
    doc,
    watchStatus: (listener) => $status.subscribe(({ status }) => listener(status)),
    offers: () => $cache.get()?.objCoupons ?? {},
    setTimer,
    clearTimer,
  })
}
