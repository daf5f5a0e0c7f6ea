/**
 * A guest's Clip on a partner page (another origin, docs/decisions.md "Clip from a partner page"). The
 * partner page cannot set the banner site's redirect-back cookie nor write its storage, so its Clip sends
 * the shopper to a coupon page of the banner site carrying the offer in the clipOfferId query parameter.
 * There the coupon store remembers the press (600 s, as any guest clip) and sends a guest on to sign-in,
 * whose redirect-back cookie returns to that page; signed in, the store clips the offer once.
 */

/** The query parameter that carries the offer to clip from a partner page to the banner site. */
export const PARTNER_CLIP_PARAM = 'clipOfferId'

/** The banner-site page a partner Clip lands on (it must host a coupon widget; the demo's coupons page). */
export const PARTNER_CLIP_LANDING_PATH = '/coupons.html'

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
