// The gateway rules of sim/app.ts: subscription keys per environment, record and playback, CSRF, CORS.
import { beforeEach, describe, expect, test } from 'vitest'
import { ENVIRONMENT_CONFIG } from '../core/rules/env'
import { COOKIES, HEADERS } from '../core/rules/http'
import { createSim, gatewayEnvironment, SIM_GATEWAY_MESSAGES, type Sim } from './app'
import { call, ORIGIN, productIds, signIn } from './testing'

let sim: Sim
beforeEach(() => {
  sim = createSim()
})

const keyHeader = (key: string) => ({ [HEADERS.subscriptionKey]: key })

describe('subscription key', () => {
  test('a call without the subscription key answers 401 with the gateway message', async () => {
    const response = await call(sim, '/api/cart/minicart', { noKey: true })
    expect(response.status).toBe(401)
    const body = (await response.json()) as { errors: { code: string; message: string }[] }
    expect(body.errors[0]).toEqual({ code: '401', message: SIM_GATEWAY_MESSAGES.missingKey })
  })

  test("another environment's key answers 401", async () => {
    const response = await call(sim, '/api/cart/minicart', { headers: keyHeader(ENVIRONMENT_CONFIG.qa2.subscriptionKey) })
    expect(response.status).toBe(401)
  })

  test('an environment the gateway does not know answers 401', async () => {
    const response = await call(sim, `${ORIGIN}/abs/nowhere/api/cart/minicart`, { headers: keyHeader('aisle-nowhere-key') })
    expect(response.status).toBe(401)
  })

  test('[ENV-010] accepts each environment’s placeholder key under its own prefix', async () => {
    for (const config of Object.values(ENVIRONMENT_CONFIG)) {
      const response = await call(sim, `${ORIGIN}${config.apiPrefix}/api/cart/minicart`, { headers: keyHeader(config.subscriptionKey) })
      expect(response.status, config.apiPrefix).toBe(200)
    }
  })

  test("prod answers under /abs/pub with 'aisle-prod-key', and not with a qa key", async () => {
    expect(gatewayEnvironment('pub')).toBe(ENVIRONMENT_CONFIG.prod)
    const ok = await call(sim, `${ORIGIN}/abs/pub/api/session/userinfo/freshway`, { headers: keyHeader('aisle-prod-key') })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ userType: 'G' })
    const wrong = await call(sim, `${ORIGIN}/abs/pub/api/session/userinfo/freshway`)
    expect(wrong.status).toBe(401)
  })

  test('a path under the prefix that no route serves answers 404 JSON', async () => {
    const response = await call(sim, '/api/nothing-here')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ message: SIM_GATEWAY_MESSAGES.notFound })
  })
})

describe('record and playback', () => {
  const recorder = `${ORIGIN}/mock/recorder/abs/qa1`
  const player = `${ORIGIN}/mock/playback/abs/qa1`

  test('playback returns the reply the recorder saved, ignoring rand, after the state changed', async () => {
    const { auth } = await signIn(sim, { user: 'C', cartQty: 2 })
    const recorded = await call(sim, `${recorder}/api/cart/minicart?rand=1`, { headers: auth })
    expect(recorded.status).toBe(200)
    const recordedBody = await recorded.text()
    expect(JSON.parse(recordedBody)).toMatchObject({ cartQty: 2 })

    await call(sim, '/api/cart/v2/items', {
      method: 'POST',
      headers: auth,
      body: { items: [{ itemId: productIds(sim).active[9], qty: 5 }] },
    })
    expect(((await (await call(sim, '/api/cart/minicart', { headers: auth })).json()) as { cartQty: number }).cartQty).toBe(7)

    const played = await call(sim, `${player}/api/cart/minicart?rand=2`, { headers: auth })
    expect(played.status).toBe(200)
    expect(played.headers.get('content-type')).toContain('application/json')
    expect(await played.text()).toBe(recordedBody)
  })

  test('playback keeps the recorded status of an error reply', async () => {
    await call(sim, `${recorder}/api/cart/v2/items`, { method: 'POST', body: { items: [{ itemId: 'no-such-item' }] } })
    const played = await call(sim, `${player}/api/cart/v2/items`, { method: 'POST', body: { items: [] } })
    expect(played.status).toBe(400)
  })

  test('recordings are kept per environment: a qa1 recording does not answer qa2 playback', async () => {
    await call(sim, `${recorder}/api/cart/minicart`)
    const qa2 = await call(sim, `${ORIGIN}/mock/playback/abs/qa2/api/cart/minicart`, {
      headers: keyHeader(ENVIRONMENT_CONFIG.qa2.subscriptionKey),
    })
    expect(qa2.status).toBe(404)
    expect((await call(sim, `${player}/api/cart/minicart`)).status).toBe(200)
  })

  test('playback of a call never recorded answers 404', async () => {
    const response = await call(sim, `${player}/api/cart/minicart?id=never`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ message: SIM_GATEWAY_MESSAGES.noRecording })
  })

  test('the recorder and player still check the subscription key', async () => {
    expect((await call(sim, `${recorder}/api/cart/minicart`, { noKey: true })).status).toBe(401)
    expect((await call(sim, `${player}/api/cart/minicart`, { noKey: true })).status).toBe(401)
  })

  test('prod and betaprod have no recorder or player', async () => {
    for (const [segment, key] of [
      ['pub', 'aisle-prod-key'],
      ['betaprod', 'aisle-betaprod-key'],
    ]) {
      for (const mode of ['recorder', 'playback']) {
        const response = await call(sim, `${ORIGIN}/mock/${mode}/abs/${segment}/api/cart/minicart`, { headers: keyHeader(key as string) })
        expect(response.status, `${mode} ${segment}`).toBe(404)
      }
    }
  })
})

describe('CSRF', () => {
  const csrf = 'csrf-token-1'
  const guestCart = (headers: Record<string, string> = {}, cookies: Record<string, string> = { [COOKIES.csrf]: csrf }) =>
    call(sim, '/api/cart/v2/carts', { method: 'POST', body: {}, headers, cookies })

  test('a same-origin POST with the aisle_csrf cookie but no X-CSRF-Token answers 403', async () => {
    const response = await guestCart()
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ message: SIM_GATEWAY_MESSAGES.csrf })
  })

  test('a wrong X-CSRF-Token answers 403, also with an explicit same-origin Origin header', async () => {
    expect((await guestCart({ [HEADERS.csrf]: 'other' })).status).toBe(403)
    expect((await guestCart({ [HEADERS.csrf]: 'other', Origin: ORIGIN })).status).toBe(403)
  })

  test('an X-CSRF-Token equal to the cookie passes', async () => {
    expect((await guestCart({ [HEADERS.csrf]: csrf })).status).toBe(200)
  })

  test('the cookie may come in X-Sim-Cookie (the in-page fetch)', async () => {
    const headers = { 'X-Sim-Cookie': `${COOKIES.csrf}=${csrf}` }
    expect((await guestCart(headers, {})).status).toBe(403)
    expect((await guestCart({ ...headers, [HEADERS.csrf]: csrf }, {})).status).toBe(200)
  })

  test('GET needs no token, and neither does a call without the cookie', async () => {
    expect((await call(sim, '/api/cart/minicart', { cookies: { [COOKIES.csrf]: csrf } })).status).toBe(200)
    expect((await guestCart({}, {})).status).toBe(200)
  })

  test('a cross-origin caller (another Origin) skips the CSRF rule', async () => {
    const response = await guestCart({ Origin: 'http://partner.localhost:4173' })
    expect(response.status).toBe(200)
  })

  test('DELETE is checked like POST', async () => {
    const response = await call(sim, '/api/cart/v2/items?cartId=x', {
      method: 'DELETE',
      body: { itemId: '1' },
      cookies: { [COOKIES.csrf]: csrf },
    })
    expect(response.status).toBe(403)
  })
})

describe('CORS', () => {
  const partner = 'http://partner.localhost:4173'

  test('a preflight from a *.localhost origin echoes the origin and allows credentials', async () => {
    const response = await call(sim, '/api/cart/v2/items', {
      method: 'OPTIONS',
      noKey: true,
      headers: { Origin: partner, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, x-csrf-token' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(partner)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, x-csrf-token')
  })

  test('the actual reply carries the same CORS headers, errors included', async () => {
    const ok = await call(sim, '/api/cart/minicart', { headers: { Origin: partner } })
    expect(ok.headers.get('access-control-allow-origin')).toBe(partner)
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true')
    const denied = await call(sim, '/api/cart/minicart', { noKey: true, headers: { Origin: partner } })
    expect(denied.status).toBe(401)
    expect(denied.headers.get('access-control-allow-origin')).toBe(partner)
  })

  test('an origin outside *.localhost gets no CORS header', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'http://evil.example:4173']) {
      const preflight = await call(sim, '/api/cart/minicart', {
        method: 'OPTIONS',
        noKey: true,
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      })
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull()
      const reply = await call(sim, '/api/cart/minicart', { headers: { Origin: origin } })
      expect(reply.headers.get('access-control-allow-origin'), origin).toBeNull()
    }
  })
})
