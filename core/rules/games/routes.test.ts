import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeProgram, TODAY } from '../../../test/support/games'
import {
  GAME_GRID_HREF,
  GAMES_ROUTE,
  type GamesRoute,
  gamesHref,
  gamesRoutePath,
  parseGamesRoute,
  prizeRoute,
  programRoute,
  resolveRoute,
} from './routes'
import { GAME_STATUS } from './status'

/** Ids as servers send them, including characters a URL must escape. */
const id = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== '')
const route: fc.Arbitrary<GamesRoute> = fc.oneof(
  fc.constant({ page: 'game-grid' } as const),
  id.map((programCode) => ({ page: 'game-details', programCode }) as const),
  id.map((programCode) => ({ page: 'game-over', programCode }) as const),
  fc
    .record({ prizeId: id, programCode: id, prizeType: fc.constantFrom('VENDOR', 'SWEEPSTAKES') }, { requiredKeys: ['prizeId'] })
    .map((r) => ({ page: 'prize-details', ...r }) as const),
)

describe('games routes', () => {
  it("declares the route 'games', which loads the games area at the game grid [SHL-001]", () => {
    expect(GAMES_ROUTE).toBe('games')
    for (const location of ['#/games', '#/games/', '/games', 'games']) expect(parseGamesRoute(location)).toEqual({ page: 'game-grid' })
  })

  it('reads games/game-grid as the list of games [SHL-002]', () => {
    expect(parseGamesRoute('#/games/game-grid')).toEqual({ page: 'game-grid' })
    expect(gamesRoutePath({ page: 'game-grid' })).toBe('games/game-grid')
    expect(GAME_GRID_HREF).toBe('#/games/game-grid')
  })

  it('reads games/game-details/{programCode} as one game [SHL-003]', () => {
    expect(parseGamesRoute('#/games/game-details/SUMMERSTARS')).toEqual({ page: 'game-details', programCode: 'SUMMERSTARS' })
    expect(parseGamesRoute('https://freshway.com/foru/games.html#/games/game-details/SUMMERSTARS')).toEqual({
      page: 'game-details',
      programCode: 'SUMMERSTARS',
    })
    expect(gamesRoutePath({ page: 'game-details', programCode: 'SUMMERSTARS' })).toBe('games/game-details/SUMMERSTARS')
  })

  it('reads games/prize-details/{id} as one prize, with its program and type when given [SHL-004]', () => {
    expect(parseGamesRoute('#/games/prize-details/PZ0102')).toEqual({ page: 'prize-details', prizeId: 'PZ0102' })
    expect(parseGamesRoute('#/games/prize-details/PZ0102?programCode=SUMMERSTARS&prizeType=VENDOR')).toEqual({
      page: 'prize-details',
      prizeId: 'PZ0102',
      programCode: 'SUMMERSTARS',
      prizeType: 'VENDOR',
    })
    expect(gamesHref(prizeRoute({ prizeId: 'PZ0102', programCode: 'SUMMERSTARS', prizeType: 'VENDOR' }))).toBe(
      '#/games/prize-details/PZ0102?programCode=SUMMERSTARS&prizeType=VENDOR',
    )
  })

  it('reads games/game-over/{programCode} as the game-over page [SHL-005]', () => {
    expect(parseGamesRoute('#/games/game-over/PANTRYBINGO')).toEqual({ page: 'game-over', programCode: 'PANTRYBINGO' })
    expect(gamesHref({ page: 'game-over', programCode: 'PANTRYBINGO' })).toBe('#/games/game-over/PANTRYBINGO')
  })

  it('shows the game grid for any other inner path, or a page missing its id [SHL-006]', () => {
    for (const location of [
      '#/games/leaderboard',
      '#/games/game-details',
      '#/games/game-details/',
      '#/games/prize-details',
      '#/games/game-over/',
      '#/other',
      '',
      '#/games/game-details/%E0%A4%A',
    ]) {
      expect(parseGamesRoute(location)).toEqual({ page: 'game-grid' })
    }
  })

  it('reads back every route it builds, whatever the ids hold [SHL-002] [SHL-003] [SHL-004] [SHL-005]', () => {
    fc.assert(
      fc.property(route, (r) => {
        expect(parseGamesRoute(gamesHref(r))).toEqual(r)
      }),
    )
  })
})

describe('program routes', () => {
  it('opens the game-over page for a Game Over program and the details otherwise [GAM-022]', () => {
    expect(programRoute({ code: 'A1', gameStatus: GAME_STATUS.GAME_OVER })).toEqual({ page: 'game-over', programCode: 'A1' })
    expect(programRoute({ code: 'A1', gameStatus: GAME_STATUS.IN_PROGRESS })).toEqual({ page: 'game-details', programCode: 'A1' })
    expect(programRoute({ code: 'A1', gameStatus: GAME_STATUS.NOT_STARTED })).toEqual({ page: 'game-details', programCode: 'A1' })
  })

  it('shows the game-over page for a deep link to the details of an ended game, and the reverse [GAM-022] [SHL-005]', () => {
    const over = makeProgram({ code: 'OVER', endDate: '2025-06-01' }, { optedIn: true, today: TODAY })
    const live = makeProgram({ code: 'LIVE' }, { optedIn: true, today: TODAY })
    expect(resolveRoute({ page: 'game-details', programCode: 'OVER' }, [over, live])).toEqual({ page: 'game-over', programCode: 'OVER' })
    expect(resolveRoute({ page: 'game-over', programCode: 'LIVE' }, [over, live])).toEqual({ page: 'game-details', programCode: 'LIVE' })
    expect(resolveRoute({ page: 'game-details', programCode: 'UNKNOWN' }, [over, live])).toEqual({
      page: 'game-details',
      programCode: 'UNKNOWN',
    })
    expect(resolveRoute({ page: 'prize-details', prizeId: 'PZ1' }, [over])).toEqual({ page: 'prize-details', prizeId: 'PZ1' })
  })
})
