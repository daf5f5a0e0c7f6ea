/**
 * The host-framework pages (examples/hosts/): served into a fresh context by a route (the demo server answers /aisle/
 * and the simulator; the route answers /__hosts/ with the pages and the frameworks' own files from node_modules), and
 * what the suite reads from them: each card's state, name and quantity, the cart calls the simulator received, the
 * host's own count of heard events, and every console error.
 */
import { readFileSync } from 'node:fs'
import type { BrowserContext, Locator, Page } from 'playwright'
import { expect } from 'vitest'
import { createSim } from '../../sim/app'
import { bannerUrl, simCall } from './browser'
import { T } from './demo-flows'

/** The frameworks' browser builds, as a host page loads them from a CDN. */
const VENDOR: Record<string, string> = {
  'vue.js': 'vue/dist/vue.global.prod.js',
  'alpine.js': 'alpinejs/dist/cdn.min.js',
  'jquery.js': 'jquery/dist/jquery.min.js',
  'htmx.js': 'htmx.org/dist/htmx.min.js',
  'zone.js': 'zone.js/bundles/zone.umd.min.js',
  'require.js': 'requirejs/require.js',
}
const root = new URL('../../', import.meta.url)

/** The htmx page's second address: the same page with two cards in its #content. */
function htmxDeals(): string {
  const page = readFileSync(new URL('examples/hosts/htmx.html', root), 'utf8')
  const card = (id: string) => `<aisle-product-card product-id="${id}"></aisle-product-card>`
  return page.replace(card('970000001'), `${card('970000051')}\n  ${card('970000001')}`)
}

type SeedProduct = {
  id: string
  name: string
  status: string
  soldByWeight?: boolean
  isCustomizable?: boolean
  cartCategory?: string
  channelInventory?: { delivery?: number }
}
const seeded = createSim().state as unknown as { products: SeedProduct[] }
export const nameOf = (id: string) => seeded.products.find((p) => p.id === id)?.name
/** Plain items a guest can add by the unit: the pages' two, then others for rebinding and adding. */
export const PLAIN = seeded.products
  .filter(
    (p) =>
      p.status === 'active' && !p.soldByWeight && !p.isCustomizable && p.cartCategory === '1P' && (p.channelInventory?.delivery ?? 0) > 0,
  )
  .map((p) => p.id)

/** Opens examples/hosts/<name>.html on the freshway banner, collecting console errors and uncaught errors. */
export async function openHost(context: BrowserContext, name: string): Promise<{ page: Page; errors: string[] }> {
  await context.route('**/__hosts/**', async (route) => {
    const file = new URL(route.request().url()).pathname.replace('/__hosts/', '')
    const vendor = file.startsWith('vendor/') ? VENDOR[file.slice('vendor/'.length)] : undefined
    const body = vendor
      ? readFileSync(new URL(`node_modules/${vendor}`, root), 'utf8')
      : file === 'htmx-deals.html'
        ? htmxDeals()
        : readFileSync(new URL(`examples/hosts/${file}`, root), 'utf8')
    await route.fulfill({ status: 200, contentType: vendor ? 'text/javascript' : 'text/html', body })
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.goto(bannerUrl('freshway', `/__hosts/${name}.html`))
  return { page, errors }
}

export const cards = (page: Page) => page.locator('aisle-product-card')
export const stateOf = (card: Locator) => card.locator('[part="root"]').getAttribute('data-state')
export const shownName = (card: Locator) => card.locator('[part="name"]').textContent()
export const amount = (card: Locator) => card.locator('[part="amount"]').inputValue()
export const heard = (page: Page) => page.locator('#heard').textContent()

/** Waits until the page's cards show these products, in this order (undefined: a card without a product). */
export async function showsProducts(page: Page, ids: (string | undefined)[]): Promise<void> {
  await expect.poll(() => cards(page).count(), T).toBe(ids.length)
  for (const [i, id] of ids.entries()) {
    const card = cards(page).nth(i)
    if (id === undefined) await expect.poll(() => stateOf(card), T).toBe('missing')
    else await expect.poll(() => shownName(card).catch(() => null), T).toBe(nameOf(id))
  }
}

/** Presses a card's + with the pointer until it shows `qty`. */
export async function stepTo(card: Locator, qty: number): Promise<void> {
  for (let n = Number(await amount(card)); n < qty; n++) await card.locator('[part="stepper"] button').nth(1).click()
  await expect.poll(() => amount(card), T).toBe(String(qty))
}

type Logged = { method: string; path: string; body?: { items?: { itemId: string; qty?: number }[] } }
/** The items of every add the simulator received. */
export async function adds(context: BrowserContext): Promise<{ itemId: string; qty?: number }[][]> {
  const log = (await simCall(context, 'GET', '/__sim/requests')) as Logged[]
  return log.filter((r) => r.method === 'POST' && r.path.endsWith('/cart/v2/items')).map((r) => r.body?.items ?? [])
}

/**
 * Presses `button` with the pointer: exactly one add reaches the simulator, for `itemId` alone, and the host hears one
 * more event. Returns the quantity sent (the cart sends the line's new total).
 */
export async function pressAddsOnce(page: Page, context: BrowserContext, button: Locator, itemId: string): Promise<number | undefined> {
  const before = (await adds(context)).length
  const heardBefore = Number(await heard(page))
  await button.click()
  await expect.poll(async () => Number(await heard(page)), T).toBe(heardBefore + 1)
  const sent = (await adds(context)).slice(before)
  expect(sent.map((items) => items.map((i) => i.itemId))).toEqual([[itemId]])
  return sent[0]?.[0]?.qty
}
