/**
 * The tag catalogue and theming pages as the demo server serves them, with its strict CSP:
 * a section and a rendered live example per manifest tag, the Copy buttons, the fifteen banners and every
 * `--aisle-*` property, no page error, no policy violation, axe clean (WCAG 2.2 AA).
 *
 * axe is evaluated into the page from node_modules/axe-core (page.evaluate runs over the DevTools protocol):
 * page.addScriptTag would add an inline <script>, which the page's CSP rightly refuses.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Frame, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BANNERS, bannerById } from '../../core/rules/banners'
import { examplePath, examplesFor, snippetId, tagSectionId } from '../../scripts/catalogue/catalogue-page'
import { tagMarkup } from '../../scripts/catalogue/html'
import { customProperties, elementsOf, readManifest } from '../../scripts/catalogue/sources'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn } from './browser'

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** Installed before the page's own scripts: every policy violation, in the page or in a shadow root. */
const RECORD_VIOLATIONS = `window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI), true);`

const manifest = readManifest()
const elements = elementsOf(manifest)
const examples = examplesFor(elements)
const properties = customProperties(manifest)
const counted = { tags: 0, attributes: 0, banners: 0, properties: 0, axePages: 0 }

/** axe's WCAG 2.2 A/AA violations (target size switched on by name: axe ships it off), as 'rule: targets'. */
async function axeViolations(target: Page | Frame): Promise<string[]> {
  await target.evaluate(AXE_SOURCE)
  const found = await target.evaluate(async (tags) => {
    // A dialog mid-fade has the wrong colours: jump every finite animation (shadow roots included) to its end first.
    const roots: (Document | ShadowRoot)[] = [document]
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i]?.querySelectorAll('*') ?? []) if (el.shadowRoot) roots.push(el.shadowRoot)
    for (const animation of new Set(roots.flatMap((r) => r.getAnimations()))) {
      if (animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish()
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const axe = (
      window as unknown as {
        axe: { run: (c: Document, o: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> }
      }
    ).axe
    // No CSSOM preload: axe copies each shadow root's <link rel="stylesheet"> (a prerendered tag's) into an inline
    // `<style>@import …` of its own, which the page's policy blocks: a violation raised by the test's tool, not the page.
    const options = { runOnly: { type: 'tag', values: tags }, rules: { 'target-size': { enabled: true } }, preload: { assets: ['media'] } }
    const result = await axe.run(document, options)
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, WCAG_22_AA)
  counted.axePages++
  return found
}

/** Page errors, policy violations (event and console) of a page opened with `open`. */
async function open(context: BrowserContext, path: string, banner = 'freshway') {
  const { page, errors } = await openPage(context)
  const csp: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text())
  })
  await page.goto(bannerUrl(banner, path))
  const violations = async () => [...csp, ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))]
  return { page, errors, violations }
}

/** WCAG 1.4.10 Reflow: the page's horizontal overflow in px at 320 CSS px wide (0: no sideways scrolling); the size is put back. */
async function reflowsAt320(page: Page): Promise<number> {
  const size = page.viewportSize()
  await page.setViewportSize({ width: 320, height: 640 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  if (size) await page.setViewportSize(size)
  return overflow
}

/** The element's shadow root has rendered something (element children, not only adopted styles). */
const rendered = (target: Page | Frame, tag: string, scope: string) =>
  target.evaluate(([t, s]) => (document.querySelector(`${s} ${t}`)?.shadowRoot?.childElementCount ?? 0) > 0, [tag, scope] as const)

type Opened = Awaited<ReturnType<typeof open>>

describe('tag catalogue and theming pages, served by the simulator', () => {
  let context: BrowserContext
  // Each page is loaded once and shared by the tests reading it (the catalogue runs every widget: loading it is the cost).
  let catalogue: Opened
  let theming: Opened
  beforeAll(async () => {
    context = await (await launch()).newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    await context.addInitScript(RECORD_VIOLATIONS)
    await resetSim(context)
    // User C: authorised for games, with orders and offers, so the examples that need a shopper render in full.
    await signIn(context, { user: 'C' })
    catalogue = await open(context, '/catalogue.html')
    theming = await open(context, '/theming.html')
  })
  afterAll(async () => {
    console.log(
      `catalogue e2e: ${counted.tags} tags rendered live, ${counted.attributes} attributes documented; theming: ${counted.banners} banners, ${counted.properties} --aisle-* properties listed; axe clean on ${counted.axePages} pages`,
    )
    await context.close()
    await closeBrowser()
  })

  it(
    'shows a section and a rendered live example per manifest tag, headings in order, working contents links, no error or policy violation, axe clean, reflows at 320 px',
    { timeout: 90_000 },
    async () => {
      const { page, errors, violations } = catalogue
      for (const el of elements) {
        const section = `section#${tagSectionId(el.tagName)}`
        await expect
          .poll(() => page.locator(`#${tagSectionId(el.tagName)}-heading`).textContent(), { timeout: 10_000 })
          .toBe(`<${el.tagName}>`)
        expect(await page.locator(`nav.toc a[href="#${tagSectionId(el.tagName)}"]`).count(), el.tagName).toBe(1)
        if (examples.get(el.tagName)?.isolated) {
          // The example frame loads lazily (it would hold the catalogue's main thread): scrolled to, as a reader would.
          await page.locator(`${section} iframe.example-frame`).scrollIntoViewIfNeeded()
          const inFrame = () => page.frame({ url: (u) => u.pathname === examplePath(el.tagName) })
          await expect.poll(() => inFrame() !== null, { timeout: 10_000 }).toBe(true)
          const frame = inFrame()
          expect(frame, `${el.tagName} example frame`).not.toBeNull()
          await expect.poll(() => rendered(frame!, el.tagName, 'main'), { timeout: 15_000 }).toBe(true)
          expect(await axeViolations(frame!), `${el.tagName} example page`).toEqual([])
        } else {
          await expect.poll(() => rendered(page, el.tagName, `${section} .live-example`), { timeout: 15_000 }).toBe(true)
        }
        counted.tags++
        counted.attributes += await page.locator(`${section} table:has(caption:text-is("Attributes of <${el.tagName}>")) tbody tr`).count()
      }
      expect(counted.attributes).toBe(elements.reduce((n, el) => n + (el.attributes?.length ?? 0), 0))
      // The page's own headings (the widgets' headings live in their shadow roots, under 'Live example').
      const levels = await page.evaluate(() =>
        [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')].map((h) => Number(h.tagName[1])),
      )
      expect(levels[0]).toBe(1)
      expect(levels.filter((l, i) => i > 0 && l > levels[i - 1]! + 1)).toEqual([])
      await page.locator(`nav.toc a[href="#${tagSectionId('aisle-product-card')}"]`).click()
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${tagSectionId('aisle-product-card')}`)
      await expect.poll(() => page.locator(`#${tagSectionId('aisle-product-card')}-heading`).isVisible()).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      expect(await reflowsAt320(page)).toBe(0)
      expect(errors).toEqual([])
      expect(await violations()).toEqual([])
    },
  )

  it("the Copy button copies the snippet, from the keyboard too, and says 'Copied' in its live status", { timeout: 60_000 }, async () => {
    const { page, errors, violations } = catalogue
    for (const tag of ['aisle-add-to-cart', 'aisle-offer-carousel']) {
      const id = snippetId(tag)
      const status = page.locator(`#${id}-status`)
      expect(await status.getAttribute('role')).toBe('status')
      await page.locator(`button[data-copy-target="${id}"]`).click()
      await expect.poll(() => status.textContent()).toBe('Copied')
      const expected = tagMarkup(tag, examples.get(tag)!.attributes)
      expect(await page.locator(`#${id}`).textContent()).toBe(expected)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
    }
    // Keyboard: a second copy is announced again (the status is cleared first).
    await page.evaluate(() => navigator.clipboard.writeText(''))
    const button = page.locator(`button[data-copy-target="${snippetId('aisle-product-card')}"]`)
    expect(await button.evaluate((b) => (b.textContent ?? '').trim())).toBe('Copy the <aisle-product-card> snippet')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator(`#${snippetId('aisle-product-card')}-status`).textContent()).toBe('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      tagMarkup('aisle-product-card', examples.get('aisle-product-card')!.attributes),
    )
    expect(errors).toEqual([])
    expect(await violations()).toEqual([])
  })

  it(
    'the theming page lists the 15 banners with their logo and colours, and every --aisle-* property the sources read; axe clean, reflows at 320 px [ENV-002]',
    { timeout: 60_000 },
    async () => {
      const { page, errors, violations } = theming
      const rows = page.locator('table.banners-table tbody tr')
      expect(await rows.count()).toBe(15)
      for (const [i, banner] of BANNERS.entries()) {
        const row = rows.nth(i)
        expect(await row.locator('th').textContent()).toContain(banner.displayName)
        expect(await row.locator('img.banner-logo').getAttribute('alt')).toBe(`${banner.displayName} logo`)
        expect(await row.locator('svg.swatch rect').getAttribute('fill')).toBe(banner.color)
        counted.banners++
      }
      const listed = await page.locator('table.properties-table tbody th code').allTextContents()
      expect(listed).toEqual(properties.map((p) => p.name))
      counted.properties = listed.length
      expect(await axeViolations(page)).toEqual([])
      expect(await reflowsAt320(page)).toBe(0)
      expect(errors).toEqual([])
      expect(await violations()).toEqual([])
    },
  )

  it(
    "a banner's catalogue link opens the catalogue on that banner's host, in its name and colour [ENV-001] [ENV-002]",
    { timeout: 60_000 },
    async () => {
      const { page, errors } = theming
      const greenBasket = bannerById('greenbasket')
      await page.locator('a', { hasText: `${greenBasket.displayName} catalogue` }).click()
      await page.waitForURL((u) => u.hostname === 'greenbasket.localhost' && u.pathname === '/catalogue.html')
      await expect
        .poll(() => page.locator('header aisle-banner-brand [part="name"]').textContent(), { timeout: 10_000 })
        .toBe(greenBasket.displayName)
      const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--aisle-color-brand').trim())
      expect(brand).toBe(greenBasket.color)
      expect(errors).toEqual([])
    },
  )
})
