/**
 * When an idempotent call is tried again (ARCHITECTURE §2: GETs only; a POST is never retried blindly),
 * and how long to wait: the server's Retry-After when it sends one (seconds or an HTTP date), else an
 * exponential back-off. A Retry-After longer than RETRY_MAX_DELAY_MS is honoured by not retrying at all:
 * the call fails now (the widget shows its message) rather than asking again sooner than the server said
 * (docs/decisions/foundation.md "Retries, the 401 storm and error texts").
 */
export const RETRY_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504]
export const RETRY_BASE_DELAY_MS = 250
/** The longest a widget waits before its one retry; a server asking for longer gets no retry. */
export const RETRY_MAX_DELAY_MS = 5_000

export function shouldRetry(method: string, status: number | 'network', attempt: number, retries: number): boolean {
  if (method.toUpperCase() !== 'GET' || attempt >= retries) return false
  return status === 'network' || RETRY_STATUSES.includes(status)
}

/** Milliseconds to wait before the retry, or null when Retry-After asks for more than RETRY_MAX_DELAY_MS (then: no retry). */
export function retryDelayMs(retryAfter: string | null | undefined, attempt: number, now: number): number | null {
  const backoff = Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS)
  if (!retryAfter) return backoff
  const trimmed = retryAfter.trim()
  const seconds = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now
  if (!Number.isFinite(seconds)) return backoff
  if (seconds > RETRY_MAX_DELAY_MS) return null
  return Math.max(0, seconds)
}
