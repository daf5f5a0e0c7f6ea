/**
 * The in-page simulator behind every story. Each story gets a fresh simulator and a fresh runtime,
 * built the way the browser tests build theirs (test/support/widget-fixture.ts, sim-fetch.ts), then
 * put in the state the story's `parameters.sim` describes: who is signed in, which calls fail, how
 * slow the API is.
 *
 * One difference from the tests: a story's cookies and local storage live in memory, in the story's
 * own jar and storage. A docs page shows every story of a widget at once, each in its own frame, and
 * same-origin frames share document.cookie and localStorage: with the page's own, the stories would
 * sign each other in and out, and the mini carts would follow each other's counts through storage
 * events (as they are built to across tabs).
 */
import { waitFor } from 'storybook/test'
import { resolvePageConfig } from '../core/io/config'
import { type CookieJar, createMemoryCookieJar } from '../core/io/cookies'
import { createSafeStorage } from '../core/io/storage'
import { applyTheme } from '../core/io/theme'
import { type BannerId, DEFAULT_BANNER_ID, isBannerId } from '../core/rules/banners'
import { COOKIES } from '../core/rules/http'
import { releaseDetachedElements } from '../core/elements/define'
import { createRuntime, installRuntime, type Runtime, resetRuntime } from '../core/runtime'
import { createSim, type Sim } from '../sim/app'
import type { SessionRequest } from '../sim/routes/control'
import { shoppingData } from '../sim/routes/cart/shopping-data'
import type { SimFault } from '../sim/state'
import { clearSimCookies } from '../test/support/sim-fetch'
import { PREFERENCE_OF_CHANNEL, type StoryGlobals } from './toolbar'

/** A story's `parameters.sim`. */
export interface SimParameters {
  /** Sign in before the widgets start: the body of POST /__sim/session, e.g. `{ userType: 'C', cartQty: 5 }`. Omit for a guest; `false`
   * makes a story a guest's where its component's parameters sign in (Storybook merges a story's parameters into them). */
  signIn?: SessionRequest | false
  /** Faults to arm: the body of POST /__sim/faults, e.g. `[{ path: 'minicart', status: 500 }]` (path is a fragment of the URL path). */
  faults?: SimFault[]
  /** Delay every API call by this many milliseconds, to show loading states. */
  delayMs?: number
  /** The signed-in shopper is editing their pending order: its edit-mode cookies are set (order number, store, slot). */
  editOrder?: boolean
  /** The page configuration's feature flags (core/rules/feature-flags.ts), e.g. `{ disableGuestCart: false }`. */
  flags?: Record<string, boolean>
}

/** What the global loader hands to each story as `loaded.aisle`. */
export interface StorySim {
  sim: Sim
  runtime: Runtime
  cookies: StoryCookieJar
  /** Changes on every setup, so the decorator can remount the elements onto the new runtime. */
  generation: number
}

/** Every API call's path contains this (the environment's prefix `/abs/<env>`); the `delayMs` fault matches on it. */
export const API_PATH_FRAGMENT = '/abs/'

/** Long enough that a designer sees a loading state that never ends. */
export const LOADING_FOREVER_MS = 24 * 60 * 60_000

/** Local storage keys that belong to Storybook's own UI, which shares the preview frame's origin. */
const STORYBOOK_KEY = /storybook|^lastViewedStoryIds$/i

let generation = 0

/** A memory cookie jar that can also write the Cookie header the simulator reads. */
export interface StoryCookieJar extends CookieJar {
  header(): string
}

export function createStoryCookieJar(): StoryCookieJar {
  const jar = createMemoryCookieJar()
  const names = new Set<string>()
  return {
    mode: jar.mode,
    get: (name) => jar.get(name),
    set(name, value, options) {
      names.add(name)
      jar.set(name, value, options)
    },
    remove(name, options) {
      names.delete(name)
      jar.remove(name, options)
    },
    header: () =>
      [...names]
        .map((name) => [name, jar.get(name)] as const)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
  }
}

/**
 * The runtime's fetch: every request goes to the in-page simulator, with the story's cookies in
 * X-Sim-Cookie (browsers drop the Cookie header of constructed requests; see test/support/sim-fetch.ts).
 */
export function storyFetch(sim: Sim, cookies: StoryCookieJar): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const headers = new Headers(request.headers)
    const cookie = cookies.header()
    if (request.credentials !== 'omit' && cookie) headers.set('X-Sim-Cookie', cookie)
    return sim.fetch(new Request(request, { headers }))
  }
}

/** A control call (/__sim/*) to the story's simulator; throws when the simulator refuses it. */
export async function storyControl(sim: Sim, cookies: StoryCookieJar, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await sim.fetch(
    new Request(new URL(path, location.origin), {
      method,
      headers: { 'content-type': 'application/json', 'X-Sim-Cookie': cookies.header() },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  )
  const text = await response.text()
  const reply: unknown = text ? JSON.parse(text) : null
  if (!response.ok) throw new Error(`Aisle story: ${method} ${path} failed (${response.status}): ${text}`)
  return reply
}

/** Signs in through POST /__sim/session and keeps the cookies the real site would set. */
export async function storySignIn(sim: Sim, cookies: StoryCookieJar, body: SessionRequest): Promise<void> {
  const reply = (await storyControl(sim, cookies, 'POST', '/__sim/session', body)) as { cookies?: Record<string, string> }
  for (const [name, value] of Object.entries(reply.cookies ?? {})) cookies.set(name, value)
}

/** Forgets the previous story's runtime and session-timeout modal, and anything left in the page's cookies and storage. */
export function tearDownStorySim(): void {
  resetRuntime()
  // Only the modal the widgets append to <body> themselves; one a story renders belongs to React.
  document.querySelectorAll('body > aisle-session-timeout').forEach((el) => el.remove())
  // Removed tags release now: one left mounted would boot a runtime of its own before the next story installs one.
  releaseDetachedElements()
  clearSimCookies()
  try {
    for (const key of Object.keys(localStorage)) if (!STORYBOOK_KEY.test(key)) localStorage.removeItem(key)
  } catch {
    /* storage may be blocked in a sandboxed frame; the stories do not use it */
  }
}

/**
 * Builds the simulator and runtime for one story and installs the runtime as the page's. `globals` are the
 * toolbar's (toolbar.ts): the banner, and a channel that becomes every seeded shopper's preference.
 */
export async function setUpStorySim(params: SimParameters = {}, globals: StoryGlobals = {}): Promise<StorySim> {
  tearDownStorySim()
  const banner = globals.banner ?? DEFAULT_BANNER_ID
  const bannerId: BannerId = isBannerId(banner) ? banner : DEFAULT_BANNER_ID
  const sim = createSim()
  const cookies = createStoryCookieJar()
  if (globals.channel) for (const user of sim.state.users) user.preference = PREFERENCE_OF_CHANNEL[globals.channel]
  if (params.signIn) await storySignIn(sim, cookies, { banner: bannerId, ...params.signIn })
  if (params.editOrder) setEditedOrderCookies(sim, cookies, params.signIn || undefined)
  const faults: SimFault[] = [...(params.faults ?? [])]
  if (params.delayMs) faults.push({ path: API_PATH_FRAGMENT, delayMs: params.delayMs })
  if (faults.length > 0) await storyControl(sim, cookies, 'POST', '/__sim/faults', faults)
  const config = resolvePageConfig({
    host: `${bannerId}.localhost`,
    origin: location.origin,
    search: '',
    ...(params.flags ? { overrides: { flags: params.flags } } : {}),
  })
  const runtime = createRuntime(window, {
    config,
    fetch: storyFetch(sim, cookies),
    cookies,
    // No backing storage: memory only, private to this story (see the top of this file).
    storage: createSafeStorage(() => undefined),
  })
  // bootRuntime() themes the page; an installed runtime does not, so do it here.
  applyTheme(document, config.banner)
  installRuntime(runtime)
  generation += 1
  return { sim, runtime, cookies, generation }
}

/** The edit-mode cookies of the signed-in shopper's pending order (CRT-030), as the edit-order app leaves them. */
function setEditedOrderCookies(sim: Sim, cookies: StoryCookieJar, signIn: SessionRequest | undefined): void {
  const key = signIn?.user ?? (signIn?.userType === 'R' ? 'R' : 'C')
  const customerId = sim.state.users.find((u) => u.key === key)?.customerId
  const order = shoppingData(sim.state).pendingOrders.find((o) => o.customerId === customerId)
  if (!order) throw new Error(`The simulator seed has no pending order for user ${key}.`)
  cookies.set(COOKIES.orderNumber, order.orderId)
  cookies.set(COOKIES.orderStoreId, order.storeId)
  cookies.set(COOKIES.slot, order.slot.slotId)
}

/** The story's simulator and runtime, from the story context's `loaded`. */
export function storySim(loaded: Record<string, unknown>): StorySim {
  const value = loaded.aisle as StorySim | undefined
  if (!value) throw new Error('Aisle stories need the global loader in .storybook/preview.ts (loaded.aisle is missing).')
  return value
}

/** A seeded product the cart accepts: active and in stock. */
export function activeProduct(sim: Sim): { id: string; name: string } {
  const product = sim.state.products.find((p) => p.status === 'active' && p.inventoryAvailable)
  if (!product) throw new Error('The simulator seed has no active, in-stock product.')
  return { id: String(product.id), name: product.name }
}

/** For play functions: waits until the tag's element has rendered its button, then presses it. */
export async function pressButton(canvas: HTMLElement, tag: `aisle-${string}`): Promise<HTMLButtonElement> {
  const button = await waitFor(() => {
    const found = canvas.querySelector(tag)?.shadowRoot?.querySelector('button')
    if (!found) throw new Error(`<${tag}> has not rendered its button yet.`)
    return found
  })
  button.click()
  return button
}

/** For play functions: waits until the tag's first element has rendered the button with this part, then presses it. */
export async function pressPart(canvas: HTMLElement, tag: `aisle-${string}`, part: string): Promise<HTMLButtonElement> {
  const button = await waitFor(() => {
    const found = canvas.querySelector(tag)?.shadowRoot?.querySelector<HTMLButtonElement>(`button[part~="${part}"]:not([disabled])`)
    if (!found) throw new Error(`<${tag}> has not rendered an enabled button with part "${part}" yet.`)
    return found
  })
  button.click()
  return button
}
