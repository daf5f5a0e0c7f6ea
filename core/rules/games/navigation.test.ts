import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSeedData } from '../../../sim/data'
import {
  focusOutlineMode,
  GAMES_LINK_MARKER,
  MOBILE_BREAKPOINT_PX,
  MOBILE_MEDIA_QUERY,
  navigationFailureDecision,
  normaliseNavigation,
  rewriteGamesLink,
  trappedFocusIndex,
} from './navigation'
import { GAME_GRID_HREF } from './routes'

describe('left navigation content', () => {
  it("shows the banner file's title and menu items [SHL-018] [API-024]", () => {
    const nav = normaliseNavigation({
      title: 'Freshway for U',
      menuItems: [
        { label: 'Just for U Home', url: '/foru.html' },
        { label: 'My List', url: '/mylist.html' },
      ],
    })
    expect(nav).toEqual({
      title: 'Freshway for U',
      menuItems: [
        { label: 'Just for U Home', url: '/foru.html' },
        { label: 'My List', url: '/mylist.html' },
      ],
    })
    expect(normaliseNavigation({ title: 'x' })).toBeUndefined()
    expect(
      normaliseNavigation({ menuItems: [{ label: '', url: '/a' }, { label: 'B' }, { label: 'Bad', url: 'javascript:alert(1)' }] }),
    ).toEqual({ title: '', menuItems: [] })
  })

  it("rewrites every link containing 'games' to the game grid and keeps the label [SHL-021]", () => {
    expect(GAMES_LINK_MARKER).toBe('games')
    expect(rewriteGamesLink({ label: 'Play & Earn', url: '/foru/games.html' })).toEqual({ label: 'Play & Earn', url: '#/games/game-grid' })
    expect(rewriteGamesLink({ label: 'Games Hub', url: 'https://freshway.com/foru/Games-Hub.html' }).url).toBe(GAME_GRID_HREF)
    const url = fc.webUrl()
    fc.assert(
      fc.property(url, fc.string(), (u, label) => {
        const out = rewriteGamesLink({ label, url: u })
        expect(out.label).toBe(label)
        expect(out.url).toBe(u.toLowerCase().includes('games') ? '#/games/game-grid' : u)
      }),
    )
  })

  it("rewrites the simulator's navigation files the same way [SHL-021] [SHL-018]", () => {
    const files = createSeedData().navigation
    for (const file of Object.values(files)) {
      const nav = normaliseNavigation(file)!
      expect(nav.title).toBe(file.title)
      expect(nav.menuItems.map((m) => m.label)).toEqual(file.menuItems.map((m) => m.label))
      for (const item of nav.menuItems) expect(item.url.includes('games') ? item.url === GAME_GRID_HREF : true).toBe(true)
      expect(nav.menuItems.find((m) => m.label === 'Play & Earn')?.url).toBe('#/games/game-grid')
    }
  })
})

describe('navigation file failures', () => {
  it('falls back to the master file when the banner file answers 404 [SHL-019]', () => {
    expect(navigationFailureDecision('banner', 404)).toEqual({ kind: 'fetch-master' })
  })

  it('only logs and shows no navigation on any other failure, or a failed master file [SHL-020]', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }), (status) => {
        fc.pre(status !== 404)
        expect(navigationFailureDecision('banner', status)).toEqual({ kind: 'log-and-hide' })
      }),
    )
    expect(navigationFailureDecision('master', 404)).toEqual({ kind: 'log-and-hide' })
  })
})

describe('small screens', () => {
  it('becomes a dropdown at 990px wide or less [SHL-022] [CST-029]', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(990)
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 990px)')
  })

  it('keeps Tab focus inside the open dropdown, wrapping both ways [SHL-023]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(), fc.boolean(), (n, at, shift) => {
        const current = at % n
        const next = trappedFocusIndex(current, n, shift)!
        expect(next).toBeGreaterThanOrEqual(0)
        expect(next).toBeLessThan(n)
        expect(next).toBe(shift ? (current === 0 ? n - 1 : current - 1) : current === n - 1 ? 0 : current + 1)
      }),
    )
    expect(trappedFocusIndex(-1, 4, false)).toBe(0)
    expect(trappedFocusIndex(-1, 4, true)).toBe(3)
    expect(trappedFocusIndex(0, 0, false)).toBeUndefined()
  })
})

describe('keyboard focus outline', () => {
  it('switches on at the first Tab press [SHL-024]', () => {
    expect(focusOutlineMode(false, { type: 'keydown', key: 'Tab' })).toBe(true)
    fc.assert(
      fc.property(
        fc.string().filter((k) => k !== 'Tab'),
        fc.boolean(),
        (key, on) => focusOutlineMode(on, { type: 'keydown', key }) === on,
      ),
    )
  })

  it('switches off on a mouse click [SHL-025]', () => {
    expect(focusOutlineMode(true, { type: 'mousedown' })).toBe(false)
    expect(focusOutlineMode(false, { type: 'mousedown' })).toBe(false)
  })
})
