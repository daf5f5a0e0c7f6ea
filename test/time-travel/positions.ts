/**
 * Where the time-travel run puts the clock. Each position is computed from the moment the run starts, so the
 * run always looks ahead of the calendar: a test that only passes until some day fails the day it is written.
 */

/** The retailer's stores are on the US west coast (the simulator's cities): its day starts in this zone. */
export const RETAILER_TIME_ZONE = 'America/Los_Angeles'

/** How long before a boundary (midnight, a daylight-saving change) the moving clocks start: the run crosses it. */
export const CROSSING_LEAD_MS = 40_000

export const CLOCK_POSITIONS = ['year-ahead', 'leap-day', 'dst-change', 'midnight-utc'] as const
export type ClockPositionName = (typeof CLOCK_POSITIONS)[number]

export interface ClockPosition {
  name: ClockPositionName
  /** The moved clock's reading when the run starts, ms since the epoch. */
  at: number
  /** The time zone the run uses (TZ in Node, the browser context's zone for stories). */
  timeZone: string
}

const DAY_MS = 86_400_000

/** `now` one calendar year later (UTC); a leap day becomes 1 March. */
export function oneYearAfter(now: number): number {
  const d = new Date(now)
  const next = new Date(d)
  next.setUTCFullYear(d.getUTCFullYear() + 1)
  return next.getTime()
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** Noon UTC of the first 29 February after `now`. */
export function nextLeapDay(now: number): number {
  let year = new Date(now).getUTCFullYear()
  for (;;) {
    if (isLeapYear(year)) {
      const noon = Date.UTC(year, 1, 29, 12)
      if (noon > now) return noon
    }
    year += 1
  }
}

/** The zone's UTC offset at `at`, as Intl writes it ('GMT-08:00'). */
export function utcOffset(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(at))
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? ''
}

/** The first instant after `now` at which the zone's UTC offset changes (a daylight-saving change), to the millisecond. */
export function nextOffsetChange(now: number, timeZone: string): number {
  const start = utcOffset(now, timeZone)
  let low = now
  let high = now + DAY_MS
  while (utcOffset(high, timeZone) === start) {
    low = high
    high += DAY_MS
    if (high - now > 2 * 366 * DAY_MS) throw new Error(`${timeZone} changes its offset neither this year nor next`)
  }
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    if (utcOffset(mid, timeZone) === start) low = mid
    else high = mid
  }
  return high
}

/** The next midnight UTC after `now`. */
export function nextUtcMidnight(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS
}

/** Every position of the run, from the moment it starts. */
export function clockPositions(now: number): ClockPosition[] {
  return [
    { name: 'year-ahead', at: oneYearAfter(now), timeZone: RETAILER_TIME_ZONE },
    { name: 'leap-day', at: nextLeapDay(now), timeZone: RETAILER_TIME_ZONE },
    { name: 'dst-change', at: nextOffsetChange(now, RETAILER_TIME_ZONE) - CROSSING_LEAD_MS, timeZone: RETAILER_TIME_ZONE },
    { name: 'midnight-utc', at: nextUtcMidnight(now) - CROSSING_LEAD_MS, timeZone: 'UTC' },
  ]
}

export function clockPosition(name: ClockPositionName, now: number): ClockPosition {
  const found = clockPositions(now).find((p) => p.name === name)
  if (!found) throw new Error(`no clock position ${name}`)
  return found
}
