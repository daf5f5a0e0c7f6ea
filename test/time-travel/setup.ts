/**
 * Setup file of the time-travel projects (vitest.config.ts): moves the clock every test reads to one of the
 * positions of positions.ts and lets it run from there. The run's start is the moment the project's first
 * test file starts (kept in AISLE_CLOCK_ANCHOR_FILE, so every worker of the project shares one clock); from
 * it the position is computed and every `Date` reads real time plus that one offset. Fake timers installed by
 * a test start from the moved clock, and `vi.useRealTimers()` returns to it.
 */
import { openSync, readFileSync, writeSync, closeSync } from 'node:fs'
import { type ClockPositionName, clockPosition, CLOCK_POSITIONS } from './positions'

const RealDate = Date

/** The real time the project's run started: written by the first file that gets here, read by the others. */
function runStart(file: string): number {
  try {
    const fd = openSync(file, 'wx')
    const now = RealDate.now()
    writeSync(fd, String(now))
    closeSync(fd)
    return now
  } catch {
    for (;;) {
      const text = readFileSync(file, 'utf8')
      if (text) return Number(text)
    }
  }
}

/** Replaces the global Date with one that reads real time plus `offset` ms; parsing, UTC and instances are Date's own. */
export function shiftClock(offset: number): void {
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString()
    return Reflect.construct(RealDate, args.length ? args : [RealDate.now() + offset], new.target) as Date
  }
  Object.setPrototypeOf(ShiftedDate, RealDate)
  ShiftedDate.prototype = RealDate.prototype
  ShiftedDate.now = () => RealDate.now() + offset
  globalThis.Date = ShiftedDate as unknown as DateConstructor
}

const name = process.env.AISLE_CLOCK_POSITION as ClockPositionName | undefined
const anchorFile = process.env.AISLE_CLOCK_ANCHOR_FILE
if (!name || !CLOCK_POSITIONS.includes(name) || !anchorFile)
  throw new Error(`time-travel setup: AISLE_CLOCK_POSITION (${CLOCK_POSITIONS.join(', ')}) and AISLE_CLOCK_ANCHOR_FILE must be set`)
const start = runStart(anchorFile)
shiftClock(clockPosition(name, start).at - start)
