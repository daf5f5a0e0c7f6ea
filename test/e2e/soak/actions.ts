/**
 * The chaos soak's actions (not shipped): what a shopper on a slow, failing network does, drawn from the seeded
 * source — presses with real pointer and keyboard input, navigations, reloads, Back / Forward (not waiting for the
 * page, so writes are in flight across them), waits, and faults armed and cleared through the simulator.
 */
import { GAMES_PATHS, OFFER_PATHS, SHOPPING_PATHS } from '../../../core/rules/endpoints'
import { pressOnPage } from './presses'
import { control, note, SOAK_PAGES, type Tab, type World } from './world'

/** The writes the walk's presses send: cart items, clip, list add and remove, opt-in. */
export const WRITE_PATHS = ['/cart/v2/items', OFFER_PATHS.clip, OFFER_PATHS.listAdd, OFFER_PATHS.listRemove, GAMES_PATHS.optIn] as const

/** The write calls faults are armed on, and the reads the writes depend on (the quick-add basket, the list, the games). */
export const FAULT_PATHS = [
  ...WRITE_PATHS,
  '/api/cart/minicart',
  SHOPPING_PATHS.smartBasket(''),
  OFFER_PATHS.shoppingList,
  '/api/offers/',
  '/api/session/userinfo',
  GAMES_PATHS.programs,
  '/api/games/',
  '/api/',
] as const

/** Every kind of fault the simulator has (sim/state.ts SimFault), with its share of the draws. */
export const FAULT_KINDS = ['error', 'unauthorised', 'too-many', 'slow', 'dropped', 'malformed'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

/** The Retry-After a 429 fault names, in seconds: the client waits that long before it sends the write again. */
export const RETRY_AFTER_S = { min: 1, max: 2 } as const

/** A reply slowed by 1-8 s: a slow phone network's replies. */
export const SLOW_MS = { min: 1000, max: 8000 } as const

export function faultOf(kind: FaultKind, path: string, world: World): Record<string, unknown> {
  const times = world.rng.int(1, 3)
  switch (kind) {
    case 'error':
      return { path, status: world.rng.pick([500, 502, 503]), times }
    case 'unauthorised':
      return { path, status: 401, times: 1 }
    case 'too-many':
      return { path, status: 429, headers: { 'Retry-After': String(world.rng.int(RETRY_AFTER_S.min, RETRY_AFTER_S.max)) }, times }
    case 'slow':
      return { path, delayMs: world.rng.int(SLOW_MS.min, SLOW_MS.max), times }
    case 'dropped':
      return { path, network: true, times }
    case 'malformed':
      return { path, malformed: true, times }
    default:
      return kind satisfies never
  }
}

/** A navigation that does not wait for the page: writes of the page left may still be in flight. */
async function navigate(world: World, tab: Tab, what: string, go: () => Promise<unknown>): Promise<void> {
  note(world, `${tab.name}: ${what}`)
  await go().catch(() => undefined)
}

/** One drawn action. */
export async function act(world: World): Promise<void> {
  const tab = world.rng.pick(world.tabs)
  const { page } = tab
  const roll = world.rng.int(0, 99)
  // The shopper looks at the drawn tab: it comes to the front, and the other one paints no frames until it is drawn
  // (as a background tab in a browser; a page in the back gets no animation frames, so its clicks never settle).
  await page.bringToFront().catch(() => undefined)
  if (roll < 45) {
    // A press of one of the surfaces the tab shows (presses.ts); a page with nothing to press: the shopper goes to another.
    if (await pressOnPage(world, tab)) return
    const at = new URL(page.url()).pathname
    const path = world.rng.pick(SOAK_PAGES.filter((p) => p !== at))
    return navigate(world, tab, `go ${path}`, () => page.goto(world.url(path), { waitUntil: 'commit', timeout: 10_000 }))
  }
  if (roll < 57) {
    const path = world.rng.pick(SOAK_PAGES)
    return navigate(world, tab, `go ${path}`, () => page.goto(world.url(path), { waitUntil: 'commit', timeout: 10_000 }))
  }
  if (roll < 62) return navigate(world, tab, 'reload', () => page.reload({ waitUntil: 'commit', timeout: 10_000 }))
  if (roll < 67) return navigate(world, tab, 'back', () => page.goBack({ waitUntil: 'commit', timeout: 10_000 }))
  if (roll < 70) return navigate(world, tab, 'forward', () => page.goForward({ waitUntil: 'commit', timeout: 10_000 }))
  if (roll < 84) {
    // Half the faults land on the writes the walk presses, the rest on them or on the reads they depend on.
    const path = world.rng.chance(0.5) ? world.rng.pick(WRITE_PATHS) : world.rng.pick(FAULT_PATHS)
    const fault = faultOf(world.rng.pick(FAULT_KINDS), path, world)
    world.faultsArmed++
    note(world, `arm fault ${JSON.stringify(fault)}`)
    await control(world, 'POST', '/__sim/faults', [fault])
    return
  }
  if (roll < 89) {
    note(world, 'clear faults')
    await control(world, 'DELETE', '/__sim/faults')
    return
  }
  const ms = world.rng.int(100, 1500)
  note(world, `${tab.name}: wait ${ms} ms`)
  await page.waitForTimeout(ms)
}
