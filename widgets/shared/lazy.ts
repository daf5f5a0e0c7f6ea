/**
 * The page-level elements shared widget code loads on first need (the coupon modals, the session-timeout modal;
 * docs/decisions/builds-and-bytes.md "Lazy modals"), through `lazyOnce` (core/stores/lazy.ts): one load per module,
 * a failed load forgotten so the next need tries again.
 */
import type { Runtime } from '../../core/runtime'

/** What the page-level elements' modules give shared code once loaded (structural: shared code names no widget). */
export interface PageElementModules {
  /** <aisle-session-timeout> (its own entry, widgets/session-timeout.js). */
  sessionTimeout: { ensureSessionTimeout(doc: Document): void }
  /** <aisle-coupon-modals> (its own entry, widgets/coupon-modals.js) and the page's prompts it shows. */
  couponModals: readonly [
    { ensureCouponModals(doc: Document): Element | undefined },
    { couponPromptsOf(runtime: Runtime): { openSignIn(): void } },
  ]
}

type PageElementLoaders = { [K in keyof PageElementModules]: () => Promise<PageElementModules[K]> }

/** Until a widget module provides it, a page-level element fails to load the way a lost download does (the caller's fallback shows). */
const notProvided = (key: string) => () => Promise.reject(new Error(`Aisle: ${key} not provided`))

/**
 * The page-level modules loaded on first need, one import() each (each stays its own chunk). The folder that owns
 * the element provides its import (providePageElement); shared code names no widget. An object, so a test can make
 * one fail the way a lost download does (`vi.spyOn(LAZY_IMPORTS, 'sessionTimeout').mockRejectedValue(…)`).
 * The coupon card's modals are imported from widgets/coupon-card/card-modals.tsx (CARD_MODAL_IMPORTS): only the
 * coupon widgets reach them (the manifest's parts follow imports).
 */
export const LAZY_IMPORTS: PageElementLoaders = {
  couponModals: notProvided('couponModals'),
  sessionTimeout: notProvided('sessionTimeout'),
}

/**
 * Registers how to load a page-level element. Its folder provides it (widgets/session-timeout/provide.ts,
 * widgets/coupon-modals/provide.ts) and each widget whose boot may add that element imports the provider, so shared
 * code names no widget and the element's own boot (which imports shared code) closes no import circle. Every
 * provider of a key names the same module.
 */
export function providePageElement<K extends keyof PageElementModules>(key: K, load: PageElementLoaders[K]): void {
  LAZY_IMPORTS[key] = load
}
