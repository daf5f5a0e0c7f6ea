/**
 * The first run, as a new user meets it after `npm ci && npm start`: every demo page
 * (demo-pages/, the partner page from its own origin, and the sign-in page the simulator serves) loads
 * in Chromium as a guest with no console error, no uncaught error and no failed request — a request
 * that fails, or a response of 400 or more. Each page's icon is a real picture (the browser's favicon
 * fetch is not a page request: it is checked apart). On the partner page the offers show with their
 * pictures, and a file the build lacks answers 404 with the CORS header, so its console says 404.
 */
import type { BrowserContext } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bannerUrl, closeBrowser, launch, port, resetSim } from './browser'
import { demoPages, renderedTags } from './pages'
import { imagesOf, watchedPage } from './watched-page'

/** Pages the simulator serves outside demo-pages/ that a shopper reaches from the demo. */
const SIM_PAGES = ['/account/sign-in.html']
const pages = [...demoPages(), ...SIM_PAGES]
const urlOf = (path: string) =>
  path.startsWith('partner:') ? `http://partner.localhost:${port()}${path.slice('partner:'.length)}` : bannerUrl('freshway', path)

/** Generous: the suites share a busy machine; a widget that never renders still fails, named. */
const RENDER_TIMEOUT_MS = 30_000

let context: BrowserContext

beforeAll(async () => {
  context = await (await launch()).newContext()
  await resetSim(context)
})

afterAll(async () => {
  await context?.close()
  await closeBrowser()
})

describe('the first run: every demo page, as a new user opens it', () => {
  it('covers every demo page, the partner page and the sign-in page', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/coupons.html',
        '/products.html',
        '/product.html',
        '/play-earn.html',
        '/catalogue.html',
        '/theming.html',
        '/account/sign-in.html',
        'partner:/',
      ]),
    )
  })

  it.each(pages)('%s: no console error, no failed request, no broken picture, and an icon', { timeout: 60_000 }, async (path) => {
    const { page, problems } = await watchedPage(context)
    try {
      const response = await page.goto(urlOf(path))
      expect(response?.status()).toBe(200)
      await renderedTags(page, RENDER_TIMEOUT_MS).catch(() => [])
      await page.waitForLoadState('networkidle')
      // Pictures still loading (a lazy one scrolled near) are given their time; a broken one is not waiting.
      await expect.poll(async () => (await imagesOf(page)).filter((i) => !i.complete).length, { timeout: 10_000 }).toBe(0)
      const broken = (await imagesOf(page)).filter((i) => !i.shown).map((i) => `broken image: ${i.src}`)
      expect([...problems, ...broken]).toEqual([])

      // The icon the page names is a picture the server has (Chromium fetches it outside the page: no request event).
      const icon = await page.evaluate(async () => {
        const href = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href
        if (!href) return { href: '' }
        const reply = await fetch(href)
        const img = new Image()
        img.src = href
        const shown = await img.decode().then(
          () => img.naturalWidth > 0,
          () => false,
        )
        return { href, status: reply.status, type: reply.headers.get('content-type'), shown }
      })
      expect(icon.href, 'the page names no icon: Chromium asks for /favicon.ico').not.toBe('')
      expect(icon).toEqual({ href: icon.href, status: 200, type: expect.stringMatching(/^image\//), shown: true })
    } finally {
      await page.close()
    }
  })

  it("the partner page shows the offers with their pictures, from the retailer's origin", { timeout: 60_000 }, async () => {
    const { page, problems } = await watchedPage(context)
    try {
      await page.goto(`http://partner.localhost:${port()}/`)
      const slides = page.locator('aisle-offer-carousel [part="slide"]')
      await expect.poll(() => slides.count(), { timeout: RENDER_TIMEOUT_MS }).toBeGreaterThan(0)
      await page.waitForLoadState('networkidle')
      await expect.poll(async () => (await imagesOf(page)).filter((i) => !i.complete).length, { timeout: 10_000 }).toBe(0)
      const offers = (await imagesOf(page)).filter((i) => i.src.includes('/sim-assets/offers/'))
      expect(offers.length).toBeGreaterThan(0)
      for (const image of offers) {
        expect(new URL(image.src).origin, image.src).toBe(new URL(bannerUrl('freshway')).origin)
        expect(image.shown, image.src).toBe(true)
      }
      expect(problems).toEqual([])
    } finally {
      await page.close()
    }
  })

  it('a file the build lacks answers 404 with the CORS header: the partner page reads the 404, no CORS refusal', async () => {
    const { page } = await watchedPage(context)
    try {
      await page.goto(`http://partner.localhost:${port()}/`)
      const missing = `${bannerUrl('freshway', '/aisle/compact/not-built.js')}`
      const reply = await page.evaluate(async (url) => {
        // Without Access-Control-Allow-Origin the browser refuses the response: fetch rejects, the console says CORS.
        try {
          return { status: (await fetch(url)).status }
        } catch (error) {
          return { refused: String(error) }
        }
      }, missing)
      expect(reply).toEqual({ status: 404 })
    } finally {
      await page.close()
    }
  })
})
