/**
 * Runs in each time-travel project only: proves the run it belongs to is on the moved clock and zone, so a
 * time-travel run that silently kept the real clock fails here instead of passing for nothing.
 */
import { readFileSync } from 'node:fs'
import { expect, it, vi } from 'vitest'
import { type ClockPositionName, clockPosition } from './positions'

const name = process.env.AISLE_CLOCK_POSITION as ClockPositionName
const start = Number(readFileSync(process.env.AISLE_CLOCK_ANCHOR_FILE!, 'utf8'))
const position = clockPosition(name, start)

it(`reads the ${name} clock, running from where the run started`, () => {
  const elapsed = performance.timeOrigin + performance.now() - start
  expect(Date.now()).toBeGreaterThanOrEqual(position.at)
  expect(Math.abs(Date.now() - (position.at + elapsed))).toBeLessThan(5_000)
  expect(new Date().getTime()).toBeGreaterThanOrEqual(position.at)
  expect(typeof Date()).toBe('string')
})

it(`formats in the position's zone (${position.timeZone})`, () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(position.timeZone)
})

it('keeps the moved clock under and after fake timers', () => {
  vi.useFakeTimers()
  expect(Date.now()).toBeGreaterThanOrEqual(position.at)
  vi.useRealTimers()
  expect(Date.now()).toBeGreaterThanOrEqual(position.at)
})
