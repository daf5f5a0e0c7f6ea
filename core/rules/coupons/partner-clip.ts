/**
 * A guest's Clip on a partner page (another origin, docs/decisions/coupons.md "Clip from a partner page"). The
 * partner page cannot set the banner site's redirect-back cookie nor write its storage, so its Clip sends
 * the shopper to a coupon page of the banner site carrying the offer in the clipOfferId query parameter.
 * A guest's own Clip on the banner site returns from sign-in the same way (the redirect-back address carries
 * clipOfferId). A page opened with clipOfferId clips nothing by itself (CPN-066, 001 §5: clips only from a real
 * click; any site can link there): it shows that offer first, its Clip button focused, with a line saying what
 * pressing it does (docs/decisions/coupons.md "A clip link clips nothing").
 */

/** The query parameter that carries the offer to clip from a partner page to the banner site. */
export const PARTNER_CLIP_PARAM = 'clipOfferId'

/** The banner-site page a partner Clip lands on (it must host a coupon widget; the demo's coupons page): one constant, in the page paths. */
import { PARTNER_CLIP_LANDING_PATH } from '../pages'
export { PARTNER_CLIP_LANDING_PATH }

/** Offer ids are short tokens; anything else in the parameter is ignored. */
const OFFER_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** The banner-site address a partner Clip goes to: the landing page on the banner origin with the offer id. */
export function partnerClipUrl(bannerOrigin: string, offerId: string, landingPath: string = PARTNER_CLIP_LANDING_PATH): string {
  const url = new URL(landingPath, bannerOrigin)
  url.searchParams.set(PARTNER_CLIP_PARAM, offerId)
  return url.href
}

/** The offer id a page address carries from a partner Clip, when it is a plausible offer id. */
export function partnerClipOffer(search: string | URLSearchParams): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const id = params.get(PARTNER_CLIP_PARAM)?.trim()
  return id && OFFER_ID.test(id) ? id : undefined
}

/** The page address with the offer to clip carried in clipOfferId: where a guest returns after signing in. */
export function withClipOffer(href: string, offerId: string): string {
  const url = new URL(href)
  url.searchParams.set(PARTNER_CLIP_PARAM, offerId)
  return url.href
}

/**
 * The line under the Clip button of the offer a clip link names (team design, CPN-066): the link only shows the
 * offer, so the shopper is told nothing is clipped yet and what the press does. `{label}` is the button's text.
 */
export const CLIP_LINK_INVITATION_TEXT = 'Not clipped yet. Press {label} to clip this coupon to your card.'

/** The same line for a guest, whose press goes to sign-in first and comes back to this offer. */
export const CLIP_LINK_GUEST_INVITATION_TEXT =
  'Not clipped yet. Press {label} to sign in, then press it again here to clip this coupon to your card.'

export const clipLinkInvitation = (label: string, guest = false): string =>
  (guest ? CLIP_LINK_GUEST_INVITATION_TEXT : CLIP_LINK_INVITATION_TEXT).replace('{label}', label)

/** The offers with the one a clip link names moved to the front (the rest keep their order). */
export function linkedOfferFirst<T extends { id: string }>(offers: readonly T[], offerId: string | undefined): readonly T[] {
  const i = offerId ? offers.findIndex((o) => o.id === offerId) : -1
  if (i <= 0) return offers
  return [offers[i]!, ...offers.slice(0, i), ...offers.slice(i + 1)]
}
