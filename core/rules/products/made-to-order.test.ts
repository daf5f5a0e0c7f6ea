import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { prepTimeText as simPrepTimeText } from '../../../sim/data/products/products'
import { makeProduct } from '../../../test/support/products'
import { seedText } from '../../../test/support/seed'
import { HOUR_WORD, HOURS_WORD, madeToOrderText, MINUTES_WORD, MTO_TEXT_TEMPLATE, prepTimeText } from './made-to-order'
import { mtoSummary } from './mto-summary'

const minutes = fc.integer({ min: 1, max: 24 * 60 })

describe("made-to-order text 'Takes {time} to prepare'", () => {
  it('is produced when preparationTime is above 0 [PRD-042]', () => {
    expect(MTO_TEXT_TEMPLATE).toBe('Takes {time} to prepare')
    expect(seedText('001')).toContain(`'${MTO_TEXT_TEMPLATE}'`)
    fc.assert(
      fc.property(minutes, (m) => {
        expect(madeToOrderText(m)).toMatch(/^Takes \d+ (hr|hrs|mins)( \d+ mins)? to prepare$/)
      }),
    )
    expect(madeToOrderText(45)).toBe('Takes 45 mins to prepare')
  })

  it("uses 'hr' for 1 hour and 'hrs' for more [PRD-043]", () => {
    expect([HOUR_WORD, HOURS_WORD]).toEqual(['hr', 'hrs'])
    expect(seedText('001')).toContain('hours use hr or hrs and minutes use mins')
    expect(madeToOrderText(60)).toBe('Takes 1 hr to prepare')
    expect(madeToOrderText(120)).toBe('Takes 2 hrs to prepare')
    expect(madeToOrderText(150)).toBe('Takes 2 hrs 30 mins to prepare')
    fc.assert(
      fc.property(minutes, (m) => {
        const h = Math.floor(m / 60)
        const text = prepTimeText(m)
        if (h === 0) expect(text).not.toMatch(/hr/)
        else expect(text.startsWith(`${h} ${h === 1 ? 'hr' : 'hrs'}`)).toBe(true)
      }),
    )
  })

  it("uses 'mins' for minutes, e.g. 'Takes 1 hr 30 mins to prepare' [PRD-044]", () => {
    expect(MINUTES_WORD).toBe('mins')
    expect(madeToOrderText(90)).toBe('Takes 1 hr 30 mins to prepare')
    expect(prepTimeText(20)).toBe('20 mins')
    fc.assert(
      fc.property(minutes, (m) => {
        // the words add back up to the minutes
        const [, h = '0'] = /(\d+) hrs?/.exec(prepTimeText(m)) ?? []
        const [, mm = '0'] = /(\d+) mins/.exec(prepTimeText(m)) ?? []
        expect(Number(h) * 60 + Number(mm)).toBe(m)
      }),
    )
    // the simulator words its mtoDisplyableTime the same way
    fc.assert(fc.property(minutes, (m) => prepTimeText(m) === simPrepTimeText(m)))
  })

  it('produces nothing for a preparationTime of 0 or missing [PRD-045]', () => {
    for (const m of [0, -5, null, undefined, Number.NaN]) expect(madeToOrderText(m)).toBeNull()
    expect(madeToOrderText(makeProduct().preparationTime)).toBeNull()
  })

  it('produces nothing when disableMto is on [CST-064]', () => {
    expect(madeToOrderText(45, { disableMto: true })).toBeNull()
    expect(mtoSummary([{ isMtoProduct: true, preparationTime: 45 }], { disableMto: true })).toEqual({
      isMTOOrder: false,
      mtoMaxPrepTime: 0,
    })
  })
})

describe('cart made-to-order summary', () => {
  it('marks the cart isMTOOrder with mtoMaxPrepTime the largest preparationTime of its made-to-order lines [CRT-042]', () => {
    expect(mtoSummary([])).toEqual({ isMTOOrder: false, mtoMaxPrepTime: 0 })
    expect(
      mtoSummary([
        { isMtoProduct: false, preparationTime: 200 },
        { isMtoProduct: true, preparationTime: 45 },
        { isMtoProduct: true, preparationTime: 90 },
      ]),
    ).toEqual({
      isMTOOrder: true,
      mtoMaxPrepTime: 90,
    })
    fc.assert(
      fc.property(fc.array(fc.record({ isMtoProduct: fc.boolean(), preparationTime: fc.integer({ min: 0, max: 600 }) })), (lines) => {
        const mto = lines.filter((l) => l.isMtoProduct)
        expect(mtoSummary(lines)).toEqual({ isMTOOrder: mto.length > 0, mtoMaxPrepTime: Math.max(0, ...mto.map((l) => l.preparationTime)) })
      }),
    )
  })
})
