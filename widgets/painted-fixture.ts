/**
 * A page that arrived prerendered (test/fixtures/prerender/page.html: aisle/prerender's declarative shadow roots) and
 * whose tags no script has defined yet, for the loader's browser tests: each test file is a page of its own, so a tag
 * is undefined once per file.
 */
import { afterEach, beforeEach, vi } from 'vitest'
import prerendered from '../test/fixtures/prerender/page.html?raw'
import { FIXTURE_PRODUCTS } from '../test/fixtures/prerender/page'
import { itemPosts } from '../test/support/unit-items'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../test/support/widget-fixture'
import { BUY_TEXT } from './product-card/ProductCardBuy.view'
import { type AisleTag, WIDGETS } from './registry'

export { BUY_TEXT, FIXTURE_PRODUCTS }

/** A fresh simulator and runtime for each test of the calling suite, and every stub undone after it; returns the current one. */
export function paintedHarness(): () => Harness {
  let harness: Harness | undefined
  beforeEach(() => {
    harness = setUpHarness()
    startHarness(harness)
  })
  afterEach(() => {
    tearDownHarness()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
  return () => harness!
}

/** Puts the prerendered page into this document, `offset` pixels below the top (out of sight when large). */
export function paintPage(offset = 0): HTMLDivElement {
  const parsed = Document.parseHTMLUnsafe(`<div>${prerendered}</div>`)
  const page = parsed.body.firstElementChild as HTMLDivElement
  page.style.marginTop = `${offset}px`
  document.body.append(document.adoptNode(page))
  return page
}

/** Holds the idle callbacks the loader asks for until `run()`: the browser is never idle meanwhile. */
export function holdIdle(): { run(): void } {
  const queued: IdleRequestCallback[] = []
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => queued.push(callback))
  return { run: () => queued.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })) }
}

/** Holds a tag's module until `release()`, so a press certainly arrives before its code. */
export function holdModule(tag: AisleTag): { asked(): boolean; release(): void } {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const load = WIDGETS[tag]
  let asked = false
  vi.spyOn(WIDGETS as Record<AisleTag, () => Promise<unknown>>, tag).mockImplementation(async () => {
    asked = true
    await gate
    return load()
  })
  return { asked: () => asked, release: () => release() }
}

/** Two animation frames: what the page does after a layout (an IntersectionObserver's first answer) has happened. */
export const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

export const card = (page: HTMLElement, id: string = FIXTURE_PRODUCTS[0]) => page.querySelector<HTMLElement>(`#card-${id}`)!
export const cardPart = (page: HTMLElement, name: string, id?: string) =>
  card(page, id).shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!
export const addCalls = async (h: Harness) => (await itemPosts(h)).length
