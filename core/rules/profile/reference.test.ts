import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isUsStateCode, MONTH_ABBREVIATIONS, numberList, US_STATES, YEAR_LIST_DEFAULT_YEARS_BACK, yearList } from './reference'

describe('US states', () => {
  it('holds exactly the 50 states, each with its name and two-letter code [PRF-009]', () => {
    expect(US_STATES).toHaveLength(50)
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(50)
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(50)
    for (const s of US_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/)
    expect(US_STATES).toContainEqual({ name: 'Colorado', code: 'CO' })
    expect(US_STATES).toContainEqual({ name: 'Hawaii', code: 'HI' })
    expect(US_STATES.map((s) => s.name)).toEqual([...US_STATES.map((s) => s.name)].sort())
    expect(isUsStateCode('co')).toBe(true)
  })

  it('leaves out DC [PRF-010]', () => {
    expect(US_STATES.some((s) => s.code === 'DC' || /columbia/i.test(s.name))).toBe(false)
    expect(isUsStateCode('DC')).toBe(false)
  })
})

describe('months, numbers and years', () => {
  it("lists month abbreviations 'Jan' to 'Dec' [PRF-011]", () => {
    expect(MONTH_ABBREVIATIONS).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])
  })

  it('builds the numbers from start to end, both included [PRF-012]', () => {
    expect(numberList(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(numberList(3, 3)).toEqual([3])
    expect(numberList(5, 1)).toEqual([5, 4, 3, 2, 1])
    expect(numberList(0.5, 3.5)).toEqual([1, 2, 3])
    expect(numberList(Number.NaN, 3)).toEqual([])
    fc.assert(fc.property(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }), (a, b) => {
      const list = numberList(a, b)
      expect(list).toHaveLength(Math.abs(b - a) + 1)
      expect([list[0], list.at(-1)]).toEqual([a, b])
      for (let i = 1; i < list.length; i++) expect(Math.abs(list[i]! - list[i - 1]!)).toBe(1)
    }))
  })

  it('builds a year list from the current year back 100 years by default, newest first [PRF-013]', () => {
    expect(YEAR_LIST_DEFAULT_YEARS_BACK).toBe(100)
    const years = yearList(2025)
    expect(years[0]).toBe(2025)
    expect(years.at(-1)).toBe(1925)
    expect(years).toHaveLength(101)
    fc.assert(fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 150 }), (current, back) => {
      const list = yearList(current, back)
      expect([list[0], list.at(-1), list.length]).toEqual([current, current - back, back + 1])
    }))
  })
})
