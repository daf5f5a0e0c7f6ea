/** Pure helpers of the bench: summaries of repeated measures and number formatting. */

export interface Summary {
  /** How many values were measured. */
  n: number
  median: number
  min: number
  max: number
  /** First and third quartiles (linear interpolation between closest ranks). */
  q1: number
  q3: number
}

/** The q-quantile (0..1) of values already sorted ascending, interpolating between closest ranks. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  const at = (sorted.length - 1) * q
  const lo = Math.floor(at)
  const hi = Math.ceil(at)
  const low = sorted[lo] as number
  const high = sorted[hi] as number
  return low + (high - low) * (at - lo)
}

/** Median, min–max and IQR of the finite values (undefined and NaN are left out); undefined when none is left. */
export function summarize(values: readonly (number | undefined | null)[]): Summary | undefined {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  return {
    n: sorted.length,
    median: quantile(sorted, 0.5),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
  }
}

/** "123 ms (110–140)": median and min–max of a summary of milliseconds. */
export function formatMs(s: Summary | undefined): string {
  if (!s) return 'n/a'
  const r = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1))
  return `${r(s.median)} ms (${r(s.min)}–${r(s.max)})`
}

/** A plain number with its spread: "12 (11–13)". */
export function formatCount(s: Summary | undefined, digits = 0): string {
  if (!s) return 'n/a'
  const r = (v: number) => v.toFixed(digits)
  return s.min === s.max ? r(s.median) : `${r(s.median)} (${r(s.min)}–${r(s.max)})`
}

/** Bytes as kB (1 kB = 1000 bytes, as size-limit counts), two decimals under 10 kB. */
export function formatKB(bytes: number): string {
  const kb = bytes / 1000
  return `${kb < 10 ? kb.toFixed(2) : kb.toFixed(1)} kB`
}

/** The ratio of two medians, or undefined when one is missing or the denominator is 0. */
export function ratio(a: Summary | undefined, b: Summary | undefined): number | undefined {
  if (!a || !b || b.median === 0) return undefined
  return a.median / b.median
}

/** The longest of the long tasks ([startTime, duration], ms) that ended after `at`; 0 when none did. */
export const longestTaskAfter = (tasks: readonly (readonly [number, number])[], at: number): number =>
  Math.max(0, ...tasks.filter(([start, duration]) => start + duration > at).map(([, duration]) => duration))
