/**
 * How the demo server sends the library to a real page (Lighthouse uses-long-cache-ttl and
 * uses-text-compression): hashed chunk files are cached for a year, immutable; the loader and the widget
 * entry files revalidate on every load, so a release reaches pages at once; every script, stylesheet and
 * page travels compressed. Read from the browser's own responses on the home page and the partner page.
 */
import type { Response } from 'playwright'
import { afterAll, describe, expect, it } from 'vitest'
import { IMMUTABLE, REVALIDATE } from '../../sim/static-headers'
import { bannerUrl, closeBrowser, launch, openPage, port } from './browser'

afterAll(closeBrowser)

async function responsesOf(url: string): Promise<Map<string, Response>> {
  const context = await (await launch()).newContext()
  const seen = new Map<string, Response>()
  try {
    const { page, errors } = await openPage(context)
    page.on('response', (r) => seen.set(new URL(r.url()).pathname, r))
    await page.goto(url, { waitUntil: 'networkidle' })
    expect(errors).toEqual([])
    // Headers are read before the context closes.
    for (const r of seen.values()) await r.allHeaders()
    return seen
  } finally {
    await context.close()
  }
}

describe('library and page headers', () => {
  it('hashed chunks are immutable for a year; the loader, widget files and the page revalidate; all travel compressed', async () => {
    const seen = await responsesOf(bannerUrl('freshway'))
    const chunks = [...seen.keys()].filter((p) => /^\/aisle\/chunks\/.+-[\w-]{8}\.js$/.test(p))
    const widgets = [...seen.keys()].filter((p) => p.startsWith('/aisle/widgets/'))
    expect(chunks.length).toBeGreaterThan(1)
    expect(widgets).toContain('/aisle/widgets/mini-cart.js')
    for (const path of chunks) expect((await seen.get(path)!.allHeaders())['cache-control'], path).toBe(IMMUTABLE)
    for (const path of ['/aisle/aisle.js', ...widgets, '/', '/demo.css']) {
      const headers = await seen.get(path)!.allHeaders()
      expect(headers['cache-control'], path).toBe(REVALIDATE)
    }
    for (const path of ['/aisle/aisle.js', ...widgets, ...chunks, '/', '/demo.css']) {
      expect(['br', 'gzip'], path).toContain((await seen.get(path)!.allHeaders())['content-encoding'])
    }
  })

  it("the partner page gets the compact build's chunks immutable and compressed from the retailer's origin", async () => {
    const seen = await responsesOf(`http://partner.localhost:${port()}/`)
    const chunks = [...seen.keys()].filter((p) => /^\/aisle\/compact\/chunks\/.+-[\w-]{8}\.js$/.test(p))
    expect(chunks.length).toBeGreaterThan(0)
    for (const path of chunks) {
      const headers = await seen.get(path)!.allHeaders()
      expect(headers['cache-control'], path).toBe(IMMUTABLE)
      expect(['br', 'gzip'], path).toContain(headers['content-encoding'])
    }
    expect((await seen.get('/aisle/compact/aisle.js')!.allHeaders())['cache-control']).toBe(REVALIDATE)
  })
})
