/**
 * The profile calls of 000 §7 (API-018..022): the profile summary and the household profile (GET
 * customers/{customerId}/profile, customer id 1 when missing), the delivery-address POST variant, and the
 * store resolver's zip-to-city lookup. Requests come from core/rules/profile/requests.ts, replies are
 * validated here and reshaped by the profile rules. Failures surface as ApiError carrying the status and
 * body, which the UI maps with zipLookupErrorMessage or deliveryAddressErrorMessage (000 §8).
 */
import * as v from 'valibot'
import {
  type Address,
  type HouseholdProfile,
  normaliseAddress,
  normaliseHouseholdProfile,
  normaliseProfileSummary,
  type ProfileSummary,
} from '../../rules/profile/profile'
import type { ApiRequest } from '../../rules/games/requests'
import { householdProfileRequest, profileSummaryRequest, saveDeliveryAddressRequest, zipToCityRequest } from '../../rules/profile/requests'
import { VALIDATION_MESSAGES } from '../../rules/profile/errors'
import { type ZipLookupResult, zipLookupResult, zipQueryValue, type ZipValidation, zipValidation } from '../../rules/profile/zip'
import type { ApiClient } from '../api/client'
import { ApiError, isApiError } from '../api/errors'
import { sendGamesRequest } from '../api/games-request'

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

/** The household profile (API-019, PRF-006); the seed's 'profile errors' travel as `errors` (docs/decisions/games-and-profile.md). */
export const householdProfileSchema = v.looseObject({
  subscriptionValue: text,
  effectiveTimePeriods: v.optional(v.nullable(v.array(v.unknown()))),
  optin: v.optional(v.unknown()),
  errors: v.optional(v.nullable(v.array(v.unknown()))),
  phones: v.optional(v.nullable(v.array(v.unknown()))),
})

/** The zip lookup answer (API-022): the city in geo.address2 and the state in geo.region. */
export const zipLookupSchema = v.looseObject({ geo: v.looseObject({ address2: v.string(), region: v.string() }) })

/** A delivery address to save: the address fields of the profile summary, with addressId to change an existing one. */
export type DeliveryAddressInput = Omit<Address, 'addressId'> & { addressId?: string | undefined }

/** Sends a profile call and reads its reply; a reply `read` finds blank is a shape error naming what was blank. */
async function sendAndRead<S extends v.GenericSchema, T>(
  api: ApiClient,
  request: ApiRequest,
  schema: S,
  read: (raw: v.InferOutput<S>) => T | undefined,
  blank: string,
): Promise<T> {
  const raw = await sendGamesRequest(api, request, schema)
  const value = read(raw)
  if (!value)
    throw new ApiError('shape', `Unexpected reply from ${request.path}`, { status: 200, body: raw, path: request.path, issues: [blank] })
  return value
}

/** GET customers/{customerId}/profile with fl=preferences,address,loyalty (API-018); customer id 1 when missing (API-020). */
export async function fetchProfileSummary(api: ApiClient, customerId?: string | null): Promise<ProfileSummary> {
  // A JSON list is no profile (valibot's object schemas take one): read as empty, it would ask a shopper with both contacts.
  const reply = v.pipe(
    v.custom<unknown>((x) => !Array.isArray(x), 'profile: not an object'),
    profileSummarySchema,
  )
  return normaliseProfileSummary(await sendGamesRequest(api, profileSummaryRequest(customerId), reply))
}

/** GET customers/{customerId}/profile with fl=HOUSEHOLD and hhSubs=true (API-019); customer id 1 when missing (API-020). */
export async function fetchHouseholdProfile(api: ApiClient, customerId?: string | null): Promise<HouseholdProfile> {
  return normaliseHouseholdProfile(await sendGamesRequest(api, householdProfileRequest(customerId), householdProfileSchema))
}

/**
 * POST customers/{customerId}/profile, the delivery-address variant (API-021, PRF-014, gap A15); answers
 * the saved address with its addressId. A 400, 404, 406 or 504 reaches the caller as ApiError (ERR-012..016).
 */
export async function saveDeliveryAddress(
  api: ApiClient,
  customerId: string | null | undefined,
  address: DeliveryAddressInput,
): Promise<Address> {
  return sendAndRead(api, saveDeliveryAddressRequest(customerId, address), addressSchema, normaliseAddress, 'address: blank')
}

/** GET store-resolver zip-to-city with zipcode (API-022): city from geo.address2, state from geo.region (PRF-007). */
export async function lookupZip(api: ApiClient, zipcode: string): Promise<ZipLookupResult> {
  return sendAndRead(api, zipToCityRequest(zipcode), zipLookupSchema, zipLookupResult, 'geo: blank city or state')
}

/**
 * The verdict on a zip the shopper typed (PRF-008, 000 §5): refused before any call when it is not five digits
 * (ERR-018); otherwise valid only when the lookup answers a city and a state, else the zip lookup table's
 * message (ERR-008..011). No answer (network, timeout) or an unreadable one shows the fallback.
 */
export async function verifyZip(api: ApiClient, input: string): Promise<ZipValidation> {
  const zip = zipQueryValue(input)
  if (!zip) return { valid: false, message: VALIDATION_MESSAGES.zipFormat }
  try {
    return { valid: true, ...(await lookupZip(api, zip)) }
  } catch (error) {
    if (!isApiError(error)) throw error
    if (error.kind === 'http') return zipValidation(error.status ?? 0, error.details.body)
    // An answer without a city or a state is a zip not found (PRF-008); an unreadable one, like no answer, the fallback.
    const body = error.details.body
    const answered = error.kind === 'shape' && typeof body === 'object' && body !== null && !Array.isArray(body)
    return zipValidation(answered ? 200 : 0, answered ? body : undefined)
  }
}
