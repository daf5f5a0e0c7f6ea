/**
 * The chaos soak's invariants (not shipped). Checked after every step: no page error or unhandled rejection,
 * no write under another identity or store, every cache parses, DOM nodes, storage and heap bounded. Checked
 * after settling (faults cleared, writes done, tabs reloaded): the ledger (a press the screen said was done is on
 * the server), and every tab's badge, cart lines, clipped and listed offers and joined games equal the server's.
 */
import type { Page } from 'playwright'
import { CART_STORAGE_KEY } from '../../../core/rules/cart/cart'
import { userInfoPath } from '../../../core/rules/endpoint-families'
import { ENVIRONMENT_CONFIG } from '../../../core/rules/env'
import { GAMES_PATHS, OFFER_PATHS } from '../../../core/rules/endpoints'
import { GAME_STATUS } from '../../../core/rules/games/status'
import { STORED_KEYS } from '../../../core/rules/persisted'
import type { SimUserWrites } from '../../../sim/routes/control'
import { RETRY_AFTER_S, SLOW_MS } from './actions'
import { CLIPPED_STATES, CMS_CARD, GRID_CARD } from './presses'
import { control, note, type Press, SOAK_BANNER, SoakViolation, type World } from './world'

/** Bounds of one tab (generous: a page of the demo holds a few thousand nodes and a few kB of storage). */
export const SOAK_BOUNDS = { domNodes: 20_000, storageChars: 1_000_000, heapBytes: 256 * 1024 * 1024 } as const

/** How long settling waits for the tabs to go quiet and to show the server's state (the walk's pace, not a speed check). */
const SETTLE_MS = 30_000

const fail = (world: World, what: string): never => {
  throw new SoakViolation(world, what)
}

interface Logged {
  method: string
  path: string
  headers: Record<string, string>
  status?: number
  body: unknown
  at: number
}

const header = (r: Logged, name: string) => Object.entries(r.headers ?? {}).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1]
/**
 * The shopper's writes: the walk's presses (cart items, clip, list add and remove, opt-in) and the unclip no card
 * sends. Reads sent as POST (the carousels, the offer gallery) and the ad tracker are not the shopper's writes: the
 * session rules for reads are not this check's.
 */
const SHOPPER_WRITES = [
  '/cart/v2/items',
  OFFER_PATHS.clip,
  OFFER_PATHS.unclip,
  OFFER_PATHS.listAdd,
  OFFER_PATHS.listRemove,
  GAMES_PATHS.optIn,
] as const
const isShopperWrite = (r: Logged) => r.method !== 'GET' && SHOPPER_WRITES.some((p) => r.path.includes(p))

/** What a tab holds: its deep DOM size, its storage, its heap, and every stored cache that does not parse. */
async function tabFacts(page: Page, keys: readonly string[]) {
  return page.evaluate((cacheKeys) => {
    const count = (root: Document | ShadowRoot): number =>
      [...root.querySelectorAll('*')].reduce((n, el) => n + 1 + (el.shadowRoot ? count(el.shadowRoot) : 0), 0)
    const broken: string[] = []
    let chars = 0
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? ''
      const value = localStorage.getItem(key) ?? ''
      chars += key.length + value.length
      if (cacheKeys.includes(key) || key.startsWith('aisle:')) {
        try {
          JSON.parse(value)
        } catch {
          broken.push(key)
        }
      }
    }
    const heap = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0
    return { nodes: count(document), chars, heap, broken }
  }, keys)
}

const CACHE_KEYS = [CART_STORAGE_KEY, ...Object.values(STORED_KEYS)]

/** After every step. */
export async function checkContinuously(world: World): Promise<void> {
  for (const tab of world.tabs) {
    if (tab.errors.length) fail(world, `tab ${tab.name} page error: ${tab.errors.join(' | ')}`)
    const facts = await tabFacts(tab.page, CACHE_KEYS).catch(() => undefined)
    if (!facts) continue // the tab is between pages
    if (facts.broken.length) fail(world, `tab ${tab.name}: stored caches do not parse: ${facts.broken.join(', ')}`)
    if (facts.nodes > SOAK_BOUNDS.domNodes) fail(world, `tab ${tab.name}: ${facts.nodes} DOM nodes (bound ${SOAK_BOUNDS.domNodes})`)
    if (facts.chars > SOAK_BOUNDS.storageChars)
      fail(world, `tab ${tab.name}: ${facts.chars} characters stored (bound ${SOAK_BOUNDS.storageChars})`)
    if (facts.heap > SOAK_BOUNDS.heapBytes) fail(world, `tab ${tab.name}: ${facts.heap} bytes of heap (bound ${SOAK_BOUNDS.heapBytes})`)
  }
}

/** Every write the shopper's tabs sent carries the shopper's token and store. */
export async function checkIdentity(world: World): Promise<void> {
  const log = await control<Logged[]>(world, 'GET', '/__sim/requests')
  for (const r of log.filter(isShopperWrite)) {
    const auth = header(r, 'authorization')
    if (!auth?.startsWith('Bearer ') || auth.length <= 'Bearer '.length)
      fail(world, `a write went without the shopper's identity: ${r.method} ${r.path} ${JSON.stringify(r.body)}`)
    const store = header(r, 'x-store-id')
    if (world.shopper.storeId && store !== undefined && store !== world.shopper.storeId)
      fail(world, `a write went to store ${store}, not the shopper's ${world.shopper.storeId}: ${r.method} ${r.path}`)
  }
}

interface ServerCart {
  cartQty: number
  items: { itemId: string; qty: number }[]
}

/**
 * The server's cart, read as the shopper: with the token user info hands out now (a walk outlives the token it signed in
 * with; user info renews it for the live session, as a tab's refresh does).
 */
async function serverCart(world: World): Promise<ServerCart> {
  const reply = await world.control.evaluate(
    async ([key, infoPath]) => {
      const headers = { 'Ocp-Apim-Subscription-Key': key }
      const info = (await (await fetch(`/abs/qa1${infoPath}`, { headers })).json()) as { SWY_SHOP_TOKEN?: string | null }
      const r = await fetch('/abs/qa1/api/cart/minicart?rand=1', {
        headers: { ...headers, Authorization: `Bearer ${info.SWY_SHOP_TOKEN ?? ''}` },
      })
      return { status: r.status, body: (await r.json()) as unknown }
    },
    [ENVIRONMENT_CONFIG.qa1.subscriptionKey, userInfoPath(SOAK_BANNER)] as const,
  )
  const cart = reply.body as Partial<ServerCart>
  if (reply.status !== 200 || !Array.isArray(cart.items))
    throw new Error(`the server cart could not be read: ${reply.status} ${JSON.stringify(reply.body)}`)
  return cart as ServerCart
}

/** Polls until `read` answers nothing wrong or settling's time is up; answers the last reading. */
async function settleOn(read: () => Promise<string[]>): Promise<string[]> {
  const until = Date.now() + SETTLE_MS
  const safely = () => read().catch((e: unknown) => [`could not read: ${String(e).split('\n')[0]}`])
  let last = await safely()
  while (last.length > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 250))
    last = await safely()
  }
  return last
}

/** Units per item, by item id in order (the mini-cart reply carries itemId and qty per line: docs/decisions/cart.md). */
function lineMap(items: readonly { itemId: string; qty: number }[]): Record<string, number> {
  const sums: Record<string, number> = {}
  for (const l of [...items].sort((a, b) => a.itemId.localeCompare(b.itemId))) sums[l.itemId] = (sums[l.itemId] ?? 0) + l.qty
  return sums
}

/**
 * Whether a digital coupon's state agrees with the server: Clip and Activate are unclipped offers; Clipped a clipped
 * offer on the list; under way or done a clipped behaviour or continuity offer; Add to List a clipped offer off the
 * list, or an unclipped continuity offer. Other states (expired, loading) say nothing of the writes.
 */
function couponAgrees(state: string, clipped: boolean, listed: boolean): boolean {
  if (state === 'clip' || state === 'activate') return !clipped
  if (state === 'clipped') return clipped && listed
  if ((CLIPPED_STATES as readonly string[]).includes(state)) return clipped
  if (state === 'add-to-list') return !(clipped && listed)
  return true
}

/** What the server holds of one offer, for a violation's text. */
const held = (server: SimUserWrites, id: string) =>
  `the server has it ${server.clipped.includes(id) ? 'clipped' : 'unclipped'} and ${server.list.includes(id) ? 'on' : 'off'} the list`

/**
 * The ledger: what the screen said was done is on the server. Adds, clips and opt-ins only ever add. A list entry
 * toggles, so only the last press on an offer says where it stands, and only when no earlier press on it since the
 * last settle ended unknown (that write may have landed after the last one).
 */
function checkLedger(world: World, cart: ServerCart, server: SimUserWrites): void {
  const lists = new Map<string, Press[]>()
  for (const p of world.presses) {
    if (p.kind === 'list-add' || p.kind === 'list-remove') lists.set(p.id, [...(lists.get(p.id) ?? []), p])
    if (p.outcome !== 'ok') continue
    if (p.kind === 'add' && !cart.items.some((l) => l.itemId === p.id))
      fail(world, `lost write: step ${p.step} tab ${p.tab} ${p.surface} said ${p.id} was added; the server cart has no such line`)
    if (p.kind === 'clip' && !server.clipped.includes(p.id))
      fail(world, `lost write: step ${p.step} tab ${p.tab} ${p.surface} showed offer ${p.id} clipped; the server has no such clip`)
    if (p.kind === 'opt-in' && !server.optedIn.includes(p.id))
      fail(world, `lost write: step ${p.step} tab ${p.tab} showed game ${p.id} joined; the server has no such opt-in`)
  }
  for (const [id, presses] of lists) {
    const last = presses[presses.length - 1] as Press
    if (last.outcome !== 'ok' || presses.some((p) => p !== last && p.outcome === 'unknown' && p.step >= world.settledAt)) continue
    if (server.list.includes(id) !== (last.kind === 'list-add')) {
      fail(
        world,
        `lost write: step ${last.step} tab ${last.tab} ${last.surface} showed offer ${id} ${last.kind === 'list-add' ? 'on' : 'off'} the list; the server's list ${server.list.includes(id) ? 'holds' : 'lacks'} it`,
      )
    }
  }
}

/** A request the server has not answered yet that can still land: a slowed reply answers within SLOW_MS.max of its arrival. */
const STILL_LANDING_MS = SLOW_MS.max + 2000
/**
 * How long the server must have received nothing new before its state is read: longer than a 429's Retry-After (a
 * write sent again after it) and the identity wait's 1 s between two reads of user info.
 */
const QUIET_MS = RETRY_AFTER_S.max * 1000 + 1000

/**
 * Waits until nothing the tabs sent can still change the server: every request answered (or dropped, and older than a
 * slowed reply's longest wait) and nothing new for QUIET_MS. A write slowed by a fault before the settle lands seconds
 * later: read before that, the server's state would be older than what a reloaded tab shows.
 */
async function serverQuiet(world: World): Promise<void> {
  const until = Date.now() + SETTLE_MS
  for (;;) {
    const log = await control<Logged[]>(world, 'GET', '/__sim/requests')
    const now = Date.now()
    const landing = log.some((r) => r.status === undefined && now - r.at < STILL_LANDING_MS)
    const latest = log.reduce((t, r) => Math.max(t, r.at), 0)
    if ((!landing && now - latest >= QUIET_MS) || now > until) return
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** Faults cleared, writes done, every tab reloaded: the screens equal the server, and no press said done was lost. */
export async function checkSettled(world: World): Promise<void> {
  note(world, 'settle: clear faults, wait for quiet, reload every tab')
  await control(world, 'DELETE', '/__sim/faults')
  await serverQuiet(world)
  const cart = await serverCart(world)
  const server = await control<SimUserWrites>(world, 'GET', `/__sim/users/${world.shopper.user}`)
  checkLedger(world, cart, server)

  const badge = String(cart.cartQty > 99 ? '99+' : cart.cartQty)
  const wantLines = JSON.stringify(lineMap(cart.items))
  for (const tab of world.tabs) {
    const { page } = tab
    await page.bringToFront()
    await page.goto(world.url('/'), { timeout: SETTLE_MS })
    const badgeWrong = await settleOn(async () => {
      const shown = await page.locator('aisle-mini-cart [part="badge"]').textContent({ timeout: 2000 })
      return shown === badge ? [] : [`the mini cart shows ${shown}`]
    })
    if (badgeWrong.length) fail(world, `tab ${tab.name} home page: ${badgeWrong.join(', ')}, the server cart holds ${badge}`)
    const local = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as ServerCart & { cartItems?: ServerCart['items'] },
      CART_STORAGE_KEY,
    )
    const have = JSON.stringify(lineMap(local?.cartItems ?? []))
    if (have !== wantLines) fail(world, `tab ${tab.name}: cart lines ${have}, the server's ${wantLines}`)
    // The game grid: each game not over is In Progress exactly when the server holds the shopper's opt-in.
    const gamesWrong = await settleOn(async () => {
      const games = await page
        .locator(GRID_CARD)
        .evaluateAll((els) => els.map((e) => [e.getAttribute('data-code') ?? '', Number(e.getAttribute('data-status'))] as const))
      if (games.length === 0) return ['no game cards']
      const wrong = games.filter(
        ([code, status]) => status !== GAME_STATUS.GAME_OVER && (status === GAME_STATUS.IN_PROGRESS) !== server.optedIn.includes(code),
      )
      return wrong.map(
        ([code, status]) => `${code} shows status ${status}, the server ${server.optedIn.includes(code) ? 'holds' : 'has no'} its opt-in`,
      )
    })
    if (gamesWrong.length) fail(world, `tab ${tab.name} home page game grid: ${gamesWrong.join('; ')}`)

    await page.goto(world.url('/coupons.html'), { timeout: SETTLE_MS })
    const couponsWrong = await settleOn(async () => {
      const cards = await page
        .locator('aisle-deals-grid article[data-offer-id]:not([data-kind="cms"]), aisle-offer-carousel article[data-offer-id]')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('data-offer-id') ?? '', e.getAttribute('data-state') ?? ''] as const))
      if (!cards.some(([, state]) => state === 'clip' || state === 'clipped')) return ['no coupon cards']
      return cards
        .filter(([id, state]) => !couponAgrees(state, server.clipped.includes(id), server.list.includes(id)))
        .map(([id, state]) => `${id} shows '${state}', ${held(server, id)}`)
    })
    if (couponsWrong.length) fail(world, `tab ${tab.name} coupons page: ${couponsWrong.join('; ')}`)
    // The non-digital coupon follows every digital one: a category shows it; it says Added exactly when the server lists it.
    const listWrong = await settleOn(async () => {
      if ((await page.locator(CMS_CARD).count()) === 0) {
        const select = page.locator('aisle-deals-grid select[part="category"]')
        const options = await select.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean))
        const current = await select.inputValue({ timeout: 2000 })
        await select.selectOption(options[(options.indexOf(current) + 1) % options.length] ?? '', { timeout: 2000 })
        return ['no non-digital coupon shown']
      }
      const [id, state] = await page
        .locator(CMS_CARD)
        .first()
        .evaluate((e) => [e.getAttribute('data-offer-id') ?? '', e.getAttribute('data-state')] as const, undefined, { timeout: 2000 })
      return (state === 'added') === server.list.includes(id) ? [] : [`${id} shows '${state}', ${held(server, id)}`]
    })
    if (listWrong.length) fail(world, `tab ${tab.name} coupons page non-digital coupon: ${listWrong.join('; ')}`)
  }
  await checkContinuously(world)
  world.settledAt = world.step
}
