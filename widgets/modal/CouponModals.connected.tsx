/**
 * The coupon flow's modals on one page (MDL-012..015, CPN-073, CPN-127): the generic error modal for a failed
 * clip, the box-top modal, the progressive-profile prompt and the passcode sign-in. Reads the page's coupon
 * store and coupon prompts; the only React file in widgets/modal that touches stores.
 */
import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useState } from 'react'
import { warnAttribute } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import { couponStoreOf } from '../../core/runtime/coupons'
import { couponPromptsOf } from '../../core/runtime/coupons-prompts'
import { clipErrorModalContent } from '../../core/rules/modal'
import { BOX_TOP_LINK_PATH } from '../../core/rules/modal-prompts'
import { SIGN_IN_REQUEST_EVENT } from '../../core/stores/coupons-prompts'
import { BoxTopView } from './BoxTop.view'
import { ErrorModalView } from './ErrorModal.view'
import { ProgressiveProfileView } from './ProgressiveProfile.view'
import { SignInOtpView } from './SignInOtp.view'

export const COUPON_MODALS_TAG = 'aisle-coupon-modals'

export interface CouponModalsProps extends ElementHostProps {
  /** Where the box-top modal's 'Link account' goes: a path or an http(s) address. */
  boxTopHref?: string
}

/** A path on this site or an http(s) address; anything else (javascript:, a typo) warns once and uses the default. */
export function parseLinkAttribute(tag: string, name: string, value: string | undefined, fallback: string): string {
  const v = value?.trim()
  if (!v) return fallback
  if ((v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(v)) return v
  warnAttribute(tag, name, v, "a path starting with '/' or an http(s) address")
  return fallback
}

/** The latest non-null value: a closing modal keeps showing what it said during its 300 ms fade-out. */
function useKept<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value)
  if (value !== null && value !== kept) setKept(value)
  return value ?? kept
}

export function CouponModals({ boxTopHref }: CouponModalsProps) {
  const runtime = bootRuntime()
  const coupons = couponStoreOf(runtime)
  const prompts = couponPromptsOf(runtime)
  const clipError = useStore(coupons.$clipError)
  const boxTop = useStore(coupons.$boxTopPrompt)
  const profile = useStore(prompts.$profilePrompt)
  const signIn = useStore(prompts.$signIn)
  const shownError = useKept(clipError)
  const shownProfile = useKept(profile)
  const shownSignIn = useKept(signIn)
  const href = useMemo(() => parseLinkAttribute(COUPON_MODALS_TAG, 'box-top-href', boxTopHref, BOX_TOP_LINK_PATH), [boxTopHref])

  useEffect(() => {
    const open = () => prompts.openSignIn()
    runtime.win.addEventListener(SIGN_IN_REQUEST_EVENT, open)
    return () => runtime.win.removeEventListener(SIGN_IN_REQUEST_EVENT, open)
  }, [runtime, prompts])

  return (
    <>
      <ErrorModalView open={!!clipError} content={shownError ? clipErrorModalContent(shownError) : undefined} onClose={() => coupons.dismissClipError()} />
      <BoxTopView open={!!boxTop} linkHref={href} onClose={() => coupons.dismissBoxTop()} />
      <ProgressiveProfileView
        open={!!profile}
        ask={shownProfile?.ask ?? 'either'}
        save={shownProfile?.save ?? 'idle'}
        onSave={(c) => void prompts.saveProfile(c)}
        onClose={() => prompts.dismissProfile()}
      />
      <SignInOtpView
        open={!!signIn}
        state={shownSignIn ?? { step: 'contact' }}
        onSendCode={(c) => void prompts.sendCode(c)}
        onVerify={(code) => void prompts.verify(code)}
        onResend={() => void prompts.resend()}
        onChangeContact={() => prompts.changeContact()}
        onClose={() => prompts.closeSignIn()}
      />
    </>
  )
}
