import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS, retryDelayMs, shouldRetry } from './retry'

describe('retry rules', () => {
  it('retries only GETs, only on transient statuses or a dropped connection, and only while attempts remain', () => {
    expect(shouldRetry('GET', 503, 0, 1)).toBe(true)
    expect(shouldRetry('GET', 'network', 0, 1)).toBe(true)
    expect(shouldRetry('GET', 429, 0, 1)).toBe(true)
    expect(shouldRetry('GET', 503, 1, 1)).toBe(false)
    expect(shouldRetry('GET', 404, 0, 1)).toBe(false)
    expect(shouldRetry('GET', 401, 0, 1)).toBe(false)
    fc.assert(
      fc.property(
        fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
        fc.integer({ min: 100, max: 599 }),
        (m, s) => !shouldRetry(m, s, 0, 5),
      ),
    )
  })

  it('honours Retry-After in seconds or as a date, gives up on one past the cap, and backs off exponentially without one', () => {
    const now = Date.parse('2026-11-23T10:00:00Z')
    expect(retryDelayMs('2', 0, now)).toBe(2000)
    expect(retryDelayMs('Mon, 23 Nov 2026 10:00:03 GMT', 0, now)).toBe(3000)
    expect(retryDelayMs('3600', 0, now)).toBeNull()
    expect(retryDelayMs(String(RETRY_MAX_DELAY_MS / 1000), 0, now)).toBe(RETRY_MAX_DELAY_MS)
    expect(retryDelayMs('Mon, 23 Nov 2026 09:00:00 GMT', 0, now)).toBe(0)
    expect(retryDelayMs(null, 0, now)).toBe(RETRY_BASE_DELAY_MS)
    expect(retryDelayMs('soon', 1, now)).toBe(RETRY_BASE_DELAY_MS * 2)
    fc.assert(
      fc.property(fc.option(fc.string()), fc.nat(20), (h, a) => {
        const d = retryDelayMs(h, a, now)
        return d === null || (d >= 0 && d <= RETRY_MAX_DELAY_MS)
      }),
    )
  })
})
