// The control surface (/__sim/*, sim/routes/control.ts) and the faults and request log it drives.
import { beforeEach, describe, expect, test } from 'vitest'
import { COOKIES, HEADERS } from '../../core/rules/http'
import { createSim, SIM_GATEWAY_MESSAGES, type Sim } from '../app'
import { call, control, ORIGIN, productIds, QA1_KEY, signIn } from '../testing'
import { SIM_SESSION_LIFETIME_MS, SIM_TOKEN_LIFETIME_MS } from './control'
import { shoppingData } from './cart/shopping-data'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
let sim: Sim
beforeEach(() => {
  sim = createSim({ clock: () => NOW, now: NOW })
})

const miniCart = (init: Parameters<typeof call>[2] = {}) => call(sim, '/api/cart/minicart', init)

describe('POST /__sim/session', () => {
  test('returns the token, expiry, customer, cart and the cookies the site would set', async () => {
    const { reply, cookies, token } = await signIn(sim, { user: 'C', keepSignedIn: true })
    const user = sim.state.users.find((u) => u.key === 'C')!
    expect(reply).toMatchObject({
      user: 'C',
      userType: 'C',
      expireTime: NOW + SIM_TOKEN_LIFETIME_MS,
      customerId: user.customerId,
      cart: { cartQty: 0 },
    })
    expect(token.split('.')).toHaveLength(3)
    expect(Object.keys(cookies).sort()).toEqual([COOKIES.csrf, COOKIES.keepSignedIn, COOKIES.simSession, COOKIES.session].sort())
    expect(JSON.parse(decodeURIComponent(cookies[COOKIES.session] as string))).toEqual({
      userType: 'C',
      userData: { expireTime: NOW + SIM_SESSION_LIFETIME_MS },
    })
  })

  test('also sets the cookies with Set-Cookie, aisle_sid HttpOnly', async () => {
    const response = await call(sim, `${ORIGIN}/__sim/session`, { method: 'POST', body: { user: 'R' }, noKey: true })
    const setCookies = response.headers.getSetCookie()
    expect(setCookies.find((c) => c.startsWith(`${COOKIES.simSession}=`))).toContain('HttpOnly')
    expect(setCookies.find((c) => c.startsWith(`${COOKIES.csrf}=`))).not.toContain('HttpOnly')
  })

  test('userType R without a user key signs in R; an unknown user answers 400', async () => {
    expect((await signIn(sim, { userType: 'R' })).reply.user).toBe('R')
    const unknown = await control(sim, 'POST', '/session', { user: 'Z' })
    expect(unknown.status).toBe(400)
    expect(String(unknown.json.message)).toContain('Unknown user')
  })

  test('sessionExpiresInMs sets the shared session expiry in the aisle_session cookie', async () => {
    const { cookies } = await signIn(sim, { user: 'C', sessionExpiresInMs: -1000 })
    expect(JSON.parse(decodeURIComponent(cookies[COOKIES.session] as string)).userData.expireTime).toBe(NOW - 1000)
  })

  test('DELETE /__sim/session clears the session cookies', async () => {
    const response = await call(sim, `${ORIGIN}/__sim/session`, { method: 'DELETE', noKey: true })
    const cleared = response.headers.getSetCookie()
    for (const name of [COOKIES.simSession, COOKIES.session, COOKIES.csrf, COOKIES.keepSignedIn]) {
      expect(cleared.find((c) => c.startsWith(`${name}=;`))).toContain('Max-Age=0')
    }
  })
})

describe('faults', () => {
  test('status and body: the armed reply answers every matching call until DELETE /__sim/faults', async () => {
    await control(sim, 'POST', '/faults', { path: '/cart/minicart', status: 503, body: { message: 'down' } })
    for (let i = 0; i < 2; i++) {
      const response = await miniCart()
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ message: 'down' })
    }
    expect((await control(sim, 'DELETE', '/faults')).status).toBe(200)
    expect((await miniCart()).status).toBe(200)
  })

  test('a fault without status answers 500 with the gateway message', async () => {
    await control(sim, 'POST', '/faults', { path: 'minicart' })
    const response = await miniCart()
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ errors: [{ code: '500', message: SIM_GATEWAY_MESSAGES.simulatedFailure }] })
  })

  test('times disarms the fault after that many matching calls', async () => {
    const armed = await control(sim, 'POST', '/faults', [{ path: 'minicart', status: 502, times: 2 }])
    expect(armed.json.faults).toHaveLength(1)
    expect([(await miniCart()).status, (await miniCart()).status, (await miniCart()).status]).toEqual([502, 502, 200])
    expect(sim.state.faults).toEqual([])
  })

  test('method narrows the match', async () => {
    await control(sim, 'POST', '/faults', { path: '/cart/v2/items', method: 'delete', status: 500 })
    const items = { items: [{ itemId: productIds(sim).active[0], qty: 1 }] }
    expect((await call(sim, '/api/cart/v2/items', { method: 'POST', body: items })).status).toBe(200)
    expect((await call(sim, '/api/cart/v2/items?cartId=x', { method: 'DELETE', body: {} })).status).toBe(500)
  })

  test('pattern narrows the match to paths the regular expression matches', async () => {
    await control(sim, 'POST', '/faults', { path: '/api/cart/', pattern: '/cart/minicart$', status: 503 })
    expect((await miniCart()).status).toBe(503)
    const items = { items: [{ itemId: productIds(sim).active[0], qty: 1 }] }
    expect((await call(sim, '/api/cart/v2/items', { method: 'POST', body: items })).status).toBe(200)
  })

  test('malformed answers 200 with a body that is not JSON', async () => {
    await control(sim, 'POST', '/faults', { path: 'minicart', malformed: true })
    const response = await miniCart()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    await expect(response.clone().json()).rejects.toThrow(SyntaxError)
  })

  test('network makes sim.fetch reject with a TypeError, like a dropped connection', async () => {
    await control(sim, 'POST', '/faults', { path: 'minicart', network: true, times: 1 })
    await expect(miniCart()).rejects.toThrow(TypeError)
    expect((await miniCart()).status).toBe(200)
  })

  test('delayMs alone only delays: the ordinary reply follows', async () => {
    await control(sim, 'POST', '/faults', { path: 'minicart', delayMs: 60 })
    const started = performance.now()
    const response = await miniCart()
    expect(performance.now() - started).toBeGreaterThanOrEqual(50)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ cartQty: 0 })
  })

  test('faults match after the gateway rules: a call without the key still answers 401', async () => {
    await control(sim, 'POST', '/faults', { path: 'minicart', status: 503 })
    expect((await miniCart({ noKey: true })).status).toBe(401)
  })

  test('a fault without a path answers 400 and arms nothing', async () => {
    expect((await control(sim, 'POST', '/faults', [{ path: 'minicart' }, { status: 500 }])).status).toBe(400)
    expect(sim.state.faults).toEqual([])
  })
})

describe('request log', () => {
  test('records method, path, query, the known headers, the JSON body and the status', async () => {
    const { auth } = await signIn(sim, { user: 'C' })
    const itemId = productIds(sim).active[0]
    await call(sim, '/api/cart/v2/items?storeId=1100&serviceType=Delivery', {
      method: 'POST',
      headers: { ...auth, [HEADERS.correlationId]: 'corr-1', [HEADERS.banner]: 'freshway', 'X-Not-Logged': 'x' },
      body: { items: [{ itemId, qty: 2 }] },
    })
    const { json } = await control(sim, 'GET', '/requests')
    const log = json as unknown as Record<string, unknown>[]
    expect(log).toHaveLength(1)
    expect(log[0]).toEqual({
      method: 'POST',
      path: '/abs/qa1/api/cart/v2/items',
      query: { storeId: '1100', serviceType: 'Delivery' },
      headers: {
        [HEADERS.authorization]: auth[HEADERS.authorization],
        [HEADERS.correlationId]: 'corr-1',
        [HEADERS.banner]: 'freshway',
        [HEADERS.subscriptionKey]: QA1_KEY,
      },
      body: { items: [{ itemId, qty: 2 }] },
      status: 200,
      at: NOW,
    })
  })

  test('logs refused calls with their status and a text body as text; control and content calls are not logged', async () => {
    await call(sim, '/api/cart/v2/carts', { method: 'POST', body: 'not json', noKey: true })
    await call(sim, `${ORIGIN}/content/games/flags.json`)
    const log = (await control(sim, 'GET', '/requests')).json as unknown as Record<string, unknown>[]
    expect(log).toEqual([expect.objectContaining({ path: '/abs/qa1/api/cart/v2/carts', body: 'not json', status: 401 })])
  })

  test('DELETE /__sim/requests empties the log', async () => {
    await miniCart()
    expect(sim.state.requests).toHaveLength(1)
    await control(sim, 'DELETE', '/requests')
    expect((await control(sim, 'GET', '/requests')).json).toEqual([])
  })
})

describe('PATCH /__sim/state and reset', () => {
  test('merges objects shallowly and replaces arrays', async () => {
    const flags = sim.state.gamesFlags as Record<string, unknown>
    const [firstKey] = Object.keys(flags)
    const patched = await control(sim, 'PATCH', '/state', { gamesFlags: { extraFlag: true }, products: sim.state.products.slice(0, 2) })
    expect(patched.status).toBe(200)
    expect(sim.state.gamesFlags).toMatchObject({ extraFlag: true, [firstKey as string]: flags[firstKey as string] })
    expect(sim.state.products).toHaveLength(2)
    const served = await (await call(sim, `${ORIGIN}/content/games/flags.json`)).json()
    expect(served).toMatchObject({ extraFlag: true })
  })

  test('refuses a body that is not an object, and the live machinery (sessions, clock)', async () => {
    expect((await control(sim, 'PATCH', '/state', [1, 2])).status).toBe(400)
    const refused = await control(sim, 'PATCH', '/state', { sessions: {}, now: 5, gamesFlags: { x: 1 } })
    expect(refused.status).toBe(400)
    expect(String(refused.json.message)).toContain('sessions, now')
    expect(sim.state.sessions).toBeInstanceOf(Map)
    expect(sim.state.gamesFlags).not.toHaveProperty('x')
  })

  test('POST /__sim/reset restores the seed and drops sessions, carts, faults and the log', async () => {
    const seeded = structuredClone(sim.state.gamesFlags)
    const { auth } = await signIn(sim, { user: 'C', cartQty: 3 })
    await control(sim, 'PATCH', '/state', { gamesFlags: { extraFlag: true } })
    await control(sim, 'POST', '/faults', { path: 'userinfo', status: 500 })
    await miniCart({ headers: auth })
    expect((await control(sim, 'POST', '/reset')).json).toEqual({ ok: true })
    expect(sim.state.gamesFlags).toEqual(seeded)
    expect(sim.state.sessions.size).toBe(0)
    expect(sim.state.carts.size).toBe(0)
    expect(sim.state.faults).toEqual([])
    expect(sim.state.requests).toEqual([])
    expect((await miniCart({ headers: auth })).status).toBe(401)
  })

  test('reset takes seed options: a smaller catalogue', async () => {
    const full = sim.state.products.length
    await control(sim, 'POST', '/reset', { products: 60 })
    expect(sim.state.products.length).toBeLessThan(full)
    sim.reset()
    expect(sim.state.products.length).toBe(full)
  })
})

describe('GET /__sim/users/:key', () => {
  test("answers the shopper's clipped and listed offer ids, joined games and pending orders' lines, and 404 for an unknown user", async () => {
    const user = sim.state.users.find((u) => u.key === 'C')!
    const mine = await control(sim, 'GET', '/users/C')
    expect(mine.status).toBe(200)
    const order = shoppingData(sim.state).pendingOrders.find((o) => o.customerId === user.customerId)!
    expect(mine.json).toEqual({
      key: 'C',
      clipped: user.clipped,
      list: user.list,
      optedIn: user.optedInPrograms,
      orders: [{ orderId: order.orderId, orderStoreId: order.storeId, items: order.items }],
    })
    expect((await control(sim, 'GET', '/users/Z')).status).toBe(404)
  })
})
