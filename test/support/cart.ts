/**
 * A page's session and cart stores wired to the in-process simulator, for core/stores Node tests (not
 * shipped): the real stores, the real api client, the simulator behind `fetch`. `wrap` lets a test stand
 * between the client and the simulator (latency, dropped calls) without touching our code.
 */
import { createSim, type Sim } from '../../sim/app'
import { signIn } from '../../sim/testing'
import { createApiClient } from '../../core/io/api/client'
import { createMemoryCookieJar } from '../../core/io/cookies'
import { createSafeStorage, type SafeStorage } from '../../core/io/storage'
import type { OrderRef } from '../../core/rules/cart/order-lines'
import type { CartLine } from '../../core/rules/cart/queue'
import { createCartStore } from '../../core/stores/cart/cart'
import { createSessionStore } from '../../core/stores/session'
import { pageConfig } from './api'
import { SIM_HOST } from './sim-api'
import { memoryStorage } from './storage'

export const SIM_NOW = Date.UTC(2030, 4, 14, 12, 0, 0)

export { memoryStorage }

export type SimFetch = (request: Request) => Promise<Response>

export interface CartPageOptions {
  /** The simulator user signed in ('C', 'R', 'G' for a guest session); none: an anonymous guest. */
  user?: string
  sim?: Sim
  /** Stands between the client and the simulator. */
  wrap?: (next: SimFetch) => SimFetch
  /** Receives the page events the cart store dispatches. */
  dispatch?: (name: string, detail: unknown) => void
}

/** One page: its session and cart stores over the simulator, and every request the page sent. */
export async function cartPage(options: CartPageOptions = {}) {
  const sim = options.sim ?? createSim({ clock: () => SIM_NOW, now: SIM_NOW })
  const signedIn = options.user ? await signIn(sim, { user: options.user }) : undefined
  // Only the session cookie: the client sends no CSRF header to the simulator's absolute URLs.
  const cookie = signedIn ? `aisle_sid=${signedIn.cookies.aisle_sid}` : undefined
  const sent: Request[] = []
  const toSim: SimFetch = (request) => sim.fetch(request)
  let through = options.wrap ? options.wrap(toSim) : toSim
  const cookies = createMemoryCookieJar(() => SIM_NOW)
  const storage = createSafeStorage(() => memoryStorage(), { warn() {} })
  const api = createApiClient({
    config: pageConfig(SIM_HOST),
    session: { current: () => session.current(), refresh: () => session.refresh() },
    cookies,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (cookie) request.headers.set('X-Sim-Cookie', cookie)
      sent.push(request.clone())
      return through(request)
    },
  })
  const session = createSessionStore({
    api: () => api,
    cookies,
    storage,
    now: () => SIM_NOW,
    page: { href: () => `https://${SIM_HOST}/`, referrer: () => '', assign() {} },
  })
  /**
   * A fresh cart store of this page (empty local storage), as a new page view would have; or, with `view.storage`, a new
   * view over the storage an earlier view left (and `view.refreshPage`: a CRT-020 page).
   */
  const newCart = (
    dispatch = options.dispatch,
    view: { storage?: SafeStorage; refreshPage?: boolean; editingOrder?: () => OrderRef | undefined } = {},
  ) =>
    createCartStore({
      api: () => api,
      session,
      storage: view.storage ?? createSafeStorage(() => memoryStorage(), { warn() {} }),
      now: () => SIM_NOW,
      log: { warn() {}, error() {} },
      dispatch,
      refreshPage: view.refreshPage,
      editingOrder: view.editingOrder,
    })
  const cart = newCart()
  return {
    sim,
    session,
    cart,
    sent,
    api,
    newCart,
    user: signedIn ? sim.state.users.find((u) => u.key === options.user) : undefined,
    /** Puts `wrap` between the client and the simulator from now on. */
    route(wrap: (next: SimFetch) => SimFetch) {
      through = wrap(toSim)
    },
  }
}

/** The simulator's lines of the page's cart, as comparable records. */
export function simLines(sim: Sim, cartId: string | undefined) {
  const cart = cartId ? sim.state.carts.get(cartId) : undefined
  return comparable((cart?.lines ?? []) as unknown as CartLine[])
}

/** Lines reduced to what both sides must agree on, in a stable order. */
export function comparable(lines: readonly Pick<CartLine, 'itemId' | 'qty' | 'selectedWeight' | 'isSnsSub'>[]) {
  return lines
    .map((l) => ({ itemId: String(l.itemId), qty: l.qty, selectedWeight: l.selectedWeight ?? null, sns: l.isSnsSub === true }))
    .sort((a, b) => `${a.itemId}${a.sns}`.localeCompare(`${b.itemId}${b.sns}`))
}
