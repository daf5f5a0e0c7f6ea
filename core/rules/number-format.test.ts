import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCount, formatUsd } from './number-format'

const intlCount = new Intl.NumberFormat('en-US')
const intlUsd = (decimals: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: decimals, maximumFractionDigits: decimals })

describe('en-US numbers without Intl', () => {
  it('writes any count as Intl en-US does, with thousands separators [GAM-033]', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()), (n) => formatCount(n) === intlCount.format(n)),
      { numRuns: 2000 },
    )
    expect(formatCount(1250)).toBe('1,250')
    expect(formatCount(1_000_000)).toBe('1,000,000')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(-1234)).toBe('-1,234')
    expect(formatCount(0)).toBe('0')
  })

  it('writes any amount in US dollars with two decimals as Intl en-US currency does [PRD-014]', () => {
    const usd = intlUsd(2)
    const cents = fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((c) => c / 100)
    const halves = fc.integer({ min: -100_000, max: 100_000 }).map((c) => c / 1000 + 0.005)
    fc.assert(
      fc.property(fc.oneof(fc.double(), cents, halves, fc.double({ min: -1e6, max: 1e6 })), (n) => formatUsd(n, 2) === usd.format(n)),
      { numRuns: 5000 },
    )
    expect(formatUsd(3.5, 2)).toBe('$3.50')
    expect(formatUsd(1234.5, 2)).toBe('$1,234.50')
    expect(formatUsd(-3.5, 2)).toBe('-$3.50')
    expect(formatUsd(0.125, 2)).toBe(usd.format(0.125))
  })

  it('writes amounts with other decimals as Intl does', () => {
    for (const decimals of [0, 1, 3])
      fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9 }), (n) => formatUsd(n, decimals) === intlUsd(decimals).format(n)))
  })
})
