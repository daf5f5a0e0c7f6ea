/**
 * The endpoint tables every family shares (each family's own table travels with it — cart/endpoints.ts,
 * coupons/endpoints.ts, games/endpoints.ts, profile/endpoints.ts, products/endpoints.ts; endpoints.ts gathers them all).
 * Paths are relative to the environment's apiPrefix (ENV-009, ENV-021..024); the seeds name the calls, the spellings are ours.
 */
/** The user-info call every page makes (session). */
export const userInfoPath = (banner: string) => `/api/session/userinfo/${encodeURIComponent(banner)}`

/** Where the content files are served (left navigation, games flags): outside the API prefix. */
export const CONTENT_PATHS = {
  leftNav: (banner: string) => `/content/${encodeURIComponent(banner)}/games/left-nav.json`,
  leftNavMaster: '/content/master/games/left-nav.json',
  gamesFlags: '/content/games/flags.json',
} as const
/**
 * The storefront's per-environment endpoint families (001 §7; ENV-022..024), relative to the active
 * environment's apiPrefix like every path above. The seed names the families; the spellings are ours,
 * and each call's module (core/io/api/*) builds its URL from here, never from a literal.
 * The mock recorder and player (ENV-025) are prefixes, kept in ENVIRONMENT_CONFIG (rules/env.ts).
 */
export const ENDPOINT_FAMILIES = {
  // ENV-022
  substitution: '/api/pdreco/substitution',
  searchSubstitute: '/api/search/substitute',
  productSearch: '/api/search/products',
  subscriptionByUser: (gid: string) => `/api/sns/subscriptions/${encodeURIComponent(gid)}`,
  cartV1: '/api/cart/v1',
  cartV2: '/api/cart/v2',
  editOrder: '/api/orders/edit',
  guestCart: '/api/cart/v2/carts',
  // ENV-023
  catalog: {
    virtualShelf: '/api/catalog/virtual-shelf',
    departments: '/api/catalog/departments',
    deals: '/api/catalog/deals',
    productByBpn: (bpn: string) => `/api/catalog/products/bpn/${encodeURIComponent(bpn)}`,
    productByUpc: (upc: string) => `/api/catalog/products/upc/${encodeURIComponent(upc)}`,
    incrementPriceList: '/api/catalog/increment-price-list',
    channelAvailability: '/api/catalog/channel-availability',
    brandIndex: '/api/catalog/brand-index',
  },
  // ENV-024
  offers: {
    clip: '/api/offers/clip',
    unclip: '/api/offers/unclip',
    gallery: '/api/offers/gallery',
    instantAllocation: '/api/offers/instant-allocation',
    companionGallery: '/api/offers/companion-gallery',
    offerDetail: '/api/offers/detail',
    upcsByOfferIds: '/api/offers/upcs-by-offer',
    offersByUpc: '/api/offers/by-upc',
  },
  snsOrchestration: '/api/sns/orchestration',
} as const
