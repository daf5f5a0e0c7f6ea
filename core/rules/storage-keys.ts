/**
 * The keys and lifetimes of the stores rules/persisted.ts names together, kept in a module that imports nothing: the
 * table is every family's, so its names must not bring any family's rules with them. Each family's
 * rules re-export their own (coupons/cache.ts, products/quick-add.ts, products/subscription.ts, cart/order.ts).
 */
/** Coupon local cache lifetime: 120 minutes (CPN-080, CPN-090; CST-030). */
export const COUPON_CACHE_MAX_AGE_MINUTES = 120
export const MINUTE_MS = 60_000
/** QAB-002: the quick-add basket's key (the seed's name). */
export const QUICK_ADD_STORAGE_KEY = 'quickAddBasket'
/** SNS-005, CST-039: the stored subscriptions' lifetime (./products/subscription-record.ts isSubscriptionCacheValid). */
export const SUBSCRIPTION_CACHE_MINUTES = 15
/** STO-016: where the shopper's subscriptions are kept, with their saved-time. */
export const SUBSCRIPTIONS_STORAGE_KEY = 'aisle:subscriptions'
/** STO-022, CRT-035: the delivery type of an order being edited. */
export const DELIVERY_TYPE_STORAGE_KEY = 'aisle:orderDeliveryType'
