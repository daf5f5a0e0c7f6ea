import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeProgram } from '../../../test/support/games'
import { DEFAULT_GAMES_FLAGS, normaliseGamesFlags } from './flags'
import { emptyState, gameOverSummary, howItWorksPanel, prizeList } from './pages'
import { GAME_STATUS } from './status'
import {
  ACTIVITY_PROCESSING_NOTE,
  AVAILABLE_PRIZES,
  GOT_IT,
  NOTHING_HERE_YET,
  SHOP_TO_EARN,
  SUMMARY_HEADLINE_ANONYMOUS,
  SUMMARY_HEADLINE_SIGNED_IN,
} from './texts'

const figures = { totalGamePoints: 640, totalPrizesWon: 2, sweepstakesEntries: 11, gameplaysUsed: 8 }

describe('prize list and empty states', () => {
  it("heads a game's prize list 'Available Prizes' [GAM-039]", () => {
    expect(AVAILABLE_PRIZES).toBe('Available Prizes')
    expect(prizeList([{ prizeId: 'PZ1' }])).toEqual({ heading: 'Available Prizes', prizes: [{ prizeId: 'PZ1' }], empty: undefined })
  })

  it("shows 'Nothing here yet' for an empty prize or activity list [GAM-040]", () => {
    expect(NOTHING_HERE_YET).toBe('Nothing here yet')
    expect(prizeList([]).empty).toEqual({ text: 'Nothing here yet', prompt: undefined })
    fc.assert(
      fc.property(fc.constantFrom('prizes' as const, 'activity' as const), fc.nat(50), (kind, n) => {
        expect(emptyState(kind, n)?.text).toBe(n === 0 ? 'Nothing here yet' : undefined)
      }),
    )
  })

  it("prompts 'Shop to earn!' under an empty activity list of a game in progress [GAM-041]", () => {
    expect(SHOP_TO_EARN).toBe('Shop to earn!')
    expect(emptyState('activity', 0, { gameStatus: GAME_STATUS.IN_PROGRESS })).toEqual({
      text: 'Nothing here yet',
      prompt: 'Shop to earn!',
    })
    expect(emptyState('activity', 0, { gameStatus: GAME_STATUS.GAME_OVER })?.prompt).toBeUndefined()
    expect(emptyState('activity', 0, { gameStatus: GAME_STATUS.NOT_STARTED })?.prompt).toBeUndefined()
    expect(emptyState('prizes', 0, { gameStatus: GAME_STATUS.IN_PROGRESS })?.prompt).toBeUndefined()
  })

  it('notes that new activity may take up to 48 hours to process [CST-022]', () => {
    expect(ACTIVITY_PROCESSING_NOTE).toBe('New activity may take up to 48 hours to process.')
  })
})

describe('how it works', () => {
  const program = makeProgram()

  it("shows the program's howItWorks on its details page with 'Got it' until dismissed [GAM-050] [GAM-046]", () => {
    expect(GOT_IT).toBe('Got it')
    expect(howItWorksPanel(program, new Set(), DEFAULT_GAMES_FLAGS)).toEqual({
      content: 'Earn 1 Star for every $10 you spend on qualifying items. Collect Stars to unlock prizes.',
      dismissLabel: 'Got it',
    })
    expect(howItWorksPanel(program, new Set(['SUMMERSTARS']), DEFAULT_GAMES_FLAGS)).toBeUndefined()
    expect(howItWorksPanel(program, new Set(['OTHER']), DEFAULT_GAMES_FLAGS)).toBeDefined()
  })

  it('stays hidden for a program the server marks howItWorksAcknowledged [GAM-050]', () => {
    expect(makeProgram({ howItWorksAcknowledged: true }).howItWorksAcknowledged).toBe(true)
    expect(howItWorksPanel(makeProgram({ howItWorksAcknowledged: true }), new Set(), DEFAULT_GAMES_FLAGS)).toBeUndefined()
    expect(makeProgram().howItWorksAcknowledged).toBe(false)
  })

  it('shows no panel without howItWorks content or with the flag off [GAM-050]', () => {
    expect(howItWorksPanel(makeProgram({ howItWorks: '  ' }), new Set(), DEFAULT_GAMES_FLAGS)).toBeUndefined()
    expect(howItWorksPanel(program, new Set(), normaliseGamesFlags({ howItWorksEnabled: false }))).toBeUndefined()
  })
})

describe('game-over summary', () => {
  const flags = normaliseGamesFlags({ surveyUrl: 'https://survey.example.com/play-and-earn' })

  it("greets anonymous users with 'This adventure may have ended but be on the lookout for new chances to win.' [GAM-034] [GAM-036]", () => {
    expect(SUMMARY_HEADLINE_ANONYMOUS).toBe('This adventure may have ended but be on the lookout for new chances to win.')
    for (const userType of ['A', 'a', 'G', '', undefined, null]) {
      const summary = gameOverSummary({ userType, figures, flags })
      expect(summary.headline).toBe('This adventure may have ended but be on the lookout for new chances to win.')
      expect(summary.figures).toBeUndefined()
    }
  })

  it("greets signed-in users with 'Thanks for playing! Here's how you did' and their figures [GAM-035] [GAM-036] [GAM-051]", () => {
    expect(SUMMARY_HEADLINE_SIGNED_IN).toBe("Thanks for playing! Here's how you did")
    for (const userType of ['C', 'R']) {
      expect(gameOverSummary({ userType, figures, flags })).toMatchObject({ headline: "Thanks for playing! Here's how you did", figures })
    }
  })

  it('shows the survey link when the flags give its URL, and none otherwise [GAM-037]', () => {
    expect(gameOverSummary({ userType: 'C', flags }).survey).toEqual({
      text: 'Tell us what you think',
      href: 'https://survey.example.com/play-and-earn',
    })
    expect(gameOverSummary({ userType: 'C', flags: DEFAULT_GAMES_FLAGS }).survey).toBeUndefined()
    expect(gameOverSummary({ userType: 'A', flags }).survey?.href).toBe('https://survey.example.com/play-and-earn')
  })
})
