/**
 * The clip flow of 001 §4-§6 as decisions: what pressing Clip, Activate or Add to List does next, the
 * box-top check, what the screen reader hears afterwards and whether the progressive-profile prompt shows.
 * Stores run the steps (calls, timers, redirects); these functions only choose them.
 */
import {
  clipDecision,
  ERROR_PAGE_PATH,
  isAuthorisedForStorefront,
  REDIRECT_COOKIE_SECONDS,
  SESSION_REDIRECT_DELAY_MS,
  type SharedSessionCookie,
} from '../session'
import type { CardActionState } from './card'
import { isBoxTopOffer } from './classify'
import { clipRequestBody, type ClipItem } from './clip'
import type { Offer } from './offer'

/** Where the clip button lives: the storefront, the weekly-ad app, or the B4U single-page app (001 §4). */
export const CLIP_APPS = ['storefront', 'weekly-ad', 'b4u-spa'] as const
export type ClipApp = (typeof CLIP_APPS)[number]

export interface ClipInput {
  /** event.isTrusted of the press: clips come only from a real user click (CPN-066). */
  trusted: boolean
  app?: ClipApp
  userType?: string
  token?: string
  expireTime?: number
  sharedSession?: SharedSessionCookie | null
  now: number
  offer: Pick<Offer, 'id' | 'offerPgm' | 'offerSubPgm' | 'status' | 'deleted'>
  /** The loyalty-partner answer for this shopper; undefined until it was asked (CPN-125). */
  boxTopAuthorised?: boolean
}

export const SOFT_TOKEN_REFRESH_FAILED_LOG = 'Soft token refresh failed before a coupon clip'
export const SESSION_EXPIRED_LOG = 'Session expired before a coupon clip'

export type ClipStep =
  | { step: 'ignore' }
  | { step: 'sign-in'; redirectCookieSeconds?: number }
  | { step: 'emit-clip-event' }
  | { step: 'refresh-token' }
  | { step: 'reload'; delayMs: number; log: string }
  | { step: 'check-box-top' }
  | { step: 'box-top-modal' }
  | { step: 'clip'; body: { items: ClipItem[] } }

/**
 * The next step of a press (CPN-059..066, CPN-125..127). Untrusted events are ignored. Guests go to sign-in
 * (the weekly-ad app with a 600-second redirect-back cookie; the B4U SPA emits a clip event instead). An
 * authorised shopper with an active token clips; a soft token refreshes first (call again afterwards); an
 * expired session reloads after 500 ms. A box-top offer ('07') first asks the loyalty partners, then opens
 * the box-top modal for a shopper who is not box-top authorised.
 */
export function clipStep(input: ClipInput): ClipStep {
  if (!input.trusted) return { step: 'ignore' }
  const decision = clipDecision(input)
  if (decision === 'sign-in') {
    if (input.app === 'b4u-spa') return { step: 'emit-clip-event' }
    if (input.app === 'weekly-ad') return { step: 'sign-in', redirectCookieSeconds: REDIRECT_COOKIE_SECONDS }
    return { step: 'sign-in' }
  }
  if (decision === 'refresh') return { step: 'refresh-token' }
  if (decision === 'reload') return { step: 'reload', delayMs: SESSION_REDIRECT_DELAY_MS, log: SESSION_EXPIRED_LOG }
  if (isBoxTopOffer(input.offer) && shouldCheckLoyaltyPartners(input.userType)) {
    if (input.boxTopAuthorised === undefined) return { step: 'check-box-top' }
    if (!input.boxTopAuthorised) return { step: 'box-top-modal' }
  }
  return { step: 'clip', body: clipRequestBody(input.offer) }
}

/** After a failed soft-token refresh: log, then the error page after 500 ms (CPN-064; ERR-033). */
export const REFRESH_FAILURE_STEP = {
  log: SOFT_TOKEN_REFRESH_FAILED_LOG,
  redirect: ERROR_PAGE_PATH,
  delayMs: SESSION_REDIRECT_DELAY_MS,
} as const

/** The loyalty-partner (box-top) check runs only for authorised shoppers (CPN-125). */
export const shouldCheckLoyaltyPartners = (userType: string | undefined): boolean => isAuthorisedForStorefront(userType)

/** A loyalty partner entry (gap A24). */
export interface LoyaltyPartner {
  name?: string | null
  planNumber?: string | null
}
export const BOX_TOP_PARTNER = 'General Mills'

/** Box-top authorised: a General Mills entry with a plan number exists (gap A24; CPN-126). */
export function isBoxTopAuthorised(partners: readonly LoyaltyPartner[] | null | undefined): boolean {
  return (partners ?? []).some((p) => p.name?.trim().toLowerCase() === BOX_TOP_PARTNER.toLowerCase() && !!p.planNumber?.trim())
}

/** Screen-reader texts after a clip (gap B8; CPN-068, CPN-069). */
export const COUPON_CLIPPED_ANNOUNCEMENT = 'Coupon clipped'
export const COUPON_ACTIVATED_ANNOUNCEMENT = 'Coupon activated'
/** The screen-reader status is cleared after 300 ms (CPN-070; CST-055). */
export const SCREEN_READER_CLEAR_MS = 300
/** The PDP event dispatched after a clip (CPN-072). */
export const DIGITAL_COUPON_CLIPPED_EVENT = 'DigitalCouponClipped'
/** The page's sign-in request event (pages.ts: the coupon widgets' boot listens for it without the clip flow's rules). */
export { SIGN_IN_REQUEST_EVENT } from './pages'

/** 'Coupon activated' when the pressed button said Add to List or Activate, else 'Coupon clipped' (CPN-068, CPN-069). */
export function clipAnnouncement(pressed: CardActionState): string {
  return pressed === 'add-to-list' || pressed === 'activate' ? COUPON_ACTIVATED_ANNOUNCEMENT : COUPON_CLIPPED_ANNOUNCEMENT
}

/** The progressive-profile field is focused 500 ms after the modal opens (CPN-079; CST-056). */
export const PROFILE_FIELD_FOCUS_DELAY_MS = 500

export interface ProgressiveProfileInput {
  email?: string | null
  phone?: string | null
  /** Clipped coupons in the relevant coupon cache; undefined when there is no cache. */
  cachedClippedCount?: number
  /** Whether the shopper's list is empty (consulted only without a cache). */
  listEmpty: boolean
}

/**
 * Whether the progressive-profile prompt shows after a clip (CPN-074..077): only when e-mail or phone is
 * empty, and then only when the cache shows no clipped coupons, or, with no cache, when the list is empty.
 */
export function shouldPromptProgressiveProfile(input: ProgressiveProfileInput): boolean {
  const blank = (v: string | null | undefined) => !v || v.trim() === ''
  if (!blank(input.email) && !blank(input.phone)) return false
  return input.cachedClippedCount === undefined ? input.listEmpty : input.cachedClippedCount === 0
}
