/**
 * The shopper the games guard admits (SES-001, SES-016/017), for widgets whose calls need a signed-in shopper's
 * bearer token: starts the session, loads the widget's store once the shopper may go on, and says which state to show. The token's
 * expiry is judged against the time the widget mounted: a render must not read the clock.
 */
import { useStore } from './use-select'
import { useEffect, useState } from 'react'
import { gamesGuardDecision } from '../../core/rules/session'
import type { Runtime } from '../../core/runtime'

/** A guarded widget's state: loading until the session settles (ready when its store was seeded), signed-out when the guard refuses, else its load's. */
export type GuardedState = 'loading' | 'signed-out' | 'ready' | 'error'

/** `store.load()` runs once the guard admits the shopper; `stateOf` gives the widget's state from its load's status. */
export function useGuardedSession(runtime: Runtime, store: { load(): Promise<void> }) {
  const session = useStore(runtime.session.$session)
  const [mountedAt] = useState(Date.now)
  const settled = session.status === 'ready' || session.status === 'error'
  const allowed = settled && gamesGuardDecision(session.shopper, false, mountedAt).allow
  useEffect(() => {
    void runtime.session.start()
  }, [runtime])
  useEffect(() => {
    if (allowed) void store.load()
  }, [allowed, store])
  // A store ready before the session settled was seeded with the shopper's own read (a personally prerendered page):
  // it shows that, as the markup did, until the session settles (a refused guard then shows the sign-in prompt).
  const stateOf = (status: string): GuardedState => {
    if (settled && !allowed) return 'signed-out'
    if (status === 'ready') return 'ready'
    return settled && status === 'error' ? 'error' : 'loading'
  }
  return { stateOf }
}
