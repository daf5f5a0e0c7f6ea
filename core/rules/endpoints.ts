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
