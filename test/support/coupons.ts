/**
 * The coupon store (core/stores/coupons/coupons.ts) as a page runs it, for Node unit tests (not shipped): the
 * in-process simulator behind a real api client and session store, a memory cookie jar holding the cookies
 * the simulator's sign-in set (sent in X-Sim-Cookie as in the browser), an in-memory local storage behind
 * the safe storage, and a page double that records reloads, redirects and page events. One clock drives the
 * simulator, the cookies and the stores.
 */
import { createSim, type Sim } from '../../sim/app'
import { issueToken } from '../../sim/state'
import { cookieHeader, signIn } from '../../sim/testing'
import { createApiClient } from '../../core/io/api/client'
import { createMemoryCookieJar } from '../../core/io/cookies'
import type { WriteScheduler } from '../../core/io/deferred-storage'
import { createSafeStorage, type SafeStorage } from '../../core/io/storage'
import { COOKIES } from '../../core/rules/http'
import { type CouponDeps, type CouponPage, type CouponStore, createCouponStore } from '../../core/stores/coupons/coupons'
import { createSessionStore } from '../../core/stores/session'
import { pageConfig } from './api'
import { SIM_HOST } from './sim-api'
import { memoryStorage } from './storage'

/** 2030-05-14 12:00 UTC: the day the simulator's seeded offers are read against. */
export const COUPON_NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
export const COUPON_TODAY = '2030-05-14'
export const PAGE_HREF = `https://${SIM_HOST}/foru/j4u-savings.html`
export const COUPONS_DEALS_PATH = '/foru/coupons-deals.html'

export { memoryStorage }

/** A localStorage whose every write fails as a full one does, and whose reads fail when `failReads` is set. */
export function fullStorage(options: { failReads?: boolean } = {}): Storage & { map: Map<string, string> } {
  const inner = memoryStorage()
  const quota = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return Object.assign(inner, {
    setItem: quota,
    removeItem: quota,
    getItem: (k: string) => {
      if (options.failReads) throw new DOMException('The operation is insecure.', 'SecurityError')
      return inner.map.get(k) ?? null
    },
  })
}

export interface PageRecord {
  reloads: number
  assigned: { url: string; redirectCookie?: string }[]
  events: { name: string; detail: unknown }[]
}

export interface CouponHarnessOptions {
  /** Simulator user key ('R', 'C', 'E', 'B'), or 'G' for a guest. Default 'C'. */
  user?: string
  /** Extra sign-in fields (tokenExpiresInMs, sessionExpiresInMs). */
  signIn?: Record<string, unknown>
  /** Share a simulator (a second tab of the same shopper). */
  sim?: Sim
  /** Share the page's local storage (a second tab). */
  storage?: SafeStorage
  /** Share the cookie jar (a second tab) — also reuses the first tab's sign-in. */
  cookies?: ReturnType<typeof createMemoryCookieJar>
  /** The page's query string (couponsClipped, storeId, …). */
  search?: string
  /** The page's path (default that of PAGE_HREF). */
  pathname?: string
  clock?: { now: number }
  /** When the gallery caches are written (CouponDeps.writeLater); default at once. */
  writeLater?: WriteScheduler
  /** The marks of writes another page left in flight (CouponDeps.writes). */
  writes?: CouponDeps['writes']
  /** The session's wait between two reads of user info while a write waits for the identity (default: real time). */
  identityWait?: (ms: number) => Promise<void>
}

export type CouponHarness = Awaited<ReturnType<typeof couponHarness>>

export async function couponHarness(options: CouponHarnessOptions = {}) {
  const clock = options.clock ?? { now: COUPON_NOW }
  const now = () => clock.now
  const sim = options.sim ?? createSim({ clock: now, now: COUPON_NOW })
  const cookies = options.cookies ?? createMemoryCookieJar(now)
  if (!options.cookies && options.user !== 'G') {
    const signed = await signIn(sim, { user: options.user ?? 'C', ...options.signIn })
    for (const [name, value] of Object.entries(signed.cookies)) cookies.set(name, value)
  }
  const local = memoryStorage()
  const logs: { level: 'warn' | 'error'; args: unknown[] }[] = []
  const log = {
    warn: (...args: unknown[]) => void logs.push({ level: 'warn', args }),
    error: (...args: unknown[]) => void logs.push({ level: 'error', args }),
  }
  const storage = options.storage ?? createSafeStorage(() => local, log)
  const sent: Request[] = []
  const api = createApiClient({
    config: pageConfig(SIM_HOST),
    session: { current: () => session.current(), refresh: () => session.refresh() },
    cookies,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const jar = Object.fromEntries(
        [COOKIES.simSession, COOKIES.csrf, COOKIES.session].flatMap((name) => {
          const value = cookies.get(name)
          return value === undefined ? [] : [[name, value]]
        }),
      )
      if (Object.keys(jar).length > 0) request.headers.set('X-Sim-Cookie', cookieHeader(jar))
      sent.push(request.clone())
      return sim.fetch(request)
    },
  })
  const record: PageRecord = { reloads: 0, assigned: [], events: [] }
  const assign = (url: string) => record.assigned.push({ url, redirectCookie: cookies.get(COOKIES.redirect) })
  const session = createSessionStore({
    api: () => api,
    cookies,
    storage,
    now,
    page: { href: () => PAGE_HREF, referrer: () => '', assign },
    ...(options.identityWait ? { wait: options.identityWait } : {}),
  })
  const page: CouponPage & { searchText: string } = {
    searchText: options.search ?? '',
    search: () => page.searchText,
    pathname: () => options.pathname ?? new URL(PAGE_HREF).pathname,
    reload: () => void record.reloads++,
    assign,
    dispatch: (name, detail) => void record.events.push({ name, detail }),
  }
  const store: CouponStore = createCouponStore({
    api: () => api,
    session,
    storage,
    page,
    now,
    log,
    ...(options.writeLater ? { writeLater: options.writeLater } : {}),
    ...(options.writes ? { writes: options.writes } : {}),
  })
  /** Requests whose path ends with `path` (an OFFER_PATHS entry). */
  const calls = (path: string, method?: string) =>
    sent.filter((r) => new URL(r.url).pathname.endsWith(path) && (!method || r.method === method))
  const errors = () => logs.filter((l) => l.level === 'error').map((l) => String(l.args[0]))
  return { sim, clock, cookies, storage, local, store, session, page, record, sent, calls, logs, errors, api }
}

/** The simulator user behind a harness. */
export const simUser = (sim: Sim, key: string) => {
  const user = sim.state.users.find((u) => u.key === key)
  if (!user) throw new Error(`no simulator user ${key}`)
  return user
}

/**
 * The user-info endpoint hands out a fresh token for a live storefront session (what a soft-token refresh
 * relies on): the simulator's session of this harness gets a new token valid for `lifetimeMs`.
 */
export function renewSimToken(h: Pick<CouponHarness, 'sim' | 'cookies' | 'clock'>, lifetimeMs = 30 * 60_000): string {
  const sid = h.cookies.get(COOKIES.simSession)
  const session = sid ? h.sim.state.sessions.get(sid) : undefined
  if (!session) throw new Error('no simulator session to renew')
  const expireTime = h.clock.now + lifetimeMs
  const token = issueToken(h.sim.state, simUser(h.sim, session.userKey), expireTime)
  Object.assign(session, { token, expireTime })
  h.sim.state.tokens.set(token, session.sid)
  return token
}
