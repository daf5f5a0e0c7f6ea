/**
 * The delivery address form of <aisle-delivery-address> (000 §3, §5, §7, §8; PRF-002, PRF-008, PRF-009,
 * PRF-014): its fields are the profile address fields (ADDRESS_FIELDS) less addressId, the state is one of
 * the 50 states, and the zip is checked for its format here and by the zip-to-city lookup (zip.ts). Labels
 * and notes are the team's (ERR-018, gap A19: the seed shows no such screen); the error texts are 000 §8's.
 */
import { type Address, ADDRESS_FIELDS } from './profile'
import { isUsStateCode } from './reference'
import { VALIDATION_MESSAGES } from './errors'
import { zipFormatCheck } from './zip'

/** The fields the shopper fills, in the seed's order (PRF-002): every address field but addressId. */
export const ADDRESS_FORM_FIELDS = ADDRESS_FIELDS.filter(
  (f): f is Exclude<(typeof ADDRESS_FIELDS)[number], 'addressId'> => f !== 'addressId',
)
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number]

/** The one field the shopper may leave blank (the simulator requires the rest, sim/README-games.md). */
export const OPTIONAL_ADDRESS_FIELDS: readonly AddressFormField[] = ['address2']

export type AddressFormValues = Record<AddressFormField, string>
export type AddressFormErrors = Partial<Record<AddressFormField, string>>

export const DELIVERY_ADDRESS_TEXT = {
  heading: 'Delivery address',
  listHeading: 'Your delivery addresses',
  noAddresses: 'You have no delivery address yet.',
  newHeading: 'Add a delivery address',
  editHeading: 'Edit delivery address',
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    address: 'Street address',
    address2: 'Apartment, suite, etc. (optional)',
    city: 'City',
    state: 'State',
    zipCode: 'ZIP code',
  } satisfies Record<AddressFormField, string>,
  zipHint: 'City and state are filled in from the ZIP code.',
  zipChecking: 'Checking ZIP code…',
  zipFound: (city: string, state: string) => `ZIP code found: ${city}, ${state}.`,
  chooseState: 'Choose a state',
  edit: 'Edit',
  editLabel: (lines: readonly string[]) => `Edit ${lines.join(', ')}`,
  addNew: 'Add a new address',
  save: 'Save address',
  saving: 'Saving…',
  saved: 'Your delivery address is saved.',
  signedOut: 'Sign in to see and change your delivery addresses.',
  signIn: 'Sign in',
  loading: 'Loading your addresses…',
  profileNotices: 'About your profile',
} as const

export const EMPTY_ADDRESS_FORM: Readonly<AddressFormValues> = Object.freeze(
  Object.fromEntries(ADDRESS_FORM_FIELDS.map((f) => [f, ''])) as AddressFormValues,
)

/** The form filled from an address of the profile; a state that is not one of the 50 is left to choose. */
export function addressFormValues(address: Address): AddressFormValues {
  const values = { ...EMPTY_ADDRESS_FORM }
  for (const f of ADDRESS_FORM_FIELDS) values[f] = address[f] ?? ''
  if (!isUsStateCode(values.state)) values.state = ''
  return values
}

/**
 * What is wrong with the form before anything is sent: a blank required field, a zip that is not five
 * digits (ERR-018), a state that is not one of the 50 (PRF-009, PRF-010). The zip lookup comes after (PRF-008).
 */
export function addressFormErrors(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {}
  for (const f of ADDRESS_FORM_FIELDS) {
    if (!OPTIONAL_ADDRESS_FIELDS.includes(f) && !values[f].trim()) errors[f] = VALIDATION_MESSAGES.required
  }
  if (!errors.zipCode) {
    const format = zipFormatCheck(values.zipCode)
    if (format && !format.valid) errors.zipCode = format.message
  }
  if (!errors.state && !isUsStateCode(values.state)) errors.state = VALIDATION_MESSAGES.state
  return errors
}

/** The address to save: trimmed values, address2 only when given, addressId when changing an existing one. */
export function addressToSave(
  values: AddressFormValues,
  zipCode: string,
  addressId: string | undefined,
): Omit<Address, 'addressId'> & { addressId?: string } {
  const trimmed = (f: AddressFormField) => values[f].trim()
  return {
    firstName: trimmed('firstName'),
    lastName: trimmed('lastName'),
    address: trimmed('address'),
    address2: trimmed('address2') || undefined,
    city: trimmed('city'),
    state: trimmed('state').toUpperCase(),
    zipCode,
    ...(addressId ? { addressId } : {}),
  }
}
