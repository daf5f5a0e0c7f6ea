/**
 * The chaos soak's invariants (not shipped). Checked after every step: no page error or unhandled rejection,
 * no write under another identity or store, every cache parses, DOM nodes, storage and heap bounded. Checked
 * after settling (faults cleared, writes done, tabs reloaded): the ledger (a press the screen said was done is on
 * the server), and every tab's badge, cart lines and clipped offers equal the server's.
 */
import type { Page } from 'playwright'
import { CART_STORAGE_KEY } from '../../../core/rules/cart'
import { ENVIRONMENT_CONFIG } from '../../../core/rules/env'
import { STORED_KEYS } from '../../../core/rules/persisted'
import { control, note, SoakViolation, type World } from './world'

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
}

const header = (r: Logged, name: string) => Object.entries(r.headers ?? {}).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1]
/**
 * The writes the walk's presses make (cart items, clip, unclip). Reads sent as POST (the carousels, the offer
 * gallery) and the ad tracker are not the shopper's writes: the session rules for reads are not this check's.
 */
const SHOPPER_WRITES = ['/cart/v2/items', '/api/offers/clip', '/api/offers/unclip'] as const
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
    if (facts.chars > SOAK_BOUNDS.storageChars) fail(world, `tab ${tab.name}: ${facts.chars} characters stored (bound ${SOAK_BOUNDS.storageChars})`)
    if (facts.heap > SOAK_BOUNDS.heapBytes) fail(world, `tab ${tab.name}: ${facts.heap} bytes of heap (bound ${SOAK_BOUNDS.heapBytes})`)
  }
}

/** Every write the shopper's tabs sent carries the shopper's token and store. */
export async function checkIdentity(world: World): Promise<void> {
  const log = await control<Logged[]>(world, 'GET', '/__sim/requests')
  for (const r of log.filter(isShopperWrite)) {
    const auth = header(r, 'authorization')
    if (!auth?.startsWith('Bearer ') || auth.length <= 'Bearer '.length) fail(world, `a write went without the shopper's identity: ${r.method} ${r.path} ${JSON.stringify(r.body)}`)
    const store = header(r, 'x-store-id')
    if (world.shopper.storeId && store !== undefined && store !== world.shopper.storeId) fail(world, `a write went to store ${store}, not the shopper's ${world.shopper.storeId}: ${r.method} ${r.path}`)
  }
}

interface ServerCart {
  cartQty: number
  items: { itemId: string; qty: number }[]
}

async function serverCart(world: World): Promise<ServerCart> {
  return world.control.evaluate(
    async ([key, token]) => {
      const r = await fetch('/abs/qa1/api/cart/minicart?rand=1', { headers: { 'Ocp-Apim-Subscription-Key': key as string, Authorization: `Bearer ${token}` } })
      return (await r.json()) as ServerCart
    },
    [ENVIRONMENT_CONFIG.qa1.subscriptionKey, world.shopper.token] as const,
  )
}

/** Polls until `read` equals `want` or settling's time is up; answers the last reading. */
async function settleOn<T>(read: () => Promise<T>, want: T): Promise<T> {
  const until = Date.now() + SETTLE_MS
  let last = await read().catch(() => undefined as T)
  while (JSON.stringify(last) !== JSON.stringify(want) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 250))
    last = await read().catch(() => undefined as T)
  }
  return last
}

/** Units per item, by item id in order (the mini-cart reply carries itemId and qty per line: docs/decisions/cart.md). */
function lineMap(items: readonly { itemId: string; qty: number }[]): Record<string, number> {
  const sums: Record<string, number> = {}
  for (const l of [...items].sort((a, b) => a.itemId.localeCompare(b.itemId))) sums[l.itemId] = (sums[l.itemId] ?? 0) + l.qty
  return sums
}

/** Faults cleared, writes done, every tab reloaded: the screens equal the server, and no press said done was lost. */
export async function checkSettled(world: World): Promise<void> {
  note(world, 'settle: clear faults, wait for quiet, reload every tab')
  await control(world, 'DELETE', '/__sim/faults')
  for (const tab of world.tabs) await tab.page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined)
  const cart = await serverCart(world)
  const offers = await control<{ clipped: string[] }>(world, 'GET', `/__sim/users/${world.shopper.user}`)

  // The ledger: what the screen said was added or clipped is on the server.
  for (const p of world.presses.filter((x) => x.outcome === 'ok')) {
    if (p.kind === 'add' && !cart.items.some((l) => l.itemId === p.id)) fail(world, `lost write: step ${p.step} tab ${p.tab} ${p.surface} said ${p.id} was added; the server cart has no such line`)
    if (p.kind === 'clip' && !offers.clipped.includes(p.id)) fail(world, `lost write: step ${p.step} tab ${p.tab} showed offer ${p.id} clipped; the server has no such clip`)
  }

  const badge = String(cart.cartQty > 99 ? '99+' : cart.cartQty)
  for (const tab of world.tabs) {
    await tab.page.goto(world.url('/'), { timeout: SETTLE_MS })
    const shown = await settleOn(() => tab.page.locator('aisle-mini-cart [part="badge"]').textContent({ timeout: 2000 }), badge)
    if (shown !== badge) fail(world, `tab ${tab.name} home page: the mini cart shows ${shown}, the server cart holds ${badge}`)
    const local = await tab.page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as ServerCart & { cartItems?: ServerCart['items'] }, CART_STORAGE_KEY)
    const want = lineMap(cart.items)
    const have = lineMap(local?.cartItems ?? [])
    if (JSON.stringify(have) !== JSON.stringify(want)) fail(world, `tab ${tab.name}: cart lines ${JSON.stringify(have)}, the server's ${JSON.stringify(want)}`)

    await tab.page.goto(world.url('/coupons.html'), { timeout: SETTLE_MS })
    const cards = tab.page.locator('aisle-deals-grid article[data-offer-id][data-state="clip"], aisle-deals-grid article[data-offer-id][data-state="clipped"]')
    await cards.first().waitFor({ timeout: SETTLE_MS })
    const shownStates = await cards.evaluateAll((els) => els.map((e) => [e.getAttribute('data-offer-id'), e.getAttribute('data-state')] as const))
    const wrong = shownStates.filter(([id, state]) => (state === 'clipped') !== offers.clipped.includes(id ?? ''))
    if (wrong.length) fail(world, `tab ${tab.name} coupons page: ${wrong.map(([id, s]) => `${id} shows '${s}'`).join(', ')}; the server's clips are ${offers.clipped.join(', ')}`)
  }
  await checkContinuously(world)
}
