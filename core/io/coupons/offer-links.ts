/**
 * The offer-link update on the page (core/rules/coupons/offer-links.ts): the first time the gallery is ready, wait
 * OFFER_LINK_UPDATE_DELAY_MS, then point every `a[data-aisle-offer-id]` of the page at its offer's details. Plain
 * values and callbacks in: the runtime (core/runtime/coupons/offer-links.ts) connects them to the coupon store.
 */
import { OFFER_LINK_ATTRIBUTE, OFFER_LINK_STATE_ATTRIBUTE, offerLinkHref } from '../../rules/coupons/offer-links'
import type { Offer } from '../../rules/coupons/offer'
import { OFFER_LINK_UPDATE_DELAY_MS } from '../../rules/coupons/pages'

export interface OfferLinkDeps {
  doc: Document
  /** Calls `listener` with the gallery's status now and on every change; answers how to stop. */
  watchStatus: (listener: (status: string) => void) => () => void
  /** The gallery's offers by id when the update runs. */
  offers: () => Readonly<Record<string, Offer>>
  setTimer: (run: () => void, ms: number) => unknown
  clearTimer: (handle: unknown) => void
}

/** Updates the links now; returns how many pointed at a known offer. */
export function updateOfferLinks(doc: Document, offers: Readonly<Record<string, Offer>>): number {
  let updated = 0
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a[${OFFER_LINK_ATTRIBUTE}]`)) {
    const href = offerLinkHref(link.getAttribute(OFFER_LINK_ATTRIBUTE) ?? '', offers)
    if (href) {
      link.setAttribute('href', href)
      updated += 1
    }
    link.setAttribute(OFFER_LINK_STATE_ATTRIBUTE, href ? 'updated' : 'unknown')
  }
  return updated
}

/** Schedules the one update per page view; dispose() cancels it. */
export function scheduleOfferLinks(deps: OfferLinkDeps): { dispose(): void } {
  let timer: unknown
  const stop = deps.watchStatus((status) => {
    if (status !== 'ready' || timer !== undefined) return
    timer = deps.setTimer(() => updateOfferLinks(deps.doc, deps.offers()), OFFER_LINK_UPDATE_DELAY_MS)
  })
  return {
    dispose() {
      stop()
      if (timer !== undefined) deps.clearTimer(timer)
    },
  }
}
