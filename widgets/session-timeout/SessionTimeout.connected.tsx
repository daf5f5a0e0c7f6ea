import { useStore } from '../shared/use-select'
import type { ElementAttributeProps } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import type { AisleSessionTimeoutElement } from '../../types/aisle'
import { SessionTimeoutView } from './SessionTimeout.view'

export const SESSION_TIMEOUT_TAG = 'aisle-session-timeout'

/** The element's attributes as props (it has none), from the element module's @attr docs like every widget's (types/aisle.d.ts). */
export type SessionTimeoutProps = ElementHostProps & ElementAttributeProps<AisleSessionTimeoutElement>

export function SessionTimeout(_props: SessionTimeoutProps) {
  const { session } = bootRuntime()
  const open = useStore(session.$sessionTimeout)
  return <SessionTimeoutView open={open} onSignIn={() => session.redirectToSignIn()} onClose={() => session.dismissTimeout()} />
}
