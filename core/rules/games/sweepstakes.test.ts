import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { acknowledge, acknowledgementBody, undisplayedWins, winNotice, winsToShow, withProgramCode } from './sweepstakes'
import { CONGRATULATIONS, GOT_IT_DONT_SHOW_AGAIN } from './texts'

const prizeId = fc.stringMatching(/^PZ\d{4}$/)
const winner = fc.record({ prizeId, programCode: fc.constantFrom('SUMMERSTARS', 'SNACKSWEEPS'), displayed: fc.boolean() })

describe('sweepstakes winners', () => {
  it('filters out winners with displayed true [GAM-023]', () => {
    fc.assert(
      fc.property(fc.array(winner), (winners) => {
        const shown = new Set(undisplayedWins(winners).map((w) => w.prizeId))
        for (const w of winners)
          if (w.displayed && !winners.some((o) => o.prizeId === w.prizeId && !o.displayed)) expect(shown.has(w.prizeId)).toBe(false)
      }),
    )
    expect(
      undisplayedWins([
        { prizeId: 'PZ0101', displayed: true },
        { prizeId: 'PZ0102', displayed: 'true' },
      ]),
    ).toEqual([])
  })

  it('keeps only winners with displayed false, as a win notice [GAM-024] [API-012]', () => {
    fc.assert(
      fc.property(fc.uniqueArray(winner, { selector: (w) => w.prizeId }), (winners) => {
        expect(undisplayedWins(winners)).toEqual(
          winners.filter((w) => !w.displayed).map(({ prizeId: id, programCode }) => ({ prizeId: id, programCode })),
        )
      }),
    )
    // displayed missing or unreadable is not 'false'
    expect(
      undisplayedWins([{ prizeId: 'PZ1' }, { prizeId: 'PZ2', displayed: 'maybe' }, { prizeId: 'PZ3', displayed: 'false' }]).map(
        (w) => w.prizeId,
      ),
    ).toEqual(['PZ3'])
    expect(undisplayedWins([{ displayed: false }, null, 'x'])).toEqual([])
  })

  it("shows the notice headed 'Congratulations!' with 'Got it, don't show again' [GAM-043] [GAM-044]", () => {
    expect(CONGRATULATIONS).toBe('Congratulations!')
    expect(GOT_IT_DONT_SHOW_AGAIN).toBe("Got it, don't show again")
    expect(winNotice({ prizeId: 'PZ0101', programCode: 'SUMMERSTARS' }, { name: 'Win a $500 Grocery Gift Card' })).toEqual({
      heading: 'Congratulations!',
      prizeName: 'Win a $500 Grocery Gift Card',
      dismissLabel: "Got it, don't show again",
      prizeId: 'PZ0101',
    })
  })
})

describe('acknowledging a win', () => {
  it('sends exactly {displayed: true, prizeId, programCode} [GAM-025] [API-013] [GAM-007]', () => {
    fc.assert(
      fc.property(prizeId, fc.string({ minLength: 1 }), (id, code) => {
        expect(acknowledgementBody({ prizeId: id, programCode: code })).toStrictEqual({ displayed: true, prizeId: id, programCode: code })
      }),
    )
  })

  it("finds a win's program code from its prize when the winner does not carry one [GAM-025]", () => {
    const prizes = [{ prizeId: 'PZ0101', programCode: 'SUMMERSTARS' }]
    expect(withProgramCode({ prizeId: 'PZ0101', programCode: undefined }, prizes).programCode).toBe('SUMMERSTARS')
    expect(withProgramCode({ prizeId: 'PZ0101', programCode: 'OWN' }, prizes).programCode).toBe('OWN')
    expect(withProgramCode({ prizeId: 'PZ9', programCode: undefined }, prizes).programCode).toBeUndefined()
  })

  it('never shows an acknowledged win again, also when the server still lists it after a reload [GAM-026]', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          winner.map((w) => ({ ...w, displayed: false })),
          { selector: (w) => w.prizeId, minLength: 1 },
        ),
        fc.nat(),
        (winners, pick) => {
          const wins = undisplayedWins(winners)
          const dismissed = wins[pick % wins.length]!
          let acknowledged: ReadonlySet<string> = new Set()
          acknowledged = acknowledge(acknowledged, dismissed.prizeId)
          // the stored set survives the reload; the server has not yet recorded the acknowledgement
          const afterReload = winsToShow(undisplayedWins(winners), new Set([...acknowledged]))
          expect(afterReload.map((w) => w.prizeId)).not.toContain(dismissed.prizeId)
          expect(afterReload).toHaveLength(wins.length - 1)
        },
      ),
    )
    // and once the server records it (displayed true), the server alone hides it
    expect(undisplayedWins([{ prizeId: 'PZ1', displayed: true }])).toEqual([])
  })

  it('adds to the acknowledged set without changing the old one [GAM-026]', () => {
    const before = new Set(['PZ1'])
    const after = acknowledge(before, 'PZ2')
    expect([...before]).toEqual(['PZ1'])
    expect([...after].sort()).toEqual(['PZ1', 'PZ2'])
  })
})
