/**
 * The simulator's mutable state: the seeded data plus what shoppers did (sessions, carts), the
 * faults a test armed, the request log, and recordings. `createSim` rebuilds it on /__sim/reset.
 */
import { createSeedData, type SeedData, type SeedOptions, type SimUser } from './data'
import { applyHostile, type HostileOptions } from './hostile'

/** One signed-in (or guest) browser session, keyed by the aisle_sid cookie. */
export interface SimSession {
  sid: string
  /** User key in data.users, or 'G' for a guest session. */
  userKey: string
  userType: string
  token: string | null
  /** Token expiry, epoch ms. */
  expireTime: number
  /** Shared storefront session expiry (aisle_session cookie), epoch ms. */
  sessionExpireTime: number
  banner: string
}

export interface SimCartLine {
  itemId: string
  qty: number
  selectedWeight?: string
  cartCategory: string
}

export interface SimCart {
  cartId: string
  /** Customer id for a customer cart, undefined for a guest cart. */
  customerId?: string
  storeId?: string
  lines: SimCartLine[]
}

/** An armed failure: matches requests whose path contains `path` (and method, when given). */
export interface SimFault {
  path: string
  method?: string
  /** Also a regular expression the path must match, e.g. '/api/games/programs$' (so not '/programs/points'). */
  pattern?: string
  /** Reply with this status (default 500) and body. */
  status?: number
  body?: unknown
  /** Reply 200 with a body that is not JSON. */
  malformed?: boolean
  /** Fail like a dropped connection: the in-page fetch rejects; over HTTP the socket is closed. */
  network?: boolean
  /** Wait before answering. */
  delayMs?: number
  /** Answer this many matching requests, then disarm (default: every one until DELETE /__sim/faults). */
  times?: number
  /** Extra headers on the fault's status reply, e.g. {'Retry-After': '2'} with a 429 or 503. */
  headers?: Record<string, string>
}

export interface SimRequestRecord {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: unknown
  status?: number
  at: number
}

export interface SimState extends SeedData {
  sessions: Map<string, SimSession>
  tokens: Map<string, string>
  carts: Map<string, SimCart>
  faults: SimFault[]
  requests: SimRequestRecord[]
  recordings: Map<string, { status: number; body: string }>
  counter: number
  now: () => number
}

export interface SimOptions extends SeedOptions {
  /** The simulator's clock for tokens and sessions (default Date.now). */
  clock?: () => number
  /** Hostile mode: every display text and address of the seed replaced by these payloads (sim/hostile.ts). */
  hostile?: HostileOptions
}

export function createState(options: SimOptions = {}): SimState {
  return {
    ...applyHostile(createSeedData(options), options.hostile),
    sessions: new Map(),
    tokens: new Map(),
    carts: new Map(),
    faults: [],
    requests: [],
    recordings: new Map(),
    counter: 0,
    now: options.clock ?? Date.now,
  }
}

/** A short unique id (deterministic per state): prefix + counter. */
export function nextId(state: SimState, prefix: string): string {
  state.counter += 1
  return `${prefix}${state.counter.toString(36).padStart(6, '0')}`
}

const base64url = (text: string) =>
  btoa(unescape(encodeURIComponent(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A JWT-shaped shop token carrying the claims the widgets read (SES-030); the simulator keeps the truth. */
export function issueToken(state: SimState, user: SimUser, expireTime: number): string {
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))
  const claims = base64url(
    JSON.stringify({
      aln: user.clubCardNumber,
      hid: user.householdId,
      zip: user.zipCode,
      gid: user.gid,
      uuid: user.uuid,
      exp: Math.floor(expireTime / 1000),
      fnm: user.firstName,
      lnm: user.lastName,
    }),
  )
  const token = `${header}.${claims}.${nextId(state, 'sig')}`
  return token
}

export function userByKey(state: SimState, key: string): SimUser | undefined {
  return state.users.find((u) => u.key === key)
}

/** Finds the customer cart of a user, creating an empty one on first use. */
export function customerCart(state: SimState, user: SimUser): SimCart {
  for (const cart of state.carts.values()) if (cart.customerId === user.customerId) return cart
  const cart: SimCart = { cartId: nextId(state, 'cart-'), customerId: user.customerId, storeId: user.storeId, lines: [] }
  state.carts.set(cart.cartId, cart)
  return cart
}

export function cartQty(cart: SimCart | undefined): number {
  return cart ? cart.lines.reduce((sum, l) => sum + l.qty, 0) : 0
}

export function cartPrice(state: SimState, cart: SimCart | undefined): number {
  if (!cart) return 0
  const total = cart.lines.reduce((sum, l) => sum + l.qty * (state.products.find((p) => p.id === l.itemId)?.price ?? 0), 0)
  return Math.round(total * 100) / 100
}

export function cartJson(state: SimState, cart: SimCart) {
  return {
    cartId: cart.cartId,
    cartCategory: '1P',
    storeId: cart.storeId,
    items: cart.lines.map((l) => ({ ...l })),
    cartQty: cartQty(cart),
    cartPrice: cartPrice(state, cart),
  }
}
