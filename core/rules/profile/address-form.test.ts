import { describe, expect, it } from 'vitest'
import { ADDRESS_FORM_FIELDS, addressFormErrors, addressFormValues, addressToSave, EMPTY_ADDRESS_FORM } from './address-form'
import { VALIDATION_MESSAGES } from './errors'

const ADDRESS = {
  firstName: 'Maya',
  lastName: 'Ortiz',
  address: '1200 Aspen Way',
  address2: 'Apt 4',
  state: 'CO',
  city: 'Boulder',
  zipCode: '80302',
  addressId: 'AD-1',
}

describe('delivery address form', () => {
  it('has the profile address fields in the seed’s order, less addressId [PRF-002]', () => {
    expect(ADDRESS_FORM_FIELDS).toEqual(['firstName', 'lastName', 'address', 'address2', 'state', 'city', 'zipCode'])
    const { addressId: _id, ...fields } = ADDRESS
    expect(addressFormValues(ADDRESS)).toEqual(fields)
  })

  it('asks for every field but address2, a five-digit zip and one of the 50 states [ERR-018] [PRF-009] [PRF-010]', () => {
    expect(addressFormErrors(EMPTY_ADDRESS_FORM)).toEqual({
      firstName: VALIDATION_MESSAGES.required,
      lastName: VALIDATION_MESSAGES.required,
      address: VALIDATION_MESSAGES.required,
      state: VALIDATION_MESSAGES.required,
      city: VALIDATION_MESSAGES.required,
      zipCode: VALIDATION_MESSAGES.required,
    })
    const values = addressFormValues(ADDRESS)
    expect(addressFormErrors(values)).toEqual({})
    expect(addressFormErrors({ ...values, address2: '' })).toEqual({})
    expect(addressFormErrors({ ...values, zipCode: '8030' })).toEqual({ zipCode: 'Enter a valid 5-digit ZIP code.' })
    expect(addressFormErrors({ ...values, state: 'DC' })).toEqual({ state: VALIDATION_MESSAGES.state })
    // A saved address in DC (or any non-state) opens with the state left to choose.
    expect(addressFormValues({ ...ADDRESS, state: 'DC' }).state).toBe('')
  })

  it('saves trimmed values, address2 only when given and addressId only for a change [PRF-014]', () => {
    const values = { ...addressFormValues(ADDRESS), firstName: ' Maya ', address2: '  ', state: 'co' }
    expect(addressToSave(values, '80302', undefined)).toEqual({
      firstName: 'Maya',
      lastName: 'Ortiz',
      address: '1200 Aspen Way',
      address2: undefined,
      state: 'CO',
      city: 'Boulder',
      zipCode: '80302',
    })
    expect(addressToSave(values, '80302', 'AD-1')).toMatchObject({ addressId: 'AD-1' })
  })
})
