import { defineAisleElement } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import { SESSION_TIMEOUT_TAG, SessionTimeout } from './SessionTimeout.connected'
import css from './session-timeout.css?inline'

/**
 * The session-timeout modal. Aisle adds one to the page by itself; a page never needs to write the tag.
 *
 * @summary Tells the shopper the session could not be refreshed and offers to sign in again.
 * @csspart dialog - The modal dialog.
 * @csspart sign-in - The 'Sign in again' button.
 * @csspart close - The 'Close' button.
 * @csspart title - The heading.
 * @csspart body - The message.
 * @csspart actions - The buttons' row.
 */
export const AisleSessionTimeout = defineAisleElement(SESSION_TIMEOUT_TAG, SessionTimeout, { css, boot: () => bootRuntime() })

/** One modal per page, appended to <body> the first time any widget boots. */
export function ensureSessionTimeout(doc: Document): void {
  if (doc.querySelector(SESSION_TIMEOUT_TAG)) return
  doc.body?.append(doc.createElement(SESSION_TIMEOUT_TAG))
}
