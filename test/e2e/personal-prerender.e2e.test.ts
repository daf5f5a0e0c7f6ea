/**
 * A signed-in shopper's page from the demo server (prerenderHandler, sim/server.ts): their mini cart arrives with the
 * HTML showing their count, hydrates in place and reads the cart no second time; two shoppers and a guest each get
 * their own page, a shopper's never cacheable; the bytes before the mini cart arrive before the shopper's reads return.
 * In both builds.
 */
import type { BrowserContext, Page } from 'playwright'
import { afterAll, describe, expect, it } from 'vitest'
import { CART_PATHS } from '../../core/rules/cart/endpoints'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'
import { badge, T } from './demo-flows'
import { renderedTags } from './pages'
import { keptNodes, mismatchWarnings, TAG_PRERENDERED_NODES } from './prerendered-kit'

const PRODUCT_PAGE = '/product.html'

interface Fetched {
  status: number
  cacheControl: string | null
  vary: string | null
  html: string
}

/** The page as the browser fetches it (with the context's cookies). */
const fetchPage = (page: Page, path: string): Promise<Fetched> =>
  page.evaluate(async (p) => {
    const r = await fetch(p)
    return { status: r.status, cacheControl: r.headers.get('cache-control'), vary: r.headers.get('vary'), html: await r.text() }
  }, path)

/** The mini cart's prerendered state and badge in a page's HTML. */
function miniCartIn(html: string): { state?: string; badge?: string } {
  const root = /<aisle-mini-cart\b[^>]*><template shadowrootmode="open">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''
  return { state: /data-state="([a-z]+)"/.exec(root)?.[1], badge: /part="badge"[^>]*>([^<]*)</.exec(root)?.[1] }
}

type Logged = { method: string; path: string; status?: number }
const requests = async (context: BrowserContext) => (await simCall(context, 'GET', '/__sim/requests')) as Logged[]

async function shopper(cartQty: number, user: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await launch()).newContext()
  await signIn(context, { user, cartQty })
  const { page } = await openPage(context)
  await page.goto(bannerUrl('freshway', '/__sim/requests'))
  return { context, page }
}

describe("a signed-in shopper's own mini cart, prerendered per request", () => {
  afterAll(closeBrowser)

  it('arrives with their count, hydrates every node in place and reads the cart no second time [CRT-022] [CRT-023] [API-039]', async () => {
    const context = await (await launch()).newContext()
    try {
      await resetSim(context)
      await signIn(context, { user: 'C', cartQty: 3 })
      await context.addInitScript(TAG_PRERENDERED_NODES)
      await simCall(context, 'DELETE', '/__sim/requests')
      const { page, errors } = await openPage(context)
      const warnings = mismatchWarnings(page)
      await page.goto(bannerUrl('freshway', PRODUCT_PAGE))
      await renderedTags(page)
      const kept = await keptNodes(page)
      // As parsed, before any script ran: the shopper's count.
      const mine = await page.evaluate(
        () =>
          (window as unknown as { __prerendered: { host: Element; text: string }[] }).__prerendered.find(
            (t) => t.host.localName === 'aisle-mini-cart',
          )?.text,
      )
      await expect.poll(() => page.locator(badge).textContent(), T).toBe('3')
      expect(await page.locator('aisle-mini-cart [part="root"]').getAttribute('data-state')).toBe('ready')
      expect(await page.locator(badge).getAttribute('data-count')).toBe('3')
      await page.waitForLoadState('networkidle')
      expect(kept.definedEarly).toBe(0)
      expect((await keptNodes(page)).lost.filter((l) => l.startsWith('aisle-mini-cart'))).toEqual([])
      expect(mine).toContain('Cart, 3 items')
      // One cart read for the page view: the server's, for this shopper.
      const carts = (await requests(context)).filter((r) => r.method === 'GET' && r.path.endsWith(CART_PATHS.miniCart))
      expect(carts).toHaveLength(1)
      expect(warnings).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("two shoppers, then a guest: each page shows only its own count; a shopper's is private, no-store, varies on Cookie", async () => {
    const first = await shopper(2, 'C')
    const second = await shopper(6, 'R')
    const guest = await (await launch()).newContext()
    try {
      const { page: guestPage } = await openPage(guest)
      await guestPage.goto(bannerUrl('freshway', '/__sim/requests'))
      const a = await fetchPage(first.page, PRODUCT_PAGE)
      const b = await fetchPage(second.page, PRODUCT_PAGE)
      const g = await fetchPage(guestPage, PRODUCT_PAGE)
      expect(miniCartIn(a.html)).toEqual({ state: 'ready', badge: '2' })
      expect(miniCartIn(b.html)).toEqual({ state: 'ready', badge: '6' })
      expect(miniCartIn(g.html)).toEqual({ state: 'loading', badge: '…' })
      for (const mine of [a, b]) {
        expect(mine.cacheControl).toBe('private, no-store')
        expect(mine.vary).toMatch(/\bCookie\b/)
      }
      expect(g.cacheControl).not.toMatch(/private/)
      // Asked again after the others: still their own; ?personal=0 gives the shopper the public page.
      expect(miniCartIn((await fetchPage(first.page, PRODUCT_PAGE)).html)).toEqual({ state: 'ready', badge: '2' })
      expect(miniCartIn((await fetchPage(first.page, `${PRODUCT_PAGE}?personal=0`)).html)).toEqual({ state: 'loading', badge: '…' })
    } finally {
      await Promise.all([first.context.close(), second.context.close(), guest.close()])
    }
  })

  it('sends the page up to the mini cart before the slowed read returns, then the rest; late, the client reads the cart', async () => {
    const { context, page } = await shopper(4, 'C')
    try {
      await simCall(context, 'POST', '/__sim/faults', [{ path: 'session/userinfo', delayMs: 1000, times: 1 }])
      const first = await page.evaluate(async (p) => {
        const logged = ((await (await fetch('/__sim/requests')).json()) as unknown[]).length
        const response = await fetch(p)
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
        // Read until the bytes up to the mini cart's start tag are here (a slow reader may get later bytes in the same chunk).
        let chunk = ''
        while (!/<aisle-mini-cart\b[^>]*>/.test(chunk)) {
          const next = await reader.read()
          if (next.done) break
          chunk += next.value
        }
        // Then, before the shopper's user info is answered (the log records its status once answered; the read starts once
        // the first part is on its way, so it may not be logged yet)?
        const log = (await (await fetch('/__sim/requests')).json()) as { path: string; status?: number }[]
        const answered = log.slice(logged).filter((r) => r.path.includes('session/userinfo') && r.status !== undefined).length
        let rest = ''
        for (let c = await reader.read(); !c.done; c = await reader.read()) rest += c.value
        return { chunk, answered, rest, cacheControl: response.headers.get('cache-control') }
      }, PRODUCT_PAGE)
      expect(first.cacheControl).toBe('private, no-store')
      expect(first.answered, "the shopper's read had not returned").toBe(0)
      expect(first.chunk).toMatch(/<aisle-mini-cart\b[^>]*>/)
      expect(first.chunk + first.rest).toMatch(/<\/html>\s*$/)
      expect(miniCartIn(first.chunk + first.rest)).toEqual({ state: 'loading', badge: '…' })
      await page.goto(bannerUrl('freshway', PRODUCT_PAGE))
      await renderedTags(page)
      await expect.poll(() => page.locator(badge).textContent(), T).toBe('4')
    } finally {
      await context.close()
    }
  })

  it('writes their order alert from their order cookies: hydrated in place, no mismatch [CRT-029] [CRT-032] [SHL-040]', async () => {
    const context = await (await launch()).newContext()
    try {
      await resetSim(context)
      await signIn(context, { user: 'C', cartQty: 1 })
      const url = bannerUrl('freshway', '/')
      await context.addCookies([
        { name: 'aisle_order_number', value: '4711', url },
        { name: 'aisle_order_store_id', value: '1100', url },
      ])
      await context.addInitScript(TAG_PRERENDERED_NODES)
      const { page, errors } = await openPage(context)
      const warnings = mismatchWarnings(page)
      await page.goto(bannerUrl('freshway', PRODUCT_PAGE))
      await renderedTags(page)
      const alert = page.locator('aisle-order-alert [part~="root"]')
      await expect.poll(() => alert.getAttribute('data-state'), T).toBe('pending')
      await page.waitForLoadState('networkidle')
      const kept = await keptNodes(page)
      expect(kept.tags).toEqual(expect.arrayContaining(['aisle-mini-cart', 'aisle-order-alert']))
      expect(kept.definedEarly).toBe(0)
      expect(kept.lost.filter((l) => l.startsWith('aisle-order-alert') || l.startsWith('aisle-mini-cart'))).toEqual([])
      expect(await page.locator('aisle-order-alert a').first().getAttribute('href')).toBe('/order-edit/cart/1100/4711')
      expect(warnings).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
