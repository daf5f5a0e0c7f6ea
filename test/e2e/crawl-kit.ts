/**
 * The crawl's pieces (test/e2e/crawl.e2e.test.ts): the links a page shows, through open shadow roots, and the
 * pattern a link is opened once by.
 */
import type { Page } from 'playwright'

/** Every link on the page, in the document and in every open shadow root (nested ones too), as absolute addresses. */
export const linksOf = (page: Page): Promise<{ href: string; where: string }[]> =>
  page.evaluate(() => {
    const found: { href: string; where: string }[] = []
    const walk = (root: ParentNode, where: string) => {
      for (const el of root.querySelectorAll('*')) {
        if ((el instanceof HTMLAnchorElement || el instanceof HTMLAreaElement) && el.getAttribute('href') !== null)
          found.push({ href: el.href, where })
        if (el.shadowRoot) walk(el.shadowRoot, el.localName)
      }
    }
    walk(document, 'page')
    return found
  })

/** The demo server's hosts: a banner's (`<banner>.localhost`) or the partner's, on the server's port. */
export const isDemoHost = (url: URL, port: number): boolean => /^[a-z]+\.localhost$/.test(url.hostname) && url.port === String(port)

/**
 * The pattern a link on the demo is opened once by, so the crawl stays short: ids become N (one offer-details page
 * per offer program, one product page), a banner's host is any banner's (the banners differ in colours and name,
 * not in pages), and a widget's own route (`#/games/game-details/SUMMERSTARS`) is the same route on any page, its
 * query aside (one prize-details page, not one per prize type). A plain fragment (`#main`) is its page.
 */
export function linkPattern(url: URL): string {
  if (url.hash.startsWith('#/')) return url.hash.replace(/\?.*$/, '').replace(/\d+/g, 'N')
  const host = url.hostname.startsWith('partner.') ? 'partner:' : ''
  return host + url.pathname.replace(/\d+/g, 'N')
}
