/**
 * The profile calls of 000 §7 (API-018..022): the profile summary and the household profile (GET
 * customers/{customerId}/profile, customer id 1 when missing), the delivery-address POST variant, and the
 * store resolver's zip-to-city lookup. Sent as games calls; failures surface as ApiError carrying the
 * status, which the UI maps with the zip lookup or delivery address table of 000 §8.
 */
import * as v from 'valibot'
import { GAMES_PATHS, GAMES_QUERY } from '../../rules/endpoints'
import { fieldsOf, listOf, optionalBoolean, optionalText } from '../../rules/games/values'
import type { ApiClient } from './client'

const id = v.union([v.string(), v.number()])
const text = v.optional(v.nullable(id))

/** A profile address (000 §3): firstName, lastName, address, address2, state, city, zipCode, addressId. */
export const addressSchema = v.looseObject({
  firstName: text,
  lastName: text,
  address: text,
  address2: text,
  state: text,
  city: text,
  zipCode: text,
  addressId: text,
})

/** The profile summary (API-018, PRF-001..005). */
export const profileSummarySchema = v.looseObject({
  firstName: text,
  lastName: text,
  addresses: v.optional(v.nullable(v.array(addressSchema))),
  customerType: text,
  phoneNumber: text,
  primaryemail: text,
})

/** The household profile (API-019, PRF-006); the seed's 'profile errors' travel as profileErrors (docs/decisions.md). */
export const householdProfileSchema = v.looseObject({
  subscriptionValue: text,
  effectiveTimePeriods: v.optional(v.nullable(v.array(v.unknown()))),
  optin: v.optional(v.unknown()),
  profileErrors: v.optional(v.nullable(v.array(v.unknown()))),
  phones: v.optional(v.nullable(v.array(v.unknown()))),
})

/** The zip lookup answer (API-022): the city in geo.address2 and the state in geo.region. */
export const zipLookupSchema = v.looseObject({ geo: v.looseObject({ address2: v.string(), region: v.string() }) })

export interface ProfileAddress {
  addressId: string | undefined
  firstName: string | undefined
  lastName: string | undefined
  address: string | undefined
  address2: string | undefined
  state: string | undefined
  city: string | undefined
  zipCode: string | undefined
}

export interface ProfileSummary {
  firstName: string | undefined
  lastName: string | undefined
  addresses: ProfileAddress[]
  /** As sent; the default 'C' for a missing type (PRF-004) is the profile rules' to apply. */
  customerType: string | undefined
  phoneNumber: string | undefined
  primaryemail: string | undefined
}

export interface HouseholdProfile {
  subscriptionValue: string | undefined
  effectiveTimePeriods: { startDate: string | undefined; endDate: string | undefined }[]
  optin: Record<string, boolean | undefined>
  profileErrors: unknown[]
  phones: { phoneNumber: string | undefined; type: string | undefined; primary: boolean }[]
}

export interface ZipLookupResult {
  city: string
  state: string
}

/** A delivery address to save: the address fields of the profile summary, with addressId to change an existing one. */
export interface DeliveryAddressInput {
  firstName: string
  lastName: string
  address: string
  address2?: string
  city: string
  state: string
  zipCode: string
  addressId?: string
}

export function toProfileAddress(raw: v.InferOutput<typeof addressSchema>): ProfileAddress {
  return {
    addressId: optionalText(raw.addressId),
    firstName: optionalText(raw.firstName),
    lastName: optionalText(raw.lastName),
    address: optionalText(raw.address),
    address2: optionalText(raw.address2),
    state: optionalText(raw.state),
    city: optionalText(raw.city),
    zipCode: optionalText(raw.zipCode),
  }
}

/** GET customers/{customerId}/profile with fl=preferences,address,loyalty (API-018); customer id 1 when missing (API-020). */
export async function fetchProfileSummary(api: ApiClient, customerId?: string | null): Promise<ProfileSummary> {
  const raw = await api.request(GAMES_PATHS.profile(customerId), { family: 'games', query: { fl: GAMES_QUERY.profileFields }, schema: profileSummarySchema })
  return {
    firstName: optionalText(raw.firstName),
    lastName: optionalText(raw.lastName),
    addresses: (raw.addresses ?? []).map(toProfileAddress),
    customerType: optionalText(raw.customerType),
    phoneNumber: optionalText(raw.phoneNumber),
    primaryemail: optionalText(raw.primaryemail),
  }
}

/** GET customers/{customerId}/profile with fl=HOUSEHOLD and hhSubs=true (API-019); customer id 1 when missing (API-020). */
export async function fetchHouseholdProfile(api: ApiClient, customerId?: string | null): Promise<HouseholdProfile> {
  const raw = await api.request(GAMES_PATHS.profile(customerId), {
    family: 'games',
    query: { fl: GAMES_QUERY.householdFields, hhSubs: true },
    schema: householdProfileSchema,
  })
  return {
    subscriptionValue: optionalText(raw.subscriptionValue),
    effectiveTimePeriods: listOf(raw.effectiveTimePeriods).map((p) => ({ startDate: optionalText(fieldsOf(p).startDate), endDate: optionalText(fieldsOf(p).endDate) })),
    optin: Object.fromEntries(Object.entries(fieldsOf(raw.optin)).map(([k, value]) => [k, optionalBoolean(value)])),
    profileErrors: [...listOf(raw.profileErrors)],
    phones: listOf(raw.phones).map((p) => {
      const f = fieldsOf(p)
      return { phoneNumber: optionalText(f.phoneNumber), type: optionalText(f.type), primary: optionalBoolean(f.primary) === true }
    }),
  }
}

/**
 * POST the delivery-address profile variant (API-021, gap A15): the address fields; answers the saved
 * address with its addressId. A 400, 404, 406 or 504 reaches the caller as ApiError (ERR-012..016 map it).
 */
export async function saveDeliveryAddress(api: ApiClient, customerId: string | null | undefined, address: DeliveryAddressInput): Promise<ProfileAddress> {
  const raw = await api.request(GAMES_PATHS.deliveryAddressProfile(customerId), { method: 'POST', family: 'games', json: address, schema: addressSchema })
  return toProfileAddress(raw)
}

/** GET store-resolver zip-to-city with zipcode (API-022): city from geo.address2, state from geo.region. */
export async function lookupZip(api: ApiClient, zipcode: string): Promise<ZipLookupResult> {
  const raw = await api.request(GAMES_PATHS.zipToCity, { family: 'games', query: { zipcode }, schema: zipLookupSchema })
  return { city: raw.geo.address2, state: raw.geo.region }
}
