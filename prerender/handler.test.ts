import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSim } from '../sim/app'
import { signInCookie } from '../test/support/sim-cookie'
import { prerender, prerenderHandler } from './index'
import { PERSONAL_READ_BOUND_MS } from './personal'
import { CART_PATHS } from '../core/rules/cart/endpoints'
import { userInfoPath } from '../core/rules/endpoint-families'

const PAGE = readFileSync(new URL('../demo-pages/product.html', import.meta.url), 'utf8')
const NOW = Date.parse('2026-11-26T12:00:00Z')

describe('aisle/prerender as a fetch handler in front of a CMS', () => {
  const sim = createSim()
  const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => sim.fetch(new Request(input, init))
  const cms = (body: string, init: ResponseInit) => () => new Response(body, init)

  it("prerenders a GET's HTML page for the request's address, as prerender() does, keeping the CMS's status and headers but the body's own", async () => {
    const handler = prerenderHandler(
      cms(PAGE, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'max-age=60',
          'content-length': String(PAGE.length),
          etag: '"cms-1"',
          'x-cms': 'page',
        },
      }),
      { fetch: fetchSim, now: NOW },
    )
    const response = await handler(new Request('http://bayside.localhost/product.html'))
    const body = await response.text()
    expect(body).toBe(await prerender(PAGE, { url: 'http://bayside.localhost/product.html', fetch: fetchSim, now: NOW }))
    expect(body).toContain('<template shadowrootmode="open">')
    expect(body).toContain('/aisle/styles/banners/bayside.css')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('max-age=60')
    expect(response.headers.get('x-cms')).toBe('page')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('etag')).toBeNull()
  })

  it('passes through untouched what is not a GET answered 200 with HTML', async () => {
    const html = { 'content-type': 'text/html' }
    const cases: [Request, Response][] = [
      [new Request('http://freshway.localhost/product.html', { method: 'POST', body: 'x' }), new Response(PAGE, { headers: html })],
      [new Request('http://freshway.localhost/missing.html'), new Response(PAGE, { status: 404, headers: html })],
      [new Request('http://freshway.localhost/data.json'), new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })],
      [new Request('http://freshway.localhost/product.html'), new Response(null, { status: 304, headers: html })],
    ]
    for (const [request, response] of cases) {
      expect(await prerenderHandler(() => response, { fetch: fetchSim })(request), `${request.method} ${request.url}`).toBe(response)
    }
  })
})

/** The mini cart's shadow root in a page: its state, badge text and hydration data. */
function miniCartOf(html: string): { state?: string; badge?: string; data?: string } {
  const root = /<aisle-mini-cart\b[^>]*><template shadowrootmode="open">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''
  return {
    state: /data-state="([a-z]+)"/.exec(root)?.[1],
    badge: /part="badge"[^>]*>([^<]*)</.exec(root)?.[1],
    data: /data-aisle-data='([^']*)'/.exec(root)?.[1],
  }
}

describe('aisle/prerender for the shopper who asks: their own mini cart, never shared [CRT-022]', () => {
  const URL_ = 'http://freshway.localhost/product.html'
  /** A CMS whose answers any shared cache may keep for a minute. */
  const cachingCms = () =>
    new Response(PAGE, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60', 'surrogate-control': 'max-age=60' },
    })

  it("two shoppers with different carts, then a guest: each sees only their own count; a shopper's page is private, no-store and varies on Cookie", async () => {
    const sim = createSim()
    const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => sim.fetch(new Request(input, init))
    const handler = prerenderHandler(cachingCms, { fetch: fetchSim })
    const first = await signInCookie(sim, { user: 'C', cartQty: 3 })
    const second = await signInCookie(sim, { user: 'R', cartQty: 7 })
    const guest = await signInCookie(sim, { userType: 'G' })
    const answer = async (cookie?: string) => {
      const response = await handler(new Request(URL_, cookie ? { headers: { cookie } } : {}))
      return { response, cart: miniCartOf(await response.text()) }
    }
    const a = await answer(first)
    const b = await answer(second)
    expect(a.cart).toMatchObject({ state: 'ready', badge: '3' })
    expect(b.cart).toMatchObject({ state: 'ready', badge: '7' })
    expect(JSON.parse(a.cart.data!.replace(/&#39;/g, "'").replace(/&amp;/g, '&'))).toMatchObject({ reply: { cartQty: 3 } })
    for (const { response } of [a, b]) {
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('surrogate-control')).toBeNull()
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/)
    }
    // A guest (a guest's session, or none) gets the public page, cacheable as the CMS says: the loading state, no data.
    for (const cookie of [guest, undefined]) {
      const { response, cart } = await answer(cookie)
      expect(cart).toEqual({ state: 'loading', badge: '…', data: undefined })
      expect(response.headers.get('cache-control')).toBe('public, max-age=60')
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/)
    }
    // And the first shopper again, after the others: still their own count.
    expect((await answer(first)).cart).toMatchObject({ state: 'ready', badge: '3' })
  })

  it("a kept public shell (leavePersonal) leaves the shopper's tags unwritten; through the handler only those are written, with no public read [CRT-022]", async () => {
    const sim = createSim()
    const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => sim.fetch(new Request(input, init))
    const shell = await prerender(PAGE, { url: URL_, fetch: fetchSim, leavePersonal: true })
    expect(shell).toMatch(/<aisle-product-card\b[^>]*><template shadowrootmode="open">/)
    expect(shell).toMatch(/<aisle-mini-cart\b[^>]*><\/aisle-mini-cart>/)
    const cookie = await signInCookie(sim, { user: 'C', cartQty: 4 })
    sim.state.requests.length = 0
    const handler = prerenderHandler(() => new Response(shell, { headers: { 'content-type': 'text/html' } }), { fetch: fetchSim })
    const response = await handler(new Request(URL_, { headers: { cookie } }))
    const body = await response.text()
    expect(miniCartOf(body)).toMatchObject({ state: 'ready', badge: '4' })
    expect(body.match(/<aisle-product-card\b[^>]*><template shadowrootmode="open">/g)?.length).toBe(
      shell.match(/<aisle-product-card\b[^>]*><template shadowrootmode="open">/g)?.length,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    // Only the shopper's reads: their user info and their cart; no product read for the public cards again.
    expect(
      sim.state.requests
        .map((r) => r.path)
        .filter((path) => !path.endsWith(userInfoPath('freshway')) && !path.endsWith(CART_PATHS.miniCart)),
    ).toEqual([])
  })

  it("reads user info with the shopper's cookies, then the cart with their token, as the page does [API-001] [API-039]", async () => {
    const sim = createSim()
    const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => sim.fetch(new Request(input, init))
    const cookie = await signInCookie(sim, { user: 'C', cartQty: 2 })
    sim.state.requests.length = 0
    // The whole page: the cart is read for its part after the first bytes.
    await (await prerenderHandler(cachingCms, { fetch: fetchSim })(new Request(URL_, { headers: { cookie } }))).text()
    // User info twice: a guest's for the public product cards, the shopper's (their cookies) for the mini cart.
    expect(sim.state.requests.filter((r) => r.path.endsWith(userInfoPath('freshway')))).toHaveLength(2)
    const carts = sim.state.requests.filter((r) => r.path.endsWith(CART_PATHS.miniCart))
    const { token } = [...sim.state.sessions.values()][0]!
    expect(carts.map((r) => r.headers.Authorization)).toEqual([`Bearer ${token}`])
  })

  it('leaves the loading state, never an error page, when a read fails or is late; personal: false turns it off', async () => {
    const sim = createSim()
    const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => sim.fetch(new Request(input, init))
    const cookie = await signInCookie(sim, { user: 'C', cartQty: 2 })
    const ask = async (options: { personal?: boolean } = {}) => {
      const response = await prerenderHandler(cachingCms, { fetch: fetchSim, ...options })(new Request(URL_, { headers: { cookie } }))
      return { status: response.status, cart: miniCartOf(await response.text()) }
    }
    sim.state.faults.push({ path: CART_PATHS.miniCart, status: 500, times: 2 })
    expect(await ask()).toEqual({ status: 200, cart: { state: 'loading', badge: '…', data: undefined } })
    sim.state.faults.push({ path: userInfoPath('freshway'), delayMs: PERSONAL_READ_BOUND_MS + 200, times: 1 })
    expect(await ask()).toEqual({ status: 200, cart: { state: 'loading', badge: '…', data: undefined } })
    expect(await ask({ personal: false })).toEqual({ status: 200, cart: { state: 'loading', badge: '…', data: undefined } })
    // A page in record or playback mode stays public: its calls are the recording's [ENV-026] [ENV-027].
    const recording = await prerenderHandler(cachingCms, { fetch: fetchSim })(new Request(`${URL_}?mode=record`, { headers: { cookie } }))
    expect(miniCartOf(await recording.text())).toEqual({ state: 'loading', badge: '…', data: undefined })
    expect(recording.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await ask()).toMatchObject({ status: 200, cart: { state: 'ready', badge: '2' } })
  })
})

describe('aisle/prerender for the shopper who asks: never slower to start', () => {
  it("starts no personal read before the page's first part is taken: their set-up never comes before its bytes", async () => {
    const sim = createSim()
    let started = 0
    const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (request.headers.has('cookie')) started++
      return sim.fetch(request)
    }
    const cookie = await signInCookie(sim, { user: 'C', cartQty: 2 })
    const shell = await prerender(PAGE, { url: 'http://freshway.localhost/product.html', fetch: fetchSim, leavePersonal: true })
    const response = await prerenderHandler(() => new Response(shell, { headers: { 'content-type': 'text/html' } }), { fetch: fetchSim })(
      new Request('http://freshway.localhost/product.html', { headers: { cookie } }),
    )
    expect(started, 'no personal read started with the response').toBe(0)
    const body = await response.text()
    expect(started, "the shopper's user info and cart, once the first part was taken").toBe(2)
    expect(miniCartOf(body)).toMatchObject({ state: 'ready', badge: '2' })
  })

  it('sends the page up to the first personal tag before any personal read returns, then the rest: a complete page', async () => {
    const sim = createSim()
    let returned = 0
    const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (!request.headers.has('cookie')) return sim.fetch(request)
      // The API slowed by a second for the shopper's reads (the public ones, a guest's, as fast as ever).
      await new Promise((done) => setTimeout(done, 1000))
      const response = await sim.fetch(request)
      returned++
      return response
    }
    const cookie = await signInCookie(sim, { user: 'C', cartQty: 2 })
    const response = await prerenderHandler(() => new Response(PAGE, { headers: { 'content-type': 'text/html' } }), { fetch: fetchSim })(
      new Request('http://freshway.localhost/product.html', { headers: { cookie } }),
    )
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    const first = (await reader.read()).value ?? ''
    expect(returned, 'no personal read had returned').toBe(0)
    expect(first).toMatch(/<aisle-mini-cart\b[^>]*>$/)
    expect(first).toContain('<link rel="stylesheet" href="/aisle/styles/banners/freshway.css">')
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value
    expect(rest).toMatch(/<\/html>\s*$/)
    // Later than the bound: the tag's loading state, the client reads the cart itself.
    expect(miniCartOf(first + rest)).toEqual({ state: 'loading', badge: '…', data: undefined })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})
