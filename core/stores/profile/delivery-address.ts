/**
 * The delivery address form of one <aisle-delivery-address> (000 §3, §5, §7, §8): the shopper's addresses from
 * the profile summary, notices from the household profile's errors, the form's values, the zip checked by the
 * zip-to-city lookup once typing pauses for DEFAULT_DEBOUNCE_MS (PRF-008, SHL-045) and filling in city and
 * state, and the save through POST customers/{customerId}/profile with the delivery address error table
 * (PRF-014, ERR-012..016). Bad input keeps every value the shopper typed.
 */
import { atom } from 'nanostores'
import type { ApiClient } from '../../io/api/client'
import { isApiError } from '../../io/api/errors'
import { fetchHouseholdProfile, fetchProfileSummary, saveDeliveryAddress, verifyZip } from '../../io/profile/profile'
import { FALLBACK_MESSAGE } from '../../rules/errors'
import { DEFAULT_DEBOUNCE_MS } from '../../rules/pages'
import {
  type AddressFormErrors,
  type AddressFormField,
  addressFormErrors,
  addressFormValues,
  type AddressFormValues,
  addressToSave,
  EMPTY_ADDRESS_FORM,
} from '../../rules/profile/address-form'
import { deliveryAddressErrorMessage } from '../../rules/profile/errors'
import type { Address } from '../../rules/profile/profile'
import { isUsStateCode } from '../../rules/profile/reference'
import { zipQueryValue, type ZipValidation } from '../../rules/profile/zip'

export interface DeliveryAddressDeps {
  api: () => ApiClient
  customerId: () => string | undefined
  log?: Pick<Console, 'warn'>
}

export interface ProfileLoad {
  status: 'idle' | 'loading' | 'ready' | 'error'
  addresses: Address[]
  /** The household profile's errors (PRF-006), shown as notices. */
  notices: string[]
  message?: string
}

export type ZipCheck =
  | { status: 'idle' }
  | { status: 'checking'; zip: string }
  | { status: 'valid'; zip: string; city: string; state: string }
  | { status: 'invalid'; zip: string; message: string }

export type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved'; address: Address } | { status: 'failed'; message: string }

export interface AddressForm {
  values: AddressFormValues
  /** The address being changed; undefined for a new one. */
  addressId: string | undefined
  errors: AddressFormErrors
}

export type DeliveryAddressStore = ReturnType<typeof createDeliveryAddressStore>

export function createDeliveryAddressStore(deps: DeliveryAddressDeps) {
  const log = deps.log ?? console
  const $profile = atom<ProfileLoad>({ status: 'idle', addresses: [], notices: [] })
  const $form = atom<AddressForm>({ values: { ...EMPTY_ADDRESS_FORM }, addressId: undefined, errors: {} })
  const $zip = atom<ZipCheck>({ status: 'idle' })
  const $save = atom<SaveState>({ status: 'idle' })
  let names = { firstName: '', lastName: '' }
  let timer: ReturnType<typeof setTimeout> | undefined
  let zipRun = 0
  let pending: { input: string; verdict: Promise<ZipValidation> } | undefined

  async function load(): Promise<void> {
    if ($profile.get().status === 'loading') return
    $profile.set({ ...$profile.get(), status: 'loading' })
    const [summary, household] = await Promise.allSettled([
      fetchProfileSummary(deps.api(), deps.customerId()),
      fetchHouseholdProfile(deps.api(), deps.customerId()),
    ])
    if (household.status === 'rejected') log.warn('Aisle: the household profile could not be read; no profile notices.', household.reason)
    if (summary.status === 'rejected') {
      $profile.set({
        status: 'error',
        addresses: [],
        notices: [],
        message: isApiError(summary.reason) ? summary.reason.userMessage : FALLBACK_MESSAGE,
      })
      return
    }
    names = { firstName: summary.value.firstName, lastName: summary.value.lastName }
    $profile.set({
      status: 'ready',
      addresses: summary.value.addresses,
      notices: household.status === 'fulfilled' ? household.value.errors : [],
    })
    const form = $form.get()
    if (!form.addressId && !form.values.firstName && !form.values.lastName) $form.set({ ...form, values: { ...form.values, ...names } })
  }

  function cancelZip(): void {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    zipRun++
    pending = undefined
  }

  /** Looks the zip up now; the answer applies only while the field still holds the same text. */
  function checkZip(input: string): Promise<ZipValidation> {
    if (pending?.input === input) return pending.verdict
    cancelZip()
    const run = zipRun
    const zip = zipQueryValue(input) ?? input.trim()
    if (zipQueryValue(input)) $zip.set({ status: 'checking', zip })
    const verdict = verifyZip(deps.api(), input).then((v) => {
      if (run !== zipRun) return v
      $zip.set(v.valid ? { status: 'valid', zip, city: v.city, state: v.state } : { status: 'invalid', zip, message: v.message })
      if (v.valid) {
        const form = $form.get()
        const { city: _c, state: _s, ...errors } = form.errors
        $form.set({ ...form, values: { ...form.values, city: v.city, state: isUsStateCode(v.state) ? v.state : '' }, errors })
      }
      return v
    })
    pending = { input, verdict }
    return verdict
  }

  function setField(field: AddressFormField, value: string): void {
    const form = $form.get()
    const { [field]: _gone, ...errors } = form.errors
    $form.set({ ...form, values: { ...form.values, [field]: value }, errors })
    if ($save.get().status !== 'saving') $save.set({ status: 'idle' })
    if (field !== 'zipCode') return
    cancelZip()
    $zip.set({ status: 'idle' })
    // SHL-045: one lookup once the shopper stops typing, not one per key.
    if (value.trim()) timer = setTimeout(() => void checkZip(value), DEFAULT_DEBOUNCE_MS)
  }

  function edit(addressId: string | undefined): void {
    cancelZip()
    $zip.set({ status: 'idle' })
    $save.set({ status: 'idle' })
    const address = addressId === undefined ? undefined : $profile.get().addresses.find((a) => a.addressId === addressId)
    $form.set(
      address
        ? { values: addressFormValues(address), addressId, errors: {} }
        : { values: { ...EMPTY_ADDRESS_FORM, ...names }, addressId: undefined, errors: {} },
    )
  }

  /** Saves on a real press only (a script's submit is refused, as every Aisle action). */
  async function save(trusted: boolean): Promise<void> {
    if (!trusted || $save.get().status === 'saving') return
    const form = $form.get()
    const errors = addressFormErrors(form.values)
    if (Object.keys(errors).length > 0) {
      $form.set({ ...form, errors })
      return
    }
    $save.set({ status: 'saving' })
    const verdict = await checkZip(form.values.zipCode)
    if (!verdict.valid) {
      $save.set({ status: 'idle' })
      $form.set({ ...$form.get(), errors: { ...$form.get().errors, zipCode: verdict.message } })
      return
    }
    const now = $form.get()
    try {
      const saved = await saveDeliveryAddress(
        deps.api(),
        deps.customerId(),
        addressToSave(now.values, zipQueryValue(now.values.zipCode) ?? '', now.addressId),
      )
      const profile = $profile.get()
      const known = profile.addresses.some((a) => a.addressId === saved.addressId)
      $profile.set({
        ...profile,
        addresses: known ? profile.addresses.map((a) => (a.addressId === saved.addressId ? saved : a)) : [...profile.addresses, saved],
      })
      $form.set({ values: addressFormValues(saved), addressId: saved.addressId, errors: {} })
      $save.set({ status: 'saved', address: saved })
    } catch (error) {
      $save.set({
        status: 'failed',
        message: isApiError(error) ? deliveryAddressErrorMessage(error.status ?? 0, error.details.body) : FALLBACK_MESSAGE,
      })
    }
  }

  return { $profile, $form, $zip, $save, load, setField, edit, save, dispose: cancelZip }
}
