/**
 * The delivery address form (PRF-002, PRF-008, PRF-009, PRF-014): the profile address fields, a state list of
 * the 50 states, and a ZIP field whose lookup fills in city and state. Props in, callbacks out; the values,
 * the zip verdict and the save state are the store's.
 */
import { type FormEvent, useEffect, useRef } from 'react'
import {
  ADDRESS_FORM_FIELDS,
  type AddressFormErrors,
  type AddressFormField,
  type AddressFormValues,
  DELIVERY_ADDRESS_TEXT as T,
  OPTIONAL_ADDRESS_FIELDS,
} from '../../core/rules/profile/address-form'
import { US_STATES } from '../../core/rules/profile/reference'
import { isTrustedPress } from '../../core/elements/press'

export type ZipNote = { kind: 'checking' } | { kind: 'found'; city: string; state: string } | { kind: 'error'; message: string } | undefined
export type SaveNote = { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string } | undefined

export interface AddressFormViewProps {
  values: AddressFormValues
  errors: AddressFormErrors
  editing: boolean
  zip: ZipNote
  save: SaveNote
  onField: (field: AddressFormField, value: string) => void
  /** `trusted`: the submit came from a real press of Save (or Enter in a field); a script's submit saves nothing. */
  onSubmit: (trusted: boolean) => void
}

const AUTOCOMPLETE: Record<AddressFormField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
}

const idOf = (field: AddressFormField) => `aisle-address-${field}`

export function AddressFormView({ values, errors, editing, zip, save, onField, onSubmit }: AddressFormViewProps) {
  const form = useRef<HTMLFormElement>(null)
  const focusFirstError = useRef(false)
  // A script's requestSubmit() fires a trusted submit event: only a submit that follows a real press of Save
  // (a click, or the click Enter in a field gives it) saves.
  const pressed = useRef(false)

  // After a press that found errors, focus moves to the first field to fix (the zip's may come a lookup later).
  useEffect(() => {
    if (!focusFirstError.current) return
    const first = ADDRESS_FORM_FIELDS.find((f) => errors[f])
    if (!first) return
    focusFirstError.current = false
    form.current?.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus()
  }, [errors])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const trusted = pressed.current && isTrustedPress(e.nativeEvent)
    pressed.current = false
    focusFirstError.current = true
    onSubmit(trusted)
  }

  const zipError = errors.zipCode ?? (zip?.kind === 'error' ? zip.message : undefined)

  const field = (f: AddressFormField) => {
    const isZip = f === 'zipCode'
    const error = isZip ? zipError : errors[f]
    const described =
      [isZip ? `${idOf(f)}-hint ${idOf(f)}-status` : '', error ? `${idOf(f)}-error` : ''].filter(Boolean).join(' ') || undefined
    const common = {
      id: idOf(f),
      name: f,
      'aria-invalid': error ? ('true' as const) : undefined,
      'aria-describedby': described,
      'aria-required': OPTIONAL_ADDRESS_FIELDS.includes(f) ? undefined : ('true' as const),
      autoComplete: AUTOCOMPLETE[f],
      className: 'input',
    }
    return (
      <div className={`field field--${f}`} key={f} part="field" data-field={f}>
        <label htmlFor={idOf(f)}>{T.labels[f]}</label>
        {isZip ? (
          <span id={`${idOf(f)}-hint`} className="hint">
            {T.zipHint}
          </span>
        ) : null}
        {f === 'state' ? (
          <select {...common} part="state" value={values.state} onChange={(e) => onField(f, e.target.value)}>
            <option value="">{T.chooseState}</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            part={isZip ? 'zip' : 'input'}
            type="text"
            inputMode={isZip ? 'numeric' : undefined}
            value={values[f]}
            onChange={(e) => onField(f, e.target.value)}
          />
        )}
        {isZip ? (
          <span id={`${idOf(f)}-status`} className="zip-status" part="zip-status" aria-live="polite">
            {zip?.kind === 'checking' ? T.zipChecking : zip?.kind === 'found' ? T.zipFound(zip.city, zip.state) : ''}
          </span>
        ) : null}
        {error ? (
          <p id={`${idOf(f)}-error`} className="error" part={isZip ? 'zip-error' : 'field-error'}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form ref={form} noValidate onSubmit={submit} part="form" aria-labelledby="aisle-address-form-heading">
      <h3 id="aisle-address-form-heading" className="form-heading" part="form-heading">
        {editing ? T.editHeading : T.newHeading}
      </h3>
      <div className="fields">{ADDRESS_FORM_FIELDS.map(field)}</div>
      {save?.kind === 'failed' ? (
        <p className="error save-error" role="alert" part="save-error">
          {save.message}
        </p>
      ) : null}
      <p className="saved" role="status" part="saved">
        {save?.kind === 'saved' ? T.saved : ''}
      </p>
      <button
        type="submit"
        className="button button--primary"
        part="save"
        onClick={(e) => {
          pressed.current = isTrustedPress(e.nativeEvent)
        }}
        aria-disabled={save?.kind === 'saving' ? 'true' : undefined}
      >
        {save?.kind === 'saving' ? T.saving : T.save}
      </button>
    </form>
  )
}
