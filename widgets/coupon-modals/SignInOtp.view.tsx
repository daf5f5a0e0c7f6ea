/**
 * The sign-in modal with a one-time passcode (001 §2; MDL-015, gap B20): the shopper gives the mobile number
 * or e-mail on their account, receives a 6-digit code and types it in; then they are signed in. The view
 * checks the input and shows the step it is given; the calls are the caller's.
 */
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react'
import type { ModalCloseReason } from '../../core/rules/modal'
import {
  checkContact,
  checkOtpCode,
  type ContactValue,
  OTP_CODE_LENGTH,
  OTP_TEXT as T,
  type SignInStep,
} from '../../core/rules/coupons/modal-prompts'
import { Modal } from '../ui/Modal'

export type { SignInStep } from '../../core/rules/coupons/modal-prompts'

export interface SignInOtpViewProps {
  open: boolean
  state: SignInStep
  onSendCode: (contact: ContactValue) => void
  onVerify: (code: string) => void
  onResend: () => void
  onChangeContact: () => void
  onClose: (reason: ModalCloseReason) => void
}

const ID = 'aisle-otp'

function Field(props: {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
  message?: string
  code?: boolean
  inputRef: React.RefObject<HTMLInputElement | null>
}) {
  const { id, label, value, onChange, message, code, inputRef } = props
  return (
    <div className="aisle-modal__field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        part={code ? 'otp-code' : 'otp-contact'}
        className="aisle-modal__input"
        type="text"
        inputMode={code ? 'numeric' : undefined}
        autoComplete={code ? 'one-time-code' : 'username'}
        maxLength={code ? OTP_CODE_LENGTH + 2 : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={message ? 'true' : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {message ? (
        <p id={`${id}-error`} className="aisle-modal__error" part="otp-error">
          {message}
        </p>
      ) : null}
    </div>
  )
}

export function SignInOtpView({ open, state, onSendCode, onVerify, onResend, onChangeContact, onClose }: SignInOtpViewProps) {
  const [contact, setContact] = useState('')
  const [code, setCode] = useState('')
  const [local, setLocal] = useState<string | undefined>(undefined)
  const field = useRef<HTMLInputElement>(null)
  const done = useRef<HTMLButtonElement>(null)
  const busy = state.step !== 'done' && state.busy === true

  // Each step starts without a stale message and with a fresh code box (adjusted during render, per React's
  // "resetting state when a prop changes")...
  const [shownStep, setShownStep] = useState(state.step)
  if (shownStep !== state.step) {
    setShownStep(state.step)
    setLocal(undefined)
    if (state.step === 'code') setCode('')
  }
  // ...and with its field (or the final button) focused, in the commit that shows it (useLayoutEffect: preact/compat
  // runs a useEffect a frame later, and a keystroke in between would go nowhere).
  useLayoutEffect(() => {
    if (state.step === 'done') done.current?.focus()
    else field.current?.focus()
  }, [state.step])

  // A server message replaces a stale local one; focus goes back to the field to correct it.
  const serverError = state.step !== 'done' ? state.error : undefined
  useLayoutEffect(() => {
    if (serverError) field.current?.focus()
  }, [serverError])

  const sendCode = (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const check = checkContact(contact, 'either')
    if (!check.ok) {
      setLocal(check.message)
      field.current?.focus()
      return
    }
    setLocal(undefined)
    const { ok: _ok, ...value } = check
    onSendCode(value)
  }

  const verify = (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const check = checkOtpCode(code)
    if (!check.ok) {
      setLocal(check.message)
      field.current?.focus()
      return
    }
    setLocal(undefined)
    onVerify(check.code)
  }

  const primary = 'aisle-modal__button aisle-modal__button--primary'
  const message = local ?? serverError
  // One Modal for every step, so moving on neither closes the dialog nor steps browser history.
  const texts =
    state.step === 'done'
      ? { title: T.doneTitle, description: T.doneDescription }
      : state.step === 'code'
        ? { title: T.codeTitle, description: T.codeDescription.replace('{contact}', state.sentTo) }
        : { title: T.title, description: T.contactDescription }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={texts.title}
      description={texts.description}
      className="aisle-otp-modal"
      actions={
        state.step === 'done' ? (
          <button ref={done} type="button" className={primary} part="otp-continue" onClick={() => onClose('action')}>
            {T.continue}
          </button>
        ) : undefined
      }
    >
      {state.step === 'contact' ? (
        <form noValidate onSubmit={sendCode} part="otp-contact-form">
          <Field id={`${ID}-contact`} label={T.contactLabel} value={contact} onChange={setContact} message={message} inputRef={field} />
          <div className="aisle-modal__actions">
            <button type="submit" className={primary} part="otp-send" disabled={busy}>
              {T.send}
            </button>
          </div>
        </form>
      ) : null}
      {state.step === 'code' ? (
        <form noValidate onSubmit={verify} part="otp-code-form">
          <Field id={`${ID}-code`} label={T.codeLabel} value={code} onChange={setCode} message={message} code inputRef={field} />
          <p className="aisle-modal__status" role="status" part="otp-notice">
            {state.notice ?? ''}
          </p>
          <div className="aisle-modal__actions">
            <button type="button" className="aisle-modal__button" part="otp-change" onClick={onChangeContact} disabled={busy}>
              {T.change}
            </button>
            <button type="button" className="aisle-modal__button" part="otp-resend" onClick={onResend} disabled={busy}>
              {T.resend}
            </button>
            <button type="submit" className={primary} part="otp-verify" disabled={busy}>
              {T.verify}
            </button>
          </div>
        </form>
      ) : null}
    </Modal>
  )
}
