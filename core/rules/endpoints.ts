/**
 * Paths of every call, relative to the environment's apiPrefix (ENV-009, ENV-021..024).
 * The simulator serves exactly these; the seeds name the calls, the spellings are ours.
 */
export const PATHS = {
  // session
  userInfo: (banner: string) => `/api/session/userinfo/${encodeURIComponent(banner)}`,
  // carts (001 §7)
  cartCustomer: (customerId: string) => `/api/cart/v2/customer/${encodeURIComponent(customerId)}`,
  cartGuest: '/api/cart/v2/carts',
  cartItems: '/api/cart/v2/items',
  miniCart: '/api/cart/minicart',
  pendingOrderItem: (orderStoreId: string, orderNumber: string, itemId: string) =>
    `/api/orders/${encodeURIComponent(orderStoreId)}/${encodeURIComponent(orderNumber)}/orderItems/${encodeURIComponent(itemId)}`,
  preferences: '/api/cart/preferences',
  oneTimeItems: (uuid: string) => `/api/sns/${encodeURIComponent(uuid)}/oneTimeItems`,
  editOrderDelivery: (orderStoreId: string, orderId: string) =>
    `/api/orders/delivery/${encodeURIComponent(orderStoreId)}/${encodeURIComponent(orderId)}`,
  // environment families kept in configuration only (ENV-021..024)
  storeDetails: '/api/stores/details',
  deliveryZipLookup: '/api/stores/delivery-zip',
  pickupStores: '/api/stores/pickup',
  offerDetails: '/api/offers/detail',
  flyerPrint: '/api/flyer/print',
  checkout: '/checkout',
  orders: '/orders',
  featureFlags: '/content/flags.json',
} as const

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
  guestCart: PATHS.cartGuest,
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
    offerDetail: PATHS.offerDetails,
    upcsByOfferIds: '/api/offers/upcs-by-offer',
    offersByUpc: '/api/offers/by-upc',
  },
  snsOrchestration: '/api/sns/orchestration',
} as const
