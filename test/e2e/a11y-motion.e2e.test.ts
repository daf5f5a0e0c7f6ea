/**
 * No motion under prefers-reduced-motion (WCAG 2.3.3, the STANDARDS' "honour
 * prefers-reduced-motion"), end to end on the demo pages with carousels: with reduced motion
 * emulated, no element in any widget's shadow root has an animation or transition that lasts, and
 * pressing a carousel's Next moves the track at once (no smooth scroll) with no animation running
 * afterwards. The same press without reduced motion scrolls smoothly (the track has not moved yet
 * when the press returns): proof that the check can tell the two apart.
 */
import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bannerUrl, closeBrowser, launch, openPage, port, resetSim, signIn } from './browser'
import { renderedTags } from './pages'

/** Pages with a carousel, and the carousel tags on them. */
const CAROUSEL_PAGES = [
  { url: () => bannerUrl('freshway', '/coupons.html'), tag: 'aisle-offer-carousel' },
  { url: () => bannerUrl('freshway', '/product.html'), tag: 'aisle-product-carousel' },
  { url: () => `http://partner.localhost:${port()}/`, tag: 'aisle-offer-carousel' },
]
/** A phone-sized viewport: every carousel has more slides than fit. */
const VIEWPORT = { width: 375, height: 667 }

interface Press {
  tag: string
  before: number
  /** scrollLeft read synchronously after the click returned. */
  atOnce: number
  /** Animations running anywhere (document or shadow roots) right after the press. */
  running: string[]
}

/** Every element in every widget shadow root whose computed animation or transition lasts more than 10 ms. */
async function lastingMotion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      list.split(',').map((t) => (t.trim().endsWith('ms') ? Number.parseFloat(t) / 1000 : Number.parseFloat(t)))
    const found: string[] = []
    const roots: ShadowRoot[] = []
    const collect = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (!el.shadowRoot) continue
        roots.push(el.shadowRoot)
        collect(el.shadowRoot)
      }
    }
    collect(document)
    for (const root of roots) {
      for (const el of root.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const s = getComputedStyle(el, pseudo)
          const animated = s.animationName !== 'none' && seconds(s.animationDuration).some((d) => d > 0.01)
          const transitioned = s.transitionProperty !== 'none' && seconds(s.transitionDuration).some((d) => d > 0.01)
          if (animated || transitioned)
            found.push(
              `<${(root.host as Element).localName}> ${el.localName}.${el.className}${pseudo ?? ''}: animation ${s.animationName} ${s.animationDuration}, transition ${s.transitionProperty} ${s.transitionDuration}`,
            )
        }
      }
    }
    return found
  })
}

/** Presses Next on every carousel of the tag that can move, reading the track synchronously after each press. */
async function pressNext(page: Page, tag: string): Promise<Press[]> {
  return page.evaluate((tagName) => {
    const presses: Press[] = []
    const allAnimations = () => {
      const roots: (Document | ShadowRoot)[] = [document]
      for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot)
      return roots.flatMap((r) => r.getAnimations())
    }
    for (const host of document.querySelectorAll(tagName)) {
      const track = host.shadowRoot?.querySelector<HTMLElement>('[part="track"]')
      const next = host.shadowRoot?.querySelector<HTMLButtonElement>('[part="next"]')
      if (!track || !next || next.disabled || next.getAttribute('aria-disabled') === 'true' || track.scrollWidth <= track.clientWidth)
        continue
      const before = track.scrollLeft
      next.click()
      const atOnce = track.scrollLeft
      const running = allAnimations()
        .filter((a) => a.playState === 'running')
        .map((a) => (a as CSSAnimation).animationName ?? a.constructor.name)
      presses.push({ tag: tagName, before, atOnce, running })
    }
    return presses
  }, tag) as Promise<Press[]>
}

async function openCarouselPage(context: BrowserContext, url: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(context)
  await opened.page.goto(url)
  await renderedTags(opened.page, 60_000)
  return opened
}

describe('no motion under prefers-reduced-motion', () => {
  let reduced: BrowserContext
  let moving: BrowserContext
  const counted = { pages: 0, presses: 0 }

  beforeAll(async () => {
    const browser = await launch()
    reduced = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' })
    moving = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'no-preference' })
    await resetSim(reduced)
    await signIn(reduced, { userType: 'C' })
    await signIn(moving, { userType: 'C' })
  })

  afterAll(async () => {
    await reduced?.close()
    await moving?.close()
    await closeBrowser()
    console.log(
      `reduced motion: ${counted.pages} carousel pages, ${counted.presses} Next presses, no lasting animation or transition in any widget`,
    )
  })

  for (const { url, tag } of CAROUSEL_PAGES) {
    it(`${tag} on ${url().replace(/:\d+/, '')}: nothing animates, and Next jumps instead of scrolling smoothly`, async () => {
      const { page, errors } = await openCarouselPage(reduced, url())
      try {
        expect(await lastingMotion(page)).toEqual([])
        const presses = await pressNext(page, tag)
        expect(presses.length, `no <${tag}> on the page could move`).toBeGreaterThan(0)
        for (const press of presses) {
          expect(press.atOnce, 'the track moved at once').toBeGreaterThan(press.before)
          expect(press.running).toEqual([])
        }
        expect(await lastingMotion(page)).toEqual([])
        expect(errors).toEqual([])
        counted.pages += 1
        counted.presses += presses.length
      } finally {
        await page.close()
      }
    }, 60_000)
  }

  it('control: without reduced motion the same press scrolls smoothly (the track has not moved when the press returns), and the product cards have their transition', async () => {
    const { page, errors } = await openCarouselPage(moving, CAROUSEL_PAGES[1]!.url())
    try {
      expect((await lastingMotion(page)).filter((m) => m.startsWith('<aisle-product-card>')).length).toBeGreaterThan(0)
      const presses = await pressNext(page, CAROUSEL_PAGES[1]!.tag)
      expect(presses.length).toBeGreaterThan(0)
      for (const press of presses) expect(press.atOnce).toBe(press.before)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  }, 60_000)
})
