// The API routes under /abs/<env>: user info, the mini-cart and cart v2 (sim/routes/api.ts).
import { beforeEach, describe, expect, test } from 'vitest'
import { COOKIES } from '../../core/rules/http'
import { USER_INFO_FIELDS } from '../../core/rules/session-fields.testing'
import { createSim, type Sim } from '../app'
import { call, productIds, signIn } from '../testing'
import { MAX_LINE_QTY } from './api'
import { SIM_TOKEN_LIFETIME_MS } from './control'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
let sim: Sim
beforeEach(() => {
  sim = createSim({ clock: () => NOW, now: NOW })
})

const json = async (response: Response) => (await response.json()) as Record<string, unknown> & { errors?: { code: string }[] }

describe('user info', () => {
  test('[API-001] answers with SWY_SHOP_TOKEN, userType, expireTime and the user fields for the aisle_sid cookie', async () => {
    const { cookies, token } = await signIn(sim, { user: 'C' })
    const response = await call(sim, '/api/session/userinfo/freshway?rand=0.123', {
      cookies: { [COOKIES.simSession]: cookies[COOKIES.simSession] as string },
    })
    expect(response.status).toBe(200)
    const info = await json(response)
    for (const field of USER_INFO_FIELDS) expect(info, field).toHaveProperty(field)
    const user = sim.state.users.find((u) => u.key === 'C')!
    expect(info).toMatchObject({
      SWY_SHOP_TOKEN: token,
      userType: 'C',
      expireTime: NOW + SIM_TOKEN_LIFETIME_MS,
      email: user.email,
      banner: 'freshway',
      displayableBanner: 'freshway',
      firstName: user.firstName,
      customerId: user.customerId,
      UUID: user.uuid,
      clubCardNumber: user.clubCardNumber,
      storeId: user.storeId,
      j4uStoreId: user.storeId,
      j4uZipcode: user.zipCode,
      pickupAddress: { storeId: user.storeId },
    })
  })

  test('reads the session from X-Sim-Cookie too (the in-page fetch)', async () => {
    const { cookies } = await signIn(sim, { user: 'R' })
    const response = await call(sim, '/api/session/userinfo/freshway', {
      headers: { 'X-Sim-Cookie': `${COOKIES.simSession}=${cookies[COOKIES.simSession]}` },
    })
    expect(await json(response)).toMatchObject({ userType: 'R' })
  })

  test('answers a guest (no cookie, or a guest session) with userType G and no token', async () => {
    expect(await json(await call(sim, '/api/session/userinfo/freshway'))).toEqual({
      userType: 'G',
      SWY_SHOP_TOKEN: null,
      banner: 'freshway',
    })
    const guest = await signIn(sim, { user: 'G' })
    expect(guest.reply).toMatchObject({ user: 'G', userType: 'G' })
    const info = await json(await call(sim, '/api/session/userinfo/freshway', { cookies: guest.cookies }))
    expect(info).toMatchObject({ userType: 'G', SWY_SHOP_TOKEN: null })
  })

  test('the userType of the sign-in request overrides the seeded one', async () => {
    const { cookies } = await signIn(sim, { user: 'C', userType: 'R' })
    expect(await json(await call(sim, '/api/session/userinfo/freshway', { cookies }))).toMatchObject({ userType: 'R' })
  })

  test('the token is JWT-shaped and carries aln, hid, zip, gid, uuid, exp, fnm and lnm', async () => {
    const { token } = await signIn(sim, { user: 'C' })
    const [, claims] = token.split('.')
    const decoded = JSON.parse(Buffer.from(claims as string, 'base64url').toString('utf8')) as Record<string, unknown>
    const user = sim.state.users.find((u) => u.key === 'C')!
    expect(decoded).toEqual({
      aln: user.clubCardNumber,
      hid: user.householdId,
      zip: user.zipCode,
      gid: user.gid,
      uuid: user.uuid,
      exp: Math.floor((NOW + SIM_TOKEN_LIFETIME_MS) / 1000),
      fnm: user.firstName,
      lnm: user.lastName,
    })
  })
})

describe('mini-cart', () => {
  test('counts the units a sign-in seeded with cartQty', async () => {
    const { auth } = await signIn(sim, { user: 'C', cartQty: 4 })
    const cart = await json(await call(sim, '/api/cart/minicart?rand=42', { headers: auth }))
    expect(cart.cartQty).toBe(4)
    expect(cart.items).toHaveLength(4)
    expect(typeof cart.cartId).toBe('string')
  })

  test('reads a guest cart by its id', async () => {
    const [a, b] = productIds(sim).active
    const guest = await json(await call(sim, '/api/cart/v2/carts', { method: 'POST', body: {} }))
    await call(sim, `/api/cart/v2/items?cartId=${guest.cartId}`, {
      method: 'POST',
      body: {
        items: [
          { itemId: a, qty: 2 },
          { itemId: b, qty: 1 },
        ],
      },
    })
    const cart = await json(await call(sim, `/api/cart/minicart?rand=7&id=${guest.cartId}`))
    expect(cart).toMatchObject({
      cartId: guest.cartId,
      cartQty: 3,
      items: [
        { itemId: a, qty: 2 },
        { itemId: b, qty: 1 },
      ],
    })
  })

  test('answers an empty cart when there is none', async () => {
    expect(await json(await call(sim, '/api/cart/minicart?rand=1'))).toMatchObject({ cartId: null, cartQty: 0, cartPrice: 0, items: [] })
  })

  test('answers 401 to an expired token (tokenExpiresInMs: -1)', async () => {
    const { auth } = await signIn(sim, { user: 'C', tokenExpiresInMs: -1, cartQty: 2 })
    const response = await call(sim, '/api/cart/minicart?rand=1', { headers: auth })
    expect(response.status).toBe(401)
    expect((await json(response)).errors?.[0]?.code).toBe('401')
  })

  test('answers 401 to a token it never issued', async () => {
    const response = await call(sim, '/api/cart/minicart', { headers: { Authorization: 'Bearer not-a-token' } })
    expect(response.status).toBe(401)
  })
})

describe('cart v2', () => {
  test('customer cart: the Bearer owner gets its cart, another customer id is 403, no token is 401', async () => {
    const { auth, reply } = await signIn(sim, { user: 'C', cartQty: 2 })
    const customerId = String(reply.customerId)
    const mine = await call(sim, `/api/cart/v2/customer/${customerId}`, { method: 'POST', headers: auth })
    expect(mine.status).toBe(200)
    expect(await json(mine)).toMatchObject({ cartQty: 2, cartCategory: '1P' })
    expect((await call(sim, '/api/cart/v2/customer/someone-else', { method: 'POST', headers: auth })).status).toBe(403)
    expect((await call(sim, `/api/cart/v2/customer/${customerId}`, { method: 'POST' })).status).toBe(401)
  })

  test('guest cart: POST carts creates one, and returns the same cart when given its cartId', async () => {
    const first = await json(await call(sim, '/api/cart/v2/carts', { method: 'POST', body: {} }))
    expect(first).toMatchObject({ cartQty: 0, items: [] })
    const again = await json(await call(sim, '/api/cart/v2/carts', { method: 'POST', body: { cartId: first.cartId } }))
    expect(again.cartId).toBe(first.cartId)
  })

  test('cartItems seeds exact lines at sign-in', async () => {
    const [a] = productIds(sim).active
    const { reply } = await signIn(sim, { user: 'C', cartItems: [{ itemId: a, qty: 5 }] })
    expect(reply.cart).toMatchObject({ cartQty: 5, items: [{ itemId: a, qty: 5 }] })
  })
})

describe('POST and DELETE items', () => {
  let auth: Record<string, string>
  let active: string[]
  beforeEach(async () => {
    auth = (await signIn(sim, { user: 'C' })).auth
    active = productIds(sim).active
  })
  const post = (items: unknown) => call(sim, '/api/cart/v2/items', { method: 'POST', headers: auth, body: { items } })

  test('quantities are absolute: posting 1, 2 then 3 leaves one line of 3', async () => {
    const id = active[0] as string
    for (const qty of [1, 2, 3]) expect((await post([{ itemId: id, qty }])).status).toBe(200)
    const cart = await json(await post([]))
    expect(cart.items).toEqual([expect.objectContaining({ itemId: id, qty: 3 })])
    expect(cart.cartQty).toBe(3)
    expect((await json(await call(sim, '/api/cart/minicart', { headers: auth }))).cartQty).toBe(3)
  })

  test('qty 0 removes the line; a missing qty means 1; selectedWeight is kept', async () => {
    const a = active[0] as string
    // selectedWeight goes with a sold-by-weight item (sim/routes/cart/shopping-cart.ts refuses it on others)
    const b = sim.state.products.find((p) => p.soldByWeight && p.status === 'active')?.id as string
    await post([
      { itemId: a, qty: 2 },
      { itemId: b, selectedWeight: '1.5' },
    ])
    expect((await json(await post([]))).items).toEqual([
      expect.objectContaining({ itemId: a, qty: 2 }),
      expect.objectContaining({ itemId: b, qty: 1, selectedWeight: '1.5' }),
    ])
    const cart = await json(await post([{ itemId: a, qty: 0 }]))
    expect(cart.items).toEqual([expect.objectContaining({ itemId: b })])
  })

  test('an unknown item answers 400 ITEM_NOT_FOUND and changes nothing, even next to a valid item', async () => {
    const response = await post([
      { itemId: active[0], qty: 1 },
      { itemId: 'no-such-item', qty: 1 },
    ])
    expect(response.status).toBe(400)
    const body = await json(response)
    expect(body.errors?.[0]?.code).toBe('ITEM_NOT_FOUND')
    expect(body.message).toContain('no-such-item')
    expect((await json(await post([]))).cartQty).toBe(0)
  })

  test('an inactive item answers 400 ITEM_INACTIVE', async () => {
    const inactive = productIds(sim).inactive[0]
    expect(inactive).toBeDefined()
    const response = await post([{ itemId: inactive, qty: 1 }])
    expect(response.status).toBe(400)
    expect((await json(response)).errors?.[0]?.code).toBe('ITEM_INACTIVE')
  })

  test.each([-1, 1.5, MAX_LINE_QTY + 1, 'two'])('qty %s answers 400 INVALID_QTY', async (qty) => {
    const response = await post([{ itemId: active[0], qty }])
    expect(response.status).toBe(400)
    expect((await json(response)).errors?.[0]?.code).toBe('INVALID_QTY')
  })

  test('a body without an items list answers 400', async () => {
    const response = await call(sim, '/api/cart/v2/items', { method: 'POST', headers: auth, body: { itemId: active[0] } })
    expect(response.status).toBe(400)
  })

  test('DELETE items removes the line named by the itemId in the body, and only that one', async () => {
    const [a, b] = active as [string, string]
    await post([
      { itemId: a, qty: 2 },
      { itemId: b, qty: 1 },
    ])
    const response = await call(sim, '/api/cart/v2/items', { method: 'DELETE', headers: auth, body: { itemId: a } })
    expect(response.status).toBe(200)
    expect(await json(response)).toMatchObject({ cartQty: 1, items: [{ itemId: b, qty: 1 }] })
  })

  test('guest items: POST without a cartId creates a guest cart; DELETE on an unknown guest cart is 404', async () => {
    const created = await json(await call(sim, '/api/cart/v2/items', { method: 'POST', body: { items: [{ itemId: active[0], qty: 2 }] } }))
    expect(String(created.cartId)).toMatch(/^guest-/)
    expect(created.cartQty).toBe(2)
    const removed = await call(sim, `/api/cart/v2/items?cartId=${created.cartId}`, { method: 'DELETE', body: { itemId: active[0] } })
    expect((await json(removed)).cartQty).toBe(0)
    expect((await call(sim, '/api/cart/v2/items?cartId=nope', { method: 'DELETE', body: { itemId: active[0] } })).status).toBe(404)
  })

  test('an expired token answers 401 on POST items', async () => {
    const expired = await signIn(sim, { user: 'R', tokenExpiresInMs: -1 })
    const response = await call(sim, '/api/cart/v2/items', {
      method: 'POST',
      headers: expired.auth,
      body: { items: [{ itemId: active[0], qty: 1 }] },
    })
    expect(response.status).toBe(401)
  })
})
