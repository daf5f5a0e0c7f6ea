/**
 * Drives the built Storybook (storybook-static/, which `npm test` builds first) from Node in the system
 * Chromium, for the visual and ARIA suites: every story exactly as a designer sees it in Storybook's
 * canvas, with the project's own preview (its loader builds each story's seeded in-page simulator).
 *
 * What makes two runs render alike:
 * - fonts: only Debian's fonts-dejavu-core (fonts.ts);
 * - time: Date is fixed at FIXED_TIME (the simulator seeds its offer dates from today, and cards print them);
 *   time zone UTC, locale en-US, device scale 1;
 * - motion: `prefers-reduced-motion: reduce`, under which the widgets run no animation or transition
 *   (styles/base.css), and no text caret;
 * - settling: the page reports when every simulator call is answered and every element rendered
 *   (test/a11y/story-settle.ts, via .storybook/preview.ts), then every image has loaded or failed.
 *
 * One page per banner: the first story is loaded by URL (with the banner in `globals=`), the next ones
 * are switched to in place, as Storybook's own sidebar does, which saves reloading the bundle each time.
 */
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { dejavuOnlyFontconfig } from './fonts'

/** The Storybook build the suites read; `npm run build-storybook` writes it. */
export const STORYBOOK_DIR = 'storybook-static'

/** The clock every story sees. Any fixed moment works; changing it changes the dates the cards print. */
export const FIXED_TIME = '2026-11-25T15:00:00Z'

/** The instant and zone a story page is on. */
export interface StoryClock {
  at: number
  timeZone: string
}

/** The baselines' clock. */
export const STORY_CLOCK: StoryClock = { at: Date.parse(FIXED_TIME), timeZone: 'UTC' }

/** The widths a designer checks: desktop and a phone (heights only matter to modals, centred in the viewport). */
export const WIDTHS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const
export type Width = (typeof WIDTHS)[number]

/** One story of storybook-static/index.json, and where its widget's files live. */
export interface StoryEntry {
  /** Storybook's id, e.g. widgets-coupon-card--clip-failed. */
  id: string
  /** e.g. Widgets/Coupon card */
  title: string
  /** e.g. Clip Failed */
  name: string
  /** The story's part of the id, e.g. clip-failed: the name of its baseline files. */
  slug: string
  /** The folder of the stories file, e.g. widgets/coupon-card: the baselines live beside it. */
  dir: string
}

interface IndexJson {
  entries: Record<string, { type: string; id: string; title: string; name: string; importPath: string }>
}

/** Every story of the built Storybook, sorted by id. */
export function storiesFromIndex(dir = STORYBOOK_DIR): StoryEntry[] {
  let index: IndexJson
  try {
    index = JSON.parse(readFileSync(`${dir}/index.json`, 'utf8')) as IndexJson
  } catch (error) {
    throw new Error(`${dir}/index.json is missing or unreadable: run \`npm run build-storybook\` first (npm test does). ${String(error)}`)
  }
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map((e) => ({
      id: e.id,
      title: e.title,
      name: e.name,
      slug: e.id.slice(e.id.indexOf('--') + 2),
      dir: dirname(e.importPath.replace(/^\.\//, '')),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))
}

/** The system Chromium, allowed only the fonts of fonts-dejavu-core. */
export async function launchStoryBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--hide-scrollbars', '--force-color-profile=srgb'],
    headless: true,
    env: { ...process.env, ...dejavuOnlyFontconfig() } as Record<string, string>,
  })
}

/** A rectangle in page coordinates. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Storybook's preview API, as far as these suites use it. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string }
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>
  }
  __aisleStorySettled?: (timeoutMs?: number) => Promise<void>
}

/** How long one story may take to render and settle (the gallery of every offer is thousands of nodes, on a shared machine). */
const RENDER_TIMEOUT_MS = 90_000

/** The longest wait for the story's pictures to load (they come from the local server). */
const IMAGE_WAIT_MS = 15_000
/** Frames without any change in the story's tree that make it settled, and the longest wait for them. */
const QUIET_FRAMES = 3
const QUIET_WAIT_MS = 5_000
/** The most readings `stable` takes. */
const STABLE_READINGS = 10

/** A page of the built Storybook showing one banner's stories, one at a time. */
export class StoryPage {
  /** The story on show, once it has settled. */
  shown: string | undefined
  /** Errors the page threw since the last story was shown. */
  readonly errors: string[] = []

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly origin: string,
    readonly banner: string,
  ) {
    page.on('pageerror', (e) => this.errors.push(String(e)))
  }

  /** `clock` moves the page's fixed time and zone (the time-travel run); the baselines are drawn at FIXED_TIME in UTC. */
  static async open(
    browser: Browser,
    origin: string,
    banner: string,
    width: Width = WIDTHS[0],
    clock: StoryClock = STORY_CLOCK,
  ): Promise<StoryPage> {
    const context = await browser.newContext({
      viewport: { width: width.width, height: width.height },
      deviceScaleFactor: 1,
      timezoneId: clock.timeZone,
      locale: 'en-US',
      reducedMotion: 'reduce',
      colorScheme: 'light',
    })
    // Date.now() and new Date() return the fixed time; timers and performance.now() run as usual.
    await context.clock.setFixedTime(new Date(clock.at))
    const page = await context.newPage()
    return new StoryPage(context, page, origin, banner)
  }

  async close(): Promise<void> {
    await this.context.close()
  }

  /** The viewport's width now. */
  get width(): number {
    return this.page.viewportSize()?.width ?? 0
  }

  /** Resizes the viewport and waits until the story has settled again; nothing happens at the width it already has. */
  async resize(width: Width): Promise<void> {
    if (await this.setViewport(width)) await this.settle()
  }

  private async setViewport(width: Width): Promise<boolean> {
    const now = this.page.viewportSize()
    if (now?.width === width.width && now.height === width.height) return false
    await this.page.setViewportSize({ width: width.width, height: width.height })
    return true
  }

  /** Shows the story at the given width and waits until it has settled. Nothing happens if it already shows it. */
  async show(story: StoryEntry, width: Width = WIDTHS[0]): Promise<void> {
    if (this.shown === story.id) return this.resize(width)
    this.shown = undefined
    this.errors.length = 0
    // A story is always rendered at the first width, then resized: the same history on every run.
    await this.setViewport(WIDTHS[0])
    if (this.page.url().startsWith(this.origin)) {
      await this.page.evaluate((storyId) => {
        void (window as PreviewWindow).__STORYBOOK_PREVIEW__!.onSetCurrentStory({ storyId, viewMode: 'story' })
      }, story.id)
    } else {
      await this.page.goto(`${this.origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=banner:${this.banner}`)
    }
    const phase = await this.page.waitForFunction(
      (storyId) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender
        return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '') ? render.phase : false
      },
      story.id,
      { timeout: RENDER_TIMEOUT_MS, polling: 50 },
    )
    const result = await phase.jsonValue()
    if (result !== 'finished') {
      const shown = await this.page.locator('#error-message, #error-stack').allTextContents()
      throw new Error(`Story ${story.id} ${String(result)}: ${shown.join('\n') || this.errors.join('\n')}`)
    }
    await this.settle()
    this.shown = story.id
    await this.resize(width)
  }

  /** Waits until the story has settled (story-settle.ts), every image has loaded or failed, fonts are ready; hides carets. */
  async settle(): Promise<void> {
    await this.page.evaluate(
      async ({ timeoutMs, imageWaitMs, quietFramesWanted, quietWaitMs }) => {
        const win = window as PreviewWindow
        if (!win.__aisleStorySettled)
          throw new Error('This Storybook build has no __aisleStorySettled: rebuild it (npm run build-storybook).')
        await win.__aisleStorySettled(timeoutMs)
        const roots: (Document | ShadowRoot)[] = [document]
        for (let i = 0; i < roots.length; i++)
          for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot)
        // The capture's own styles in every shadow root (Playwright's caret hiding styles the document only): no text
        // caret, and every part rendered as a shopper who scrolled to it sees it. `content-visibility: auto` (the deals
        // grid's cells) skips what is off screen and keeps the size of what was once on screen, so the picture would
        // depend on which cells the run happened to scroll past, and a skipped cell's picture would never load.
        const captureSheet = new CSSStyleSheet()
        captureSheet.replaceSync('*, *::before, *::after { caret-color: transparent !important; content-visibility: visible !important; }')
        for (const root of roots)
          if (!root.adoptedStyleSheets.some((s) => s.cssRules[0]?.cssText.includes('caret-color: transparent')))
            root.adoptedStyleSheets = [...root.adoptedStyleSheets, captureSheet]
        // Every picture loaded and decoded (or failed), those below the fold too: a lazy one would load whenever
        // the capture happened to reach it. At most IMAGE_WAIT_MS, so a picture that never answers cannot hang the run.
        const images = roots.flatMap((root) => [...root.querySelectorAll('img')])
        for (const img of images) if (img.loading === 'lazy') img.loading = 'eager'
        const decoded = Promise.all(images.map((img) => img.decode().catch(() => undefined)))
        await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, imageWaitMs))])
        await document.fonts.ready
        // Quiet: no change anywhere in the tree (a carousel measuring its slides, a status filled after a reply) for
        // QUIET_FRAMES frames in a row, at most QUIET_WAIT_MS: on a loaded machine such late changes land later, not never.
        await new Promise<void>((resolve) => {
          let quietFrames = 0
          const observer = new MutationObserver(() => {
            quietFrames = 0
          })
          for (const root of roots) observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true })
          const giveUp = setTimeout(done, quietWaitMs)
          function done() {
            observer.disconnect()
            clearTimeout(giveUp)
            resolve()
          }
          const frame = () => {
            quietFrames += 1
            if (quietFrames >= quietFramesWanted) done()
            else requestAnimationFrame(frame)
          }
          requestAnimationFrame(frame)
        })
      },
      { timeoutMs: RENDER_TIMEOUT_MS, imageWaitMs: IMAGE_WAIT_MS, quietFramesWanted: QUIET_FRAMES, quietWaitMs: QUIET_WAIT_MS },
    )
  }

  /**
   * A reading of the settled story: taken again after two frames until two readings in a row agree (at most
   * STABLE_READINGS), so a change that lands late on a loaded machine is waited for, not photographed halfway.
   */
  async stable<T>(read: () => Promise<T>, same: (a: T, b: T) => boolean): Promise<T> {
    let previous = await read()
    for (let i = 1; i < STABLE_READINGS; i++) {
      await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const next = await read()
      if (same(previous, next)) return next
      previous = next
    }
    return previous
  }

  /**
   * What to photograph: the story root's box, grown to cover whatever the story shows outside it (an open
   * modal dialog or popover in the top layer, an Aisle element appended to <body>), in page coordinates.
   */
  async storyBox(): Promise<Box> {
    return this.page.evaluate(() => {
      const boxes: DOMRect[] = []
      const root = document.getElementById('storybook-root')
      if (root) boxes.push(root.getBoundingClientRect())
      for (const el of document.body.children) if (el.localName.startsWith('aisle-')) boxes.push(el.getBoundingClientRect())
      const roots: (Document | ShadowRoot)[] = [document]
      for (let i = 0; i < roots.length; i++) {
        for (const el of roots[i]!.querySelectorAll('*')) {
          if (el.shadowRoot) roots.push(el.shadowRoot)
          if ((el.localName === 'dialog' && (el as HTMLDialogElement).open) || el.matches(':popover-open'))
            boxes.push(el.getBoundingClientRect())
        }
      }
      const visible = boxes.filter((b) => b.width > 0 && b.height > 0)
      // A story whose widget shows nothing (a carousel hidden after a failed call, or for a guest): a one-pixel strip
      // of the root's width, blank while the widget stays hidden; anything it showed would change the picture's size.
      if (visible.length === 0 && root) {
        const r = root.getBoundingClientRect()
        visible.push(new DOMRect(r.left, r.top, r.width > 0 ? r.width : innerWidth, 1))
      }
      const left = Math.max(0, Math.floor(Math.min(...visible.map((b) => b.left)) + scrollX))
      const top = Math.max(0, Math.floor(Math.min(...visible.map((b) => b.top)) + scrollY))
      const right = Math.min(document.documentElement.scrollWidth, Math.ceil(Math.max(...visible.map((b) => b.right)) + scrollX))
      const bottom = Math.min(
        Math.max(document.documentElement.scrollHeight, innerHeight),
        Math.ceil(Math.max(...visible.map((b) => b.bottom)) + scrollY),
      )
      if (visible.length === 0 || right <= left || bottom <= top) throw new Error('The story shows nothing: its root has no size.')
      return { x: left, y: top, width: right - left, height: bottom - top }
    })
  }

  /** A PNG of the story's box at the current width. */
  async screenshot(): Promise<Buffer> {
    const clip = await this.storyBox()
    return this.page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css', type: 'png' })
  }
}
