/**
 * The simulator seed's ids the catalogue's live examples use (sim/data: products 970000001…, offers 9000001…;
 * scripts/catalogue/catalogue.test.ts checks they exist). The widgets' declarations name them.
 */

/** A clippable manufacturer coupon (kind coupon-mf, unclipped). */
export const EXAMPLE_OFFER_ID = '9000008'
/** Clover Hill Classic Large Grade A Eggs - 12 ct. */
export const EXAMPLE_PRODUCT_ID = '970000001'
export const EXAMPLE_PRODUCT_NAME = 'Clover Hill Classic Large Grade A Eggs - 12 ct'
/** Freshway's first store. */
export const EXAMPLE_STORE_ID = '1100'
