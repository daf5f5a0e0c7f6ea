/**
 * The control surface tests and demos drive (/__sim/*): reset, sign-in shortcut, state patches,
 * the request log and armed faults. Documented in sim/README.md.
 */
import { Hono } from 'hono'
import { COOKIES } from '../../core/rules/http'
import { cookieString, jsonBody, type SimEnv } from '../http'
import { cartJson, customerCart, issueToken, nextId, type SimFault, type SimState, userByKey } from '../state'
import { type SimOrderLine, shoppingData } from './cart/shopping-data'

/** Default lifetimes of a simulated sign-in: the token and the shared storefront session. */
export const SIM_TOKEN_LIFETIME_MS = 30 * 60_000
export const SIM_SESSION_LIFETIME_MS = 2 * 60 * 60_000

/** GET /__sim/users/:key: what the server holds of one shopper's writes. */
export interface SimUserWrites {
  key: string
  /** Clipped offer ids. */
  clipped: string[]
  /** Offer ids on the shopper's list. */
  list: string[]
  /** Codes of the games the shopper has opted in to. */
  optedIn: string[]
  /** The shopper's pending orders and their lines (what an edit of an order changed, API-034, API-035). */
  orders: { orderId: string; orderStoreId: string; items: SimOrderLine[] }[]
}

export interface SessionRequest {
  /** User key ('R', 'C', 'E', 'B'); defaults from userType ('R' → R, anything else → C). 'G' signs in a guest session. */
  user?: string
  userType?: string
  banner?: string
  /** Fill the customer cart with this many units (distinct active products, 1 each). */
  cartQty?: number
  cartItems?: { itemId: string; qty: number }[]
  /** Token lifetime from now; negative for an already expired token. */
  tokenExpiresInMs?: number
  /** Shared session lifetime from now; negative for an expired shared session. */
  sessionExpiresInMs?: number
  /** Also set the keep-me-signed-in cookie. */
  keepSignedIn?: boolean
}

/** Creates a session for a seeded user and returns the cookies the real site would set. */
export function signIn(state: SimState, body: SessionRequest) {
  const key = body.user ?? (body.userType === 'G' ? 'G' : body.userType === 'R' ? 'R' : 'C')
  const sid = nextId(state, 'sid-')
  const now = state.now()
  const cookies: Record<string, string> = { [COOKIES.simSession]: sid, [COOKIES.csrf]: nextId(state, 'csrf-') }
  if (key === 'G') {
    state.sessions.set(sid, {
      sid,
      userKey: 'G',
      userType: 'G',
      token: null,
      expireTime: 0,
      sessionExpireTime: 0,
      banner: body.banner ?? 'freshway',
    })
    return { user: 'G', userType: 'G', cookies }
  }
  const user = userByKey(state, key)
  if (!user) throw new Error(`Unknown user "${key}". Known: ${state.users.map((u) => u.key).join(', ')}, G.`)
  const expireTime = now + (body.tokenExpiresInMs ?? SIM_TOKEN_LIFETIME_MS)
  const sessionExpireTime = now + (body.sessionExpiresInMs ?? SIM_SESSION_LIFETIME_MS)
  const userType = body.userType && body.userType !== 'G' ? body.userType : user.userType
  const token = issueToken(state, user, expireTime)
  state.sessions.set(sid, { sid, userKey: user.key, userType, token, expireTime, sessionExpireTime, banner: body.banner ?? 'freshway' })
  state.tokens.set(token, sid)
  const cart = customerCart(state, user)
  if (body.cartItems) cart.lines = body.cartItems.map((i) => ({ itemId: String(i.itemId), qty: i.qty, cartCategory: '1P' }))
  else if (body.cartQty !== undefined) {
    const active = state.products.filter((p) => p.status === 'active')
    cart.lines = Array.from({ length: Math.max(0, body.cartQty) }, (_, i) => ({
      itemId: active[i % active.length]?.id ?? String(i),
      qty: 1,
      cartCategory: '1P',
    }))
  }
  cookies[COOKIES.session] = encodeURIComponent(JSON.stringify({ userType, userData: { expireTime: sessionExpireTime } }))
  if (body.keepSignedIn) cookies[COOKIES.keepSignedIn] = 'true'
  return { user: user.key, userType, token, expireTime, customerId: user.customerId, cart: cartJson(state, cart), cookies }
}

export function controlRoutes(reset: (body: unknown) => void) {
  const app = new Hono<SimEnv>()

  app.post('/reset', async (c) => {
    reset(await jsonBody(c))
    return c.json({ ok: true })
  })

  app.post('/session', async (c) => {
    const body = ((await jsonBody(c)) ?? {}) as SessionRequest
    try {
      const reply = signIn(c.get('state'), body)
      for (const [name, value] of Object.entries(reply.cookies)) {
        c.get('setCookies').push(cookieString(name, value, { httpOnly: name === COOKIES.simSession }))
      }
      return c.json(reply)
    } catch (error) {
      return c.json({ message: (error as Error).message }, 400)
    }
  })

  app.delete('/session', (c) => {
    for (const name of [COOKIES.simSession, COOKIES.session, COOKIES.csrf, COOKIES.keepSignedIn]) {
      c.get('setCookies').push(cookieString(name, '', { maxAge: 0 }))
    }
    return c.json({ ok: true })
  })

  /** Shallow merge into top-level data keys, e.g. {"gamesFlags": {...}} or {"products": [...]}. */
  app.patch('/state', async (c) => {
    const patch = (await jsonBody(c)) as Record<string, unknown> | undefined
    if (!patch || typeof patch !== 'object' || Array.isArray(patch))
      return c.json({ message: 'Send a JSON object of top-level keys.' }, 400)
    const state = c.get('state') as unknown as Record<string, unknown>
    // Sessions, carts, recordings and the clock are live machinery, not data: JSON cannot replace them.
    const locked = Object.keys(patch).filter((key) => state[key] instanceof Map || typeof state[key] === 'function' || key === 'counter')
    if (locked.length) return c.json({ message: `Not patchable: ${locked.join(', ')}.` }, 400)
    for (const [key, value] of Object.entries(patch)) {
      const current = state[key]
      state[key] =
        current && typeof current === 'object' && !Array.isArray(current) && value && typeof value === 'object' && !Array.isArray(value)
          ? { ...current, ...value }
          : value
    }
    return c.json({ ok: true })
  })

  /** What the server holds of one shopper's writes (the soak compares every tab with it): clipped and listed offer ids, joined games. */
  app.get('/users/:key', (c) => {
    const user = c.get('state').users.find((u) => u.key === c.req.param('key'))
    return user
      ? c.json({
          key: user.key,
          clipped: user.clipped,
          list: user.list,
          optedIn: user.optedInPrograms,
          orders: shoppingData(c.get('state'))
            .pendingOrders.filter((o) => o.customerId === user.customerId)
            .map((o) => ({ orderId: o.orderId, orderStoreId: o.storeId, items: o.items })),
        } satisfies SimUserWrites)
      : c.json({ message: 'No such user.' }, 404)
  })

  app.get('/requests', (c) => c.json(c.get('state').requests))
  app.delete('/requests', (c) => {
    c.get('state').requests.length = 0
    return c.json({ ok: true })
  })

  app.post('/faults', async (c) => {
    const body = await jsonBody(c)
    const list = (Array.isArray(body) ? body : [body]) as SimFault[]
    if (list.some((f) => !f || typeof f.path !== 'string')) return c.json({ message: 'Each fault needs a "path" fragment.' }, 400)
    c.get('state').faults.push(...list)
    return c.json({ ok: true, faults: c.get('state').faults })
  })
  app.delete('/faults', (c) => {
    c.get('state').faults.length = 0
    return c.json({ ok: true })
  })

  return app
}
