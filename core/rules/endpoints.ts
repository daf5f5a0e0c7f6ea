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

/**
 * The coupon and offer calls of 001 §7 "Coupons and offers" (API-046..070), relative to the environment's
 * apiPrefix. Where ENDPOINT_FAMILIES already names a family (ENV-024) the path is that one; the anonymous
 * filter is the path the seed prints. Spellings otherwise ours (docs/decisions.md "Offer calls").
 */
export const OFFER_PATHS = {
  /** {offerRegisterPath}: the registered (authorised) gallery (API-046). */
  registeredGallery: ENDPOINT_FAMILIES.offers.gallery,
  /** The guest offer path (API-047). */
  guestGallery: `${ENDPOINT_FAMILIES.offers.gallery}/guest`,
  /** Offer gallery filter, authorised (API-049, API-050). */
  galleryFilter: `${ENDPOINT_FAMILIES.offers.gallery}/filter`,
  /** The anonymous filter variant, as 001 §7 names it (API-051). */
  anonymousFilter: '/dce/offergallery/anonymous/offers/filter',
  companionGallery: ENDPOINT_FAMILIES.offers.companionGallery,
  /** Default of the configured instant allocation path (API-054). */
  instantAllocation: ENDPOINT_FAMILIES.offers.instantAllocation,
  personalisation: '/api/offers/personalization',
  clip: ENDPOINT_FAMILIES.offers.clip,
  unclip: ENDPOINT_FAMILIES.offers.unclip,
  listAdd: '/api/offers/list/add',
  listRemove: '/api/offers/list/remove',
  offerDetail: ENDPOINT_FAMILIES.offers.offerDetail,
  upcsByOffer: ENDPOINT_FAMILIES.offers.upcsByOfferIds,
  offerDetailsForPersonalisation: `${ENDPOINT_FAMILIES.offers.offerDetail}/personalization`,
  offersByUpc: ENDPOINT_FAMILIES.offers.offersByUpc,
  /** Default of the shopper's list path the page supplies (API-066). */
  shoppingList: '/api/offers/list',
  logoFragment: '/api/content/offers/logo-fragment.json',
  loyaltyPartners: '/api/offers/loyalty-partners',
} as const

const enc = encodeURIComponent

/** Customer id the profile calls use when the shopper has none (API-020). */
export const DEFAULT_PROFILE_CUSTOMER_ID = '1'

/**
 * Paths of the games calls and the profile calls of 000 §7, relative to the games environment's apiPrefix
 * (ENV-009). The seed names the calls ('prizes/{prizeId}', 'gameplay/optin', ...); the spellings around
 * those names are ours, and the simulator serves exactly these (sim/README-games.md).
 */
export const GAMES_PATHS = {
  programs: '/api/games/programs',
  programPoints: '/api/games/programs/points',
  prizes: '/api/games/prizes',
  prize: (prizeId: string) => `/api/games/prizes/${enc(prizeId)}`,
  prizeTransactions: (uuid: string) => `/api/games/prizes/${enc(uuid)}/transactions`,
  gameActivity: (uuid: string) => `/api/games/prizes/${enc(uuid)}/game/activity`,
  /** Addressed by the household id of the token's hid claim (API-011). */
  rewardsHistory: (householdId: string) => `/api/games/rewards/transactions/history/${enc(householdId)}`,
  sweepstakeWinner: '/api/games/sweepstake/winner',
  sweepstakesWins: '/api/games/update/sweepstakes/wins',
  postGameDetails: '/api/games/gameplay/postgamedetails',
  optIn: '/api/games/gameplay/optin',
  howItWorks: '/api/games/update/howitworks',
  redemption: '/api/games/redemption',
  /** Both fl variants (API-018, API-019); a missing customer id becomes DEFAULT_PROFILE_CUSTOMER_ID (API-020). */
  profile: (customerId?: string | null) => `/api/customers/${enc(customerId || DEFAULT_PROFILE_CUSTOMER_ID)}/profile`,
  /** The POST variant of the profile path that saves a delivery address, sent with fl=address (API-021, gap A15). */
  deliveryAddressProfile: (customerId?: string | null) => `/api/customers/${enc(customerId || DEFAULT_PROFILE_CUSTOMER_ID)}/profile`,
  zipToCity: '/api/store-resolver/zip-to-city',
} as const

/** Query names and wire values of the games and profile calls (000 §7, §9). */
export const GAMES_QUERY = {
  /** GET programs omits programCodes for an empty list or this value (API-004). */
  allProgramCodes: '*',
  /** Separator of code lists in programCodes / programs. */
  listSeparator: ',',
  /** The activity and rewards-history window, days (API-010, API-011, GAM-006). */
  activityDays: 180,
  /** fl of the profile summary: preferences, address and loyalty (API-018). */
  profileFields: 'preferences,address,loyalty',
  /** fl of the household profile, sent with hhSubs=true (API-019). */
  householdFields: 'HOUSEHOLD',
  /** fl of the delivery-address POST variant (API-021, gap A15). */
  deliveryAddressFields: 'address',
} as const

/**
 * The shopping calls of 001 §7 "Orders and carts", "Subscriptions" and "Recommendations, carousels, content"
 * that PATHS and ENDPOINT_FAMILIES do not already name, relative to the environment's apiPrefix. Where a
 * family exists (ENV-022, ENV-023) the path is that one; the segments the seed prints (product/getPrefCustomizations,
 * pdreco/substitution, {uuid}/allsubscriptions, {uuid}/addsubscription, purchase-history) are kept; the rest
 * is our spelling (docs/decisions.md "Shopping calls").
 */
export const SHOPPING_PATHS = {
  incrementPriceList: ENDPOINT_FAMILIES.catalog.incrementPriceList,
  prefCustomizations: '/api/product/getPrefCustomizations',
  substitution: ENDPOINT_FAMILIES.substitution,
  departments: ENDPOINT_FAMILIES.catalog.departments,
  productByBpn: ENDPOINT_FAMILIES.catalog.productByBpn,
  productByUpc: ENDPOINT_FAMILIES.catalog.productByUpc,
  brandIndex: ENDPOINT_FAMILIES.catalog.brandIndex,
  productDetailData: (bpn: string) => `/api/catalog/products/detail/${enc(bpn)}`,
  smartBasket: (householdId: string) => `/api/purchase-history/smart-basket/${enc(householdId)}`,
  productGrid: '/api/purchase-history/product-grid',
  productRecommendations: '/api/recommendations/carousel',
  landingPageContent: '/api/content/targeted/landing-pages',
  sponsoredSearch: '/api/sponsored/search',
  allSubscriptions: (uuid: string) => `/api/sns/${enc(uuid)}/allsubscriptions`,
  addSubscription: (uuid: string) => `/api/sns/${enc(uuid)}/addsubscription`,
  subscriptionByUser: ENDPOINT_FAMILIES.subscriptionByUser,
} as const
