/**
 * The offer-link update on the page (core/rules/coupons/offer-links.ts): the first time the coupon store is ready,
 * wait OFFER_LINK_UPDATE_DELAY_MS, then point every `a[data-aisle-offer-id]` of the page at its offer's details.
 */
import type { ReadableAtom } from 'nanostores'
import type { CouponCache } from '../rules/coupons/status'
import { OFFER_LINK_ATTRIBUTE, OFFER_LINK_STATE_ATTRIBUTE, offerLinkHref } from '../rules/coupons/offer-links'
import { OFFER_LINK_UPDATE_DELAY_MS } from '../rules/coupons/pages'

export interface OfferLinkDeps {
  doc: Document
  $status: ReadableAtom<{ status: string }>
  $cache: ReadableAtom<CouponCache | null>
  setTimer: (run: () => void, ms: number) => unknown
  clearTimer: (handle: unknown) => void
}

/** Updates the links now; returns how many pointed at a known offer. */
export function updateOfferLinks(doc: Document, cache: CouponCache | null): number {
  let updated = 0
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a[${OFFER_LINK_ATTRIBUTE}]`)) {
    const href = offerLinkHref(link.getAttribute(OFFER_LINK_ATTRIBUTE) ?? '', cache?.objCoupons ?? {})
    if (href) {
      link.setAttribute('href', href)
      updated += 1
    }
    link.setAttribute(OFFER_LINK_STATE_ATTRIBUTE, href ? 'updated' : 'unknown')
  }
  return updated
}

/** Schedules the one update per page view; dispose() cancels it. */
export function startOfferLinks(deps: OfferLinkDeps): { dispose(): void } {
  let timer: unknown
  const stop = deps.$status.subscribe(({ status }) => {
    if (status !== 'ready' || timer !== undefined) return
    timer = deps.setTimer(() => updateOfferLinks(deps.doc, deps.$cache.get()), OFFER_LINK_UPDATE_DELAY_MS)
  })
  return {
    dispose() {
      stop()
      if (timer !== undefined) deps.clearTimer(timer)
    },
  }
}
