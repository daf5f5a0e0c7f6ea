import { describe, expect, it } from 'vitest'
import { formatCount, formatKB, formatMs, quantile, ratio, summarize, longestTaskAfter } from './stats'

describe('bench stats', () => {
  it('quantiles interpolate between closest ranks', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5)
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20)
    expect(quantile([7], 0.75)).toBe(7)
    expect(quantile([], 0.5)).toBeNaN()
  })

  it('summarizes the finite values only: median, min, max, quartiles, count', () => {
    expect(summarize([5, 1, undefined, 3, Number.NaN, null, 2, 4])).toEqual({ n: 5, median: 3, min: 1, max: 5, q1: 2, q3: 4 })
    expect(summarize([undefined, Number.NaN])).toBeUndefined()
  })

  it('formats medians with their spread, and n/a when nothing was measured', () => {
    const s = summarize([90, 120, 140])
    expect(formatMs(s)).toBe('120 ms (90.0–140)')
    expect(formatMs(undefined)).toBe('n/a')
    expect(formatCount(summarize([3, 3]))).toBe('3')
    expect(formatCount(summarize([2, 3, 4]))).toBe('3 (2–4)')
  })

  it('counts kB as size-limit does (1 kB = 1000 bytes)', () => {
    expect(formatKB(1_999)).toBe('2.00 kB')
    expect(formatKB(68_567)).toBe('68.6 kB')
  })

  it('ratios of medians, undefined when a side is missing or zero', () => {
    expect(ratio(summarize([300]), summarize([100]))).toBe(3)
    expect(ratio(undefined, summarize([100]))).toBeUndefined()
    expect(ratio(summarize([1]), summarize([0]))).toBeUndefined()
  })

  it('the longest long task that ended after a moment: tasks over before it do not count; none is 0', () => {
    const tasks: [number, number][] = [
      [0, 400],
      [900, 120],
      [1_000, 260],
      [1_500, 60],
    ]
    expect(longestTaskAfter(tasks, 1_000)).toBe(260)
    expect(longestTaskAfter(tasks, 1_019)).toBe(260)
    expect(longestTaskAfter(tasks, 300)).toBe(400)
    expect(longestTaskAfter(tasks, 2_000)).toBe(0)
    expect(longestTaskAfter([], 0)).toBe(0)
  })
})
