import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ADDRESS_FIELDS,
  addressLines,
  CUSTOMER_TYPES,
  customerTypeOf,
  DEFAULT_CUSTOMER_TYPE,
  normaliseHouseholdProfile,
  normaliseProfileSummary,
} from './profile'

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

describe('profile summary', () => {
  it('has firstName and lastName [PRF-001] [API-018]', () => {
    expect(normaliseProfileSummary({ firstName: ' Maya ', lastName: 'Ortiz' })).toMatchObject({ firstName: 'Maya', lastName: 'Ortiz' })
    expect(normaliseProfileSummary(undefined)).toMatchObject({ firstName: '', lastName: '', addresses: [] })
  })

  it('reads each address with firstName, lastName, address, address2, state, city, zipCode and addressId [PRF-002] [API-018]', () => {
    expect(ADDRESS_FIELDS).toEqual(['firstName', 'lastName', 'address', 'address2', 'state', 'city', 'zipCode', 'addressId'])
    const summary = normaliseProfileSummary({
      addresses: [ADDRESS, { address: '9 Elm St', state: 'co', zipCode: 80301 }, { city: 'no street' }, 'junk'],
    })
    expect(summary.addresses).toEqual([
      ADDRESS,
      {
        firstName: '',
        lastName: '',
        address: '9 Elm St',
        address2: undefined,
        state: 'CO',
        city: '',
        zipCode: '80301',
        addressId: undefined,
      },
    ])
  })

  it("knows customer types 'C' (customer) and 'E' (employee) [PRF-003]", () => {
    expect(CUSTOMER_TYPES).toEqual(['C', 'E'])
    expect(customerTypeOf('E')).toBe('E')
    expect(customerTypeOf('e')).toBe('E')
    expect(customerTypeOf('C')).toBe('C')
    expect(normaliseProfileSummary({ customerType: 'E' }).customerType).toBe('E')
  })

  it("defaults customerType to 'C' when absent [PRF-004]", () => {
    expect(DEFAULT_CUSTOMER_TYPE).toBe('C')
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(undefined, null, '', ' ', 42),
          fc.string().filter((s) => s.trim().toUpperCase() !== 'E'),
        ),
        (t) => customerTypeOf(t) === 'C',
      ),
    )
    expect(normaliseProfileSummary({}).customerType).toBe('C')
  })

  it('has phoneNumber, the primary phone, and primaryemail [PRF-005]', () => {
    expect(normaliseProfileSummary({ phoneNumber: '303-555-0142', primaryemail: 'maya@example.com' })).toMatchObject({
      phoneNumber: '303-555-0142',
      primaryemail: 'maya@example.com',
    })
    const phones = [
      { phoneNumber: '720-555-0100', primary: false },
      { phoneNumber: '303-555-0199', type: 'mobile', primary: true },
    ]
    expect(normaliseProfileSummary({ phones }).phoneNumber).toBe('303-555-0199')
    expect(normaliseProfileSummary({ phones: ['720-555-0100'] }).phoneNumber).toBe('720-555-0100')
    expect(normaliseProfileSummary({}).phoneNumber).toBeUndefined()
  })

  it('shows an address as name, street and place lines [PRF-002]', () => {
    expect(addressLines(ADDRESS)).toEqual(['Maya Ortiz', '1200 Aspen Way, Apt 4', 'Boulder, CO 80302'])
    expect(addressLines({ ...ADDRESS, firstName: '', lastName: '', address2: undefined, city: '' })).toEqual(['1200 Aspen Way', 'CO 80302'])
  })
})

describe('household profile', () => {
  it('has subscriptionValue, effectiveTimePeriods, optin, profile errors and phones [PRF-006] [API-019]', () => {
    const household = normaliseHouseholdProfile({
      subscriptionValue: 'FRESHPASS_ANNUAL',
      effectiveTimePeriods: [{ startDate: '2025-01-01', endDate: '2025-12-31' }, {}],
      optin: 'Y',
      errors: ['Phone unverified', { message: 'Address incomplete' }, { code: 'E1' }],
      phones: [
        { phoneNumber: '303-555-0142', type: 'mobile', primary: true },
        { number: '720-555-0111', isPrimary: 'false' },
        '720-555-0100',
      ],
    })
    expect(household).toEqual({
      subscriptionValue: 'FRESHPASS_ANNUAL',
      effectiveTimePeriods: [
        { startDate: '2025-01-01', endDate: '2025-12-31' },
        { startDate: undefined, endDate: undefined },
      ],
      optin: true,
      errors: ['Phone unverified', 'Address incomplete'],
      phones: [
        { number: '303-555-0142', type: 'mobile', primary: true },
        { number: '720-555-0111', type: undefined, primary: false },
        { number: '720-555-0100', type: undefined, primary: false },
      ],
    })
    expect(normaliseHouseholdProfile({ optin: 'N', errors: [{ message: 'Household not found' }] })).toMatchObject({
      optin: false,
      errors: ['Household not found'],
    })
    expect(normaliseHouseholdProfile(null)).toEqual({
      subscriptionValue: undefined,
      effectiveTimePeriods: [],
      optin: false,
      errors: [],
      phones: [],
    })
  })
})
