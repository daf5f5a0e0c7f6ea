import { describe, expect, it } from 'vitest'
import { isUsStateCode, US_STATES } from './reference'

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
