/**
 * Games fixtures for rule tests (not shipped): a program in the server's raw shape, normalised with
 * overrides, and fast-check arbitraries for calendar days and raw programs.
 */
import fc from 'fast-check'
import type { PointsEntry } from '../../core/rules/games/points'
import { normaliseProgram, type Program, type RawProgram } from '../../core/rules/games/program'
import type { CalendarDay } from '../../core/rules/games/status'

export const DAY_MS = 86_400_000
export const TODAY: CalendarDay = '2025-06-15'

/** The calendar day `days` from `from` ('yyyy-mm-dd'). */
export function addDays(from: CalendarDay, days: number): CalendarDay {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Any calendar day between 1990 and 2090. */
export const calendarDay: fc.Arbitrary<CalendarDay> = fc
  .integer({ min: Date.UTC(1990, 0, 1) / DAY_MS, max: Date.UTC(2090, 11, 31) / DAY_MS })
  .map((d) => new Date(d * DAY_MS).toISOString().slice(0, 10))

/** An end date written as the server might: a day, a date-time at any hour of that day, or MM/DD/YYYY. */
export function writtenAs(day: CalendarDay, style: 'day' | 'datetime' | 'us', hour = 23): string {
  if (style === 'day') return day
  if (style === 'datetime') return `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`
  const [y, m, d] = day.split('-')
  return `${m}/${d}/${y}`
}

/** SUMMERSTARS as the simulator serves it (sim/data/games/games.ts). */
export const RAW_PROGRAM: RawProgram = {
  code: 'SUMMERSTARS',
  type: 'DIVISION',
  name: 'Summer Stars',
  startDate: '2025-05-06T00:00:00.000Z',
  endDate: '2025-08-04T23:00:00.000Z',
  howItWorks: 'Earn 1 Star for every $10 you spend on qualifying items. Collect Stars to unlock prizes.',
  earnMode: 'EARN',
  uiAttributes: {
    FAQURL: '/sim-assets/games/summerstars/faq.html',
    RULESURL: '/sim-assets/games/summerstars/rules.html',
    GAMEURL: '/sim-assets/games/summerstars/play.html',
    tokenLabelSingular: 'Star',
    tokenLabelPlural: 'Stars',
    minAge: '18',
  },
}

/** A normalised program: RAW_PROGRAM with raw overrides, opted in or not, on TODAY unless told. */
export function makeProgram(
  overrides: Partial<RawProgram> = {},
  context: { optedIn?: boolean; points?: PointsEntry[]; today?: CalendarDay } = {},
): Program {
  const raw = { ...RAW_PROGRAM, ...overrides }
  const optedInCodes = new Set(context.optedIn && typeof raw.code === 'string' ? [raw.code] : [])
  const program = normaliseProgram(raw, { optedInCodes, points: context.points ?? [], today: context.today ?? TODAY })
  if (!program) throw new Error('fixture did not normalise')
  return program
}

/** A program code as servers send them. */
export const programCode: fc.Arbitrary<string> = fc.stringMatching(/^[A-Z][A-Z0-9]{2,14}$/)
