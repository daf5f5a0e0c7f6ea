/**
 * The goal "zero nodes replaced by hydration on every demo page": on every demo page the server serves (each
 * page of demo-pages/ on a banner host, the partner page, and the home page on every other banner's host), every node
 * of every Aisle tag's declarative shadow root is tagged when parsing ends, before the page's module scripts run; once
 * every prerendered wrapper has been taken over by React (or Preact, in the compact build) and the page has settled,
 * each tagged node is still in its tag's shadow root, and no widget warned of a hydration mismatch. As a guest (what
 * the page was prerendered for) and as a signed-in shopper (whose widgets update after hydration). The tags are
 * discovered on the page (test/e2e/prerendered-kit.ts): the test holds for whatever the prerender expands.
 */
import type { BrowserContext } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BANNERS } from '../../core/rules/banners'
import { bannerUrl, closeBrowser, launch, openPage, port, resetSim, signIn } from './browser'
import { demoPages, renderedTags } from './pages'
import { hydrated, keptNodes, mismatchWarnings, TAG_PRERENDERED_NODES } from './prerendered-kit'

interface Target {
  banner: string
  path: string
}

/** Every page: its host and path (the partner page on partner.localhost), and the home page on every other banner. */
const PAGES: Target[] = [
  ...demoPages().map((p) =>
    p.startsWith('partner:') ? { banner: 'partner', path: p.slice('partner:'.length) } : { banner: 'freshway', path: p },
  ),
  ...BANNERS.filter((b) => b.id !== 'freshway').map((b) => ({ banner: b.id, path: '/' })),
]

const totals = { pages: 0, hosts: 0, nodes: 0, tags: new Set<string>() }

async function check(context: BrowserContext, { banner, path }: Target) {
  const { page, errors } = await openPage(context)
  const warnings = mismatchWarnings(page)
  try {
    await page.goto(banner === 'partner' ? `http://partner.localhost:${port()}${path}` : bannerUrl(banner, path))
    await renderedTags(page)
    await hydrated(page)
    const found = await keptNodes(page)
    expect(found.definedEarly, 'every tag was tagged before the scripts defined it').toBe(0)
    expect(found.lost).toEqual([])
    expect(warnings).toEqual([])
    expect(errors).toEqual([])
    totals.pages++
    totals.hosts += found.hosts
    totals.nodes += found.nodes
    for (const tag of found.tags) totals.tags.add(tag)
    return found
  } finally {
    await page.close()
  }
}

describe('no prerendered node replaced by hydration, on every demo page', () => {
  let guest: BrowserContext
  let shopper: BrowserContext

  beforeAll(async () => {
    const browser = await launch()
    guest = await browser.newContext()
    await guest.addInitScript(TAG_PRERENDERED_NODES)
    await resetSim(guest)
    shopper = await browser.newContext()
    await shopper.addInitScript(TAG_PRERENDERED_NODES)
    await signIn(shopper, { user: 'C' })
  })
  afterAll(async () => {
    console.log(
      `hydration: ${totals.pages} page loads, ${totals.hosts} prerendered tags, ${totals.nodes} nodes kept; tags prerendered: ${[...totals.tags].join(', ')}`,
    )
    await guest.close()
    await shopper.close()
    await closeBrowser()
  })

  it.each(PAGES)('$banner $path, as a guest: every prerendered node kept, no mismatch', { timeout: 60_000 }, async (target) => {
    await check(guest, target)
  })

  it.each(PAGES.filter((p) => p.banner === 'freshway'))(
    '$banner $path, signed in: every prerendered node kept, no mismatch',
    { timeout: 60_000 },
    async (target) => {
      await check(shopper, target)
    },
  )

  it('has prerendered tags to check: the product page carries its cards and the banner brand prerendered', async () => {
    const found = await check(guest, { banner: 'freshway', path: '/product.html' })
    expect(found.tags).toEqual(expect.arrayContaining(['aisle-banner-brand', 'aisle-product-card']))
    expect(found.nodes).toBeGreaterThan(100)
  })
})
