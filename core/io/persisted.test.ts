import { describe, expect, it } from 'vitest'
import { toOffer } from '../rules/coupons/offer-normalise'
import type { CouponCache, P13nCache } from '../rules/coupons/status'
import { keyOffersById, STORED_KEYS, type StoredKind, type StoredValues } from '../rules/persisted'
import { readStored, writeStored } from './persisted'
import { createSafeStorage, type SafeStorage } from './storage'

const MIN = 60_000
const NOW = Date.UTC(2025, 5, 1, 12)

function memory(): { storage: SafeStorage; map: Map<string, string> } {
  const map = new Map<string, string>()
  const backing = {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, val: string) => void map.set(k, val),
    removeItem: (k: string) => void map.delete(k),
  }
  return { storage: createSafeStorage(() => backing, { warn() {} }), map }
}

/** Writes `value`, then reads it back as a later page view would (from the raw stored text). */
function roundTrip<K extends StoredKind>(kind: K, value: StoredValues[K], now = NOW) {
  const { storage, map } = memory()
  writeStored(storage, kind, value)
  const raw = map.get(STORED_KEYS[kind])
  return { raw: raw === undefined ? undefined : (JSON.parse(raw) as unknown), read: readStored(storage, kind, now), storage, map }
}

/** Every required field matters: dropping any one makes the stored value unreadable, and it is discarded. */
function expectEachFieldRequired<K extends StoredKind>(kind: K, value: StoredValues[K], required: string[]) {
  for (const field of required) {
    const { storage, map } = memory()
    const { [field]: _dropped, ...rest } = value as unknown as Record<string, unknown>
    map.set(STORED_KEYS[kind], JSON.stringify(rest))
    expect(readStored(storage, kind, NOW), `${kind} without ${field}`).toBeUndefined()
    expect(map.has(STORED_KEYS[kind])).toBe(false)
  }
}

const offer = (offerId: string, status = 'U') => toOffer({ offerId, offerPgm: 'PD', status, offerTs: '1700000000000' })

const abJ4u: CouponCache = {
  storeId: '1120',
  updatedTime: NOW - 5 * MIN,
  savedTime: NOW - 5 * MIN,
  objCoupons: keyOffersById([offer('901'), offer('902', 'C')]),
  arrClippedCoupons: ['902'],
  instantAllocOffer: ['903'],
  isHiddenEvents: false,
  authorize: true,
  carouselLimitItems: 12,
}
const AB_J4U_FIELDS = [
  'storeId',
  'updatedTime',
  'savedTime',
  'objCoupons',
  'arrClippedCoupons',
  'instantAllocOffer',
  'isHiddenEvents',
  'authorize',
  'carouselLimitItems',
]

describe('stored data shapes', () => {
  it('holds the local coupon store: offers keyed by offerId, offersByUpc, offersByDepartment, branchId, updatedTime [STO-010]', () => {
    const value: StoredValues['localCoupons'] = {
      offers: keyOffersById([offer('901')]),
      offersByUpc: { '0001111': ['901'] },
      offersByDepartment: { Produce: ['901'] },
      branchId: 'b7',
      updatedTime: NOW - MIN,
    }
    const { raw, read } = roundTrip('localCoupons', value)
    expect(raw).toEqual(value)
    expect(read).toEqual(value)
    expectEachFieldRequired('localCoupons', value, ['offers', 'offersByUpc', 'updatedTime'])
    // offersByDepartment is absent when the offers redesign is disabled
    const { offersByDepartment: _d, ...withoutDepartments } = value
    expect(roundTrip('localCoupons', withoutDepartments).read).toEqual(withoutDepartments)
  })

  it('holds abJ4uCoupons with storeId, times, objCoupons, arrClippedCoupons, instantAllocOffer, isHiddenEvents, authorize and carouselLimitItems [STO-011]', () => {
    expect(STORED_KEYS.abJ4uCoupons).toBe('abJ4uCoupons')
    const { raw, read } = roundTrip('abJ4uCoupons', abJ4u)
    expect(raw).toEqual(abJ4u)
    expect(read).toEqual(abJ4u)
    expectEachFieldRequired('abJ4uCoupons', abJ4u, AB_J4U_FIELDS)
  })

  it('holds p13nCoupons with the abJ4uCoupons fields plus dealsInfo and optional carouselTitle, webCtaText and webCtaLink [STO-012]', () => {
    expect(STORED_KEYS.p13nCoupons).toBe('p13nCoupons')
    const value: P13nCache = {
      ...abJ4u,
      dealsInfo: [offer('904')],
      carouselTitle: 'Picked for you',
      webCtaText: 'See all',
      webCtaLink: '/foru.html',
    }
    expect(roundTrip('p13nCoupons', value).read).toEqual(value)
    const bare: P13nCache = { ...abJ4u, dealsInfo: [] }
    expect(roundTrip('p13nCoupons', bare).read).toEqual(bare)
    expectEachFieldRequired('p13nCoupons', value, [...AB_J4U_FIELDS, 'dealsInfo'])
  })

  it('holds quickAddBasket as cartItemsList entries of itemId, qty, selected and selectedWeight [STO-013]', () => {
    expect(STORED_KEYS.quickAddBasket).toBe('quickAddBasket')
    const value = {
      cartItemsList: [
        { itemId: '970001', qty: 1, selected: true },
        { itemId: '970002', qty: 2, selected: false, selectedWeight: '0.50' },
      ],
    }
    expect(roundTrip('quickAddBasket', value).read).toEqual(value)
    expectEachFieldRequired('quickAddBasket', value, ['cartItemsList'])
    const { storage, map } = memory()
    map.set(STORED_KEYS.quickAddBasket, JSON.stringify({ cartItemsList: [{ itemId: '1', qty: 1 }] }))
    expect(readStored(storage, 'quickAddBasket', NOW)).toBeUndefined()
  })

  it('stores rewards under grOffers [STO-014]', () => {
    expect(STORED_KEYS.rewards).toBe('grOffers')
    const value = [offer('r1')]
    const { raw, read } = roundTrip('rewards', value)
    expect(raw).toEqual(value)
    expect(read).toEqual(value)
  })

  it('stores deals locally [STO-015]', () => {
    const value = [offer('d1'), offer('d2', 'C')]
    expect(roundTrip('deals', value).read).toEqual(value)
    for (const bad of ['{"not":"a list"}', '[{"offerId":"raw, never normalised"}]']) {
      const { storage, map } = memory()
      map.set(STORED_KEYS.deals, bad)
      expect(readStored(storage, 'deals', NOW)).toBeUndefined()
    }
  })

  it('stores subscriptions with their saved-time [STO-016]', () => {
    const value = { subscriptions: [{ bpn: '970001', frequency: { count: 1, unit: 'WEEK' } }], savedTime: NOW - MIN }
    expect(roundTrip('subscriptions', value).read).toEqual(value)
    expectEachFieldRequired('subscriptions', value, ['subscriptions', 'savedTime'])
  })

  it('stores loyalty partners with name and planNumber [STO-017]', () => {
    const value = [{ name: 'General Mills', planNumber: 'GM-001' }, { name: 'Other partner' }]
    const { raw, read } = roundTrip('loyaltyPartners', value)
    expect(raw).toEqual(value)
    expect(read).toEqual(value)
    const { storage, map } = memory()
    map.set(STORED_KEYS.loyaltyPartners, JSON.stringify([{ planNumber: 'GM-001' }]))
    expect(readStored(storage, 'loyaltyPartners', NOW)).toBeUndefined()
  })

  it('stores the delivery type per order as {orderId, deliveryType} [STO-022]', () => {
    const value = { orderId: 'o-70001', deliveryType: 'Unattended' }
    const { raw, read } = roundTrip('deliveryType', value)
    expect(raw).toEqual(value)
    expect(read).toEqual(value)
    expectEachFieldRequired('deliveryType', value, ['orderId', 'deliveryType'])
  })
})

describe('stored data lifetimes', () => {
  it('reads coupon caches until 120 minutes after their update, then discards them [STO-018]', () => {
    const local = { offers: {}, offersByUpc: {}, updatedTime: NOW }
    const caches = [
      ['abJ4uCoupons', { ...abJ4u, updatedTime: NOW, savedTime: NOW }],
      ['p13nCoupons', { ...abJ4u, updatedTime: NOW, savedTime: NOW, dealsInfo: [] }],
      ['localCoupons', local],
    ] as const
    for (const [kind, value] of caches) {
      const { storage, map } = memory()
      writeStored(storage, kind, value as never)
      expect(readStored(storage, kind, NOW + 120 * MIN - 1), kind).toEqual(value)
      expect(readStored(storage, kind, NOW + 120 * MIN), kind).toBeUndefined()
      expect(map.has(STORED_KEYS[kind])).toBe(false)
    }
  })

  it('reads stored subscriptions until 15 minutes after their saved-time [STO-020]', () => {
    const value = { subscriptions: [], savedTime: NOW }
    const { storage } = memory()
    writeStored(storage, 'subscriptions', value)
    expect(readStored(storage, 'subscriptions', NOW + 15 * MIN - 1)).toEqual(value)
    expect(readStored(storage, 'subscriptions', NOW + 15 * MIN)).toBeUndefined()
  })

  it('treats a stored value that does not parse as empty, and drops it [STO-006]', () => {
    const { storage, map } = memory()
    map.set(STORED_KEYS.abJ4uCoupons, '{"storeId":"1120",')
    expect(readStored(storage, 'abJ4uCoupons', NOW)).toBeUndefined()
    expect(map.has(STORED_KEYS.abJ4uCoupons)).toBe(false)
  })
})
