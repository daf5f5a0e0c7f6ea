/**
 * Reads and writes the storefront's stored data (STO-010..022) under the keys and lifetimes of
 * core/rules/persisted. Local storage is untrusted like a server reply: a value that does not match
 * its shape, or has outlived its lifetime, is discarded (removed) and read as empty.
 */
import * as v from 'valibot'
import { isFresh, STORED_KEYS, STORED_LIFETIMES, type StoredKind, type StoredValues } from '../rules/persisted'
import { readJson, type SafeStorage, writeJson } from './storage'

const offer = v.looseObject({})
const offerMap = v.record(v.string(), offer)
const idsBy = v.record(v.string(), v.array(v.string()))
const time = v.pipe(v.number(), v.finite())

const abJ4uEntries = {
  storeId: v.string(),
  updatedTime: time,
  savedTime: time,
  objCoupons: offerMap,
  arrClippedCoupons: v.array(v.unknown()),
  instantAllocOffer: v.optional(v.unknown()),
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
  abJ4uCoupons: v.object(abJ4uEntries),
  p13nCoupons: v.object({
    ...abJ4uEntries,
    dealsInfo: v.array(v.unknown()),
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
  deals: v.array(v.looseObject({})),
  subscriptions: v.object({ subscriptions: v.array(v.unknown()), savedTime: time }),
  loyaltyPartners: v.array(v.object({ name: v.string(), planNumber: v.string() })),
  deliveryType: v.object({ orderId: v.string(), deliveryType: v.string() }),
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
