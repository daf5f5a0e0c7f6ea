import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import type { ModalCloseReason } from '../../core/rules/modal'
import { type ContactValue, OTP_ERRORS, OTP_TEXT as T } from '../../core/rules/coupons/modal-prompts'
import { mountInShadow, type ShadowMount } from '../ui/shadow-host'
import { type SignInStep, SignInOtpView } from './SignInOtp.view'
import { cleanUp, dialogOf, opened, part, textOf, typeInto } from '../ui/test-kit'

let mounted: ShadowMount | undefined

function show(state: SignInStep) {
  const calls = { send: [] as ContactValue[], verify: [] as string[], resend: 0, change: 0, close: [] as ModalCloseReason[] }
  const view = (s: SignInStep) => (
    <SignInOtpView
      open
      state={s}
      onSendCode={(c) => calls.send.push(c)}
      onVerify={(c) => calls.verify.push(c)}
      onResend={() => calls.resend++}
      onChangeContact={() => calls.change++}
      onClose={(r) => calls.close.push(r)}
    />
  )
  const m = (mounted = mountInShadow(view(state)))
  return { m, calls, rerender: (s: SignInStep) => m.root.render(view(s)) }
}
const click = (m: ShadowMount, name: string) => userEvent.click(part(m, name) as HTMLElement)

describe('SignInOtpView', () => {
  afterEach(async () => {
    await cleanUp(mounted)
    mounted = undefined
  })

  it('first asks for the mobile number or e-mail on the account, focused, and is accessible [MDL-015]', async () => {
    const { m } = show({ step: 'contact' })
    await opened(m)
    expect(textOf(m, 'modal-title')).to.equal(T.title)
    expect(textOf(m, 'modal-description')).to.equal(T.contactDescription)
    expect(m.shadow.activeElement).to.equal(part(m, 'otp-contact'))
    expect(part(m, 'otp-contact')?.getAttribute('autocomplete')).to.equal('username')
    await expect(m.host).to.be.accessible()
  })

  it('refuses a bad contact with a message and sends a code for a good one [MDL-015]', async () => {
    const { m, calls } = show({ step: 'contact' })
    await opened(m)
    typeInto(part(m, 'otp-contact') as HTMLInputElement, 'jane')
    await click(m, 'otp-send')
    expect(textOf(m, 'otp-error')).to.equal('Enter a 10-digit mobile number or an email like name@example.com.')
    typeInto(part(m, 'otp-contact') as HTMLInputElement, 'jane@example.com')
    await userEvent.keyboard('{Enter}')
    expect(calls.send).to.deep.equal([{ kind: 'email', email: 'jane@example.com' }])
    expect(part(m, 'otp-error')).to.equal(null)
  })

  it('then asks for the 6-digit code sent to the masked contact, with resend and change [MDL-015]', async () => {
    const { m, calls, rerender } = show({ step: 'contact' })
    await opened(m)
    rerender({ step: 'code', sentTo: 'j•••@example.com' })
    await waitUntil(() => part(m, 'otp-code'), 'no code step')
    expect(textOf(m, 'modal-title')).to.equal(T.codeTitle)
    expect(textOf(m, 'modal-description')).to.equal('We sent a 6-digit code to j•••@example.com. It expires in 5 minutes.')
    expect(m.shadow.activeElement).to.equal(part(m, 'otp-code'))
    expect(part(m, 'otp-code')?.getAttribute('autocomplete')).to.equal('one-time-code')
    expect(part(m, 'otp-code')?.getAttribute('inputmode')).to.equal('numeric')
    await expect(m.host).to.be.accessible()
    await click(m, 'otp-verify')
    expect(textOf(m, 'otp-error')).to.equal('Enter the 6-digit code.')
    typeInto(part(m, 'otp-code') as HTMLInputElement, '12 34 5')
    await click(m, 'otp-verify')
    expect(textOf(m, 'otp-error')).to.equal('The code is 6 digits.')
    typeInto(part(m, 'otp-code') as HTMLInputElement, '123 456')
    await click(m, 'otp-verify')
    await click(m, 'otp-resend')
    await click(m, 'otp-change')
    expect(calls.verify).to.deep.equal(['123456'])
    expect(calls.resend).to.equal(1)
    expect(calls.change).to.equal(1)
  })

  it("shows the server's answer, a notice after resending, and blocks buttons while busy [MDL-015]", async () => {
    const { m, rerender } = show({ step: 'code', sentTo: '•••-•••-4567', error: OTP_ERRORS.OTP_CODE_INVALID })
    await opened(m)
    expect(textOf(m, 'otp-error')).to.equal("That code isn't right. Check it and try again.")
    expect(part(m, 'otp-code')?.getAttribute('aria-invalid')).to.equal('true')
    rerender({ step: 'code', sentTo: '•••-•••-4567', notice: T.resent, busy: true })
    await waitUntil(() => textOf(m, 'otp-notice') === 'We sent a new code.', 'no notice')
    expect(part(m, 'otp-notice')?.getAttribute('role')).to.equal('status')
    for (const name of ['otp-verify', 'otp-resend', 'otp-change'])
      expect((part(m, name) as HTMLButtonElement).disabled, name).to.equal(true)
  })

  it("ends with 'You're signed in' and Continue, in the same dialog, Tab staying inside [MDL-015] [MDL-001]", async () => {
    const { m, calls, rerender } = show({ step: 'code', sentTo: '•••-•••-4567' })
    await opened(m)
    const dialog = dialogOf(m)
    rerender({ step: 'done' })
    await waitUntil(() => part(m, 'otp-continue'), 'no done step')
    expect(dialogOf(m)).to.equal(dialog)
    expect(textOf(m, 'modal-title')).to.equal("You're signed in")
    expect(m.shadow.activeElement).to.equal(part(m, 'otp-continue'))
    for (let i = 0; i < 3; i++) {
      await userEvent.tab()
      expect(dialog.contains(m.shadow.activeElement)).to.equal(true)
    }
    await expect(m.host).to.be.accessible()
    await click(m, 'otp-continue')
    expect(calls.close).to.deep.equal(['action'])
  })
})
