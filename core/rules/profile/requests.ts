/**
 * The profile and zip lookup calls of 000 §7 as plain request descriptions (see games/requests.ts).
 * Paths and wire values come from core/rules/endpoints.ts (one table with the simulator).
 */
import { DEFAULT_PROFILE_CUSTOMER_ID, PROFILE_PATHS as GAMES_PATHS, PROFILE_QUERY as GAMES_QUERY } from './endpoints'
import { type ApiRequest } from '../games/requests'
import { optionalText } from '../games/values'
import type { Address } from './profile'

/** Paths of the profile calls: those of endpoints.ts, which the simulator serves. */
export const PROFILE_PATHS = {
  profile: (customerId: string) => GAMES_PATHS.profile(customerId),
  zipToCity: GAMES_PATHS.zipToCity,
} as const

/** The customer id the profile calls use when the session has none (API-020). */
export const DEFAULT_CUSTOMER_ID = DEFAULT_PROFILE_CUSTOMER_ID
/** fl of the profile summary: preferences, address and loyalty (API-018). */
export const PROFILE_SUMMARY_FIELDS = GAMES_QUERY.profileFields
/** fl of the household profile, sent with hhSubs=true (API-019). */
export const HOUSEHOLD_FIELDS = GAMES_QUERY.householdFields
/** fl of the delivery-address variant of POST profile (API-021, gap A15). */
export const DELIVERY_ADDRESS_FIELDS = GAMES_QUERY.deliveryAddressFields

const customer = (customerId: string | null | undefined) => optionalText(customerId) ?? DEFAULT_CUSTOMER_ID

/** GET the profile summary with its address list (API-018, API-020). */
export function profileSummaryRequest(customerId: string | null | undefined): ApiRequest {
  return {
    method: 'GET',
    base: 'api',
    path: PROFILE_PATHS.profile(customer(customerId)),
    query: { fl: PROFILE_SUMMARY_FIELDS },
    headers: {},
  }
}

/** GET the household profile: fl=HOUSEHOLD with hhSubs=true (API-019, API-020). */
export function householdProfileRequest(customerId: string | null | undefined): ApiRequest {
  return {
    method: 'GET',
    base: 'api',
    path: PROFILE_PATHS.profile(customer(customerId)),
    query: { fl: HOUSEHOLD_FIELDS, hhSubs: true },
    headers: {},
  }
}

/**
 * POST the delivery address (API-021, PRF-014). The payload is the team's (gap A15): the address fields
 * of the profile summary; a new address has no addressId yet.
 */
export function saveDeliveryAddressRequest(
  customerId: string | null | undefined,
  address: Omit<Address, 'addressId'> & { addressId?: string | undefined },
): ApiRequest {
  const json: Record<string, string> = {
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    state: address.state,
    city: address.city,
    zipCode: address.zipCode,
  }
  if (address.address2) json.address2 = address.address2
  if (address.addressId) json.addressId = address.addressId
  return {
    method: 'POST',
    base: 'api',
    path: PROFILE_PATHS.profile(customer(customerId)),
    query: { fl: DELIVERY_ADDRESS_FIELDS },
    headers: {},
    json,
    write: 'profile',
  }
}

/** GET the store resolver's zip-to-city with query zipcode (API-022). */
export function zipToCityRequest(zipcode: string): ApiRequest {
  return { method: 'GET', base: 'api', path: PROFILE_PATHS.zipToCity, query: { zipcode }, headers: {} }
}
