/**
 * Every link in the demo leads somewhere: on every demo page, the partner page and every banner's home, as a guest
 * and signed in, every link the page shows (widgets' links inside their shadow roots too) is opened, and each page
 * the crawl lands on is checked as it loads: its status, its console, its requests and its pictures. Links found on
 * the pages it opens are followed too, until no new link pattern turns up (test/e2e/crawl-kit.ts `linkPattern`).
 * Links to other origins are the retailer's real sites, which the demo cannot serve: listed, not opened
 * (docs/decisions/testing.md 'The link crawl').
 */
import type { BrowserContext } from 'playwright'
import { afterAll, describe, expect, it } from 'vitest'
import { BANNERS } from '../../core/rules/banners'
import { isSafeLink } from '../../core/rules/links'
import { bannerUrl, build, closeBrowser, launch, port, resetSim, signIn } from './browser'
import { isDemoHost, linkPattern, linksOf } from './crawl-kit'
import { demoPages, renderedTags } from './pages'
import { imagesOf, watchedPage } from './watched-page'

/** Pages opened at once: the crawl is network-bound, the machine is shared. */
const CONCURRENCY = 3
/** Generous: the suites share a busy machine; a widget that never renders still fails, named. */
const RENDER_TIMEOUT_MS = 30_000
const CRAWL_TIMEOUT_MS = 600_000

const urlOf = (path: string) =>
  path.startsWith('partner:') ? `http://partner.localhost:${port()}${path.slice('partner:'.length)}` : bannerUrl('freshway', path)
/** Every demo page (freshway's home among them), the partner page, and the other banners' homes. */
const startPages = () => [...demoPages().map(urlOf), ...BANNERS.filter((b) => b.id !== 'freshway').map((b) => bannerUrl(b.id))]

interface Crawl {
  /** Pages opened: the start pages and the links followed. */
  pages: number
  followed: number
  /** Links seen on the pages, every one (before the patterns). */
  links: number
  external: Set<string>
  /** The link patterns followed. */
  opened: Set<string>
  problems: string[]
}

/** Destinations the widgets link to a guest (sim/pages/): a crawl that never reaches them has lost its links. */
const GUEST_DESTINATIONS = ['/foru/offer-details.N.N.CC.html', '/foru/offer-details.N.N.PD.html', '/shop/product-details/N', '/mylist.html']
/** And a signed-in shopper, whom Play & Earn shows its games. */
const SIGNED_IN_DESTINATIONS = [
  ...GUEST_DESTINATIONS,
  '/foru/rewards.html',
  '/sim-assets/games/summerstars/play.html',
  '/sim-assets/games/summerstars/rules.html',
  '/sim-assets/games/summerstars/faq.html',
  '#/games/game-details/SUMMERSTARS',
]

/** Opens `url`, checks it as it loads, and returns the links it shows. */
async function visit(context: BrowserContext, url: string, from: string, crawl: Crawl): Promise<string[]> {
  const { page, problems } = await watchedPage(context)
  try {
    const response = await page.goto(url)
    const status = response?.status() ?? 0
    if (status >= 400) problems.push(`answered ${status}`)
    await renderedTags(page, RENDER_TIMEOUT_MS).catch((error: unknown) =>
      problems.push(`widgets not rendered: ${String(error).split('\n')[0]}`),
    )
    await page.waitForLoadState('networkidle')
    await expect.poll(async () => (await imagesOf(page)).filter((i) => !i.complete).length, { timeout: 10_000 }).toBe(0)
    for (const image of await imagesOf(page)) if (!image.shown) problems.push(`broken image: ${image.src}`)
    const links = await linksOf(page)
    crawl.links += links.length
    for (const p of problems) crawl.problems.push(`${url} (linked from ${from}): ${p}`)
    return links.map((l) => l.href)
  } finally {
    await page.close()
  }
}

/** Opens the start pages, then every new link pattern they show, wave after wave, until none is new. */
async function crawlAs(context: BrowserContext): Promise<Crawl> {
  const crawl: Crawl = { pages: 0, followed: 0, links: 0, external: new Set(), opened: new Set(), problems: [] }
  const seen = new Set<string>()
  let wave = startPages().map((url) => ({ url, from: 'start' }))
  for (const { url } of wave) seen.add(linkPattern(new URL(url)))
  while (wave.length) {
    const next: typeof wave = []
    for (let i = 0; i < wave.length; i += CONCURRENCY) {
      await Promise.all(
        wave.slice(i, i + CONCURRENCY).map(async ({ url, from }) => {
          for (const href of await visit(context, url, from, crawl)) {
            const link = new URL(href)
            if (!isDemoHost(link, port())) {
              if (!isSafeLink(href)) crawl.problems.push(`${url}: unsafe link ${href}`)
              crawl.external.add(link.origin + link.pathname)
              continue
            }
            const pattern = linkPattern(link)
            if (seen.has(pattern)) continue
            seen.add(pattern)
            crawl.opened.add(pattern)
            next.push({ url: href, from: url })
          }
        }),
      )
    }
    crawl.pages += wave.length
    crawl.followed += next.length
    wave = next
  }
  return crawl
}

const counts: string[] = []

/** A crawl in a fresh context, after a reset: as a guest, or signed in as `user`. */
async function crawlIn(user?: string): Promise<Crawl> {
  const context = await (await launch()).newContext()
  try {
    await resetSim(context)
    // Cookies are per host: signed in on every banner's host, as the shopper would be on each banner's site.
    if (user) for (const banner of BANNERS) await signIn(context, { user, banner: banner.id }, banner.id)
    return await crawlAs(context)
  } finally {
    await context.close()
  }
}

afterAll(async () => {
  await closeBrowser()
  console.log(`link crawl (${build()} build): ${counts.join('; ')}`)
})

describe('every link in the demo leads somewhere', () => {
  it(
    'as a guest: every link on every demo page, the partner page and each banner home opens with no error',
    { timeout: CRAWL_TIMEOUT_MS },
    async () => {
      const crawl = await crawlIn()
      counts.push(
        `guest ${crawl.pages} pages opened (${crawl.followed} links followed of ${crawl.links} seen), ${crawl.external.size} external not opened`,
      )
      expect(crawl.problems).toEqual([])
      expect([...crawl.opened]).toEqual(expect.arrayContaining(GUEST_DESTINATIONS))
    },
  )

  it(
    'signed in: every link on every demo page, the partner page and each banner home opens with no error',
    { timeout: CRAWL_TIMEOUT_MS },
    async () => {
      const crawl = await crawlIn('C')
      counts.push(
        `signed in ${crawl.pages} pages opened (${crawl.followed} links followed of ${crawl.links} seen), ${crawl.external.size} external not opened: ${[...crawl.external].join(', ')}`,
      )
      expect(crawl.problems).toEqual([])
      expect([...crawl.opened]).toEqual(expect.arrayContaining(SIGNED_IN_DESTINATIONS))
    },
  )
})
