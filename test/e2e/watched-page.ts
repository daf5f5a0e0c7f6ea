/**
 * A page whose every problem is recorded (console errors, uncaught errors, failed requests, error responses), and
 * the pictures it loads through open shadow roots: what the first-run and crawl suites fail on.
 */
import type { BrowserContext, Page } from 'playwright'

export interface Watched {
  page: Page
  /** Every console error, uncaught error, failed request and response of 400 or more, in order. */
  problems: string[]
}

/** Whether the page has started to leave the document a request belonged to (checked when the request is cut short). */
const navigatedAway = (page: Page, documentUrl: string) => page.mainFrame().url() !== documentUrl || navigating.has(page)
const navigating = new WeakSet<Page>()

/** A page whose every console error, uncaught error, failed request and error response is recorded. */
export async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()} (${m.location().url})`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${String(e)}`))
  // A main-frame navigation after the page's own (not an HTTP redirect of it) means the page is leaving its document.
  let documents = 0
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame() && !r.redirectedFrom() && ++documents > 1) navigating.add(page)
  })
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? ''
    // A request the page's own navigation cut short (a guest on Play & Earn is sent to sign-in) did not fail.
    if (error === 'net::ERR_ABORTED' && navigatedAway(page, r.frame().url())) return
    problems.push(`requestfailed: ${r.method()} ${r.url()} ${error}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.request().method()} ${r.url()}`)
  })
  return { page, problems }
}

/**
 * Every <img> on the page the browser loads, through open shadow roots: its address, whether it has
 * finished and whether it shows a picture. A lazy image outside the viewport is not loaded, not listed.
 */
export const imagesOf = (page: Page) =>
  page.evaluate(() => {
    const found: { src: string; complete: boolean; shown: boolean }[] = []
    const deferred = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect()
      return (
        img.loading === 'lazy' && (box.width === 0 || box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth)
      )
    }
    const walk = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        if (el instanceof HTMLImageElement && el.getAttribute('src') && (el.complete || !deferred(el))) {
          found.push({ src: el.currentSrc || el.src, complete: el.complete, shown: el.complete && el.naturalWidth > 0 })
        }
        if (el.shadowRoot) walk(el.shadowRoot)
      }
    }
    walk(document)
    return found
  })
