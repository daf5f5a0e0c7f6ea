/**
 * Session rules of 000 §4-§6 and 001 §1, §4, §6: user types, authorisation, validity, the
 * sign-in redirect choice and the token-refresh decision. Pure functions over plain values.
 */

/** Every user type either seed names (SES-018, SES-019). 'g' is the storefront's spelling of the guest (SES-021). */
export const USER_TYPES = ['G', 'A', 'R', 'C', 'g'] as const
export type UserType = (typeof USER_TYPES)[number]

export const STOREFRONT_GUEST_TYPE = 'g'
export const STOREFRONT_AUTHORISED_TYPES = ['R', 'C'] as const
/** Types refused by the games rule, compared case-insensitively (SES-014). */
export const GAMES_REFUSED_TYPES = ['', 'G', 'A'] as const

/** Games authorisation: present, and not empty, 'G' or 'A' in any case (SES-014, SES-015). */
export function isAuthorisedForGames(userType: string | null | undefined): boolean {
  if (userType == null) return false
  return !(GAMES_REFUSED_TYPES as readonly string[]).includes(userType.trim().toUpperCase())
}

/** Storefront authorisation: exactly 'R' or 'C' (SES-020). */
export function isAuthorisedForStorefront(userType: string | null | undefined): boolean {
  return (STOREFRONT_AUTHORISED_TYPES as readonly (string | null | undefined)[]).includes(userType)
}

/**
 * A storefront guest (SES-021). Decision (gap C2): the user-info call answers 'G' while the storefront
 * compares with 'g'; both spellings are the guest, so the comparison is case-insensitive.
 */
export function isStorefrontGuest(userType: string | null | undefined): boolean {
  return userType?.toLowerCase() === STOREFRONT_GUEST_TYPE
}

/** A token is active when present and its expiry is in the future (SES-002, SES-022). */
export function isTokenActive(token: string | null | undefined, expireTime: number | null | undefined, now: number): boolean {
  return !!token && typeof expireTime === 'number' && Number.isFinite(expireTime) && expireTime > now
}

export interface SharedSessionCookie {
  userType?: string
  userData?: { expireTime?: number | string }
}

/** The shared session cookie is valid when it names a user type and its expireTime is in the future (SES-023). */
export function isSharedSessionValid(cookie: SharedSessionCookie | null | undefined, now: number): boolean {
  if (!cookie?.userType) return false
  const expire = Number(cookie.userData?.expireTime)
  return Number.isFinite(expire) && expire > now
}

export type SignInTarget = 'sign-in' | 're-sign-in'

/** The user-info guest type (SES-004) and the recognised type that goes to re-sign-in (SES-005). */
export const GUEST_USER_TYPE = 'G'
export const RECOGNIZED_USER_TYPE = 'R'

/**
 * Where an invalid session goes (SES-004..007), in the seed's order (000 §4): 'G' → sign-in, even with a
 * keep-me-signed-in cookie (guests always go to sign-in, SES-001); then 'R' or a keep-me-signed-in
 * cookie → re-sign-in; every other type → sign-in. The guest letter compares case-insensitively (gap C2).
 */
export function signInTarget(userType: string | null | undefined, keepSignedIn: boolean): SignInTarget {
  if (userType?.toUpperCase() === GUEST_USER_TYPE) return 'sign-in'
  if (userType === RECOGNIZED_USER_TYPE || keepSignedIn) return 're-sign-in'
  return 'sign-in'
}

export type RefreshDecision = 'proceed' | 'refresh' | 'timeout'

/** The storefront refresh decision (SES-022, SES-023, SES-026). */
export function refreshDecision(input: {
  token?: string | null
  expireTime?: number | null
  sharedSession?: SharedSessionCookie | null
  now: number
}): RefreshDecision {
  if (isTokenActive(input.token, input.expireTime, input.now)) return 'proceed'
  if (isSharedSessionValid(input.sharedSession, input.now)) return 'refresh'
  return 'timeout'
}

/**
 * How long a write waits while the shopper's sign-in is unconfirmed (docs/decisions/foundation.md "Identity never downgraded"):
 * user info is asked again this many times, this far apart; still unconfirmed, the write fails visibly.
 */
export const IDENTITY_CONFIRM_ATTEMPTS = 3
export const IDENTITY_CONFIRM_RETRY_MS = 1000
/** Why a write was not sent: the shopper's sign-in could not be confirmed (the write never goes out as a guest's). */
export const IDENTITY_UNCONFIRMED_MESSAGE = "The shopper's sign-in could not be confirmed; the write was not sent."

/**
 * Whether a write may be sent now ('go') or must wait for the shopper's identity ('wait'): a refresh is pending, or
 * user info was not read (failed, timed out, not answered yet) while the shared session cookie says a shopper is signed
 * in. A guest's write (no valid cookie, or a guest's) goes: there is no identity to lose.
 */
export function identityDecision(input: {
  sessionRead: boolean
  refreshing: boolean
  sharedSession: SharedSessionCookie | null | undefined
  now: number
}): 'go' | 'wait' {
  if (input.refreshing) return 'wait'
  if (input.sessionRead) return 'go'
  const signedIn = isSharedSessionValid(input.sharedSession, input.now) && input.sharedSession?.userType?.toUpperCase() !== GUEST_USER_TYPE
  return signedIn ? 'wait' : 'go'
}

/** Claims read from the shop token (SES-030). */
export const TOKEN_CLAIMS = ['aln', 'hid', 'zip', 'gid', 'uuid', 'exp', 'fnm', 'lnm'] as const
export type TokenClaims = Partial<Record<(typeof TOKEN_CLAIMS)[number], string | number>>

/** Decodes the claims of a JWT-shaped token without verifying it (the server verifies). Unreadable → {}. */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims {
  const payload = token?.split('.')[1]
  if (!payload) return {}
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=')
    const json = JSON.parse(decodeURIComponent(escapeBinary(atob(base64)))) as Record<string, unknown>
    const claims: TokenClaims = {}
    for (const name of TOKEN_CLAIMS) {
      const v = json[name]
      if (typeof v === 'string' || typeof v === 'number') claims[name] = v
    }
    return claims
  } catch {
    return {}
  }
}

const escapeBinary = (s: string) => Array.from(s, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')

/** Pages: sign-in, re-sign-in and the error page (000 §4, 001 §4). Served by the site (the simulator here). */
export const SIGN_IN_PATHS = {
  'sign-in': '/account/sign-in.html',
  're-sign-in': '/account/re-sign-in.html',
} as const satisfies Record<SignInTarget, string>
export const ERROR_PAGE_PATH = '/account/error.html'

/** Redirect-back cookie lifetime: 600 seconds (STO-021, CPN-060); used for both seeds (gap C11). */
export const REDIRECT_COOKIE_SECONDS = 600
/** Delay before the error-page redirect or the reload after a failed soft refresh or expired session (ERR-033, ERR-034). */
export const SESSION_REDIRECT_DELAY_MS = 500
/** Local-storage key of the stored referrer (SES-010). */
export const REFERRER_STORAGE_KEY = 'aisle:referrer'

export type GamesGuardDecision = { allow: true } | { allow: false; target: SignInTarget }

/**
 * The games route guard (SES-001..003, SES-011..015, gap C19: both checks apply): user info must be
 * obtainable, carry a token whose expireTime is in the future, and a type authorised for games.
 */
export function gamesGuardDecision(
  userInfo: { token?: string; userType?: string; expireTime?: number } | undefined,
  keepSignedIn: boolean,
  now: number,
): GamesGuardDecision {
  if (!userInfo) return { allow: false, target: 'sign-in' }
  if (!userInfo.token) return { allow: false, target: 'sign-in' }
  // Guests and anonymous users go to sign-in whatever cookie they carry (SES-001, 000 §1); only an expired
  // session of a games user picks between sign-in and re-sign-in (SES-004..007).
  if (!isAuthorisedForGames(userInfo.userType)) return { allow: false, target: 'sign-in' }
  if (!isTokenActive(userInfo.token, userInfo.expireTime, now)) {
    return { allow: false, target: signInTarget(userInfo.userType, keepSignedIn) }
  }
  return { allow: true }
}

/**
 * The guard of the game-over page (GAM-034, GAM-036, gap B23): user info that names a type not authorised for games
 * (a guest or anonymous user, SES-015) opens the page with the anonymous summary headline instead of sending the
 * shopper to sign-in; every other refusal is the games guard's (docs/decisions/games-and-profile.md, "The guard").
 */
export function gameOverGuardDecision(
  userInfo: { token?: string; userType?: string; expireTime?: number } | undefined,
  keepSignedIn: boolean,
  now: number,
): GamesGuardDecision | { allow: 'anonymous' } {
  if (userInfo && !isAuthorisedForGames(userInfo.userType)) return { allow: 'anonymous' }
  return gamesGuardDecision(userInfo, keepSignedIn, now)
}

export type ClipDecision = 'sign-in' | 'proceed' | 'refresh' | 'reload'

/**
 * What pressing Clip, Activate or Add to List does (SES-032, SES-034, 001 §4 clip flow): guests go to
 * sign-in; an active shop token proceeds; a soft token (shared session still valid) refreshes first;
 * an expired session reloads the page.
 */
export function clipDecision(input: {
  userType?: string
  token?: string
  expireTime?: number
  sharedSession?: SharedSessionCookie | null
  now: number
}): ClipDecision {
  if (!isAuthorisedForStorefront(input.userType)) return 'sign-in'
  const decision = refreshDecision(input)
  if (decision === 'proceed') return 'proceed'
  return decision === 'refresh' ? 'refresh' : 'reload'
}

/** Which offer gallery a shopper gets (SES-031, SES-033, API-046, API-047). */
export function offerGalleryAccess(userType: string | undefined, customerId: string | undefined) {
  return isAuthorisedForStorefront(userType)
    ? ({ mode: 'registered', bearer: true, customerId } as const)
    : ({ mode: 'guest', bearer: false, guestFlag: true, anonymousFilter: true } as const)
}
