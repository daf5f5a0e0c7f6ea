/**
 * Browser-test harness for connected widgets: a fresh in-page simulator and a fresh runtime per
 * test, injected the way the runtime allows (fetch, storage), then the element under test.
 */
import { fixtureCleanup } from '@open-wc/testing'
import { releaseDetachedElements } from '../../core/elements/define'
import { createRuntime, installRuntime, type Runtime, resetRuntime } from '../../core/runtime'
import { type ConfigOverrides, resolvePageConfig } from '../../core/io/config'
import { createSafeStorage, type SafeStorage } from '../../core/io/storage'
import { createBrowserCookieJar } from '../../core/io/cookies'
import { createSim } from '../../sim/app'
import { clearSimCookies, simFetch } from './sim-fetch'

export type Sim = ReturnType<typeof createSim>

export interface Harness {
  sim: Sim
  runtime: Runtime
}

/** Clears cookies and storage, resets the simulator and installs a runtime bound to it. */
export function setUpHarness(
  options: {
    storage?: SafeStorage
    sim?: Sim
    overrides?: ConfigOverrides
    /** The page's path and query the config reads. */ pathname?: string
    search?: string
  } = {},
): Harness {
  clearSimCookies()
  try {
    localStorage.clear()
  } catch {
    /* a test may have broken storage on purpose */
  }
  const sim = options.sim ?? createSim()
  const config = resolvePageConfig({
    host: 'freshway.localhost',
    origin: location.origin,
    search: options.search ?? '',
    pathname: options.pathname ?? '/',
    // Guests add to a guest cart on the test page, as on the demo pages: the retailer turned guest carts on (CRT-024).
    overrides: { ...options.overrides, flags: options.overrides?.flags ?? { disableGuestCart: false } },
  })
  const runtime = createRuntime(window, {
    config,
    fetch: simFetch(sim),
    cookies: createBrowserCookieJar(),
    storage: options.storage ?? createSafeStorage(() => window.localStorage),
  })
  return { sim, runtime }
}

export function startHarness(h: Harness): void {
  installRuntime(h.runtime)
}

export function tearDownHarness(): void {
  fixtureCleanup()
  resetRuntime()
  document.querySelectorAll('aisle-session-timeout').forEach((el) => el.remove())
  clearSimCookies()
  // The page is gone: its tags release now, not DETACHED_RELEASE_MS later under the next test's runtime.
  releaseDetachedElements()
}
