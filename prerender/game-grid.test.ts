// aisle-game-grid prerendered for the shopper who asks (widgets/game-grid/game-grid.prerender.tsx): their ready grid and the read it came
// from, with the games store's own reads; a guest, no session, or a failed or late read leaves the tag to the client.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSim } from '../sim/app'
import { control } from '../sim/testing'
import { signInCookie } from '../test/support/sim-cookie'
import { GAMES_PATHS } from '../core/rules/endpoints'
import { gamesSeedOf } from '../core/stores/games/seed'
import { prerender } from './index'
import { PERSONAL_READ_BOUND_MS } from './personal'

const PAGE = readFileSync(new URL('../demo-pages/index.html', import.meta.url), 'utf8')
const URL_ = 'http://freshway.localhost/index.html'
const UNWRITTEN = '<aisle-game-grid play-earn-href="/play-earn.html"></aisle-game-grid>'

/** The grid's shadow root in a page: its state, card names and hydration data. */
function gridOf(html: string): { state?: string; names: string[]; data?: unknown } {
  const root = /<aisle-game-grid\b[^>]*><template shadowrootmode="open">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''
  const data = /data-aisle-data='([^']*)'/.exec(root)?.[1]
  return {
    state: /part="root"[^>]*data-state="([a-z-]+)"/.exec(root)?.[1],
    names: [...root.matchAll(/part="name"[^>]*>([^<]*)</g)].map((m) => m[1] as string),
    data:
      data === undefined
        ? undefined
        : JSON.parse(
            data
              .replace(/&#39;/g, "'")
              .replace(/&quot;/g, '"')
              .replace(/&amp;/g, '&'),
          ),
  }
}

async function page() {
  const sim = createSim()
  const fetchSim = async (input: RequestInfo | URL, init?: RequestInit) => sim.fetch(new Request(input, init))
  const render = (cookie?: string) => prerender(PAGE, { url: URL_, fetch: fetchSim, ...(cookie ? { cookie } : {}) })
  const reads = (path: string) => sim.state.requests.filter((r) => r.method === 'GET' && r.path.endsWith(path)).length
  return { sim, render, reads }
}

describe('aisle/prerender for the shopper who asks: their own game grid [GAM-001] [GAM-003]', () => {
  it('writes their ready grid with the read it came from (programs, then points, each read once), which seeds the store as it is', async () => {
    const { sim, render, reads } = await page()
    const cookie = await signInCookie(sim, { user: 'C', cartQty: 1 })
    sim.state.requests.length = 0
    const grid = gridOf(await render(cookie))
    expect(grid.state).toBe('ready')
    expect(grid.names).toContain('Summer Stars')
    expect(grid.names).not.toContain('Winter Wonder Rewards')
    expect(reads(GAMES_PATHS.programs)).toBe(1)
    expect(reads(GAMES_PATHS.programPoints)).toBe(1)
    const seed = gamesSeedOf(grid.data)
    expect(seed).toEqual(grid.data)
    expect(seed?.points.find((p) => p.programCode === 'SUMMERSTARS')).toBeDefined()
  })

  it('leaves the tag to the client for a guest, a request without a session, and a failed or late read', async () => {
    const { sim, render, reads } = await page()
    const guest = await signInCookie(sim, { userType: 'G' })
    for (const cookie of [guest, undefined]) expect(await render(cookie)).toContain(UNWRITTEN)
    expect(reads(GAMES_PATHS.programs)).toBe(0)
    const shopper = await signInCookie(sim, { user: 'C', cartQty: 1 })
    await control(sim, 'POST', '/faults', { path: GAMES_PATHS.programs, pattern: `${GAMES_PATHS.programs}$`, status: 500 })
    expect(await render(shopper)).toContain(UNWRITTEN)
    await control(sim, 'DELETE', '/faults')
    await control(sim, 'POST', '/faults', { path: GAMES_PATHS.programPoints, delayMs: PERSONAL_READ_BOUND_MS + 200 })
    expect(await render(shopper)).toContain(UNWRITTEN)
    await control(sim, 'DELETE', '/faults')
    expect(gridOf(await render(shopper)).state).toBe('ready')
  })
})
