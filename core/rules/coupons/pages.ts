/** Named pages of 001 §2 that coupon cards and flows link to. Same-origin paths on the storefront. */

export const PAGE_PATHS = {
  groceryRewards: '/foru/rewards.html',
  communicationPreferences: '/customer-account/communication-preferences.html',
  /** Home / cart page. */
  home: '/',
  myList: '/mylist.html',
  freshPassSubscribe: '/freshpass/manage/subscribe',
  rewardGrid: (banner: string) => `/content/www/${encodeURIComponent(banner)}/en/justforyou/rewards/rewards-details`,
} as const

/** '/foru/offer-details.{offerId}.{offerTs}.{offerPgm}.html' (001 §2; CPN-112). */
export function offerDetailsPath(offer: { id: string; offerTs: string; offerPgm: string }): string {
  const part = (s: string) => encodeURIComponent(s)
  return `/foru/offer-details.${part(offer.id)}.${part(offer.offerTs)}.${part(offer.offerPgm)}.html`
}

/** A page whose path contains 'coupons-deals' is the coupons and deals page (001 §2). */
export const COUPONS_DEALS_PATH_PART = 'coupons-deals'
export const isCouponsDealsPage = (pathname: string): boolean => pathname.includes(COUPONS_DEALS_PATH_PART)

/** The offer-link update runs 1000 ms after the page's offers render (CPN-119; CST-057). */
export const OFFER_LINK_UPDATE_DELAY_MS = 1000

/** Event a page or widget dispatches on window to open the passcode sign-in modal (MDL-015). */
export const SIGN_IN_REQUEST_EVENT = 'aisle-sign-in-request'
