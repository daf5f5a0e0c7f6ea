/**
 * The boot of the coupon widgets (coupon card, deals grid, offer carousel): the shared boot, plus the page's
 * one <aisle-coupon-modals> for the progressive-profile prompt and the passcode sign-in (MDL rows). That
 * element's code (the prompts' views) is loaded the first time it is needed, not on page load: when the
 * runtime starts the post-clip prompt (core/runtime/coupons/cards.ts; CPN-074) or on an `aisle-sign-in-request` event.
 */
import { bootRuntime, type Runtime } from '../../core/runtime'
import { COUPON_PROMPT_DISPLAY_SLOT, type CouponPromptDisplay } from '../../core/runtime/coupons/cards'
import { runtimeStore, slotKey } from '../../core/runtime/slots'
import { SIGN_IN_REQUEST_EVENT } from '../../core/rules/coupons/pages'
import { bootWidgets } from './boot'
import { lazyOnce } from '../../core/stores/lazy'
import { LAZY_IMPORTS } from './lazy'
import { showLoadFailure } from './load-failure'

export const COUPON_MODALS_WATCH_SLOT = slotKey<{ dispose(): void }>('coupon-modals-watch', { dispose: (watch) => watch.dispose() })

export const loadCouponModals = lazyOnce(() => LAZY_IMPORTS.couponModals())

/** Loads and adds the page's coupon modals when the runtime's post-clip prompt or a sign-in request first needs them. */
export function watchCouponModals(runtime: Runtime, doc: Document = runtime.win.document): void {
  runtimeStore(runtime, COUPON_MODALS_WATCH_SLOT, (rt) => {
    // What this runtime added goes with it (a page's runtime lives as long as the page; a reset one, e.g. between
    // tests, must not leave an open prompt of its own over the next one's widgets).
    let added: Element | undefined
    let disposed = false
    const need = (signIn: boolean) =>
      loadCouponModals().then(
        ([element, prompts]) => {
          if (disposed) return
          added ??= element.ensureCouponModals(doc)
          // The element's own listener is not there yet for the request that loaded it.
          if (signIn) prompts.couponPromptsOf(rt).openSignIn()
        },
        (error: unknown) => {
          // A sign-in the shopper asked for says it failed; a clip's progressive-profile check (that may not
          // have asked anything) only logs: the clip itself succeeded (docs/decisions/builds-and-bytes.md "Lazy modals").
          if (signIn) showLoadFailure(doc, '<aisle-coupon-modals>', error)
          else console.warn('Aisle: could not load <aisle-coupon-modals>; no progressive-profile prompt after this clip.', error)
        },
      )
    const onSignInRequest = () => void need(true)
    rt.win.addEventListener(SIGN_IN_REQUEST_EVENT, onSignInRequest)
    // The runtime asks for the prompts' display after a clip.
    runtimeStore(rt, COUPON_PROMPT_DISPLAY_SLOT, (): CouponPromptDisplay => ({ show: () => void need(false) }))
    return {
      dispose() {
        disposed = true
        added?.remove()
        rt.win.removeEventListener(SIGN_IN_REQUEST_EVENT, onSignInRequest)
      },
    }
  })
}

export function bootCouponWidgets(): void {
  bootWidgets()
  watchCouponModals(bootRuntime())
}
