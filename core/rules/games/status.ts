/**
 * Game status (000 §4): a number, 0 Not Started, 1 In Progress, 2 Game Over. On load a program is In
 * Progress when the shopper is opted in, else Not Started; it is Game Over once today is after its end
 * date. Dates are compared as calendar days ('yyyy-mm-dd'), so the end date itself still counts as
 * playable (GAM-021).
 */

export const GAME_STATUS = { NOT_STARTED: 0, IN_PROGRESS: 1, GAME_OVER: 2 } as const
export type GameStatus = (typeof GAME_STATUS)[keyof typeof GAME_STATUS]

/** The status names, verbatim (GAM-017). */
export const GAME_STATUS_LABELS = {
  [GAME_STATUS.NOT_STARTED]: 'Not Started',
  [GAME_STATUS.IN_PROGRESS]: 'In Progress',
  [GAME_STATUS.GAME_OVER]: 'Game Over',
} as const satisfies Record<GameStatus, string>

/** A calendar day, 'yyyy-mm-dd'. */
export type CalendarDay = string

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * The calendar day a server date names. Decision (docs/decisions/games-and-profile.md): the day as written, so
 * '2025-07-20T23:00:00Z' is 20 July wherever the shopper is; 'MM/DD/YYYY' is read too. Unreadable → undefined.
 */
export function calendarDayOf(value: string | null | undefined): CalendarDay | undefined {
  if (!value) return undefined
  const text = value.trim()
  const iso = ISO_DAY.exec(text)
  if (iso) return isRealDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? `${iso[1]}-${iso[2]}-${iso[3]}` : undefined
  const us = US_DAY.exec(text)
  if (us) {
    const [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])]
    return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : undefined
  }
  return undefined
}

function isRealDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

/**
 * The shopper's calendar day at `epochMs`, given their offset from UTC in minutes (east positive,
 * i.e. `-new Date().getTimezoneOffset()`). Pure, so rules never read the machine's time zone.
 */
export function localCalendarDay(epochMs: number, utcOffsetMinutes = 0): CalendarDay {
  const d = new Date(epochMs + utcOffsetMinutes * 60_000)
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** Today is after the end date: strictly later calendar day (GAM-020, GAM-021). No readable end date → never. */
export function hasEnded(endDate: string | null | undefined, today: CalendarDay): boolean {
  const end = calendarDayOf(endDate)
  return end !== undefined && today > end
}

/** Today is before the start date (the game is not running yet). No readable start date → it has started. */
export function isBeforeStart(startDate: string | null | undefined, today: CalendarDay): boolean {
  const start = calendarDayOf(startDate)
  return start !== undefined && today < start
}

/** The status of a program for the shopper (GAM-017..021). */
export function gameStatusOf(program: { optedIn: boolean; endDate?: string | null }, today: CalendarDay): GameStatus {
  if (hasEnded(program.endDate, today)) return GAME_STATUS.GAME_OVER
  return program.optedIn ? GAME_STATUS.IN_PROGRESS : GAME_STATUS.NOT_STARTED
}

/**
 * Whether the grid still lists a program (GAM-053, team design): an ended program stays visible as
 * Game Over until its postProgLiveDate, inclusive; after that day it disappears. A program that is not
 * over, or that ended without a postProgLiveDate, stays visible (the server chose to send it).
 */
export function isListed(program: { endDate?: string | null; postProgLiveDate?: string | null }, today: CalendarDay): boolean {
  if (!hasEnded(program.endDate, today)) return true
  const postLive = calendarDayOf(program.postProgLiveDate)
  return postLive === undefined || today <= postLive
}
