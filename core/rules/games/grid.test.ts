import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, makeProgram, RAW_PROGRAM, TODAY } from '../../../test/support/games'
import { DEFAULT_GAMES_FLAGS } from './flags'
import { buildPrograms, cardAction, GRID_STATUS_ORDER, gridContent, gridPrograms, normaliseProgramsResponse } from './grid'
import type { Program } from './program'
import { GAME_STATUS } from './status'
import { BONUS_PATH_DESCRIPTION, GAME_NOT_AVAILABLE, GAMES_DESCRIPTION, NO_GAMES_OR_BONUS_PATH, PLAY_NOW, START_PLAYING } from './texts'

const raw = (code: string, extra: Record<string, unknown> = {}) => ({ ...RAW_PROGRAM, code, ...extra })

describe('programs response', () => {
  it('reads userOptedInPrograms, storePrograms, sweepstakesWinners and optInEnhancementsEnabled [API-005] [GAM-052]', () => {
    const response = normaliseProgramsResponse({
      userOptedInPrograms: [raw('A1')],
      storePrograms: [raw('A1'), raw('B2'), null, 'junk'],
      sweepstakesWinners: [
        { prizeId: 'PZ1', displayed: false },
        { prizeId: 'PZ2', displayed: true },
      ],
      optInEnhancementsEnabled: true,
    })
    expect(response.userOptedInPrograms.map((p) => p.code)).toEqual(['A1'])
    expect(response.storePrograms.map((p) => p.code)).toEqual(['A1', 'B2'])
    expect(response.sweepstakesWinners).toEqual([{ prizeId: 'PZ1', programCode: undefined }])
    expect(response.optInEnhancementsEnabled).toBe(true)
    expect(normaliseProgramsResponse(undefined)).toEqual({
      userOptedInPrograms: [],
      storePrograms: [],
      sweepstakesWinners: [],
      optInEnhancementsEnabled: false,
    })
  })

  it("lists the store's programs, then opted-in programs the store lacks, once each [GAM-001] [GAM-013]", () => {
    const response = normaliseProgramsResponse({
      userOptedInPrograms: [raw('C3', { name: 'Elsewhere' }), raw('A1')],
      storePrograms: [raw('A1'), raw('B2')],
    })
    const programs = buildPrograms(response, [], TODAY)
    expect(programs.map((p) => [p.code, p.optedIn, p.gameStatus])).toEqual([
      ['A1', true, GAME_STATUS.IN_PROGRESS],
      ['B2', false, GAME_STATUS.NOT_STARTED],
      ['C3', true, GAME_STATUS.IN_PROGRESS],
    ])
  })
})

describe('game grid', () => {
  it('shows games in progress, then games to start, then ended games, in server order within each [GAM-001]', () => {
    expect(GRID_STATUS_ORDER).toEqual([1, 0, 2])
    const status = fc.constantFrom(0, 1, 2)
    fc.assert(
      fc.property(fc.array(status, { maxLength: 12 }), (statuses) => {
        const programs = statuses.map((s, i) => ({ ...makeProgram({ code: `P${i}` }), gameStatus: s }) as Program)
        const shown = gridPrograms(programs, TODAY)
        const expected = [1, 0, 2].flatMap((s) => programs.filter((p) => p.gameStatus === s))
        expect(shown.map((p) => p.code)).toEqual(expected.map((p) => p.code))
      }),
    )
  })

  it('drops an ended program once its postProgLiveDate has passed [GAM-053]', () => {
    const ended = makeProgram({ code: 'OLD', endDate: addDays(TODAY, -60), postProgLiveDate: addDays(TODAY, -30) })
    const resultsShowing = makeProgram({ code: 'BINGO', endDate: addDays(TODAY, -5), postProgLiveDate: addDays(TODAY, 14) })
    expect(gridPrograms([ended, resultsShowing], TODAY).map((p) => [p.code, p.gameStatus])).toEqual([['BINGO', GAME_STATUS.GAME_OVER]])
  })

  it("shows 'Start Playing' for a Not Started game, which opts in [GAM-045] [GAM-002]", () => {
    expect(START_PLAYING).toBe('Start Playing')
    expect(cardAction(makeProgram({}, { optedIn: false }), TODAY)).toEqual({ kind: 'opt-in', label: 'Start Playing' })
  })

  it("shows 'Play now!' for an In Progress game with a game URL, opening gameurl [GAM-038]", () => {
    expect(PLAY_NOW).toBe('Play now!')
    const p = makeProgram({}, { optedIn: true })
    expect(cardAction(p, TODAY)).toEqual({ kind: 'play', label: 'Play now!', href: '/sim-assets/games/summerstars/play.html' })
  })

  it("shows 'The game is not available at this time' for an In Progress game without a game URL or before its start [GAM-042]", () => {
    expect(GAME_NOT_AVAILABLE).toBe('The game is not available at this time')
    const noUrl = makeProgram({ uiAttributes: { FAQURL: '/faq' } }, { optedIn: true })
    expect(cardAction(noUrl, TODAY)).toEqual({ kind: 'unavailable', message: 'The game is not available at this time' })
    const early = makeProgram({ startDate: addDays(TODAY, 3) }, { optedIn: true })
    expect(cardAction(early, TODAY)).toEqual({ kind: 'unavailable', message: 'The game is not available at this time' })
    expect(cardAction(early, addDays(TODAY, 3)).kind).toBe('play')
  })

  it('leads an ended game to its game-over page [GAM-022]', () => {
    const over = makeProgram({ endDate: addDays(TODAY, -1) }, { optedIn: true })
    expect(cardAction(over, TODAY)).toEqual({
      kind: 'game-over',
      label: 'Game Over',
      route: { page: 'game-over', programCode: 'SUMMERSTARS' },
    })
  })
})

describe('grid sections', () => {
  const live = [makeProgram({}, { optedIn: true })]

  it("describes the games section as 'Games: Discover fun ways to earn prizes and discounts.' [GAM-048]", () => {
    expect(GAMES_DESCRIPTION).toBe('Games: Discover fun ways to earn prizes and discounts.')
    const content = gridContent({ flags: DEFAULT_GAMES_FLAGS, programs: live, bonusPathAvailable: false, today: TODAY })
    expect(content.games).toEqual({ description: 'Games: Discover fun ways to earn prizes and discounts.', programs: live })
  })

  it("describes the bonus path section as 'Bonus Path: Complete offers to unlock bonus savings.' [GAM-049]", () => {
    expect(BONUS_PATH_DESCRIPTION).toBe('Bonus Path: Complete offers to unlock bonus savings.')
    expect(gridContent({ flags: DEFAULT_GAMES_FLAGS, programs: [], bonusPathAvailable: true, today: TODAY }).bonusPath).toEqual({
      description: 'Bonus Path: Complete offers to unlock bonus savings.',
    })
  })

  it("shows 'No Games or Bonus Path at this time. Check back later.' when neither section shows [GAM-047] [GAM-054]", () => {
    expect(NO_GAMES_OR_BONUS_PATH).toBe('No Games or Bonus Path at this time. Check back later.')
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (gamesEnabled, bonusPathEnabled, hasGames, bonusPathAvailable) => {
          const content = gridContent({
            flags: { gamesEnabled, bonusPathEnabled },
            programs: hasGames ? live : [],
            bonusPathAvailable,
            today: TODAY,
          })
          const games = gamesEnabled && hasGames
          const bonus = bonusPathEnabled && bonusPathAvailable
          expect(content.games !== undefined).toBe(games)
          expect(content.bonusPath !== undefined).toBe(bonus)
          expect(content.empty).toBe(games || bonus ? undefined : 'No Games or Bonus Path at this time. Check back later.')
        },
      ),
    )
  })
})
