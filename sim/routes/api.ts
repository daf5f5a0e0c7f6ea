/**
 * The retailer's API as the widgets call it, under /abs/<env> (see sim/README.md): user info and
 * carts. Later issues add offers, products and games here, each in its own file.
 */
import { Hono } from 'hono'
import { bearerSession, errorBody, jsonBody, type SimContext, type SimEnv, sessionOf } from '../http'
import { gamesRoutes } from './games'
import { cartJson, cartPrice, cartQty, customerCart, nextId, type SimCart, type SimState, userByKey } from '../state'
import { offerRoutes } from './offers'

export const SIM_MESSAGES = {
  unauthorized: 'Token is missing, invalid or expired.',
  noCart: 'Cart not found.',
  unknownItem: (id: string) => `Item ${id} does not exist.`,
  inactiveItem: (id: string) => `Item ${id} is not available.`,
  badQty: 'qty must be a whole number from 0 to 99.',
} as const

export const MAX_LINE_QTY = 99

/** The pickup store's address (SES-028 names the field; its shape is the team's, see sim/README.md). */
function pickupAddress(state: SimState, storeId: string) {
  const store = state.stores.find((s) => s.storeId === storeId)
  if (!store) return null
  return { storeId: store.storeId, name: store.name, address: store.address ?? null, city: store.city, state: store.state, zipCode: store.zipCode }
}

function userInfo(state: SimState, c: SimContext, banner: string) {
  const session = sessionOf(c)
  const user = session && session.userKey !== 'G' ? userByKey(state, session.userKey) : undefined
  if (!session || !user) return { userType: 'G', SWY_SHOP_TOKEN: null, banner }
  return {
    SWY_SHOP_TOKEN: session.token,
    userType: session.userType,
    expireTime: session.expireTime,
    email: user.email,
    banner,
    displayableBanner: banner,
    firstName: user.firstName,
    customerId: user.customerId,
    UUID: user.uuid,
    clubCardNumber: user.clubCardNumber,
    storeId: user.storeId,
    zipcode: user.zipCode,
    j4uStoreId: user.storeId,
    j4uZipcode: user.zipCode,
    j4u: { storeId: user.storeId, zipcode: user.zipCode },
    pickupAddress: pickupAddress(state, user.storeId),
    preference: user.preference,
    siteType: user.siteType ?? null,
    houseId: user.householdId,
    customerType: user.customerType,
  }
}

/** The cart a storefront call works on: the signed-in customer's, else the guest cart named by id. */
function cartFor(c: SimContext, guestId: string | undefined): SimCart | undefined | 'unauthorized' {
  const state = c.get('state')
  const bearer = bearerSession(c)
  if (bearer === 'expired') return 'unauthorized'
  if (bearer) {
    const user = userByKey(state, bearer.userKey)
    return user ? customerCart(state, user) : undefined
  }
  return guestId ? state.carts.get(guestId) : undefined
}

function newGuestCart(state: SimState): SimCart {
  const cart: SimCart = { cartId: nextId(state, 'guest-'), lines: [] }
  state.carts.set(cart.cartId, cart)
  return cart
}

export function apiRoutes() {
  const app = new Hono<SimEnv>()

  app.get('/api/session/userinfo/:banner', (c) => c.json(userInfo(c.get('state'), c, c.req.param('banner'))))

  app.get('/api/cart/minicart', (c) => {
    const cart = cartFor(c, c.req.query('id'))
    if (cart === 'unauthorized') return c.json(errorBody('401', SIM_MESSAGES.unauthorized), 401)
    const state = c.get('state')
    return c.json({ cartId: cart?.cartId ?? null, cartQty: cartQty(cart), cartPrice: cartPrice(state, cart), storeId: cart?.storeId ?? null, items: (cart?.lines ?? []).map((l) => ({ itemId: l.itemId, qty: l.qty })) })
  })

  app.post('/api/cart/v2/customer/:customerId', (c) => {
    const bearer = bearerSession(c)
    if (!bearer || bearer === 'expired') return c.json(errorBody('401', SIM_MESSAGES.unauthorized), 401)
    const state = c.get('state')
    const user = userByKey(state, bearer.userKey)
    if (!user || user.customerId !== c.req.param('customerId')) return c.json(errorBody('403', 'Not your cart.'), 403)
    return c.json(cartJson(state, customerCart(state, user)))
  })

  app.post('/api/cart/v2/carts', async (c) => {
    const state = c.get('state')
    const body = ((await jsonBody(c)) ?? {}) as { cartId?: string }
    const cart = (body.cartId && state.carts.get(body.cartId)) || newGuestCart(state)
    return c.json(cartJson(state, cart))
  })

  app.post('/api/cart/v2/items', async (c) => {
    const state = c.get('state')
    let cart = cartFor(c, c.req.query('cartId'))
    if (cart === 'unauthorized') return c.json(errorBody('401', SIM_MESSAGES.unauthorized), 401)
    const body = (await jsonBody(c)) as { items?: { itemId?: unknown; qty?: unknown; selectedWeight?: unknown }[] } | undefined
    if (!body || !Array.isArray(body.items)) return c.json(errorBody('400', 'Send {"items": [...]}.'), 400)
    for (const item of body.items) {
      const id = String(item.itemId ?? '')
      const product = state.products.find((p) => p.id === id)
      if (!product) return c.json(errorBody('ITEM_NOT_FOUND', SIM_MESSAGES.unknownItem(id)), 400)
      if (product.status !== 'active') return c.json(errorBody('ITEM_INACTIVE', SIM_MESSAGES.inactiveItem(id)), 400)
      const qty = item.qty === undefined ? 1 : Number(item.qty)
      if (!Number.isInteger(qty) || qty < 0 || qty > MAX_LINE_QTY) return c.json(errorBody('INVALID_QTY', SIM_MESSAGES.badQty), 400)
    }
    cart ??= newGuestCart(state)
    for (const item of body.items) {
      const id = String(item.itemId)
      const qty = item.qty === undefined ? 1 : Number(item.qty)
      const line = cart.lines.find((l) => l.itemId === id)
      if (qty === 0) cart.lines = cart.lines.filter((l) => l.itemId !== id)
      else if (line) line.qty = qty
      else cart.lines.push({ itemId: id, qty, cartCategory: '1P', ...(item.selectedWeight == null ? {} : { selectedWeight: String(item.selectedWeight) }) })
    }
    return c.json(cartJson(state, cart))
  })

  app.delete('/api/cart/v2/items', async (c) => {
    const state = c.get('state')
    const cart = cartFor(c, c.req.query('cartId'))
    if (cart === 'unauthorized') return c.json(errorBody('401', SIM_MESSAGES.unauthorized), 401)
    if (!cart) return c.json(errorBody('404', SIM_MESSAGES.noCart), 404)
    const body = (await jsonBody(c)) as { itemId?: unknown } | undefined
    const id = String(body?.itemId ?? '')
    cart.lines = cart.lines.filter((l) => l.itemId !== id)
    return c.json(cartJson(state, cart))
  })

  app.route('/', offerRoutes())
  app.route('/', gamesRoutes())
  return app
}
