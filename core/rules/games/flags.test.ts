import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_GAMES_FLAGS, GAMES_FLAG_NAMES, normaliseGamesFlags } from './flags'

describe('games configuration flags', () => {
  it('defaults every flag to on when the file is missing or unreadable [GAM-054] [API-023]', () => {
    for (const raw of [undefined, null, 'not json', [], 42]) expect(normaliseGamesFlags(raw)).toEqual(DEFAULT_GAMES_FLAGS)
    expect(DEFAULT_GAMES_FLAGS).toEqual({
      gamesEnabled: true,
      bonusPathEnabled: true,
      howItWorksEnabled: true,
      sweepstakesWinsEnabled: true,
      surveyUrl: undefined,
    })
  })

  it('turns a flag off only when the file says false [GAM-054]', () => {
    const value = fc.constantFrom(true, false, 'true', 'false', 'yes', 'no', 1, 0, null, undefined, 'maybe')
    fc.assert(
      fc.property(fc.constantFrom(...GAMES_FLAG_NAMES), value, (name, v) => {
        const off = v === false || v === 'false' || v === 'no' || v === 0
        expect(normaliseGamesFlags({ [name]: v })[name]).toBe(!off)
      }),
    )
  })

  it('reads the survey URL, refusing links that are not http(s) or site-relative [GAM-037]', () => {
    expect(normaliseGamesFlags({ surveyUrl: 'https://survey.example.com/play-and-earn' }).surveyUrl).toBe(
      'https://survey.example.com/play-and-earn',
    )
    expect(normaliseGamesFlags({ surveyUrl: '/survey.html' }).surveyUrl).toBe('/survey.html')
    for (const bad of ['javascript:alert(1)', '//other.example/x', '', 5])
      expect(normaliseGamesFlags({ surveyUrl: bad }).surveyUrl).toBeUndefined()
  })
})
