/**
 * The Offer Details link (CST-071, team design). With the page flag disableOfferDetailsSpa off (the default),
 * a plain click first fires the cancellable `aisle-offer-details` event (bubbling, composed; detail
 * `{offerId, href}`) from the link: a host single-page app that shows the offer in-page calls preventDefault() and
 * the link does not navigate; when nobody does, the link goes to the offer-details page. With the flag on, the link
 * is a plain link: no event, the offer-details page. A click with a modifier key or another button (new tab or
 * window) is always left to the browser.
 */
import type { MouseEvent } from 'react'
import { aisleEvent, type AisleEventDetails, OFFER_DETAILS_EVENT } from '../../core/elements/events'

export { OFFER_DETAILS_EVENT }
export type OfferDetailsDetail = AisleEventDetails[typeof OFFER_DETAILS_EVENT]

export function offerDetailsClick(offerId: string, spaDisabled: boolean): ((e: MouseEvent<HTMLAnchorElement>) => void) | undefined {
  if (spaDisabled) return undefined
  return (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const link = e.currentTarget
    const detail: OfferDetailsDetail = { offerId, href: link.href }
    const handled = !link.dispatchEvent(aisleEvent(OFFER_DETAILS_EVENT, detail, { cancelable: true }))
    if (handled) e.preventDefault()
  }
}
