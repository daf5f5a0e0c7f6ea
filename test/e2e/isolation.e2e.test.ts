/**
 * A host page with aggressive global CSS (demo-pages/hostile.css) that also includes
 * the script twice. Every widget looks the same with and without that stylesheet (the box and computed look of every element in its shadow root)
 * and works (a click on a button the host "hid" still adds to the cart).
 */
import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn } from './browser'
import { renderedTags } from './pages'
import { hydrated, keptNodes, mismatchWarnings, TAG_PRERENDERED_NODES } from './prerendered-kit'

const PAGE = '/host-isolation.html'

async function setHostile(page: Page, on: boolean) {
  await page.evaluate((enabled) => {
    const sheet = document.getElementById('hostile') as HTMLLinkElement
    sheet.disabled = !enabled
  }, on)
  // Two frames: the style change is applied and painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/**
 * How each widget looks, as data: every element in its shadow root with its box relative to the host
 * and the computed properties that decide its look. Compared exactly; pixels are not, because the host
 * page's own layout moves the widget by fractions of a pixel, which changes anti-aliasing, not the widget.
 */
async function looks(page: Page): Promise<Record<string, string[]>> {
  // Images settle first: a card shows its image once it has loaded, and a lazy image loads when the host page's layout
  // brings it near the viewport. Loading them all now takes the network out of the comparison.
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('.isolation-slot > *')].flatMap((host) =>
        [...(host.shadowRoot?.querySelectorAll('img') ?? [])].map((img) => {
          img.loading = 'eager'
          if (img.complete) return undefined
          return new Promise((done) => {
            img.addEventListener('load', done, { once: true })
            img.addEventListener('error', done, { once: true })
          })
        }),
      ),
    ),
  )
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  return page.evaluate((props) => {
    const out: Record<string, string[]> = {}
    for (const host of document.querySelectorAll('.isolation-slot > *')) {
      const origin = host.getBoundingClientRect()
      const lines = [`host ${origin.width.toFixed(1)}x${origin.height.toFixed(1)}`]
      for (const el of host.shadowRoot?.querySelectorAll('*') ?? []) {
        const r = el.getBoundingClientRect()
        const style = getComputedStyle(el)
        // An element with no box (a prerendered root's stylesheet link, its display: contents wrapper) has a zero rect at the
        // viewport's origin, not the host's: its "position" would be where the host page put the host. Its display is still compared.
        const box =
          el.getClientRects().length === 0
            ? 'no box'
            : [r.x - origin.x, r.y - origin.y, r.width, r.height].map((n) => n.toFixed(1)).join(',')
        lines.push(`${el.localName}.${el.getAttribute('class') ?? ''} ${box} ${props.map((p) => style.getPropertyValue(p)).join(' | ')}`)
      }
      out[host.localName] = lines
    }
    return out
  }, LOOK_PROPERTIES)
}

const LOOK_PROPERTIES = [
  'display',
  'visibility',
  'opacity',
  'color',
  'background-color',
  'font',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'text-shadow',
  'white-space',
  'box-sizing',
  'border',
  'outline',
  'cursor',
  '-webkit-text-stroke-width',
  'transition-duration',
]

describe('host-page isolation', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await (await launch()).newContext({ viewport: { width: 1280, height: 900 } })
    await resetSim(context)
    await signIn(context, { user: 'R' })
  })
  afterAll(async () => {
    await context.close()
    await closeBrowser()
  })

  it('every widget looks the same with and without the hostile stylesheet', { timeout: 40_000 }, async () => {
    const { page, errors } = await openPage(context)
    await page.goto(bannerUrl('freshway', PAGE))
    await renderedTags(page)
    const hostile = await looks(page)
    await setHostile(page, false)
    const plain = await looks(page)
    const tags = Object.keys(plain)
    const elements = tags.reduce((n, tag) => n + (plain[tag]?.length ?? 0), 0)
    const differ = tags.filter((tag) => JSON.stringify(plain[tag]) !== JSON.stringify(hostile[tag]))
    console.log(
      `host isolation: ${tags.length} widgets, ${elements} shadow elements x ${LOOK_PROPERTIES.length + 1} looks compared, ${differ.length} differ`,
    )
    for (const tag of differ) expect(hostile[tag], tag).toEqual(plain[tag])
    expect(tags).toHaveLength(6)
    expect(elements).toBeGreaterThan(100)
    expect(errors).toEqual([])
  })

  it('works under the hostile stylesheet, and the script included twice runs one loader and one runtime', { timeout: 40_000 }, async () => {
    const { page, errors } = await openPage(context)
    const fetched: string[] = []
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname + new URL(r.url()).search))
    await page.goto(bannerUrl('freshway', PAGE))
    await renderedTags(page)
    expect(fetched.filter((p) => p.startsWith('/aisle/aisle.js'))).toEqual(['/aisle/aisle.js', '/aisle/aisle.js?v=2'])
    const widgetModules = fetched.filter((p) => p.startsWith('/aisle/widgets/'))
    expect(widgetModules).toEqual([...new Set(widgetModules)])
    expect(fetched.filter((p) => p.includes('/api/cart/minicart')).length).toBeLessThanOrEqual(1)
    expect(await page.evaluate(() => Boolean((window as unknown as Record<symbol, unknown>)[Symbol.for('aisle.runtime')]))).toBe(true)

    const badge = page.locator('aisle-mini-cart [part="badge"]')
    const before = Number(await badge.textContent())
    await page.locator('aisle-add-to-cart button').first().click()
    await expect.poll(async () => Number(await badge.textContent()), { timeout: 10_000 }).toBe(before + 1)
    expect(errors).toEqual([])
  })

  it(
    'the script included twice over the prerendered page: every prerendered node kept, no mismatch, and the prerendered card adds to the cart',
    { timeout: 40_000 },
    async () => {
      const prerendered = await (await launch()).newContext({ viewport: { width: 1280, height: 900 } })
      try {
        await prerendered.addInitScript(TAG_PRERENDERED_NODES)
        await signIn(prerendered, { user: 'R' })
        const { page, errors } = await openPage(prerendered)
        const warnings = mismatchWarnings(page)
        await page.goto(bannerUrl('freshway', PAGE))
        await renderedTags(page)
        await hydrated(page)
        const kept = await keptNodes(page)
        expect(kept.tags).toEqual(expect.arrayContaining(['aisle-banner-brand', 'aisle-product-card']))
        expect(kept.definedEarly).toBe(0)
        const badge = page.locator('aisle-mini-cart [part="badge"]')
        const before = Number(await badge.textContent())
        await page.locator('aisle-product-card [part="add"]').click()
        await expect.poll(async () => Number(await badge.textContent()), { timeout: 10_000 }).toBe(before + 1)
        expect((await keptNodes(page)).lost).toEqual([])
        expect(warnings).toEqual([])
        expect(errors).toEqual([])
      } finally {
        await prerendered.close()
      }
    },
  )
})
