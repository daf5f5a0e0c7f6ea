/**
 * The browser tests' wait for a state: @open-wc's waitUntil, bounded so it holds on a loaded machine. A wait proves
 * that something happens, never how fast (speed is `npm run bench`'s), so a shorter bound asked for is raised to
 * WAIT_BOUND_MS: on two busy cores a first render or a lazily loaded chunk can take seconds.
 */
import { waitUntil as openWcWaitUntil } from '@open-wc/testing'

/** How long a browser test waits for a state before it fails. */
export const WAIT_BOUND_MS = 15_000

export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, { ...options, timeout: Math.max(options.timeout ?? 0, WAIT_BOUND_MS) })
}
