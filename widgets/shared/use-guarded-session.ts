/**
 * The shopper the games guard admits (SES-001, SES-016/017), for widgets whose calls need a signed-in shopper's
 * bearer token: starts the session, and says when it has settled and whether the shopper may go on. The token's
 * expiry is judged against the time the widget mounted: a render must not read the clock.
 */
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { gamesGuardDecision } from '../../core/rules/session'
import type { Runtime } from '../../core/runtime'

export function useGuardedSession(runtime: Runtime) {
  const session = useStore(runtime.session.$session)
  const [mountedAt] = useState(Date.now)
  const settled = session.status === 'ready' || session.status === 'error'
  const allowed = settled && gamesGuardDecision(session.shopper, false, mountedAt).allow
  useEffect(() => {
    void runtime.session.start()
  }, [runtime])
  return { settled, allowed }
}
