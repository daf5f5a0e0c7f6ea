/**
 * The progressive-profile modal (001 §2, §4, §5; MDL-012, CPN-074..079): after a clip, asks a shopper whose
 * profile lacks a mobile number or an e-mail for the missing one (or either). The field takes focus 500 ms
 * after the modal opens (CPN-079). The view checks the input (on Save, and once typing pauses for 600 ms,
 * SHL-045); saving is the caller's.
 */
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { PROFILE_FIELD_FOCUS_DELAY_MS } from '../../core/rules/coupons/clip-flow'
import type { ModalCloseReason } from '../../core/rules/modal'
import { DEFAULT_DEBOUNCE_MS } from '../../core/rules/pages'
import {
  checkContact,
  type ContactAsk,
  type ContactValue,
  PROGRESSIVE_PROFILE_TEXT as T,
  type SaveState,
} from '../../core/rules/coupons/modal-prompts'
import { Modal } from '../ui/Modal'

export type { SaveState } from '../../core/rules/coupons/modal-prompts'

export interface ProgressiveProfileViewProps {
  open: boolean
  ask: ContactAsk
  save: SaveState
  onSave: (contact: ContactValue) => void
  onClose: (reason: ModalCloseReason) => void
}

const FIELD_ID = 'aisle-profile-contact'

export function ProgressiveProfileView({ open, ask, save, onSave, onClose }: ProgressiveProfileViewProps) {
  const input = useRef<HTMLInputElement>(null)
  const done = useRef<HTMLButtonElement>(null)
  const saved = save === 'saved'
  const [text, setText] = useState('')
  const [message, setMessage] = useState<string | undefined>(undefined)

  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => input.current?.focus(), PROFILE_FIELD_FOCUS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open])

  // While the shopper types, the field is checked once they pause for the default input debounce (SHL-045,
  // CST-041): its message appears or clears without waiting for Save, and never mid-word. Empty: Save says so.
  // The wait starts at the keystroke, in its handler (an effect starts it a frame later under preact/compat).
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(pause.current), [])
  const type = (value: string) => {
    setText(value)
    clearTimeout(pause.current)
    if (!value.trim()) return
    pause.current = setTimeout(() => {
      const check = checkContact(value, ask)
      setMessage(check.ok ? undefined : check.message)
    }, DEFAULT_DEBOUNCE_MS)
  }

  // The form makes way for the thank-you line; focus moves to its OK rather than falling out of the dialog, in the
  // commit that shows it (useLayoutEffect: preact/compat runs a useEffect a frame later).
  useLayoutEffect(() => {
    if (saved) done.current?.focus()
  }, [saved])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (save === 'saving') return
    const check = checkContact(text, ask)
    if (!check.ok) {
      setMessage(check.message)
      input.current?.focus()
      return
    }
    setMessage(undefined)
    const { ok: _ok, ...contact } = check
    onSave(contact)
  }

  const describedBy = [`${FIELD_ID}-hint`, message ? `${FIELD_ID}-error` : ''].filter(Boolean).join(' ')
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.title}
      description={saved ? T.saved : T.description[ask]}
      initialFocus="dialog"
      className="aisle-profile-modal"
      actions={
        saved ? (
          <button
            ref={done}
            type="button"
            className="aisle-modal__button aisle-modal__button--primary"
            part="profile-done"
            onClick={() => onClose('action')}
          >
            {T.ok}
          </button>
        ) : undefined
      }
    >
      {saved ? null : (
        <form noValidate onSubmit={submit} part="profile-form">
          <div className="aisle-modal__field">
            <label htmlFor={FIELD_ID}>{T.label[ask]}</label>
            <span id={`${FIELD_ID}-hint`} className="aisle-modal__detail">
              {T.hint[ask]}
            </span>
            <input
              ref={input}
              id={FIELD_ID}
              part="profile-field"
              className="aisle-modal__input"
              type={ask === 'email' ? 'email' : ask === 'phone' ? 'tel' : 'text'}
              autoComplete={ask === 'email' ? 'email' : ask === 'phone' ? 'tel-national' : 'off'}
              value={text}
              onChange={(e) => type(e.target.value)}
              aria-invalid={message ? 'true' : undefined}
              aria-describedby={describedBy}
            />
            {message ? (
              <p id={`${FIELD_ID}-error`} className="aisle-modal__error" part="profile-error">
                {message}
              </p>
            ) : null}
          </div>
          {save === 'failed' ? (
            <p className="aisle-modal__error" role="alert" part="profile-save-error">
              {T.saveFailed}
            </p>
          ) : null}
          <div className="aisle-modal__actions">
            <button type="button" className="aisle-modal__button" part="profile-not-now" onClick={() => onClose('action')}>
              {T.notNow}
            </button>
            <button
              type="submit"
              className="aisle-modal__button aisle-modal__button--primary"
              part="profile-save"
              disabled={save === 'saving'}
            >
              {T.save}
            </button>
          </div>
        </form>
      )}
    </Modal>
  )
}
