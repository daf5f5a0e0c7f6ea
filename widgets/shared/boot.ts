/**
 * What every widget module does before its first instance connects: boot the page runtime and make
 * sure the page has the one session-timeout modal (SES-024..027, MDL-011).
 */
import { bootRuntime } from '../../core/runtime'
import { ensureSessionTimeout } from '../session-timeout/session-timeout.element'

export function bootWidgets(): void {
  bootRuntime()
  ensureSessionTimeout(document)
}
