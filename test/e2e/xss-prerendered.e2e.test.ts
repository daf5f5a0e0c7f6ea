/**
 * The hostile-input XSS check over prerendered pages: the simulator in hostile mode (sim/hostile.ts: every display
 * text and address it serves is an attack payload; the demo server prerenders from the same data), then every banner
 * demo page as the server serves it, prerendered. Nothing may run (the canary `window.__xss`, installed before the page
 * parses, stays uncalled), no Aisle shadow root may hold an on* handler, srcdoc, a script-capable element or a script or
 * data-document address (the prerender's own stylesheet links aside), the payloads the prerendered markup shows are
 * shown as text, and hydration keeps every prerendered node over that text (the server's escaping is the client's).
 * The rules are test/hostile's (xss.browser.test.ts, hostile-kit.ts), read here over the page.
 */
import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unsafeAddress } from '../hostile/unsafe-address'
import { hostileCorpus, XSS_CANARY, XSS_PAYLOADS } from '../hostile/xss-payloads'
import { bannerUrl, closeBrowser, launch, openPage, resetSim } from './browser'
import { demoPages, renderedTags } from './pages'
import { hydrated, keptNodes, mismatchWarnings, TAG_PRERENDERED_NODES } from './prerendered-kit'

/** Rotations of the payloads over the fields, as the browser suite's. */
const ROTATIONS = [0, 29]
const PAGES = demoPages().filter((p) => !p.startsWith('partner:'))

const CANARY = `window.__xssCalls = []; window.${XSS_CANARY} = (n) => window.__xssCalls.push(n);`

/**
 * hostile-kit.ts's unsafeNodes over every Aisle tag's shadow roots (nested ones too): the page lists each element and
 * attribute that could run or load something, and `unsafeAddress` (the browser suites' own) judges the addresses here.
 */
async function unsafeInShadowRoots(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const DANGEROUS = new Set(['SCRIPT', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'LINK'])
    const ADDRESS = ['href', 'action', 'formaction', 'xlink:href']
    /** The stylesheet link aisle/prerender writes first in a tag's root: the library's own styles/ on this origin. */
    const prerenderedStylesheet = (el: Element) =>
      el.localName === 'link' &&
      el.parentNode instanceof ShadowRoot &&
      el.getAttribute('rel') === 'stylesheet' &&
      /^\/aisle\/styles\/[a-z-]+\.css$/.test(el.getAttribute('href') ?? '')
    const found: { what: string; address?: string }[] = []
    const visit = (root: ParentNode, inside: boolean) => {
      for (const el of root.querySelectorAll('*')) {
        if (inside) {
          if (DANGEROUS.has(el.tagName) && !prerenderedStylesheet(el)) found.push({ what: `<${el.localName}> element` })
          for (const attr of el.getAttributeNames()) {
            const value = el.getAttribute(attr) ?? ''
            const what = `<${el.localName} ${attr}="${value}">`
            if (/^on/i.test(attr) || attr === 'srcdoc') found.push({ what })
            else if (ADDRESS.includes(attr)) found.push({ what, address: value })
          }
        }
        if (el.shadowRoot) visit(el.shadowRoot, inside || el.localName.startsWith('aisle-'))
      }
    }
    visit(document, false)
    return found
  })
  return seen.filter((f) => f.address === undefined || unsafeAddress(f.address, page.url())).map((f) => f.what)
}

describe('hostile data on prerendered pages: no payload runs, none is markup', () => {
  let context: BrowserContext
  const shown = new Set<string>()
  let checked = 0

  beforeAll(async () => {
    context = await (await launch()).newContext()
    await context.addInitScript(CANARY)
    await context.addInitScript(TAG_PRERENDERED_NODES)
  })
  afterAll(async () => {
    console.log(`xss over prerendered pages: ${checked} page loads, ${shown.size} distinct payloads prerendered as text, none ran`)
    // The next suites get the seed back (theirs reset it too; this one leaves nothing behind).
    await resetSim(context)
    await context.close()
    await closeBrowser()
  })

  for (const offset of ROTATIONS) {
    it(
      `every banner page, payloads rotated by ${offset}: nothing runs, nothing unsafe, prerendered payloads are text and hydrate in place`,
      { timeout: 180_000 },
      async () => {
        await resetSim(context, 'freshway', { hostile: hostileCorpus(offset) })
        let prerendered = 0
        for (const path of PAGES) {
          const { page, errors } = await openPage(context)
          const warnings = mismatchWarnings(page)
          try {
            await page.goto(bannerUrl('freshway', path))
            await renderedTags(page)
            await hydrated(page)
            const kept = await keptNodes(page)
            const texts = kept.texts.join('\n')
            const payloads = XSS_PAYLOADS.filter((p) => texts.includes(p))
            for (const p of payloads) shown.add(p)
            if (kept.tags.includes('aisle-product-card')) {
              prerendered++
              expect(payloads.length, `${path}: the prerendered cards show served payloads as text`).toBeGreaterThan(0)
            }
            expect(await page.evaluate(() => (window as unknown as { __xssCalls: number[] }).__xssCalls), path).toEqual([])
            expect(await unsafeInShadowRoots(page), path).toEqual([])
            expect(kept.lost, path).toEqual([])
            expect(warnings, path).toEqual([])
            expect(errors, path).toEqual([])
            checked++
          } finally {
            await page.close()
          }
        }
        expect(prerendered, 'pages with prerendered product cards').toBeGreaterThan(0)
      },
    )
  }
})
