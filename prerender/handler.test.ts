import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSim } from '../sim/app'
import { prerender, prerenderHandler } from './index'

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
