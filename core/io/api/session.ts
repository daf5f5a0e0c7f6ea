/** The user-info call (API-001, API-002): validated and reshaped into the domain's ShopperInfo. */
import { cacheBuster as randomCacheBuster } from '../../rules/cache-buster'
import * as v from 'valibot'
import { userInfoPath } from '../../rules/endpoint-families'
import type { ApiClient } from './client'

const str = v.optional(v.nullable(v.union([v.string(), v.number()])))
const asString = (x: string | number | null | undefined) => (x == null || x === '' ? undefined : String(x))

export const userInfoSchema = v.object({
  SWY_SHOP_TOKEN: v.optional(v.nullable(v.string())),
  userType: v.optional(v.nullable(v.string())),
  expireTime: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  email: str,
  banner: str,
  j4uZipcode: str,
  clubCardNumber: str,
  j4uStoreId: str,
  storeId: str,
  firstName: str,
  displayableBanner: str,
  pickupAddress: v.optional(v.unknown()),
  customerId: str,
  UUID: str,
  // the shared storefront session (SES-029)
  branchId: str,
  preferenceMode: str,
  zipcode: str,
  clubCard: str,
  j4u: v.optional(v.nullable(v.object({ storeId: str, zipcode: str }))),
  siteType: str,
  wfcStoreId: str,
  houseId: str,
  unattendedDeliveryIsEnabled: v.optional(v.nullable(v.boolean())),
  customerType: str,
  shopStoreId: str,
  shopZipcode: str,
  preference: str,
})

/** The shopper as every store and view sees it. */
export interface ShopperInfo {
  token?: string
  userType: string
  /** Epoch ms. */
  expireTime?: number
  email?: string
  banner?: string
  displayableBanner?: string
  firstName?: string
  customerId?: string
  uuid?: string
  clubCardNumber?: string
  storeId?: string
  zipcode?: string
  j4u: { storeId?: string; zipcode?: string }
  pickupAddress?: unknown
  /** delivery | dug | j4u */
  preference?: string
  preferenceMode?: string
  siteType?: string
  houseId?: string
  branchId?: string
  wfcStoreId?: string
  customerType?: string
  shopStoreId?: string
  shopZipcode?: string
  unattendedDeliveryIsEnabled: boolean
}

export function toShopperInfo(raw: v.InferOutput<typeof userInfoSchema>): ShopperInfo {
  const expire = raw.expireTime == null ? undefined : Number(raw.expireTime)
  return {
    token: raw.SWY_SHOP_TOKEN || undefined,
    userType: raw.userType ?? '',
    expireTime: Number.isFinite(expire) ? expire : undefined,
    email: asString(raw.email),
    banner: asString(raw.banner),
    displayableBanner: asString(raw.displayableBanner),
    firstName: asString(raw.firstName),
    customerId: asString(raw.customerId),
    uuid: asString(raw.UUID),
    clubCardNumber: asString(raw.clubCardNumber ?? raw.clubCard),
    storeId: asString(raw.storeId ?? raw.shopStoreId ?? raw.j4uStoreId),
    zipcode: asString(raw.zipcode ?? raw.shopZipcode ?? raw.j4uZipcode),
    j4u: { storeId: asString(raw.j4u?.storeId ?? raw.j4uStoreId), zipcode: asString(raw.j4u?.zipcode ?? raw.j4uZipcode) },
    pickupAddress: raw.pickupAddress,
    preference: asString(raw.preference),
    preferenceMode: asString(raw.preferenceMode),
    siteType: asString(raw.siteType),
    houseId: asString(raw.houseId),
    branchId: asString(raw.branchId),
    wfcStoreId: asString(raw.wfcStoreId),
    customerType: asString(raw.customerType),
    shopStoreId: asString(raw.shopStoreId),
    shopZipcode: asString(raw.shopZipcode),
    unattendedDeliveryIsEnabled: raw.unattendedDeliveryIsEnabled === true,
  }
}

/** Random cache-buster for the user-info call and the gallery and list reads: up to 1,000,000 (API-001; CPN-130). */
export const cacheBuster = () => String(randomCacheBuster(Math.random))

/** GET user info for the active banner, cookies included, with a random cache-buster (API-001, API-002, SES-023). */
export async function fetchUserInfo(api: ApiClient): Promise<ShopperInfo> {
  const raw = await api.request(userInfoPath(api.config.banner.id), {
    query: { rand: cacheBuster() },
    credentials: true,
    schema: userInfoSchema,
    refreshOn401: false,
    retries: 0,
  })
  return toShopperInfo(raw)
}
