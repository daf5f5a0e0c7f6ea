/**
 * The retailer's API as the widgets call it, under /abs/<env> (see sim/README.md): user info and the
 * mini-cart here; carts, orders, catalog, recommendations and subscriptions (shopping*.ts, catalog.ts,
 * recommendations.ts, subscriptions.ts), offers and games each in their own files.
 */
import { Hono } from 'hono'
import { errorBody, type SimContext, type SimEnv, sessionOf } from '../http'
import { cartQty, type SimState, userByKey } from '../state'
import { adTrackerRoutes } from './products/ad-tracker'
import { gamesRoutes } from './games/games'
import { catalogRoutes } from './products/catalog'
import { offerRoutes } from './coupons/offers'
import { recommendationRoutes } from './products/recommendations'
import { shoppingRoutes } from './cart/shopping'
import { resolveCart } from './cart/shopping-cart'
import { linesPrice, SIM_MESSAGES } from './cart/shopping-data'
import { subscriptionRoutes } from './products/subscriptions'

export { MAX_LINE_QTY, SIM_MESSAGES } from './cart/shopping-data'

/** The pickup store's address (SES-028 names the field; its shape is the team's, see sim/README.md). */
function pickupAddress(state: SimState, storeId: string) {
  const store = state.stores.find((s) => s.storeId === storeId)
  if (!store) return null
  return {
    storeId: store.storeId,
    name: store.name,
    address: store.address ?? null,
    city: store.city,
    state: store.state,
    zipCode: store.zipCode,
  }
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

export function apiRoutes() {
  const app = new Hono<SimEnv>()

  app.get('/api/session/userinfo/:banner', (c) => c.json(userInfo(c.get('state'), c, c.req.param('banner'))))

  app.get('/api/cart/minicart', (c) => {
    const cart = resolveCart(c, c.req.query('id'), false)
    if (cart === 'unauthorized') return c.json(errorBody('401', SIM_MESSAGES.unauthorized), 401)
    const state = c.get('state')
    return c.json({
      cartId: cart?.cartId ?? null,
      cartQty: cartQty(cart),
      cartPrice: linesPrice(state, cart?.lines ?? []),
      storeId: cart?.storeId ?? null,
      items: (cart?.lines ?? []).map((l) => ({ itemId: l.itemId, qty: l.qty })),
    })
  })

  app.route('/', offerRoutes())
  app.route('/', gamesRoutes())
  app.route('/', shoppingRoutes())
  app.route('/', catalogRoutes())
  app.route('/', recommendationRoutes())
  app.route('/', adTrackerRoutes())
  app.route('/', subscriptionRoutes())
  return app
}
