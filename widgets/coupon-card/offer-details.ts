/**
 * The Offer Details link (CST-071, team design). With the page flag disableOfferDetailsSpa off (the default: the
 * seed's flag disables the in-page, single-page-app details), a plain click first fires the cancellable
 * `aisle-offer-details` event (bubbling, composed; detail `{offerId, href}`) from the link: a host single-page app
 * that shows the offer itself calls preventDefault(); when nobody does, Aisle opens its own Offer Details dialog in
 * place (`openInPlace`: the offer's detail and eligible items, API-062, API-064) and the link does not navigate.
 * With the flag on, the link is a plain link: no event, no dialog, the offer-details page. A click with a modifier
 * key or another button (new tab or window) is always left to the browser.
 */
import type { MouseEvent } from 'react'
import { aisleEvent, type AisleEventDetails, OFFER_DETAILS_EVENT } from '../../core/elements/events'

export { OFFER_DETAILS_EVENT }
export type OfferDetailsDetail = AisleEventDetails[typeof OFFER_DETAILS_EVENT]

export function offerDetailsClick(
  offerId: string,
  spaDisabled: boolean,
  openInPlace?: () => void,
): ((e: MouseEvent<HTMLAnchorElement>) => void) | undefined {
  if (spaDisabled) return undefined
  return (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const link = e.currentTarget
    const detail: OfferDetailsDetail = { offerId, href: link.href }
    const handled = !link.dispatchEvent(aisleEvent(OFFER_DETAILS_EVENT, detail, { cancelable: true }))
    if (handled) {
      e.preventDefault()
      return
    }
    if (!openInPlace) return
    e.preventDefault()
    openInPlace()
  }
}
