/**
 * Session and network storms against the in-process simulator, through the page's real
 * composition root (createRuntime): a 401 storm shares one token refresh, Retry-After on a 429 or 503 is
 * honoured for GETs (fake timers: the retry leaves exactly the seconds asked), and a POST is sent once
 * whatever the failure (the simulator's request log is the proof).
 */
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { signIn } from '../../../sim/routes/control'
import { issueToken, userByKey } from '../../../sim/state'
import { PATHS } from '../../rules/endpoints'
import { COOKIES, HEADERS } from '../../rules/http'
import { RETRY_MAX_DELAY_MS } from '../../rules/retry'
import { createRuntime } from '../../runtime'
import { pageConfig } from '../../../test/support/api'
import { SIM_HOST } from '../../../test/support/sim-api'
import { createMemoryCookieJar } from '../cookies'
import { createSafeStorage } from '../storage'
import { fetchMiniCart } from '../cart/cart'
import { postItems } from '../cart/items'
import { isApiError } from './errors'

const STORM = 50
const quiet = { warn() {}, error() {} }

/** A page runtime on freshway wired to `sim`; `user` signs a shopper in first (the cookies travel in X-Sim-Cookie). */
function page(sim: Sim, user?: string) {
  const cookies = createMemoryCookieJar()
  const signed = user ? signIn(sim.state, { user }) : undefined
  for (const [name, value] of Object.entries(signed?.cookies ?? {})) cookies.set(name, value)
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const jar = Object.values(COOKIES).flatMap((name) => {
      const value = cookies.get(name)
      return value === undefined ? [] : [`${name}=${value}`]
    })
    if (jar.length) request.headers.set('X-Sim-Cookie', jar.join('; '))
    return sim.fetch(request)
  }
  const win = { location: { href: `https://${SIM_HOST}/`, assign() {} }, document: { referrer: '' } } as unknown as Window
  const runtime = createRuntime(win, {
    config: pageConfig(SIM_HOST),
    fetch: fetchImpl as typeof fetch,
    cookies,
    storage: createSafeStorage(() => undefined, quiet),
  })
  return { runtime, signed }
}

const logged = (sim: Sim, fragment: string, method = 'GET') =>
  sim.state.requests.filter((r) => r.method === method && r.path.includes(fragment))

/** The server replaces the shopper's token (as a token rotation does): the one the page holds now answers 401. */
function rotateToken(sim: Sim, sid: string): string {
  const session = sim.state.sessions.get(sid)
  const user = session && userByKey(sim.state, session.userKey)
  if (!session || !user) throw new Error('no session to rotate')
  const token = issueToken(sim.state, user, session.expireTime)
  session.token = token
  sim.state.tokens.set(token, sid)
  return token
}

afterEach(() => {
  vi.useRealTimers()
})

describe('a 401 storm', () => {
  it(`${STORM} concurrent calls answered 401 cause one token refresh, then every call succeeds with the new token [SES-023]`, async () => {
    const sim = createSim()
    const { runtime, signed } = page(sim, 'C')
    await runtime.session.start()
    const before = runtime.session.current().token
    expect(before).toBe(signed?.token)
    const fresh = rotateToken(sim, signed?.cookies[COOKIES.simSession] ?? '')
    // Half the storm answers late, after the refresh has finished: those calls must reuse the new token,
    // not start a second refresh.
    sim.state.faults.push({ path: PATHS.miniCart, delayMs: 30, times: STORM / 2 })
    sim.state.requests.length = 0

    const replies = await Promise.all(Array.from({ length: STORM }, () => fetchMiniCart(runtime.api)))

    expect(replies.every((r) => r.cartQty === signed?.cart?.cartQty)).toBe(true)
    expect(logged(sim, PATHS.userInfo('freshway'))).toHaveLength(1)
    const calls = logged(sim, PATHS.miniCart)
    expect(calls.filter((r) => r.status === 401)).toHaveLength(STORM)
    expect(calls).toHaveLength(2 * STORM)
    const carried = (token: string | undefined) => calls.filter((r) => r.headers[HEADERS.authorization] === `Bearer ${token}`).length
    expect([carried(before), carried(fresh)]).toEqual([STORM, STORM])
    expect(runtime.session.current().token).toBe(fresh)
    expect(runtime.session.$sessionTimeout.get()).toBe(false)
    console.log(`401 storm: ${STORM} concurrent calls, ${logged(sim, PATHS.userInfo('freshway')).length} refresh, ${calls.length} requests`)
  })
})

describe('Retry-After', () => {
  /** A guest page whose first mini-cart read is answered `status` with `headers`; the clock is fake from the start. */
  function armed(status: number, headers: Record<string, string>, method = 'GET') {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 10), toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const sim = createSim()
    const { runtime } = page(sim)
    sim.state.faults.push({ path: method === 'GET' ? PATHS.miniCart : PATHS.cartItems, method, status, headers, times: 1 })
    return { sim, runtime }
  }

  it.each([
    [429, '2', 2000],
    [503, '3', 3000],
    [503, 'Mon, 23 Nov 2026 10:00:04 GMT', 4000],
  ])('a GET answered %i with Retry-After %s is tried again exactly %i ms later, and succeeds', async (status, retryAfter, wait) => {
    const { sim, runtime } = armed(status, { 'Retry-After': retryAfter })
    const reply = fetchMiniCart(runtime.api)
    await vi.runAllTimersAsync()
    await expect(reply).resolves.toMatchObject({ cartQty: 0 })
    const calls = logged(sim, PATHS.miniCart)
    expect(calls.map((c) => c.status)).toEqual([status, 200])
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBe(wait)
  })

  it(`a GET whose Retry-After asks for more than ${RETRY_MAX_DELAY_MS / 1000} s is not retried sooner: it fails at once with the server's status`, async () => {
    const { sim, runtime } = armed(503, { 'Retry-After': '120' })
    const reply = fetchMiniCart(runtime.api).catch((e: unknown) => e)
    await vi.runAllTimersAsync()
    const error = await reply
    expect(isApiError(error) && error.status).toBe(503)
    expect(logged(sim, PATHS.miniCart)).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('a POST is never retried blindly', () => {
  it.each([
    ['429 with Retry-After', { status: 429, headers: { 'Retry-After': '1' } }],
    ['503 with Retry-After', { status: 503, headers: { 'Retry-After': '1' } }],
    ['500', { status: 500 }],
    ['a dropped connection', { network: true }],
  ])('a POST answered %s is sent once and fails', async (_name, fault) => {
    const sim = createSim()
    const { runtime } = page(sim)
    sim.state.faults.push({ path: PATHS.cartItems, method: 'POST', ...fault })
    const error = await postItems(runtime.api, undefined, [{ itemId: '970000001', qty: 1 }], { log: quiet }).catch((e: unknown) => e)
    expect(isApiError(error)).toBe(true)
    // Even a caller asking for retries gets none on a POST.
    const again = await runtime.api
      .request(PATHS.cartItems, { method: 'POST', json: { items: [] }, retries: 3, schema: v.unknown() })
      .catch((e: unknown) => e)
    expect(isApiError(again)).toBe(true)
    expect(logged(sim, PATHS.cartItems, 'POST')).toHaveLength(2)
  })
})
