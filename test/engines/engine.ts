/**
 * One interface over three browser engines, so the end-to-end flows are written once (test/engines/flows.ts).
 * Every input is real: a pointer moved to the element's centre and pressed and released (CDP through Playwright,
 * WebDriver BiDi input.performActions through puppeteer-core, WebDriver classic Actions through selenium-webdriver),
 * and keys pressed the same way — never element.click() in page script (the widgets refuse untrusted clicks).
 */
import { type Loc, pageOp } from './locator'

export type EngineName = 'chromium' | 'firefox' | 'webkit'

export interface EnginePage {
  goto(url: string): Promise<void>
  url(): Promise<string>
  /** Runs `fn` (a function, or its source) in the page with one JSON argument; awaits a returned promise. */
  evaluate<T>(fn: string | ((arg: never) => unknown), arg?: unknown): Promise<T>
  /** A real pointer click at the centre of the element, once it is visible and nothing covers it. */
  click(target: Loc, options?: { timeout?: number }): Promise<void>
  /** Presses one key, with modifiers as 'Shift+Tab'. Names: Tab, Enter, Space, Escape, ArrowDown, ArrowUp, Backspace. */
  press(key: string): Promise<void>
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>
  setViewport(width: number, height: number): Promise<void>
  /** Uncaught errors the page reported (see EngineDriver.errorsFromStart). */
  errors(): Promise<string[]>
  close(): Promise<void>
}

/** One shopper: cookies and storage of their own, one or more tabs. */
export interface EngineContext {
  newPage(): Promise<EnginePage>
  close(): Promise<void>
}

export interface EngineDriver {
  readonly name: EngineName
  /** The browser's product and version, as the engine reports it. */
  readonly version: string
  /** Whether uncaught errors are collected from the page's first script (true), or from the first call the test makes in it. */
  readonly errorsFromStart: boolean
  newContext(options?: { width?: number; height?: number }): Promise<EngineContext>
  close(): Promise<void>
}

/** Reads through a locator: the helpers every engine shares, on top of `evaluate`. */
export const read = {
  text: (page: EnginePage, target: Loc) => page.evaluate<string | null>(pageOp('text', target.spec)),
  attr: (page: EnginePage, target: Loc, name: string) => page.evaluate<string | null>(pageOp('attr', target.spec, name)),
  value: (page: EnginePage, target: Loc) => page.evaluate<string | null>(pageOp('value', target.spec)),
  checked: (page: EnginePage, target: Loc) => page.evaluate<boolean | null>(pageOp('checked', target.spec)),
  count: (page: EnginePage, target: Loc) => page.evaluate<number>(pageOp('count', target.spec)),
  /** The focused element, through shadow roots. */
  active: (page: EnginePage) => page.evaluate<{ tag: string; part: string | null; name: string } | null>(pageOp('active', null)),
}

/** Where to click: the element's centre in viewport pixels, once it is hit-testable; waits up to `timeout`. */
export async function clickPoint(page: EnginePage, target: Loc, timeout = 20_000): Promise<{ x: number; y: number }> {
  const end = Date.now() + timeout
  let last = 'not found'
  for (;;) {
    try {
      const at = await page.evaluate<{ x: number; y: number } | { problem: string } | null>(pageOp('point', target.spec))
      if (at && 'x' in at) {
        // Stable over two rendered frames: a page still growing above the element (cells rendered as they come
        // near the viewport, images, a list filling in) moves it after it is measured.
        await page.evaluate(
          () =>
            new Promise((r) => {
              requestAnimationFrame(() => requestAnimationFrame(r))
              setTimeout(r, 500)
            }),
        )
        const again = await page.evaluate<{ x: number; y: number } | { problem: string } | null>(pageOp('point', target.spec, 'still'))
        if (again && 'x' in again && again.x === at.x && again.y === at.y) return at
        last = again && 'problem' in again ? again.problem : 'still moving'
      } else last = at ? at.problem : 'not found'
    } catch (error) {
      // A navigation in progress: the page's context is gone for a moment.
      last = String(error)
    }
    if (Date.now() > end) throw new Error(`cannot click ${target.toString()}: ${last}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** 'Shift+Tab' → ['Shift'], 'Tab'. */
export function splitKey(key: string): { modifiers: string[]; key: string } {
  const parts = key.split('+')
  const last = parts.pop() as string
  return { modifiers: parts, key: last === '' ? '+' : last }
}
