/**
 * Code a shopper needs only after an interaction or an error (the coupon modals, the session-timeout modal) is
 * loaded with a dynamic import() the first time it is needed, not on page load (issue 6; docs/decisions/builds-and-bytes.md
 * "Lazy modals"). One load per module, shared by every caller; a failed load is forgotten, so the next need
 * tries again instead of failing forever.
 */
export function lazyOnce<T>(load: () => Promise<T>): (() => Promise<T>) & { loaded: () => T | undefined } {
  let pending: Promise<T> | undefined
  let value: T | undefined
  const get = () =>
    (pending ??= load().then(
      (module) => (value = module),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  return Object.assign(get, { loaded: () => value })
}

/**
 * The page-level modules loaded on first need, one import() each (each stays its own chunk). An object, so a test
 * can make one fail the way a lost download does (`vi.spyOn(LAZY_IMPORTS, 'sessionTimeout').mockRejectedValue(…)`).
 * The coupon card's modals are imported from widgets/coupon-card/card-modals.tsx (CARD_MODAL_IMPORTS): only the
 * coupon widgets reach them (the manifest's parts follow imports).
 */
export const LAZY_IMPORTS = {
  /** <aisle-coupon-modals> (its own entry, widgets/modal.js) and the page's prompts it shows. */
  couponModals: () => Promise.all([import('../modal/modal.element'), import('../../core/runtime/coupons-prompts')]),
  /** <aisle-session-timeout> (its own entry, widgets/session-timeout.js). */
  sessionTimeout: () => import('../session-timeout/session-timeout.element'),
}
