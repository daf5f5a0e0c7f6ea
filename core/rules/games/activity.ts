/**
 * Activity history (GAM-006, GAM-056): the game activity call and the rewards transaction history, both
 * asked for the last 180 days, shown as one list, newest first. Reply shapes are the team's (gaps A10, A11).
 */
import { GAMES_QUERY } from './endpoints'
import { type CalendarDay, calendarDayOf } from './status'
import { count, fieldsOf, listOf, optionalText } from './values'

/** The activity window, in days (000 §9; API-010, API-011). */
export const ACTIVITY_WINDOW_DAYS: 180 = GAMES_QUERY.activityDays

export type ActivitySource = 'activity' | 'history'

export interface ActivityEntry {
  date: string
  description: string
  /** Points earned (positive) or spent (negative). */
  points: number
  programCode: string | undefined
  status: string | undefined
  source: ActivitySource
}

/** Game activity entries (gap A10: {date, description, pointsEarned, programCode}); undated entries are dropped. */
export function normaliseActivity(raw: unknown): ActivityEntry[] {
  return listOf(raw).flatMap((item) => {
    const f = fieldsOf(item)
    const date = optionalText(f.date)
    if (!date) return []
    return [
      {
        date,
        description: optionalText(f.description) ?? '',
        points: count(f.pointsEarned),
        programCode: optionalText(f.programCode),
        status: undefined,
        source: 'activity' as const,
      },
    ]
  })
}

/** Rewards transaction history entries (gap A11: {date, description, points, status}); undated entries are dropped. */
export function normaliseRewardsHistory(raw: unknown): ActivityEntry[] {
  return listOf(raw).flatMap((item) => {
    const f = fieldsOf(item)
    const date = optionalText(f.date)
    if (!date) return []
    return [
      {
        date,
        description: optionalText(f.description) ?? '',
        points: count(f.points),
        programCode: optionalText(f.programCode),
        status: optionalText(f.status)?.toUpperCase(),
        source: 'history' as const,
      },
    ]
  })
}

/**
 * The first calendar day shown: today minus 180 days. Lenient by a day on purpose: the servers count the
 * window themselves, and an entry they send should not vanish over how the last day is counted.
 */
export function activityWindowStart(today: CalendarDay, days = ACTIVITY_WINDOW_DAYS): CalendarDay {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10)
}

/**
 * One list from both sources (GAM-056): entries dated inside the last 180 days (the servers are asked
 * for that window; an older entry is not shown either), newest first; equal dates keep the
 * game activity before the history, each in its server order.
 */
export function combineActivity(
  activity: readonly ActivityEntry[],
  history: readonly ActivityEntry[],
  today: CalendarDay,
): ActivityEntry[] {
  const start = activityWindowStart(today)
  const time = (e: ActivityEntry) => {
    const t = Date.parse(e.date)
    return Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY
  }
  return [...activity, ...history]
    .filter((e) => {
      const day = calendarDayOf(e.date)
      // No upper bound: a server day ahead of the shopper's (time zones) must not hide a fresh entry.
      return day !== undefined && day >= start
    })
    .map((entry, index) => ({ entry, index, t: time(entry) }))
    .sort((a, b) => b.t - a.t || a.index - b.index)
    .map(({ entry }) => entry)
}
