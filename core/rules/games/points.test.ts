import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeProgram, programCode } from '../../../test/support/games'
import { figuresOf, NO_POINTS, normalisePointsEntries, POINT_FIGURES, pointsFor } from './points'

const figure = fc.integer({ min: 0, max: 100_000 })
const entry = fc.record({ programCode, totalGamePoints: figure, totalPrizesWon: figure, sweepstakesEntries: figure, gameplaysUsed: figure })

describe('program points', () => {
  it('reads entries of programCode, totalGamePoints, totalPrizesWon, sweepstakesEntries and gameplaysUsed [API-006]', () => {
    expect(POINT_FIGURES).toEqual(['totalGamePoints', 'totalPrizesWon', 'sweepstakesEntries', 'gameplaysUsed'])
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        expect(normalisePointsEntries(entries)).toEqual(entries)
      }),
    )
    expect(
      normalisePointsEntries([{ programCode: 'A1', totalGamePoints: '40', totalPrizesWon: null }, { totalGamePoints: 5 }, 'junk']),
    ).toEqual([{ programCode: 'A1', totalGamePoints: 40, totalPrizesWon: 0, sweepstakesEntries: 0, gameplaysUsed: 0 }])
    expect(normalisePointsEntries({ not: 'a list' })).toEqual([])
  })

  it("shows each program's points, prizes won, sweepstakes entries and gameplays used [GAM-003]", () => {
    const points = [{ programCode: 'SUMMERSTARS', totalGamePoints: 860, totalPrizesWon: 3, sweepstakesEntries: 12, gameplaysUsed: 9 }]
    const p = makeProgram({}, { optedIn: true, points })
    expect([p.totalGamePoints, p.totalPrizesWon, p.sweepstakesEntries, p.gameplaysUsed]).toEqual([860, 3, 12, 9])
  })

  it("takes the figures from the entry whose programCode equals the program's code [GAM-011]", () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.programCode, minLength: 1 }), fc.nat(), (entries, pick) => {
        const chosen = entries[pick % entries.length]!
        const { programCode: code, ...figures } = chosen
        expect(pointsFor(code, entries)).toEqual(figures)
        expect(makeProgram({ code }, { points: entries })).toMatchObject(figures)
      }),
    )
  })

  it('shows 0 for each figure of a program without a points entry [GAM-012]', () => {
    expect(NO_POINTS).toEqual({ totalGamePoints: 0, totalPrizesWon: 0, sweepstakesEntries: 0, gameplaysUsed: 0 })
    fc.assert(
      fc.property(fc.array(entry), programCode, (entries, code) => {
        fc.pre(!entries.some((e) => e.programCode === code))
        expect(pointsFor(code, entries)).toEqual({ totalGamePoints: 0, totalPrizesWon: 0, sweepstakesEntries: 0, gameplaysUsed: 0 })
      }),
    )
    expect(figuresOf({ totalGamePoints: 'lots', gameplaysUsed: Number.POSITIVE_INFINITY })).toEqual(NO_POINTS)
  })
})
