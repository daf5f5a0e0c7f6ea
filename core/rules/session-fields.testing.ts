/**
 * The user fields of 000 §3 the session reader must read, as the seed lists them: from user info (SES-028) and
 * from the shared storefront session (SES-029). Tests compare these with the reader's fixtures and the simulator's
 * answer; the reader itself is the valibot schema of core/io/api/session.ts.
 */
export const USER_INFO_FIELDS = [
  'SWY_SHOP_TOKEN',
  'userType',
  'expireTime',
  'email',
  'banner',
  'j4uZipcode',
  'clubCardNumber',
  'j4uStoreId',
  'storeId',
  'firstName',
  'displayableBanner',
  'pickupAddress',
  'customerId',
  'UUID',
] as const
export const STOREFRONT_SESSION_FIELDS = [
  'branchId',
  'preferenceMode',
  'zipcode',
  'clubCard',
  'j4u',
  'siteType',
  'wfcStoreId',
  'houseId',
  'unattendedDeliveryIsEnabled',
  'customerType',
  'shopStoreId',
  'shopZipcode',
  'preference',
] as const
