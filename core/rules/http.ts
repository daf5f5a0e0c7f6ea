/**
 * Header and cookie names the client and the simulator agree on. The seeds name the headers'
 * purpose but not their spelling; these spellings are the team's (docs/decisions/foundation.md "Headers and cookies").
 */
export const HEADERS = {
  authorization: 'Authorization',
  correlationId: 'X-Correlation-Id',
  banner: 'X-Banner',
  storeId: 'X-Store-Id',
  clientName: 'X-Client-Name',
  subscriptionKey: 'Ocp-Apim-Subscription-Key',
  csrf: 'X-CSRF-Token',
  program: 'pgm',
  timeZone: 'X-User-Time-Zone',
  apiKey: 'X-Api-Key',
  version: 'X-Api-Version',
  platform: 'platform',
} as const

/** The client name sent on games calls (ENV-015). */
export const CLIENT_NAME = 'aisle-web-ui'

export const COOKIES = {
  /** Shared storefront session: JSON {userType, userData: {expireTime}} (STO-008). */
  session: 'aisle_session',
  /** Keep-me-signed-in (SES-006). */
  keepSignedIn: 'aisle_kmsi',
  /** Redirect-back address (SES-008) and its B2B variant (SES-009). */
  redirect: 'aisle_redirect',
  redirectB2b: 'aisle_b2b_redirect',
  csrf: 'aisle_csrf',
  slot: 'aisle_slot',
  orderNumber: 'aisle_order_number',
  orderStoreId: 'aisle_order_store_id',
  /** Set by the simulator's sign-in; HttpOnly in a real deployment, read only by the server. */
  simSession: 'aisle_sid',
} as const

/** Banner-B variant of a storefront cookie name (STO-009, gap A27). */
export const bannerBCookie = (name: string): string => `${name}_b`

/** The platform value the personalisation, recommendation, product-grid and content calls send (API-077, API-079): one for every family. */
export const CLIENT_PLATFORM = 'web'
