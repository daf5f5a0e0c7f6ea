/**
 * <aisle-delivery-address>'s view: the shopper's delivery addresses (each with Edit), the household profile's
 * notices, and the address form. A guest sees a sign-in prompt. Pure: props in, callbacks out.
 */
import { DELIVERY_ADDRESS_TEXT as T } from '../../core/rules/profile/address-form'
import { type Address, addressLines } from '../../core/rules/profile/profile'
import { AddressFormView, type AddressFormViewProps } from './AddressForm.view'

export type DeliveryAddressState = 'loading' | 'signed-out' | 'ready' | 'error'

export interface DeliveryAddressViewProps {
  state: DeliveryAddressState
  /** The error text of a failed profile read. */
  message?: string | undefined
  addresses: readonly Address[]
  notices: readonly string[]
  /** The address the form changes; undefined for a new one. */
  editingId: string | undefined
  form: Omit<AddressFormViewProps, 'editing'>
  onEdit: (addressId: string | undefined) => void
  onSignIn: () => void
}

export function DeliveryAddressView({ state, message, addresses, notices, editingId, form, onEdit, onSignIn }: DeliveryAddressViewProps) {
  return (
    <section className="root" part="root" data-state={state} aria-labelledby="aisle-address-heading">
      <h2 id="aisle-address-heading" className="heading" part="heading">
        {T.heading}
      </h2>
      {state === 'loading' ? (
        <p className="note" part="loading" role="status">
          {T.loading}
        </p>
      ) : state === 'signed-out' ? (
        <div className="signed-out" part="signed-out">
          <p className="note">{T.signedOut}</p>
          <button type="button" className="button button--primary" part="sign-in" onClick={onSignIn}>
            {T.signIn}
          </button>
        </div>
      ) : state === 'error' ? (
        <p className="error" role="alert" part="load-error">
          {message}
        </p>
      ) : (
        <>
          {notices.length > 0 ? (
            <div className="notices" part="notices" role="note" aria-label={T.profileNotices}>
              <ul>
                {notices.map((n, i) => (
                  <li key={i}>{n}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <h3 className="list-heading" part="list-heading">
            {T.listHeading}
          </h3>
          {addresses.length === 0 ? (
            <p className="note" part="no-addresses">
              {T.noAddresses}
            </p>
          ) : (
            <ul className="addresses" part="addresses">
              {addresses.map((a, i) => {
                const lines = addressLines(a)
                return (
                  <li
                    key={a.addressId ?? `no-id-${i}`}
                    className="address"
                    part="address"
                    data-address-id={a.addressId}
                    aria-current={a.addressId !== undefined && a.addressId === editingId ? 'true' : undefined}
                  >
                    <address className="lines">
                      {lines.map((line, n) => (
                        <span key={n} className="line">
                          {line}
                        </span>
                      ))}
                    </address>
                    {/* An address sent without an addressId cannot be changed (it stays listed as the shopper's). */}
                    {a.addressId ? (
                      <button
                        type="button"
                        className="button"
                        part="edit"
                        aria-label={T.editLabel(lines)}
                        onClick={() => onEdit(a.addressId)}
                      >
                        {T.edit}
                      </button>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          )}
          {editingId !== undefined ? (
            <button type="button" className="button" part="add-new" onClick={() => onEdit(undefined)}>
              {T.addNew}
            </button>
          ) : null}
          <AddressFormView {...form} editing={editingId !== undefined} />
        </>
      )}
    </section>
  )
}
