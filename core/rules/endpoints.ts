/**
 * Paths of every call, relative to the environment's apiPrefix (ENV-009, ENV-021..024), gathered from each family's own
 * table (a family's endpoints travel with its code, so the page runtime carries only user info's).
 * The simulator serves exactly these; the seeds name the calls, the spellings are ours. Call modules import their
 * family's table; this module is for the simulator, stories and tests.
 */
import { CART_PATHS } from './cart/endpoints'
import { ENDPOINT_FAMILIES, userInfoPath } from './endpoint-families'

export { CONTENT_PATHS, ENDPOINT_FAMILIES } from './endpoint-families'
export { OFFER_PATHS } from './coupons/endpoints'
export { DEFAULT_PROFILE_CUSTOMER_ID, GAMES_PATHS, GAMES_QUERY } from './games/endpoints'
export { SHOPPING_PATHS } from './products/endpoints'

export const PATHS = {
  // session
  userInfo: userInfoPath,
  // carts (001 §7)
  ...CART_PATHS,
  // environment families kept in configuration only (ENV-021..024)
  storeDetails: '/api/stores/details',
  deliveryZipLookup: '/api/stores/delivery-zip',
  pickupStores: '/api/stores/pickup',
  offerDetails: ENDPOINT_FAMILIES.offers.offerDetail,
  flyerPrint: '/api/flyer/print',
  checkout: '/checkout',
  orders: '/orders',
  featureFlags: '/content/flags.json',
} as const
