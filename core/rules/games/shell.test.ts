import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BANNERS } from '../banners'
import type { GamesRoute } from './routes'
import {
  BACK_LINK_PAGES,
  backTarget,
  FOR_U_HOME_PATH,
  navigationDecision,
  pageTitle,
  SCROLL_RESTORATION,
  shellLayout,
  navigationComplete,
} from './shell'
import { BACK, FOR_U_SUFFIX, PLAY_AND_EARN } from './texts'

const detailRoutes: GamesRoute[] = [
  { page: 'game-details', programCode: 'SUMMERSTARS' },
  { page: 'game-over', programCode: 'PANTRYBINGO' },
  { page: 'prize-details', prizeId: 'PZ0102', programCode: 'SUMMERSTARS' },
  { page: 'prize-details', prizeId: 'PZ0102' },
]

describe('page title', () => {
  it("is '<banner> for U' with a 'Play & Earn' section [SHL-007]", () => {
    expect(FOR_U_SUFFIX).toBe(' for U')
    expect(PLAY_AND_EARN).toBe('Play & Earn')
    expect(pageTitle('Freshway')).toBe('Freshway for U')
    for (const banner of BANNERS) expect(pageTitle(banner.displayName)).toBe(`${banner.displayName} for U`)
    expect(shellLayout({ page: 'game-grid' }, 'Green Basket')).toMatchObject({
      breadcrumb: { label: 'Green Basket for U' },
      sectionLabel: 'Play & Earn',
    })
  })
})

describe('shell layout', () => {
  it("shows a 'Back' link on game-details, game-over and prize-details [SHL-008]", () => {
    expect(BACK).toBe('Back')
    expect(BACK_LINK_PAGES).toEqual(['game-details', 'game-over', 'prize-details'])
    for (const route of detailRoutes) expect(shellLayout(route, 'Freshway')).toMatchObject({ kind: 'back', backLabel: 'Back' })
  })

  it('hides the left navigation on game-details, game-over and prize-details [SHL-009]', () => {
    for (const route of detailRoutes) expect(shellLayout(route, 'Freshway').leftNavigation).toBe(false)
  })

  it("shows a breadcrumb link to the 'for U' home on the other pages [SHL-010]", () => {
    expect(FOR_U_HOME_PATH).toBe('/foru.html')
    expect(shellLayout({ page: 'game-grid' }, 'Freshway')).toMatchObject({
      kind: 'breadcrumb',
      breadcrumb: { label: 'Freshway for U', href: '/foru.html' },
    })
  })

  it("shows the label 'Play & Earn' on the other pages [SHL-011]", () => {
    expect(shellLayout({ page: 'game-grid' }, 'Freshway')).toMatchObject({ sectionLabel: 'Play & Earn' })
  })

  it('shows the left navigation column on the other pages [SHL-012]', () => {
    expect(shellLayout({ page: 'game-grid' }, 'Freshway').leftNavigation).toBe(true)
  })
})

describe('back target', () => {
  it('goes from game-details to games/game-grid [SHL-013]', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (programCode) => {
        expect(backTarget({ page: 'game-details', programCode })).toEqual({ kind: 'route', route: { page: 'game-grid' } })
      }),
    )
  })

  it("goes from prize-details to its game's details [SHL-014]", () => {
    expect(backTarget({ page: 'prize-details', prizeId: 'PZ0102', programCode: 'SUMMERSTARS' })).toEqual({
      kind: 'route',
      route: { page: 'game-details', programCode: 'SUMMERSTARS' },
    })
    // the program code of the loaded prize when the link carried none
    expect(backTarget({ page: 'prize-details', prizeId: 'PZ0102' }, { programCode: 'FRESHFINDS' })).toEqual({
      kind: 'route',
      route: { page: 'game-details', programCode: 'FRESHFINDS' },
    })
  })

  it('goes from prize-details to the previous page when no program code can be found [SHL-015]', () => {
    expect(backTarget({ page: 'prize-details', prizeId: 'PZ0102' })).toEqual({ kind: 'previous-page' })
    expect(backTarget({ page: 'prize-details', prizeId: 'PZ0102' }, { programCode: undefined })).toEqual({ kind: 'previous-page' })
  })

  it('goes from any other page, game-over included, to the previous page [SHL-016]', () => {
    expect(backTarget({ page: 'game-over', programCode: 'PANTRYBINGO' })).toEqual({ kind: 'previous-page' })
    expect(backTarget({ page: 'game-grid' })).toEqual({ kind: 'previous-page' })
  })
})

describe('router', () => {
  it('scrolls to the top on every navigation [SHL-017]', () => {
    const pages = fc.constantFrom(
      '#/games/game-grid',
      '#/games/game-details/A1',
      '#/games/game-details/B2',
      '#/games/game-over/A1',
      '#/games/prize-details/PZ1',
    )
    fc.assert(
      fc.property(pages, pages, (from, to) => {
        const decision = navigationDecision(from, to)
        if (from === to) expect(decision).toEqual({ kind: 'ignore' })
        else expect(decision).toMatchObject({ kind: 'navigate', href: to, scrollTo: { top: 0 } })
      }),
    )
  })

  it('ignores navigation to the current URL, in any spelling of it [SHL-026]', () => {
    expect(navigationDecision('#/games/game-details/A1', '#/games/game-details/A1')).toEqual({ kind: 'ignore' })
    expect(navigationDecision('#/games/game-grid', '#/games')).toEqual({ kind: 'ignore' })
    expect(navigationDecision('https://freshway.com/foru/games.html#/games/game-grid', '#/games/game-grid')).toEqual({ kind: 'ignore' })
    expect(navigationDecision('#/games/game-details/A1', '#/games/game-details/A2')).toMatchObject({
      kind: 'navigate',
      route: { page: 'game-details', programCode: 'A2' },
    })
  })

  it('completes a navigation once its page has its main content, read or failed [SHL-027]', () => {
    const statuses = ['idle', 'loading', 'ready', 'error'] as const
    for (const programs of statuses) {
      const done = programs === 'ready' || programs === 'error'
      expect(navigationComplete({ page: 'game-grid' }, { programs })).toBe(done)
      expect(navigationComplete({ page: 'game-details', programCode: 'A1' }, { programs })).toBe(done)
    }
    for (const status of statuses) {
      const done = status === 'ready' || status === 'error'
      const prize = { page: 'prize-details', prizeId: 'PZ1' } as const
      expect(navigationComplete(prize, { programs: 'ready', prize: { prizeId: 'PZ1', status } })).toBe(done)
      expect(navigationComplete(prize, { programs: 'ready', prize: { prizeId: 'PZ2', status } })).toBe(false)
      const over = { page: 'game-over', programCode: 'A1' } as const
      expect(navigationComplete(over, { programs: 'ready', postGame: { programCode: 'A1', status } })).toBe(done)
      expect(navigationComplete(over, { programs: 'ready', postGame: { programCode: 'B2', status } })).toBe(false)
    }
    expect(navigationComplete({ page: 'prize-details', prizeId: 'PZ1' }, { programs: 'ready' })).toBe(false)
    expect(navigationComplete({ page: 'game-over', programCode: 'A1' }, { programs: 'ready' })).toBe(false)
  })

  it('turns browser scroll restoration off [SHL-028]', () => {
    expect(SCROLL_RESTORATION).toBe('manual')
  })
})
