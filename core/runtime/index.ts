/**
 * One runtime per page (ARCHITECTURE §2): the first Aisle element to connect boots it; every
 * later element, and a second copy of the script, gets the same one. It is the composition root:
 * the only place that wires io into stores.
 */
import { type ApiClient, createApiClient } from '../io/api/client'
import { type PageConfig, readPageConfig } from '../io/config'
import { type CookieJar, getPageCookies } from '../io/cookies'
import { getPageStorage, type SafeStorage } from '../io/storage'
import { applyTheme } from '../io/theme'
import { createWriteMarks } from '../io/write-marks'
import { writeScopeOf } from '../rules/write-marks'
import type { CartStore } from '../stores/cart/cart'
import type { WriteMarksAccess } from '../stores/write-marks'
import { createSessionStore, type SessionStore } from '../stores/session'
import { installCrossTab } from './cross-tab'
import { CART_SLOT, providedStore, type RuntimeSlots, runSlots } from './slots'

export interface Runtime {
  config: PageConfig
  cookies: CookieJar
  storage: SafeStorage
  api: ApiClient
  session: SessionStore
  /** The marks of this page's writes in flight, and what other pages' marks mean for a cache (core/stores/write-marks.ts). */
  writes: WriteMarksAccess
  /**
   * The cart store: not in the shared runtime chunk (a page without a cart widget loads none of it). It lives in a slot, created on first read by
   * core/runtime/cart/cart.ts, which every cart widget's module imports (cartOf); reading it before then throws.
   */
  readonly cart: CartStore
  /** The page's window (stores that need the page's address, history or events get it from here). */
  win: Window
  /** Stores a widget module adds on first use (see runtimeStore in ./slots), so the core chunk holds none of them. */
  slots: RuntimeSlots
}

const KEY = Symbol.for('aisle.runtime')
type WithRuntime = { [KEY]?: Runtime }

export interface RuntimeOptions {
  config?: PageConfig
  /** io injected by tests, Storybook and the in-browser simulator; the page's own by default. */
  fetch?: typeof fetch
  cookies?: CookieJar
  storage?: SafeStorage
}

export function createRuntime(win: Window, options: RuntimeOptions = {}): Runtime {
  const config = options.config ?? readPageConfig(win)
  const cookies = options.cookies ?? getPageCookies()
  const storage = options.storage ?? getPageStorage()
  let api: ApiClient | undefined
  const marks = createWriteMarks(storage)
  const scope = () => writeScopeOf(session.$session.get().shopper)
  const writes: WriteMarksAccess = { marks, scope }
  const getApi = () => {
    api ??= createApiClient({
      config,
      session,
      cookies,
      writes: { begin: (resource) => marks.begin(resource, scope()) },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
    return api
  }
  const session = createSessionStore({
    api: getApi,
    cookies,
    storage,
    bannerB: config.banner.cookieVariant === 'b',
    page: {
      href: () => win.location.href,
      referrer: () => win.document.referrer,
      assign: (url) => win.location.assign(url),
    },
  })
  const runtime: Runtime = {
    config,
    cookies,
    storage,
    api: getApi(),
    session,
    writes,
    get cart() {
      return providedStore(runtime, CART_SLOT)
    },
    win,
    slots: new Map(),
  }
  return runtime
}

export function bootRuntime(win: Window = window): Runtime {
  const holder = win as unknown as WithRuntime
  const existing = holder[KEY]
  if (existing) return existing
  const runtime = createRuntime(win)
  holder[KEY] = runtime
  applyTheme(win.document, runtime.config.banner)
  installCrossTab(runtime)
  void runtime.session.start()
  return runtime
}

/** Makes `runtime` the page's runtime (Storybook, tests, an embedding app that injects its own io). */
export function installRuntime(runtime: Runtime, win: Window = window): Runtime {
  ;(win as unknown as WithRuntime)[KEY] = runtime
  void runtime.session.start()
  return runtime
}

/** For browser tests: forget the page's runtime so the next element boots a fresh one. */
export function resetRuntime(win: Window = window): void {
  const holder = win as unknown as WithRuntime
  const runtime = holder[KEY]
  // Each slot's key says how to stop it (the cart's refresh timer, watchers, channels).
  if (runtime) runSlots(runtime, 'dispose')
  delete holder[KEY]
}
