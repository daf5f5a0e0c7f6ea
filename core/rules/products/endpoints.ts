import { ENDPOINT_FAMILIES } from '../endpoint-families'

const enc = encodeURIComponent

/**
 * The shopping calls of 001 §7 "Orders and carts", "Subscriptions" and "Recommendations, carousels, content"
 * that PATHS and ENDPOINT_FAMILIES do not already name, relative to the environment's apiPrefix. Where a
 * family exists (ENV-022, ENV-023) the path is that one; the segments the seed prints (product/getPrefCustomizations,
 * pdreco/substitution, {uuid}/allsubscriptions, {uuid}/addsubscription, purchase-history) are kept; the rest
 * is our spelling (docs/decisions/products.md "Shopping calls").
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
