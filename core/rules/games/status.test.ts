import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, calendarDay, makeProgram, TODAY, writtenAs } from '../../../test/support/games'
import { calendarDayOf, GAME_STATUS, GAME_STATUS_LABELS, gameStatusOf, hasEnded, isBeforeStart, isListed, localCalendarDay } from './status'

const style = fc.constantFrom('day' as const, 'datetime' as const, 'us' as const)
const hour = fc.integer({ min: 0, max: 23 })

describe('game status values', () => {
  it("is numeric: 0 'Not Started', 1 'In Progress', 2 'Game Over' [GAM-017]", () => {
    expect(GAME_STATUS).toEqual({ NOT_STARTED: 0, IN_PROGRESS: 1, GAME_OVER: 2 })
    expect(Object.values(GAME_STATUS)).toEqual([0, 1, 2])
    expect(GAME_STATUS_LABELS).toEqual({ 0: 'Not Started', 1: 'In Progress', 2: 'Game Over' })
  })
})

describe('game status on load', () => {
  it('is In Progress (1) for a program the shopper is opted in to [GAM-018] [GAM-009]', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 0, max: 4000 }), style, hour, (today, ahead, s, h) => {
        expect(gameStatusOf({ optedIn: true, endDate: writtenAs(addDays(today, ahead), s, h) }, today)).toBe(1)
      }),
    )
    expect(makeProgram({}, { optedIn: true }).gameStatus).toBe(GAME_STATUS.IN_PROGRESS)
  })

  it('is Not Started (0) for a program the shopper is not opted in to [GAM-019]', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 0, max: 4000 }), style, (today, ahead, s) => {
        expect(gameStatusOf({ optedIn: false, endDate: writtenAs(addDays(today, ahead), s) }, today)).toBe(0)
      }),
    )
    expect(makeProgram({}, { optedIn: false }).gameStatus).toBe(GAME_STATUS.NOT_STARTED)
  })

  it('without a readable end date never becomes Game Over [GAM-020]', () => {
    for (const endDate of [undefined, null, '', 'soon', '2025-02-30']) {
      expect(gameStatusOf({ optedIn: true, endDate }, TODAY)).toBe(1)
      expect(gameStatusOf({ optedIn: false, endDate }, TODAY)).toBe(0)
    }
  })
})

describe('game over after the end date', () => {
  it('is Game Over (2) once today is after the end date, opted in or not [GAM-020]', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 1, max: 4000 }), fc.boolean(), style, hour, (today, daysAgo, optedIn, s, h) => {
        const endDate = writtenAs(addDays(today, -daysAgo), s, h)
        expect(hasEnded(endDate, today)).toBe(true)
        expect(gameStatusOf({ optedIn, endDate }, today)).toBe(2)
      }),
    )
    expect(makeProgram({ endDate: '2025-06-14T23:00:00.000Z' }, { optedIn: true, today: '2025-06-15' }).gameStatus).toBe(
      GAME_STATUS.GAME_OVER,
    )
  })

  it('is not yet Game Over on the end date itself, at any hour [GAM-021]', () => {
    fc.assert(
      fc.property(calendarDay, fc.boolean(), style, hour, (today, optedIn, s, h) => {
        const endDate = writtenAs(today, s, h)
        expect(hasEnded(endDate, today)).toBe(false)
        expect(gameStatusOf({ optedIn, endDate }, today)).toBe(optedIn ? 1 : 0)
      }),
    )
  })
})

describe('calendar days', () => {
  it('reads the day a server date names, as written [GAM-021]', () => {
    expect(calendarDayOf('2025-07-20T23:00:00.000Z')).toBe('2025-07-20')
    expect(calendarDayOf('2025-07-20T01:00:00-07:00')).toBe('2025-07-20')
    expect(calendarDayOf('2025-07-20')).toBe('2025-07-20')
    expect(calendarDayOf('7/4/2025')).toBe('2025-07-04')
    for (const bad of ['', 'tomorrow', '2025-13-01', '02/30/2025', null, undefined]) expect(calendarDayOf(bad)).toBeUndefined()
  })

  it("gives the shopper's local day from a clock and a UTC offset [GAM-021]", () => {
    const eveningInDenver = Date.UTC(2025, 6, 21, 3, 30) // 20 July, 21:30 at UTC-6
    expect(localCalendarDay(eveningInDenver, -360)).toBe('2025-07-20')
    expect(localCalendarDay(eveningInDenver)).toBe('2025-07-21')
    fc.assert(
      fc.property(
        calendarDay,
        fc.integer({ min: 0, max: 86_399_999 }),
        (day, ms) => localCalendarDay(Date.parse(`${day}T00:00:00Z`) + ms, 0) === day,
      ),
    )
  })

  it('knows whether a game has not started yet [GAM-038]', () => {
    expect(isBeforeStart('2025-06-16', '2025-06-15')).toBe(true)
    expect(isBeforeStart('2025-06-15T12:00:00Z', '2025-06-15')).toBe(false)
    expect(isBeforeStart(undefined, '2025-06-15')).toBe(false)
  })
})

describe('ended programs on the grid', () => {
  it('keeps an ended program listed as Game Over until its postProgLiveDate, inclusive, then drops it [GAM-053]', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 1, max: 400 }), fc.integer({ min: -400, max: 400 }), (today, endedAgo, postLiveIn) => {
        const program = { endDate: addDays(today, -endedAgo), postProgLiveDate: addDays(today, postLiveIn) }
        expect(isListed(program, today)).toBe(postLiveIn >= 0)
      }),
    )
  })

  it('lists a program that is not over, whatever its postProgLiveDate, and an ended one without a postProgLiveDate [GAM-053]', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 0, max: 400 }), fc.option(calendarDay, { nil: undefined }), (today, endsIn, postLive) => {
        expect(isListed({ endDate: addDays(today, endsIn), postProgLiveDate: postLive }, today)).toBe(true)
      }),
    )
    expect(isListed({ endDate: addDays(TODAY, -30) }, TODAY)).toBe(true)
  })
})
