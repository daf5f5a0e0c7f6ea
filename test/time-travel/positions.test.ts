import { describe, expect, it } from 'vitest'
import {
  CROSSING_LEAD_MS,
  clockPositions,
  nextLeapDay,
  nextOffsetChange,
  nextUtcMidnight,
  oneYearAfter,
  RETAILER_TIME_ZONE,
  utcOffset,
} from './positions'

describe('the time-travel run’s clock positions', () => {
  const now = Date.parse('2026-11-28T05:00:00Z')

  it('puts one year ahead on the same calendar day, and a leap day on 1 March', () => {
    expect(new Date(oneYearAfter(now)).toISOString()).toBe('2027-11-28T05:00:00.000Z')
    expect(new Date(oneYearAfter(Date.parse('2028-02-29T10:00:00Z'))).toISOString()).toBe('2029-03-01T10:00:00.000Z')
  })

  it('finds the next 29 February at noon UTC, skipping century years that are not leap years', () => {
    expect(new Date(nextLeapDay(now)).toISOString()).toBe('2028-02-29T12:00:00.000Z')
    expect(new Date(nextLeapDay(Date.parse('2028-02-29T13:00:00Z'))).toISOString()).toBe('2032-02-29T12:00:00.000Z')
    expect(new Date(nextLeapDay(Date.parse('2097-03-01T00:00:00Z'))).toISOString()).toBe('2104-02-29T12:00:00.000Z')
  })

  it('finds the next daylight-saving change in the retailer’s zone, to the second', () => {
    const change = nextOffsetChange(now, RETAILER_TIME_ZONE)
    expect(new Date(change).toISOString()).toBe('2027-03-14T10:00:00.000Z')
    expect(utcOffset(change - 1000, RETAILER_TIME_ZONE)).toBe('GMT-08:00')
    expect(utcOffset(change, RETAILER_TIME_ZONE)).toBe('GMT-07:00')
    expect(new Date(nextOffsetChange(change, RETAILER_TIME_ZONE)).toISOString()).toBe('2027-11-07T09:00:00.000Z')
  })

  it('starts the moving clocks just before the boundary they cross', () => {
    const byName = Object.fromEntries(clockPositions(now).map((p) => [p.name, p]))
    expect(nextUtcMidnight(now) - byName['midnight-utc']!.at).toBe(CROSSING_LEAD_MS)
    expect(new Date(byName['midnight-utc']!.at + CROSSING_LEAD_MS).toISOString()).toBe('2026-11-29T00:00:00.000Z')
    expect(byName['dst-change']!.at + CROSSING_LEAD_MS).toBe(Date.parse('2027-03-14T10:00:00Z'))
    expect(byName['year-ahead']!.timeZone).toBe(RETAILER_TIME_ZONE)
  })
})
