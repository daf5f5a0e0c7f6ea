/**
 * Paths and query values of the profile calls of 000 §7 (the games' profile summary, the delivery address), relative to
 * the games environment's apiPrefix (ENV-009). GAMES_PATHS and GAMES_QUERY (games/endpoints.ts) include them.
 */
const enc = encodeURIComponent

/** Customer id the profile calls use when the shopper has none (API-020). */
export const DEFAULT_PROFILE_CUSTOMER_ID = '1'

export const PROFILE_PATHS = {
  /** Both fl variants (API-018, API-019); a missing customer id becomes DEFAULT_PROFILE_CUSTOMER_ID (API-020). */
  profile: (customerId?: string | null) => `/api/customers/${enc(customerId || DEFAULT_PROFILE_CUSTOMER_ID)}/profile`,
  /** The POST variant of the profile path that saves a delivery address, sent with fl=address (API-021, gap A15). */
  deliveryAddressProfile: (customerId?: string | null) => `/api/customers/${enc(customerId || DEFAULT_PROFILE_CUSTOMER_ID)}/profile`,
  zipToCity: '/api/store-resolver/zip-to-city',
} as const

export const PROFILE_QUERY = {
  /** fl of the profile summary: preferences, address and loyalty (API-018). */
  profileFields: 'preferences,address,loyalty',
  /** fl of the household profile, sent with hhSubs=true (API-019). */
  householdFields: 'HOUSEHOLD',
  /** fl of the delivery-address POST variant (API-021, gap A15). */
  deliveryAddressFields: 'address',
} as const
