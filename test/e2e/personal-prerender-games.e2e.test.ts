/**
 * A signed-in shopper's home page from the demo server (prerenderHandler, sim/server.ts): their game grid arrives with
 * the HTML ready, hydrates every node in place and reads the games no second time (the one read is the server's); a
 * guest's page leaves the grid to the client, which shows the sign-in prompt. In both builds.
 */
import type { BrowserContext } from 'playwright'
import { afterAll, describe, expect, it } from 'vitest'
import { GAMES_PATHS } from '../../core/rules/endpoints'
import { GAME_GRID_READY_MARK } from '../../widgets/game-grid/GameGrid.connected'
import { bannerUrl, closeBrowser, launch, openPage, resetSim, signIn, simCall } from './browser'
import { T } from './demo-flows'
import { renderedTags } from './pages'
import { keptNodes, mismatchWarnings, TAG_PRERENDERED_NODES } from './prerendered-kit'

const HOME = '/'
const GRID = 'aisle-game-grid [part~="root"]'

type Logged = { method: string; path: string }
const gamesReads = async (context: BrowserContext, path: string) =>
  ((await simCall(context, 'GET', '/__sim/requests')) as Logged[]).filter((r) => r.method === 'GET' && r.path.endsWith(path)).length

/** The game grid's shadow root as the page's HTML carries it ('' when the tag is left to the client). */
const gridIn = (html: string) => /<aisle-game-grid\b[^>]*><template shadowrootmode="open">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''

describe("a signed-in shopper's own game grid, prerendered per request", () => {
  afterAll(closeBrowser)

  it('arrives ready with their games, hydrates every node in place and reads the games once, on the server [GAM-001] [GAM-003] [GAM-011]', async () => {
    const context = await (await launch()).newContext()
    try {
      await resetSim(context)
      await signIn(context, { user: 'C', cartQty: 1 })
      await context.addInitScript(TAG_PRERENDERED_NODES)
      await simCall(context, 'DELETE', '/__sim/requests')
      const { page, errors } = await openPage(context)
      const warnings = mismatchWarnings(page)
      await page.goto(bannerUrl('freshway', HOME))
      await renderedTags(page)
      // As parsed, before any script ran: their games.
      const parsed = await page.evaluate(
        () =>
          (window as unknown as { __prerendered: { host: Element; text: string }[] }).__prerendered.find(
            (t) => t.host.localName === 'aisle-game-grid',
          )?.text,
      )
      expect(parsed).toContain('Summer Stars')
      expect(parsed).toContain('99 Stars')
      await expect.poll(() => page.locator(GRID).getAttribute('data-state'), T).toBe('ready')
      await page.waitForLoadState('networkidle')
      const kept = await keptNodes(page)
      expect(kept.definedEarly).toBe(0)
      expect(kept.tags).toContain('aisle-game-grid')
      expect(kept.lost.filter((l) => l.startsWith('aisle-game-grid'))).toEqual([])
      expect(await page.locator('aisle-game-grid [part="card"]').count()).toBeGreaterThan(0)
      expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, GAME_GRID_READY_MARK)).toBe(1)
      // One programs read and one points read for the page view: the server's, for this shopper.
      expect(await gamesReads(context, GAMES_PATHS.programs)).toBe(1)
      expect(await gamesReads(context, GAMES_PATHS.programPoints)).toBe(1)
      expect(warnings).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("a guest's page leaves the grid to the client: no games read for it, and the sign-in prompt after the session settles [GAM-001]", async () => {
    const context = await (await launch()).newContext()
    try {
      await resetSim(context)
      const { page, errors } = await openPage(context)
      await page.goto(bannerUrl('freshway', '/__sim/requests'))
      const html = await page.evaluate(async (p) => (await fetch(p)).text(), HOME)
      expect(html).toMatch(/<aisle-game-grid\b[^>]*><\/aisle-game-grid>/)
      expect(gridIn(html)).toBe('')
      await page.goto(bannerUrl('freshway', HOME))
      await renderedTags(page)
      await expect.poll(() => page.locator(GRID).getAttribute('data-state'), T).toBe('signed-out')
      expect(await gamesReads(context, GAMES_PATHS.programs)).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
