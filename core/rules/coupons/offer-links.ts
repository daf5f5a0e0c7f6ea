/**
 * Offer links in CMS content (CPN-119, CST-057; the seed gives only "offer-link update 1000 ms", so the update is
 * a design, docs/decisions/coupons.md "Offer links in CMS content"). A content author knows an offer's id but not its
 * timestamp or program, which the offer-details address needs (CPN-112). So the author writes
 * `<a href="/foru/coupons-deals.html" data-aisle-offer-id="9000008">…</a>`, and once the page's gallery has been
 * read, 1000 ms later (so CMS blocks that render after the widgets are included), every such link is pointed at
 * its offer's details page. A link to an offer the gallery does not hold keeps the author's href.
 */
import type { Offer } from './offer'
import { offerDetailsPath } from './pages'

/** The attribute a content author puts on a link to an offer. */
export const OFFER_LINK_ATTRIBUTE = 'data-aisle-offer-id'
/** Set on each link once updated: 'updated', or 'unknown' when the gallery has no such offer. */
export const OFFER_LINK_STATE_ATTRIBUTE = 'data-aisle-offer-link'

/** The details address of the offer with that id, when the gallery holds it. */
export function offerLinkHref(offerId: string, offers: Readonly<Record<string, Offer>>): string | undefined {
  const offer = Object.hasOwn(offers, offerId.trim()) ? offers[offerId.trim()] : undefined
  return offer ? offerDetailsPath(offer) : undefined
}
