/**
 * Every seeded date is relative to one UTC day, so that an 'expired' offer stays expired and an 'active'
 * promo stays active whenever the data is generated. Margins are at least two days, so the local time zone
 * of the reader never flips a case.
 */

export const DAY_MS = 86_400_000

/**
 * The day the seed is generated for: `now` (by default the real clock, read at call time) rounded down to
 * the UTC day. The only place the data reads the clock.
 */
export function SEED_TODAY(now: number = Date.now()): number {
  return Math.floor(now / DAY_MS) * DAY_MS
}

export interface Clock {
  /** Midnight UTC of the seed's day, ms. */
  readonly today: number
  /** ms of midnight UTC `days` from today, plus `hours`. */
  at(days: number, hours?: number): number
  /** 'yyyy-mm-dd' `days` from today. */
  date(days: number): string
  /** ISO date-time `days` from today at `hours` UTC. */
  dateTime(days: number, hours?: number): string
}

export function createClock(now?: number): Clock {
  const today = SEED_TODAY(now)
  const at = (days: number, hours = 0) => today + days * DAY_MS + hours * 3_600_000
  return {
    today,
    at,
    date: (days) => new Date(at(days)).toISOString().slice(0, 10),
    dateTime: (days, hours = 0) => new Date(at(days, hours)).toISOString(),
  }
}
