import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSim } from '../sim/app'
import { signInCookie } from '../test/support/sim-cookie'
import { prerender, prerenderHandler } from './index'
import { prerenderedResponse } from './respond'
import { KEPT_PAGE_PLANS, KEPT_PLANS_PER_PAGE, pagePlan, pagesParsed } from './page-plan'

const PAGE = readFileSync(new URL('../demo-pages/product.html', import.meta.url), 'utf8')
const NOW = Date.parse('2026-11-26T12:00:00Z')
const URL_ = 'http://freshway.localhost/product.html'

/** The mini cart's badge in a page. */
const badgeOf = (html: string) => /<aisle-mini-cart\b[^>]*><template[^]*?part="badge"[^>]*>([^<]*)</.exec(html)?.[1]

describe("aisle/prerender keeps what it derives from a page's HTML alone", () => {
  const sim = createSim()
  const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => sim.fetch(new Request(input, init))

  it('parses a kept public shell once for every shopper who asks, and writes each their own tags', async () => {
    const shell = await prerender(PAGE, { url: URL_, fetch: fetchSim, now: NOW, leavePersonal: true })
    const handler = prerenderHandler(() => new Response(shell, { headers: { 'content-type': 'text/html' } }), { fetch: fetchSim, now: NOW })
    const first = await signInCookie(sim, { user: 'C', cartQty: 3 })
    const second = await signInCookie(sim, { user: 'R', cartQty: 6 })
    const before = pagesParsed()
    const a = await (await handler(new Request(URL_, { headers: { cookie: first } }))).text()
    expect(pagesParsed() - before, 'the first request parses the shell').toBe(1)
    const b = await (await handler(new Request(URL_, { headers: { cookie: second } }))).text()
    const again = await (await handler(new Request(URL_, { headers: { cookie: first } }))).text()
    expect(pagesParsed() - before, 'the next ones parse nothing').toBe(1)
    expect([badgeOf(a), badgeOf(b), badgeOf(again)]).toEqual(['3', '6', '3'])
    expect(again).toBe(a)
    // A server holding the shell as text answers the same, headers included, without a Response to read back.
    const headers = new Headers({ 'content-type': 'text/html' })
    const direct = await prerenderedResponse(
      shell,
      new Request(URL_, { headers: { cookie: first } }),
      { status: 200, headers },
      { fetch: fetchSim, now: NOW },
    )
    expect(await direct.text()).toBe(a)
    expect(direct.headers.get('cache-control')).toBe('private, no-store')
    expect(pagesParsed() - before).toBe(1)
  })

  it('does not confuse two pages, nor one page at two addresses: each is what a fresh parse writes', async () => {
    const other = PAGE.replace('<main', '<main data-other')
    const bayside = 'http://bayside.localhost/product.html'
    const written = async (html: string, url: string) => prerender(html, { url, fetch: fetchSim, now: NOW })
    const [one, two, three] = [await written(PAGE, URL_), await written(other, URL_), await written(PAGE, bayside)]
    expect(two).toContain('<main data-other')
    expect(one).not.toContain('data-other')
    expect(one).toContain('/aisle/styles/banners/freshway.css')
    expect(three).toContain('/aisle/styles/banners/bayside.css')
    expect(three).not.toContain('/aisle/styles/banners/freshway.css')
    // Asked again in another order, from the kept plans: the same bytes.
    expect([await written(PAGE, bayside), await written(other, URL_), await written(PAGE, URL_)]).toEqual([three, two, one])
  })

  it('keeps the last KEPT_PAGE_PLANS pages: one more parses the least recently used again, not the others', () => {
    const page = (n: number) =>
      `<!doctype html><html><head></head><body><!-- page ${n} --><aisle-mini-cart></aisle-mini-cart></body></html>`
    const plan = (n: number) => pagePlan(page(n), { url: URL_, stylesheetBase: '/aisle/styles/' })
    const start = pagesParsed()
    for (let n = 0; n < KEPT_PAGE_PLANS; n++) plan(n)
    expect(pagesParsed() - start).toBe(KEPT_PAGE_PLANS)
    plan(0) // now the most recently used: page 1 is the least
    plan(KEPT_PAGE_PLANS) // one past the bound: page 1 goes
    expect(pagesParsed() - start).toBe(KEPT_PAGE_PLANS + 1)
    plan(0)
    plan(KEPT_PAGE_PLANS)
    expect(pagesParsed() - start, 'pages 0 and the newest kept').toBe(KEPT_PAGE_PLANS + 1)
    plan(1)
    expect(pagesParsed() - start, 'page 1 parsed again').toBe(KEPT_PAGE_PLANS + 2)
  })

  it('keeps the last KEPT_PLANS_PER_PAGE addresses of one page: one more parses the least recently used again', () => {
    const html =
      '<!doctype html><html><head></head><body><!-- one page, many addresses --><aisle-mini-cart></aisle-mini-cart></body></html>'
    const at = (n: number) => pagePlan(html, { url: `${URL_}?n=${n}`, stylesheetBase: '/aisle/styles/' })
    const start = pagesParsed()
    for (let n = 0; n <= KEPT_PLANS_PER_PAGE; n++) at(n)
    expect(pagesParsed() - start).toBe(KEPT_PLANS_PER_PAGE + 1)
    expect(at(KEPT_PLANS_PER_PAGE).href, 'the newest kept').toBe(`${URL_}?n=${KEPT_PLANS_PER_PAGE}`)
    expect(pagesParsed() - start).toBe(KEPT_PLANS_PER_PAGE + 1)
    at(0)
    expect(pagesParsed() - start, 'the oldest parsed again').toBe(KEPT_PLANS_PER_PAGE + 2)
  })
})
