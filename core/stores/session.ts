/**
 * $session: who the shopper is, and the token lifecycle (SES rows). One instance per page,
 * created by the runtime with injected io so unit tests run it against the in-process simulator.
 */
import { atom } from 'nanostores'
import type { ApiClient } from '../io/api/client'
import { ApiError } from '../io/api/errors'
import { fetchUserInfo, type ShopperInfo } from '../io/api/session'
import { type CookieJar, readStorefrontCookie, readStorefrontCookies, storefrontCookieName } from '../io/cookies'
import type { SafeStorage } from '../io/storage'
import { isB2bSite } from '../rules/env'
import { COOKIES } from '../rules/http'
import {
  type GamesGuardDecision,
  gamesGuardDecision,
  IDENTITY_CONFIRM_ATTEMPTS,
  IDENTITY_CONFIRM_RETRY_MS,
  IDENTITY_UNCONFIRMED_MESSAGE,
  identityDecision,
  isTokenActive,
  REDIRECT_COOKIE_SECONDS,
  REFERRER_STORAGE_KEY,
  refreshDecision,
  SIGN_IN_PATHS,
  type SharedSessionCookie,
  type SignInTarget,
  signInTarget,
} from '../rules/session'

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error'

/** A games guard rule: gamesGuardDecision, or the game-over page's gameOverGuardDecision. */
type GuardRule = (...args: Parameters<typeof gamesGuardDecision>) => GamesGuardDecision | { allow: 'anonymous' }

export interface SessionState {
  status: SessionStatus
  shopper?: ShopperInfo
  /** Why user info could not be read. */
  error?: string
}

export interface SessionDeps {
  api: () => ApiClient
  cookies: CookieJar
  storage: SafeStorage
  now?: () => number
  /** The page: where we are, where we came from, and how to leave. */
  page: { href(): string; referrer(): string; assign(url: string): void }
  /** True on banner B, whose cookies have the banner-B variant names (STO-009). */
  bannerB?: boolean
  /** Waits between two reads of user info while a write waits for the shopper's identity. */
  wait?: (ms: number) => Promise<void>
}

export type SessionStore = ReturnType<typeof createSessionStore>

export function createSessionStore(deps: SessionDeps) {
  const now = deps.now ?? Date.now
  const $session = atom<SessionState>({ status: 'idle' })
  /** Open when the session could not be refreshed (SES-024..027, MDL-011). */
  const $sessionTimeout = atom(false)
  let starting: Promise<SessionState> | undefined
  let refreshing: Promise<string | undefined> | undefined

  const bannerB = deps.bannerB === true

  /** The shared session cookie {userType, userData.expireTime} (STO-008), banner-B variant first (STO-009). */
  function sharedSessionCookie(): SharedSessionCookie | null {
    return readStorefrontCookies(deps.cookies, bannerB).session
  }

  const keepSignedIn = () => !!readStorefrontCookie(deps.cookies, COOKIES.keepSignedIn, bannerB)

  /** GET user info once per page; later callers share the answer. */
  function start(): Promise<SessionState> {
    starting ??= (async () => {
      $session.set({ status: 'loading' })
      try {
        const shopper = await fetchUserInfo(deps.api())
        $session.set({ status: 'ready', shopper })
      } catch (error) {
        $session.set({ status: 'error', error: (error as Error).message })
      }
      return $session.get()
    })()
    return starting
  }

  /**
   * Reads user info again (a sign-in or sign-out in another tab, a page restored from the back/forward cache),
   * without a loading state in between; a failed read keeps what the page had.
   */
  async function reload(): Promise<SessionState> {
    try {
      const shopper = await fetchUserInfo(deps.api())
      $session.set({ status: 'ready', shopper })
      starting = Promise.resolve($session.get())
    } catch {
      // keep the current state: a network blip must not sign the shopper out of this page
    }
    return $session.get()
  }

  function current() {
    const s = $session.get().shopper
    return { token: s?.token, userType: s?.userType, storeId: s?.storeId, siteType: s?.siteType }
  }

  /**
   * Refresh the token (SES-023..026): only when the shared session cookie is still valid; a failed
   * refresh or a still-inactive token opens the session-timeout modal. Concurrent callers (a 401
   * storm from several widgets) share one refresh.
   */
  function refresh(): Promise<string | undefined> {
    refreshing ??= (async () => {
      try {
        if (!sharedSessionCookie() || refreshDecision({ sharedSession: sharedSessionCookie(), now: now() }) !== 'refresh') {
          $sessionTimeout.set(true)
          return undefined
        }
        const shopper = await fetchUserInfo(deps.api())
        if (!isTokenActive(shopper.token, shopper.expireTime, now())) {
          $sessionTimeout.set(true)
          return undefined
        }
        $session.set({ status: 'ready', shopper })
        return shopper.token
      } catch {
        $sessionTimeout.set(true)
        return undefined
      } finally {
        refreshing = undefined
      }
    })()
    return refreshing
  }

  /**
   * Before a write: resolves once the shopper's identity is known (user info read, no refresh pending, or nobody
   * signed in); while it is not, reads user info again, IDENTITY_CONFIRM_ATTEMPTS times, then rejects with an
   * 'identity' ApiError, so the write fails visibly instead of going out as a guest's.
   */
  async function confirmIdentity(): Promise<void> {
    await start()
    const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
    for (let attempt = 0; ; attempt++) {
      if (refreshing) await refreshing
      const decision = identityDecision({
        sessionRead: $session.get().status === 'ready',
        refreshing: !!refreshing,
        sharedSession: sharedSessionCookie(),
        now: now(),
      })
      if (decision === 'go') return
      if (attempt >= IDENTITY_CONFIRM_ATTEMPTS) throw new ApiError('identity', IDENTITY_UNCONFIRMED_MESSAGE, { path: '' })
      await wait(IDENTITY_CONFIRM_RETRY_MS)
      await reload()
    }
  }

  /** Before a guarded action: proceed with an active token, refresh a soft one, or time out (SES-022..026). */
  async function ensureActiveToken(): Promise<string | undefined> {
    const s = $session.get().shopper
    const decision = refreshDecision({ token: s?.token, expireTime: s?.expireTime, sharedSession: sharedSessionCookie(), now: now() })
    if (decision === 'proceed') return s?.token
    if (decision === 'refresh') return refresh()
    $sessionTimeout.set(true)
    return undefined
  }

  /**
   * Sends the shopper to sign-in or re-sign-in (SES-004..010): the page address goes into the
   * redirect cookie (B2B name on siteType B) for 600 s, the referrer into local storage. `returnTo` maps the page
   * address to the one to come back to (a guest's Clip comes back naming its offer, CPN-066).
   */
  function redirectToSignIn(target?: SignInTarget, returnTo?: (href: string) => string): string {
    const shopper = $session.get().shopper
    const where = target ?? signInTarget(shopper?.userType, keepSignedIn())
    const redirectName = isB2bSite(shopper?.siteType) ? COOKIES.redirectB2b : COOKIES.redirect
    deps.cookies.set(storefrontCookieName(redirectName, bannerB), returnTo ? returnTo(deps.page.href()) : deps.page.href(), {
      maxAgeSeconds: REDIRECT_COOKIE_SECONDS,
    })
    const referrer = deps.page.referrer()
    if (referrer) deps.storage.set(REFERRER_STORAGE_KEY, referrer)
    const url = SIGN_IN_PATHS[where]
    deps.page.assign(url)
    return url
  }

  /**
   * The games route guard (SES-001, SES-003, SES-011..015): lets the shopper through only when user
   * info is obtained with an active token and a type authorised for games; otherwise redirects. The game-over page
   * passes its own rule (gameOverGuardDecision), which keeps a guest or anonymous user there: 'anonymous' (GAM-034).
   */
  async function guardGames(decide: GuardRule = gamesGuardDecision): Promise<boolean | 'anonymous'> {
    const { shopper } = await start()
    const decision = decide(shopper, keepSignedIn(), now())
    if (decision.allow) return decision.allow
    redirectToSignIn(decision.target)
    return false
  }

  function dismissTimeout(): void {
    $sessionTimeout.set(false)
  }

  return {
    $session,
    $sessionTimeout,
    start,
    reload,
    current,
    refresh,
    ensureActiveToken,
    confirmIdentity,
    redirectToSignIn,
    guardGames,
    dismissTimeout,
    sharedSessionCookie,
  }
}
