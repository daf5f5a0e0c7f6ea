import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../io/api/client'
import { createMemoryCookieJar } from '../io/cookies'
import { createSafeStorage } from '../io/storage'
import { COOKIES } from '../rules/http'
import {
  gameOverGuardDecision,
  IDENTITY_CONFIRM_ATTEMPTS,
  REDIRECT_COOKIE_SECONDS,
  REFERRER_STORAGE_KEY,
  SIGN_IN_PATHS,
} from '../rules/session'
import { fakeFetch, type Handler, pageConfig } from '../../test/support/api'
import { memoryStorage } from '../../test/support/storage'
import { createSessionStore } from './session'

const NOW = Date.UTC(2025, 5, 1, 12)
const HREF = 'https://www.freshway.com/foru/games/game-grid?x=1'
const REFERRER = 'https://www.freshway.com/foru.html'

const user = (over: Record<string, unknown> = {}) => ({
  body: { SWY_SHOP_TOKEN: 'tok-1', userType: 'C', expireTime: NOW + 3_600_000, storeId: '1120', ...over },
})
const sharedCookie = (expireTime: number, userType = 'C') => encodeURIComponent(JSON.stringify({ userType, userData: { expireTime } }))

function setup(options: { handler?: Handler; bannerB?: boolean; cookies?: Record<string, string> } = {}) {
  let clock = NOW
  const net = fakeFetch(options.handler ?? (() => user()))
  const cookies = createMemoryCookieJar(() => clock)
  for (const [name, value] of Object.entries(options.cookies ?? {})) cookies.set(name, value)
  const local = memoryStorage()
  const storage = createSafeStorage(() => local, { warn() {} })
  const assigned: { url: string; redirectCookie?: string; b2bCookie?: string }[] = []
  const api = createApiClient({
    config: pageConfig('www.freshway.com'),
    session: { current: () => store.current(), refresh: () => store.refresh() },
    cookies,
    fetch: net.fetch,
  })
  const store = createSessionStore({
    api: () => api,
    cookies,
    storage,
    now: () => clock,
    bannerB: options.bannerB,
    // A write's wait for the identity between two reads of user info: none in these tests.
    wait: () => Promise.resolve(),
    page: {
      href: () => HREF,
      referrer: () => REFERRER,
      assign: (url) => assigned.push({ url, redirectCookie: cookies.get(COOKIES.redirect), b2bCookie: cookies.get(COOKIES.redirectB2b) }),
    },
  })
  const userInfoCalls = () => net.requests.filter((r) => r.url.includes('/session/userinfo/')).length
  return { store, net, cookies, local, assigned, api, userInfoCalls, advance: (ms: number) => (clock += ms) }
}

describe('games route guard (session store)', () => {
  it('sends guests and anonymous users to sign-in [SES-001]', async () => {
    for (const userType of ['G', 'A']) {
      const { store, assigned } = setup({ handler: () => user({ userType }), cookies: { [COOKIES.keepSignedIn]: '1' } })
      expect(await store.guardGames()).toBe(false)
      expect(assigned.map((a) => a.url)).toEqual([SIGN_IN_PATHS['sign-in']])
    }
    const { store, assigned } = setup({ handler: () => user({ userType: 'A' }) })
    expect(await store.guardGames()).toBe(false)
    expect(assigned.map((a) => a.url)).toEqual([SIGN_IN_PATHS['sign-in']])
  })

  it('keeps a guest or anonymous user on the game-over page with its rule, and still sends an expired games session to re-sign-in [GAM-034] [SES-001]', async () => {
    for (const userType of ['G', 'A']) {
      const { store, assigned } = setup({ handler: () => user({ userType }) })
      expect(await store.guardGames(gameOverGuardDecision)).toBe('anonymous')
      expect(assigned).toEqual([])
    }
    expect(await setup().store.guardGames(gameOverGuardDecision)).toBe(true)
    const r = setup({ handler: () => user({ userType: 'R', expireTime: NOW - 1 }) })
    expect(await r.store.guardGames(gameOverGuardDecision)).toBe(false)
    expect(r.assigned.map((a) => a.url)).toEqual([SIGN_IN_PATHS['re-sign-in']])
  })

  it('redirects an expired session: R to re-sign-in, others to sign-in [SES-003] [SES-005] [SES-007]', async () => {
    const r = setup({ handler: () => user({ userType: 'R', expireTime: NOW - 1 }) })
    expect(await r.store.guardGames()).toBe(false)
    expect(r.assigned.map((a) => a.url)).toEqual([SIGN_IN_PATHS['re-sign-in']])
    const c = setup({ handler: () => user({ userType: 'C', expireTime: NOW }) })
    expect(await c.store.guardGames()).toBe(false)
    expect(c.assigned.map((a) => a.url)).toEqual([SIGN_IN_PATHS['sign-in']])
  })

  it('sends an expired session with a keep-me-signed-in cookie to re-sign-in [SES-006]', async () => {
    const { store, assigned } = setup({ handler: () => user({ expireTime: NOW - 1 }), cookies: { [COOKIES.keepSignedIn]: 'true' } })
    expect(await store.guardGames()).toBe(false)
    expect(assigned.map((a) => a.url)).toEqual([SIGN_IN_PATHS['re-sign-in']])
  })

  it('lets a signed-in shopper through once user info is obtained [SES-011] [SES-016]', async () => {
    const { store, assigned, userInfoCalls } = setup()
    expect(await store.guardGames()).toBe(true)
    expect(await store.guardGames()).toBe(true)
    expect(assigned).toEqual([])
    expect(userInfoCalls()).toBe(1)
  })

  it('redirects to sign-in when the user-info call fails [SES-011] [SES-012]', async () => {
    for (const handler of [
      () => ({ status: 500, body: {} }),
      () => ({ text: 'not json' }),
      () => Promise.reject(new TypeError('offline')),
    ] as Handler[]) {
      const { store, assigned } = setup({ handler, cookies: { [COOKIES.keepSignedIn]: '1' } })
      expect(await store.guardGames()).toBe(false)
      expect(assigned.map((a) => a.url)).toEqual([SIGN_IN_PATHS['sign-in']])
    }
  })

  it('redirects to sign-in when user info has no token [SES-013]', async () => {
    const { store, assigned } = setup({
      handler: () => user({ SWY_SHOP_TOKEN: null, userType: 'R' }),
      cookies: { [COOKIES.keepSignedIn]: '1' },
    })
    expect(await store.guardGames()).toBe(false)
    expect(assigned.map((a) => a.url)).toEqual([SIGN_IN_PATHS['sign-in']])
  })
})

describe('sign-in redirect', () => {
  it('saves the page address in the redirect cookie before leaving [SES-008]', async () => {
    const { store, assigned } = setup({ handler: () => user({ userType: 'G', SWY_SHOP_TOKEN: null }) })
    await store.start()
    expect(store.redirectToSignIn()).toBe(SIGN_IN_PATHS['sign-in'])
    expect(assigned).toEqual([{ url: SIGN_IN_PATHS['sign-in'], redirectCookie: HREF, b2bCookie: undefined }])
  })

  it('saves the address under the separate B2B cookie name on business-to-business sites [SES-009]', async () => {
    const { store, assigned } = setup({ handler: () => user({ siteType: 'B', expireTime: NOW - 1 }) })
    expect(await store.guardGames()).toBe(false)
    expect(COOKIES.redirectB2b).not.toBe(COOKIES.redirect)
    expect(assigned).toEqual([{ url: SIGN_IN_PATHS['sign-in'], redirectCookie: undefined, b2bCookie: HREF }])
  })

  it('stores the referrer in local storage [SES-010]', async () => {
    const { store, local } = setup({ handler: () => user({ userType: 'G', SWY_SHOP_TOKEN: null }) })
    expect(await store.guardGames()).toBe(false)
    expect(local.map.get(REFERRER_STORAGE_KEY)).toBe(REFERRER)
  })

  it('keeps the redirect-back cookie for 600 seconds [STO-021]', async () => {
    expect(REDIRECT_COOKIE_SECONDS).toBe(600)
    const { store, cookies, advance } = setup({ handler: () => user({ userType: 'G', SWY_SHOP_TOKEN: null }) })
    await store.guardGames()
    advance(599_999)
    expect(cookies.get(COOKIES.redirect)).toBe(HREF)
    advance(1)
    expect(cookies.get(COOKIES.redirect)).toBeUndefined()
  })

  it('writes and reads the banner-B cookie variants on banner B [STO-009]', async () => {
    const b = setup({ bannerB: true, handler: () => user({ expireTime: NOW - 1 }), cookies: { [`${COOKIES.keepSignedIn}_b`]: '1' } })
    expect(await b.store.guardGames()).toBe(false)
    // the keep-me-signed-in variant was read: re-sign-in
    expect(b.assigned.map((a) => a.url)).toEqual([SIGN_IN_PATHS['re-sign-in']])
    expect(b.cookies.get(`${COOKIES.redirect}_b`)).toBe(HREF)
    expect(b.cookies.get(COOKIES.redirect)).toBeUndefined()
    // and the shared session variant decides about a refresh
    const s = setup({
      bannerB: true,
      cookies: { [`${COOKIES.session}_b`]: sharedCookie(NOW + 60_000), [COOKIES.session]: sharedCookie(NOW - 1) },
    })
    expect(s.store.sharedSessionCookie()).toEqual({ userType: 'C', userData: { expireTime: NOW + 60_000 } })
    const plain = setup({ cookies: { [`${COOKIES.session}_b`]: sharedCookie(NOW + 60_000) } })
    expect(plain.store.sharedSessionCookie()).toBeNull()
  })
})

describe('token refresh', () => {
  it('proceeds with an active token without refreshing [SES-022]', async () => {
    const { store, userInfoCalls } = setup()
    await store.start()
    expect(await store.ensureActiveToken()).toBe('tok-1')
    expect(userInfoCalls()).toBe(1)
    expect(store.$sessionTimeout.get()).toBe(false)
  })

  it('refreshes an inactive token through user info, reading SWY_SHOP_TOKEN, when the shared session cookie is valid [SES-023] [STO-008] [API-002]', async () => {
    let n = 0
    const { store, userInfoCalls, advance } = setup({
      handler: () => user({ SWY_SHOP_TOKEN: `tok-${++n}`, expireTime: NOW + n * 3_600_000 }),
      cookies: { [COOKIES.session]: sharedCookie(NOW + 10 * 3_600_000) },
    })
    await store.start()
    advance(3_600_000)
    expect(await store.ensureActiveToken()).toBe('tok-2')
    expect(userInfoCalls()).toBe(2)
    expect(store.$session.get().shopper?.token).toBe('tok-2')
    expect(store.$sessionTimeout.get()).toBe(false)
  })

  it('opens the session-timeout modal when the token is still inactive after the refresh [SES-024] [SES-027]', async () => {
    const { store, userInfoCalls, advance } = setup({
      handler: () => user({ expireTime: NOW + 1000 }),
      cookies: { [COOKIES.session]: sharedCookie(NOW + 3_600_000) },
    })
    await store.start()
    advance(2000)
    expect(await store.ensureActiveToken()).toBeUndefined()
    expect(userInfoCalls()).toBe(2)
    expect(store.$sessionTimeout.get()).toBe(true)
  })

  it('opens the session-timeout modal when the refresh call fails [SES-025] [SES-027]', async () => {
    const { store, userInfoCalls, advance } = setup({
      handler: (_r, i) => (i === 0 ? user({ expireTime: NOW + 1000 }) : { status: 503, body: {} }),
      cookies: { [COOKIES.session]: sharedCookie(NOW + 3_600_000) },
    })
    await store.start()
    advance(2000)
    expect(await store.ensureActiveToken()).toBeUndefined()
    expect(userInfoCalls()).toBe(2)
    expect(store.$sessionTimeout.get()).toBe(true)
  })

  it('does not refresh, and opens the modal, when the shared session cookie is not valid [SES-026] [SES-027]', async () => {
    for (const cookie of [undefined, sharedCookie(NOW - 1), sharedCookie(NOW + 60_000, ''), 'not%20json']) {
      const { store, userInfoCalls, advance } = setup({
        handler: () => user({ expireTime: NOW + 1000 }),
        cookies: cookie ? { [COOKIES.session]: cookie } : {},
      })
      await store.start()
      advance(2000)
      expect(await store.ensureActiveToken()).toBeUndefined()
      expect(userInfoCalls()).toBe(1)
      expect(store.$sessionTimeout.get()).toBe(true)
      store.dismissTimeout()
      expect(store.$sessionTimeout.get()).toBe(false)
    }
  })

  it('reads user info again on reload (another tab signed out), and keeps what it had when that read fails [SES-028]', async () => {
    let signedOut = false
    let failing = false
    const { store } = setup({
      handler: () => (failing ? { status: 500 } : signedOut ? { body: { userType: 'G', SWY_SHOP_TOKEN: null } } : user()),
    })
    await store.start()
    expect(store.current().userType).toBe('C')
    failing = true
    await store.reload()
    expect(store.$session.get()).toMatchObject({ status: 'ready', shopper: { userType: 'C', token: 'tok-1' } })
    failing = false
    signedOut = true
    await store.reload()
    expect(store.current()).toMatchObject({ userType: 'G', token: undefined })
    expect((await store.start()).shopper?.userType).toBe('G')
  })

  it('opens the modal when calls answered 401 cannot be refreshed, with one refresh for all of them [SES-027]', async () => {
    const { store, net, api, userInfoCalls } = setup({
      handler: (r, i) =>
        r.url.includes('/userinfo/') ? (i === 0 ? user() : { status: 500 }) : { status: 401, body: { message: 'expired' } },
      cookies: { [COOKIES.session]: sharedCookie(NOW + 3_600_000) },
    })
    await store.start()
    const calls = [1, 2, 3].map(() =>
      api.request('/api/programs', { family: 'games', schema: v.unknown(), retries: 0 }).catch((e: unknown) => e),
    )
    const errors = await Promise.all(calls)
    expect(errors.every((e) => e instanceof Error)).toBe(true)
    expect(userInfoCalls()).toBe(2)
    expect(net.requests.filter((r) => r.url.includes('/api/programs'))).toHaveLength(3)
    expect(store.$sessionTimeout.get()).toBe(true)
  })
})

describe("a write's wait for the shopper's identity (session store)", () => {
  const failing = () => ({ status: 503, body: { message: 'down' } })

  it("rejects a signed-in shopper's write after the bounded retries while user info keeps failing", async () => {
    const { store, userInfoCalls } = setup({ handler: failing, cookies: { [COOKIES.session]: sharedCookie(NOW + 3_600_000) } })
    await expect(store.confirmIdentity()).rejects.toMatchObject({ kind: 'identity' })
    // The page's first read, then IDENTITY_CONFIRM_ATTEMPTS more before the write gives up.
    expect(userInfoCalls()).toBe(1 + IDENTITY_CONFIRM_ATTEMPTS)
  })

  it('lets the write go, with the identity, once user info answers again', async () => {
    let calls = 0
    const { store } = setup({
      handler: () => (++calls <= 2 ? failing() : user()),
      cookies: { [COOKIES.session]: sharedCookie(NOW + 3_600_000) },
    })
    await store.confirmIdentity()
    expect(store.current().token).toBe('tok-1')
  })

  it("lets a guest's write go at once when user info fails: there is no identity to lose", async () => {
    for (const cookies of [{}, { [COOKIES.session]: sharedCookie(NOW + 3_600_000, 'G') }] as Record<string, string>[]) {
      const { store, userInfoCalls } = setup({ handler: failing, cookies })
      await store.confirmIdentity()
      expect(userInfoCalls()).toBe(1)
    }
  })
})
