/**
 * Provides <aisle-session-timeout> to the shared boot (widgets/shared/lazy.ts): the boot adds it the first time the
 * session times out. Imported by every widget whose boot watches the session; its module is its own entry,
 * loaded on first need.
 */
import { providePageElement } from '../shared/lazy'

providePageElement('sessionTimeout', () => import('./session-timeout.element'))
