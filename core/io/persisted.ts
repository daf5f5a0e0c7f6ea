/**
 * Reads and writes the storefront's stored data (STO-010..022) under the keys and lifetimes of
 * core/rules/persisted. Local storage is untrusted like a server reply: a value that does not match
 * its shape, or has outlived its lifetime, is discarded (removed) and read as empty.
 */
import * as v from 'valibot'
import type { Offer } from '../rules/coupons/offer'
import { isFresh, STORED_KEYS, STORED_LIFETIMES, type StoredKind, type StoredValues } from '../rules/persisted'
import { readJson, type SafeStorage, writeJson } from './storage'

/** An offer as the coupon rules normalised it before it was stored: checked shallowly (an object with an id). */
const offer = v.custom<Offer>(
  (x) => !!x && typeof x === 'object' && !Array.isArray(x) && typeof (x as { id?: unknown }).id === 'string',
  'not a stored offer',
)
const offerMap = v.record(v.string(), offer)
const ids = v.array(v.string())
const idsBy = v.record(v.string(), ids)
const time = v.pipe(v.number(), v.finite())

const couponCacheEntries = {
  storeId: v.string(),
  updatedTime: time,
  savedTime: time,
  objCoupons: offerMap,
  arrClippedCoupons: ids,
  instantAllocOffer: ids,
  isHiddenEvents: v.boolean(),
  authorize: v.boolean(),
  carouselLimitItems: v.number(),
}

export const STORED_SCHEMAS: { [K in StoredKind]: v.GenericSchema<unknown, StoredValues[K]> } = {
  localCoupons: v.object({
    offers: offerMap,
    offersByUpc: idsBy,
    offersByDepartment: v.optional(idsBy),
    branchId: v.optional(v.string()),
    updatedTime: time,
  }),
  abJ4uCoupons: v.object(couponCacheEntries),
  p13nCoupons: v.object({
    ...couponCacheEntries,
    dealsInfo: v.array(offer),
    carouselTitle: v.optional(v.string()),
    webCtaText: v.optional(v.string()),
    webCtaLink: v.optional(v.string()),
  }),
  quickAddBasket: v.object({
    cartItemsList: v.array(
      v.object({ itemId: v.string(), qty: v.number(), selected: v.boolean(), selectedWeight: v.optional(v.string()) }),
    ),
  }),
  rewards: v.array(offer),
  deals: v.array(offer),
  subscriptions: v.object({ subscriptions: v.array(v.unknown()), savedTime: time }),
  // a partner without a plan number is kept: box-top authorisation asks exactly that (CPN-126)
  loyaltyPartners: v.array(v.object({ name: v.string(), planNumber: v.optional(v.string()) })),
  deliveryType: v.object({ orderId: v.string(), deliveryType: v.string() }),
  bonusPath: v.object({ storeId: v.string(), authorize: v.boolean(), updatedTime: time, available: v.boolean() }),
}

/** The stored value of `kind`, or undefined when absent, malformed or expired (then also removed). */
export function readStored<K extends StoredKind>(storage: SafeStorage, kind: K, now: number = Date.now()): StoredValues[K] | undefined {
  const key = STORED_KEYS[kind]
  const raw = readJson<unknown>(storage, key)
  if (raw === undefined) {
    if (storage.get(key) != null) storage.remove(key)
    return undefined
  }
  const parsed = v.safeParse(STORED_SCHEMAS[kind], raw)
  const lifetime = (STORED_LIFETIMES as Partial<Record<StoredKind, { maxAgeMinutes: number; timeField: string }>>)[kind]
  const savedAt = parsed.success && lifetime ? (parsed.output as unknown as Record<string, unknown>)[lifetime.timeField] : undefined
  const fresh = parsed.success && (!lifetime || isFresh(savedAt, lifetime.maxAgeMinutes, now))
  if (!parsed.success || !fresh) {
    storage.remove(key)
    return undefined
  }
  return parsed.output
}

export function writeStored<K extends StoredKind>(storage: SafeStorage, kind: K, value: StoredValues[K]): void {
  writeJson(storage, STORED_KEYS[kind], value)
}

export function removeStored(storage: SafeStorage, kind: StoredKind): void {
  storage.remove(STORED_KEYS[kind])
}
