import { useStore } from '@nanostores/react'
import type { ElementHostProps } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import { SessionTimeoutView } from './SessionTimeout.view'

export const SESSION_TIMEOUT_TAG = 'aisle-session-timeout'

export function SessionTimeout(_props: ElementHostProps) {
  const { session } = bootRuntime()
  const open = useStore(session.$sessionTimeout)
  return <SessionTimeoutView open={open} onSignIn={() => session.redirectToSignIn()} onClose={() => session.dismissTimeout()} />
}
