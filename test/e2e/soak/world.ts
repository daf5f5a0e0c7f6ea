/**
 * The chaos soak's world (not shipped): one shopper's two tabs in one browser context, a control page on the
 * banner's origin for the simulator's control calls, the seeded random source, the ledger of presses and the
 * trail of the last actions a failure prints.
 */
import type { BrowserContext, Page } from 'playwright'
import { mulberry32 } from '../../../sim/data/random'

/**
 * The demo pages a walk visits: the home page (mini cart, game grid), the product page (product cards, quick add,
 * product carousels), the coupons page (offer carousel, deals grid with its non-digital coupon). The Play & Earn page
 * is not walked: its grid is the home page's (the same hook, view and store), and its other writes are not modelled.
 */
/** The banner whose site the walks visit (its host and the API's banner path). */
export const SOAK_BANNER = 'freshway'

export const SOAK_PAGES = ['/', '/product.html', '/coupons.html'] as const

/** How many actions a failure prints. */
export const TRAIL_LENGTH = 20

export interface Tab {
  name: 'A' | 'B'
  page: Page
  errors: string[]
}

/**
 * One press of a write: what was asked, where, and what the screen said of it. Kinds: 'add' (a cart line; a quick
 * add of several items is one entry per item), 'clip' (a clip or activate: the offer is clipped), 'list-add' and
 * 'list-remove' (the offer is on, or off, the shopper's list), 'opt-in' (the shopper joined the game).
 */
export interface Press {
  step: number
  tab: Tab['name']
  kind: 'add' | 'clip' | 'list-add' | 'list-remove' | 'opt-in'
  /** The item id (add), offer id (clip, list) or game's program code (opt-in). */
  id: string
  surface: string
  /** 'ok' when the screen said it was done, 'failed' when it said it failed, 'unknown' when the tab left first. */
  outcome: 'ok' | 'failed' | 'unknown'
}

export interface Rng {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

export function seededRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return { next, int, pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number], chance: (p) => next() < p }
}

export interface World {
  seed: number
  rng: Rng
  context: BrowserContext
  url: (path: string) => string
  tabs: [Tab, Tab]
  control: Page
  /** The shopper the walk signs in (the simulator's user key), its token and store. */
  shopper: { user: string; token: string; storeId: string }
  step: number
  presses: Press[]
  /** The step of the last settle (0 before the first): a write in flight before it has landed. */
  settledAt: number
  trail: string[]
  faultsArmed: number
}

/** How many presses the walk made: a step presses at most once (a quick add of several items is one press). */
export const pressCount = (world: Pick<World, 'presses'>): number => new Set(world.presses.map((p) => p.step)).size

/** What a soak run found: thrown with everything needed to replay it. */
export class SoakViolation extends Error {
  constructor(world: Pick<World, 'seed' | 'step' | 'trail'>, what: string) {
    super(
      `soak violation (seed ${world.seed}, step ${world.step}): ${what}\nlast actions:\n  ${world.trail.join('\n  ')}\nreplay: npm run soak -- --seed ${world.seed} --steps ${world.step + 1}`,
    )
    this.name = 'SoakViolation'
  }
}

export function note(world: World, action: string): void {
  world.trail.push(`#${world.step} ${action}`)
  // AISLE_SOAK_TRACE=1 prints every action as it happens (the long soak's log).
  if (process.env.AISLE_SOAK_TRACE) console.log(`seed ${world.seed} #${world.step} ${action}`)
  if (world.trail.length > TRAIL_LENGTH) world.trail.shift()
}

/** A control call to the simulator from the control page (on the banner's origin, so Chromium resolves it). */
export async function control<T = unknown>(world: Pick<World, 'control'>, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await world.control.evaluate(
    async ([m, p, b]) => {
      const r = await fetch(p as string, {
        method: m as string,
        headers: { 'content-type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      })
      return { status: r.status, text: await r.text() }
    },
    [method, path, body] as const,
  )
  if (reply.status >= 400) throw new Error(`${method} ${path}: ${reply.status} ${reply.text}`)
  return (reply.text ? JSON.parse(reply.text) : null) as T
}

/** Opens the world: resets the simulator, signs the shopper in, opens both tabs on the home page. */
export async function openWorld(context: BrowserContext, url: (path: string) => string, seed: number): Promise<World> {
  const controlPage = await context.newPage()
  await controlPage.goto(url('/__sim/requests'))
  const partial = { control: controlPage }
  await control(partial, 'POST', '/__sim/reset', {})
  const signed = await control<{ user: string; token: string; cart?: { storeId?: string } }>(partial, 'POST', '/__sim/session', {
    userType: 'C',
    cartQty: 1,
  })
  const tabs = (['A', 'B'] as const).map((name) => ({ name, page: undefined as unknown as Page, errors: [] as string[] })) as [Tab, Tab]
  for (const tab of tabs) {
    tab.page = await context.newPage()
    tab.page.on('pageerror', (e) => tab.errors.push(String(e)))
    await tab.page.goto(url('/'))
  }
  return {
    seed,
    rng: seededRng(seed),
    context,
    url,
    tabs,
    control: controlPage,
    shopper: { user: signed.user, token: signed.token, storeId: signed.cart?.storeId ?? '' },
    step: 0,
    presses: [],
    settledAt: 0,
    trail: [],
    faultsArmed: 0,
  }
}
