/**
 * What every widget module does before its first instance connects: boot the page runtime and watch for a
 * session that times out. The session-timeout modal (SES-024..027, MDL-011) is loaded and added to the page
 * the first time the session times out, not on page load: most page views never need it.
 */
import { bootRuntime, type Runtime } from '../../core/runtime'
import { runtimeStore, slotKey } from '../../core/runtime/slots'
import { lazyOnce } from '../../core/stores/lazy'
import { LAZY_IMPORTS } from './lazy'
import { showLoadFailure } from './load-failure'

export const SESSION_TIMEOUT_WATCH_SLOT = slotKey<{ dispose(): void }>('session-timeout-watch', { dispose: (watch) => watch.dispose() })

export const loadSessionTimeout = lazyOnce(() => LAZY_IMPORTS.sessionTimeout())

/** Adds the one session-timeout modal to the page when the runtime's session first times out. */
export function watchSessionTimeout(runtime: Runtime, doc: Document = runtime.win.document): void {
  runtimeStore(runtime, SESSION_TIMEOUT_WATCH_SLOT, (rt) => ({
    dispose: rt.session.$sessionTimeout.subscribe((timedOut) => {
      if (!timedOut) return
      loadSessionTimeout().then(
        (module) => module.ensureSessionTimeout(doc),
        (error: unknown) => showLoadFailure(doc, '<aisle-session-timeout>', error),
      )
    }),
  }))
}

export function bootWidgets(): void {
  watchSessionTimeout(bootRuntime())
}
