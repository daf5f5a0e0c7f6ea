/** The demo pages, enumerated from demo-pages/ so a new page joins every page-wide suite by itself. */
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright'

const DEMO = fileURLToPath(new URL('../../demo-pages/', import.meta.url))

/** Tags that render nothing until something happens (a session about to end, a modal opened). */
export const SILENT_UNTIL_NEEDED = ['aisle-session-timeout', 'aisle-coupon-modals']

/** Paths on a banner host (`/`, `/coupons.html`, …) and the partner page as `partner:/`. */
export function demoPages(): string[] {
  const pages = readdirSync(DEMO)
    .filter((f) => f.endsWith('.html'))
    .map((f) => (f === 'index.html' ? '/' : `/${f}`))
    .sort()
  const partner = readdirSync(`${DEMO}partner`)
    .filter((f) => f.endsWith('.html'))
    .map((f) => `partner:/${f === 'index.html' ? '' : f}`)
  return [...pages, ...partner]
}

/**
 * Waits until the network is quiet and every Aisle tag on the page (outside shadow roots) is
 * defined and has rendered into its shadow root; returns the tags that rendered. Fails naming the
 * tags that never rendered.
 */
export async function renderedTags(page: Page, timeout = 15_000): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout })
  const handle = await page.waitForFunction(
    (silent) => {
      const all = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('aisle-'))
      const waiting = all.filter(
        (el) =>
          !silent.includes(el.localName) && !(customElements.get(el.localName) && el.shadowRoot && el.shadowRoot.childElementCount > 0),
      )
      return waiting.length === 0 ? all.map((el) => el.localName) : false
    },
    SILENT_UNTIL_NEEDED,
    { timeout },
  )
  return (await handle.jsonValue()) as string[]
}
