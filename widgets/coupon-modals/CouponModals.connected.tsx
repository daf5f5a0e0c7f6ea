/**
 * The coupon flow's page-level modals (MDL-012, MDL-015, CPN-074..078): the progressive-profile prompt after a
 * first clip and the passcode sign-in. The clip's own modals (the error modal, CPN-073, and the box-top modal,
 * CPN-127) open from the coupon card whose press they answer (widgets/coupon-card), so they are not here: a page
 * would otherwise show them twice. The only React file in widgets/coupon-modals that touches stores.
 */
import { useStore } from '../shared/use-select'
import { useEffect, useState } from 'react'
import type { ElementAttributeProps } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { bootRuntime } from '../../core/runtime'
import { couponPromptsOf } from '../../core/runtime/coupons/prompts'
import { SIGN_IN_REQUEST_EVENT } from '../../core/stores/coupons/prompts'
import type { AisleCouponModalsElement } from '../../types/aisle'
import { ProgressiveProfileView } from './ProgressiveProfile.view'
import { SignInOtpView } from './SignInOtp.view'

export const COUPON_MODALS_TAG = 'aisle-coupon-modals'

/** The latest non-null value: a closing modal keeps showing what it said during its 300 ms fade-out. */
function useKept<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value)
  if (value !== null && value !== kept) setKept(value)
  return value ?? kept
}

/** The element's attributes as props (it has none), from the element module's @attr docs like every widget's (types/aisle.d.ts). */
export type CouponModalsProps = ElementHostProps & ElementAttributeProps<AisleCouponModalsElement>

export function CouponModals(_props: CouponModalsProps) {
  const runtime = bootRuntime()
  const prompts = couponPromptsOf(runtime)
  const profilePrompt = useStore(prompts.$profilePrompt)
  const profile = useKept(profilePrompt)
  const signIn = useStore(prompts.$signIn)
  const shownSignIn = useKept(signIn)

  useEffect(() => {
    const open = () => prompts.openSignIn()
    runtime.win.addEventListener(SIGN_IN_REQUEST_EVENT, open)
    return () => runtime.win.removeEventListener(SIGN_IN_REQUEST_EVENT, open)
  }, [runtime, prompts])

  return (
    <>
      <ProgressiveProfileView
        open={!!profilePrompt}
        ask={profile?.ask ?? 'either'}
        save={profile?.save ?? 'idle'}
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
