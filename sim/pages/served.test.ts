// The storefront pages over the demo server's HTTP: the demo pages' headers, the live state, the designed 404.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '../../bench/server'
import { PAGE_PATHS } from '../../core/rules/coupons/pages'
import { signIn } from '../routes/control'
import { startServer } from '../server'
import { demoGet } from '../server-testing'
import { REVALIDATE } from '../static-headers'
import { cookieHeader } from '../testing'

describe('the demo server serves the storefront pages', () => {
  let port = 0
  let server: Awaited<ReturnType<typeof startServer>>
  let recordings = ''
  beforeAll(async () => {
    port = await freePort()
    recordings = mkdtempSync(join(tmpdir(), 'aisle-pages-rec-'))
    server = await startServer({ port, recordingsDir: recordings })
  })
  afterAll(async () => {
    await server.close()
    rmSync(recordings, { recursive: true, force: true })
  })

  test("a product page is HTML under the demo pages' policy, revalidated", async () => {
    const reply = await demoGet(port, `/shop/product-details/${server.sim.state.products[0]!.id}`)
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toMatch(/^text\/html/)
    expect(reply.headers['cache-control']).toBe(REVALIDATE)
    expect(String(reply.headers['content-security-policy'])).toContain("script-src 'self'")
  })

  test('My List shows the live state: an offer the shopper clips appears on the next load', async () => {
    const { cookies } = signIn(server.sim.state, { user: 'R' })
    const user = server.sim.state.users.find((u) => u.key === 'R')!
    const offer = server.sim.state.offers.find((o) => !user.clipped.includes(o.offerId))!
    const before = (await demoGet(port, PAGE_PATHS.myList, { cookie: cookieHeader(cookies) })).body.toString('utf8')
    expect(before).not.toContain(`offer-id="${offer.offerId}"`)
    user.clipped.push(offer.offerId)
    const after = (await demoGet(port, PAGE_PATHS.myList, { cookie: cookieHeader(cookies) })).body.toString('utf8')
    expect(after).toContain(`offer-id="${offer.offerId}"`)
  })

  test('a page address nothing serves answers the designed not-found page, 404; an API path keeps its own answer', async () => {
    const page = await demoGet(port, '/no-such-page.html')
    expect(page.status).toBe(404)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body.toString('utf8')).toContain('<h1>Page not found</h1>')
    const api = await demoGet(port, '/content/no-such-banner/games/left-nav.json')
    expect(api.status).toBe(404)
    expect(api.body.toString('utf8')).not.toContain('Page not found')
  })
})
