/**
 * The chaos soak's actions (not shipped): what a shopper on a slow, failing network does, drawn from the seeded
 * source — presses with real pointer and keyboard input, navigations, reloads, Back / Forward (not waiting for the
 * page, so writes are in flight across them), waits, and faults armed and cleared through the simulator.
 */
import type { Locator } from 'playwright'
import { CART_ERROR_MESSAGE } from '../../../core/rules/errors'
import { control, note, type Press, SOAK_PAGES, type Tab, type World } from './world'

/** The write calls faults are armed on, and the reads the writes depend on. */
export const FAULT_PATHS = ['/cart/v2/items', '/api/cart/minicart', '/api/offers/clip', '/api/offers/', '/api/session/userinfo', '/api/games/', '/api/'] as const

/** The writes the walk's presses send. */
export const WRITE_PATHS = ['/cart/v2/items', '/api/offers/clip'] as const

/** Every kind of fault the simulator has (sim/state.ts SimFault), with its share of the draws. */
export const FAULT_KINDS = ['error', 'unauthorised', 'too-many', 'slow', 'dropped', 'malformed'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

/** A reply slowed by 1-8 s: a slow phone network's replies. */
export const SLOW_MS = { min: 1000, max: 8000 } as const

/** How long a press waits for the screen to say how it went before the walk moves on (not an assertion). */
const OUTCOME_WAIT_MS = { min: 0, max: 3000 } as const

export function faultOf(kind: FaultKind, path: string, world: World): Record<string, unknown> {
  const times = world.rng.int(1, 3)
  switch (kind) {
    case 'error':
      return { path, status: world.rng.pick([500, 502, 503]), times }
    case 'unauthorised':
      return { path, status: 401, times: 1 }
    case 'too-many':
      return { path, status: 429, headers: { 'Retry-After': String(world.rng.int(1, 2)) }, times }
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

/** The add buttons of the surfaces on the page: each with the item it adds and where its outcome shows. */
const ADD_SURFACES = [
  { surface: 'product-card', widget: 'aisle-product-card', host: ':scope', button: '[part="add"]:not([aria-disabled="true"])', id: 'product-id', status: '[part="status"]' },
  { surface: 'carousel-tile', widget: 'aisle-product-carousel', host: '[part="slide"]', button: '[part="add"]:not([disabled])', id: 'data-id', status: '[part="message"]' },
] as const

/** At most this many widgets, and hosts in each, are looked at per press (a page of the demo has about a dozen). */
const LOOK_AT = 12

interface Target {
  surface: string
  id: string
  button: Locator
  /** The text that says how the press went (the card's status, the carousel's message). */
  status: Locator
}

async function addTargets(tab: Tab): Promise<Target[]> {
  const found: Target[] = []
  for (const s of ADD_SURFACES) {
    const widgets = tab.page.locator(s.widget)
    for (let w = 0; w < Math.min(await widgets.count(), LOOK_AT); w++) {
      const widget = widgets.nth(w)
      const hosts = s.host === ':scope' ? widget : widget.locator(s.host)
      for (let i = 0; i < Math.min(await hosts.count(), LOOK_AT); i++) {
        const host = hosts.nth(i)
        const id = await host.getAttribute(s.id, { timeout: 500 }).catch(() => null)
        const button = host.locator(s.button)
        if (id && (await button.count()) === 1) found.push({ surface: s.surface, id, button, status: widget.locator(s.status) })
      }
    }
  }
  return found
}

/** A real press: the pointer, or the keyboard on the focused button (Enter or Space). */
async function press(world: World, button: Locator): Promise<string> {
  if (world.rng.chance(0.5)) {
    await button.click({ timeout: 2000 })
    return 'pointer'
  }
  await button.focus({ timeout: 2000 })
  const key = world.rng.pick(['Enter', 'Space'])
  await button.page().keyboard.press(key)
  return key
}

/** Waits a drawn time for the press's outcome to show; what it saw goes in the ledger. */
async function outcome(world: World, read: () => Promise<'ok' | 'failed' | undefined>): Promise<Press['outcome']> {
  const until = Date.now() + world.rng.int(OUTCOME_WAIT_MS.min, OUTCOME_WAIT_MS.max)
  for (;;) {
    const seen = await read().catch(() => undefined)
    if (seen) return seen
    if (Date.now() >= until) return 'unknown'
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function pressAdd(world: World, tab: Tab): Promise<void> {
  const targets = await addTargets(tab)
  if (targets.length === 0) return note(world, `${tab.name}: no add button to press`)
  const t = world.rng.pick(targets)
  const how = await press(world, t.button).catch(() => undefined)
  if (!how) return note(world, `${tab.name}: ${t.surface} ${t.id} add could not be pressed`)
  const entry: Press = { step: world.step, tab: tab.name, kind: 'add', id: t.id, surface: t.surface, outcome: 'unknown' }
  world.presses.push(entry)
  entry.outcome = await outcome(world, async () => {
    const text = (await t.status.textContent({ timeout: 200 }))?.trim() ?? ''
    return text === CART_ERROR_MESSAGE ? 'failed' : /added/i.test(text) ? 'ok' : undefined
  })
  note(world, `${tab.name}: ${how} add ${t.surface} ${t.id} → ${entry.outcome}`)
}

async function pressClip(world: World, tab: Tab): Promise<void> {
  const cards = tab.page.locator('aisle-deals-grid article[data-state="clip"]')
  const n = Math.min(await cards.count(), 12)
  if (n === 0) return note(world, `${tab.name}: no coupon to clip`)
  const card = cards.nth(world.rng.int(0, n - 1))
  const id = await card.getAttribute('data-offer-id', { timeout: 500 }).catch(() => null)
  if (!id) return
  const how = await press(world, card.locator('[part="action"]')).catch(() => undefined)
  if (!how) return note(world, `${tab.name}: clip ${id} could not be pressed`)
  const entry: Press = { step: world.step, tab: tab.name, kind: 'clip', id, surface: 'deals-grid', outcome: 'unknown' }
  world.presses.push(entry)
  const byId = tab.page.locator(`aisle-deals-grid article[data-offer-id="${id}"]`)
  entry.outcome = await outcome(world, async () => ((await byId.getAttribute('data-state', { timeout: 200 })) === 'clipped' ? 'ok' : undefined))
  note(world, `${tab.name}: ${how} clip ${id} → ${entry.outcome}`)
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
  if (roll < 45) {
    // A press of what the tab shows: an add on the product page, a clip on the coupons page; elsewhere the shopper goes there.
    const at = new URL(page.url()).pathname
    if (at.endsWith('/product.html')) return pressAdd(world, tab)
    if (at.endsWith('/coupons.html')) return pressClip(world, tab)
    const path = world.rng.pick(['/product.html', '/coupons.html'])
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
    // Half the faults land on the writes the walk presses (cart items, clip), the rest anywhere.
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
