/**
 * Reads $session, and for a signed-in shopper the profile's addresses; holds one delivery address form store
 * per element (its values are this form's, not the page's). Dispatches aisle-address-saved after a save.
 */
import { useStore } from '../shared/use-select'
import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import type { ElementAttributeProps } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { ADDRESS_SAVED_EVENT, type AisleEventDetails, dispatchAisleEvent } from '../../core/elements/events'
import { bootRuntime } from '../../core/runtime'
import { deliveryAddressStoreFor } from '../../core/runtime/profile/delivery-address'
import { useGuardedSession } from '../shared/use-guarded-session'
import type { AisleDeliveryAddressElement } from '../../types/aisle'
import type { SaveNote, ZipNote } from './AddressForm.view'
import { type DeliveryAddressState, DeliveryAddressView } from './DeliveryAddress.view'

export const DELIVERY_ADDRESS_TAG = 'aisle-delivery-address'
export const DELIVERY_ADDRESS_READY_MARK = 'aisle:delivery-address:ready'
export { ADDRESS_SAVED_EVENT }
export type AddressSavedDetail = AisleEventDetails[typeof ADDRESS_SAVED_EVENT]

/** The element's attributes as props (it has none), from the element module's @attr docs like every widget's (types/aisle.d.ts). */
export type DeliveryAddressProps = ElementHostProps & ElementAttributeProps<AisleDeliveryAddressElement>

export function DeliveryAddress({ container }: DeliveryAddressProps) {
  const runtime = bootRuntime()
  const [store] = useState(() => deliveryAddressStoreFor(runtime))
  const { stateOf } = useGuardedSession(runtime, store)
  const profile = useStore(store.$profile)
  const form = useStore(store.$form)
  const zip = useStore(store.$zip)
  const save = useStore(store.$save)

  useEffect(() => store.dispose, [store])
  // The page hears of the save in the commit that shows it (useLayoutEffect: preact/compat runs a useEffect a frame later).
  useLayoutEffect(() => {
    if (save.status === 'saved' && save.address.addressId)
      dispatchAisleEvent(container, ADDRESS_SAVED_EVENT, { addressId: save.address.addressId } satisfies AddressSavedDetail)
  }, [save, container])

  const state: DeliveryAddressState = stateOf(profile.status)
  // In the commit that shows it, as the other widgets' ready marks (preact/compat runs a useEffect a frame later).
  useLayoutEffect(() => {
    if (state !== 'loading') performance.mark(DELIVERY_ADDRESS_READY_MARK)
  }, [state])

  const onSignIn = useCallback(() => void runtime.session.redirectToSignIn(), [runtime])
  const zipNote: ZipNote =
    zip.status === 'checking'
      ? { kind: 'checking' }
      : zip.status === 'valid'
        ? { kind: 'found', city: zip.city, state: zip.state }
        : zip.status === 'invalid'
          ? { kind: 'error', message: zip.message }
          : undefined
  const saveNote: SaveNote =
    save.status === 'idle'
      ? undefined
      : save.status === 'saved'
        ? { kind: 'saved' }
        : save.status === 'failed'
          ? { kind: 'failed', message: save.message }
          : { kind: 'saving' }

  return (
    <DeliveryAddressView
      state={state}
      message={profile.message}
      addresses={profile.addresses}
      notices={profile.notices}
      editingId={form.addressId}
      form={{
        values: form.values,
        errors: form.errors,
        zip: zipNote,
        save: saveNote,
        onField: store.setField,
        onSubmit: (trusted) => void store.save(trusted),
      }}
      onEdit={store.edit}
      onSignIn={onSignIn}
    />
  )
}
