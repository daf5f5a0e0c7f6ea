/**
 * The shopper's profile (000 §3, §6, §7): the profile summary with its addresses, the customer type
 * (C customer by default, E employee) and the household profile. Reply shapes beyond the named fields
 * are not shown; the normalisers read exactly the seed's field names.
 */
import { fieldsOf, listOf, optionalBoolean, optionalText } from '../reply-values'

/** Customer types of the profile (PRF-003): 'C' customer, 'E' employee; 'C' is also a user type, a different thing (gap C10). */
export const CUSTOMER_TYPES = ['C', 'E'] as const
export type CustomerType = (typeof CUSTOMER_TYPES)[number]
export const DEFAULT_CUSTOMER_TYPE: CustomerType = 'C'

/** The fields of a profile address, in the seed's order (PRF-002). */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'address', 'address2', 'state', 'city', 'zipCode', 'addressId'] as const

export interface Address {
  firstName: string
  lastName: string
  address: string
  address2: string | undefined
  state: string
  city: string
  zipCode: string
  /** Undefined for an address the server sent without one (it cannot be edited, but is still the shopper's). */
  addressId: string | undefined
}

export interface ProfileSummary {
  firstName: string
  lastName: string
  addresses: Address[]
  customerType: CustomerType
  /** The primary phone (PRF-005). */
  phoneNumber: string | undefined
  primaryemail: string | undefined
}

export interface Phone {
  number: string
  /** 'mobile', 'home' … as sent; undefined when not. */
  type: string | undefined
  primary: boolean
}

export interface HouseholdProfile {
  subscriptionValue: string | undefined
  effectiveTimePeriods: { startDate: string | undefined; endDate: string | undefined }[]
  optin: boolean
  /** The profile errors' messages. */
  errors: string[]
  phones: Phone[]
}

/** 'E' for an employee, else 'C' (PRF-003, PRF-004): absent, blank or unknown is a customer. */
export function customerTypeOf(value: unknown): CustomerType {
  return optionalText(value)?.toUpperCase() === 'E' ? 'E' : DEFAULT_CUSTOMER_TYPE
}

/** An address of the profile (PRF-002); an entry with no street address is no address. */
export function normaliseAddress(raw: unknown): Address | undefined {
  const f = fieldsOf(raw)
  const address = optionalText(f.address)
  if (!address) return undefined
  return {
    firstName: optionalText(f.firstName) ?? '',
    lastName: optionalText(f.lastName) ?? '',
    address,
    address2: optionalText(f.address2),
    state: optionalText(f.state)?.toUpperCase() ?? '',
    city: optionalText(f.city) ?? '',
    zipCode: optionalText(f.zipCode) ?? '',
    addressId: optionalText(f.addressId),
  }
}

/** Phones from a list of numbers or of {phoneNumber|number, type, primary|isPrimary}. */
export function normalisePhones(raw: unknown): Phone[] {
  return listOf(raw).flatMap((entry) => {
    if (typeof entry === 'string' || typeof entry === 'number') {
      const number = optionalText(entry)
      return number ? [{ number, type: undefined, primary: false }] : []
    }
    const f = fieldsOf(entry)
    const number = optionalText(f.phoneNumber ?? f.number)
    return number ? [{ number, type: optionalText(f.type), primary: optionalBoolean(f.primary ?? f.isPrimary) ?? false }] : []
  })
}

/** The primary phone: phoneNumber when sent, else the phone marked primary, else the first phone (PRF-005). */
export function primaryPhone(raw: { phoneNumber?: unknown; phones?: unknown }): string | undefined {
  const direct = optionalText(raw.phoneNumber)
  if (direct) return direct
  const phones = normalisePhones(raw.phones)
  return (phones.find((p) => p.primary) ?? phones[0])?.number
}

/** The profile summary (PRF-001..005, API-018). */
export function normaliseProfileSummary(raw: unknown): ProfileSummary {
  const f = fieldsOf(raw)
  return {
    firstName: optionalText(f.firstName) ?? '',
    lastName: optionalText(f.lastName) ?? '',
    addresses: listOf(f.addresses).flatMap((a) => normaliseAddress(a) ?? []),
    customerType: customerTypeOf(f.customerType),
    phoneNumber: primaryPhone(f),
    primaryemail: optionalText(f.primaryemail),
  }
}

/** The household profile (PRF-006, API-019). Profile errors come as `errors` (strings or {message}). */
export function normaliseHouseholdProfile(raw: unknown): HouseholdProfile {
  const f = fieldsOf(raw)
  return {
    subscriptionValue: optionalText(f.subscriptionValue),
    effectiveTimePeriods: listOf(f.effectiveTimePeriods).map((p) => {
      const period = fieldsOf(p)
      return { startDate: optionalText(period.startDate), endDate: optionalText(period.endDate) }
    }),
    optin: optionalBoolean(f.optin) ?? false,
    errors: listOf(f.errors).flatMap((e) => {
      const m = typeof e === 'string' ? optionalText(e) : optionalText(fieldsOf(e).message)
      return m ? [m] : []
    }),
    phones: normalisePhones(f.phones),
  }
}

/** An address as lines for display: name, street (with address2), 'City, ST 12345'. Empty parts are skipped. */
export function addressLines(a: Address): string[] {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ')
  const street = [a.address, a.address2].filter(Boolean).join(', ')
  const place = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [name, street, place].filter(Boolean)
}
