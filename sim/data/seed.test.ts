import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY_MS } from './dates'
import { createSeedData, SEED_TODAY } from './index'
import type { SeedData } from './types'

const NOW = Date.UTC(2026, 5, 15, 13, 45)
const strip = (upc: string) => upc.replace(/^0+/, '')

/** Every id family of a seed, each of which must hold no duplicates. */
function idFamilies(data: SeedData): Record<string, string[]> {
  const users = data.users
  return {
    storeIds: data.stores.map((s) => s.storeId),
    productIds: data.products.map((p) => p.id),
    productUpcs: data.products.map((p) => strip(p.upc)),
    modifierUpcs: data.products.flatMap((p) => p.customizationOptions?.flatMap((g) => g.options.map((o) => o.upc)) ?? []),
    offerIds: data.offers.map((o) => o.offerId),
    couponIds: data.offers.flatMap((o) => (o.couponID ? [o.couponID] : [])),
    programCodes: data.programs.map((p) => p.code),
    prizeIds: data.prizes.map((p) => p.prizeId),
    userKeys: users.map((u) => u.key),
    customerIds: users.map((u) => u.customerId),
    uuids: users.flatMap((u) => [u.uuid, u.gid]),
    householdIds: users.map((u) => u.householdId),
    clubCards: users.map((u) => u.clubCardNumber),
    addressIds: users.flatMap((u) => u.addresses.map((a) => a.addressId)),
    transactionIds: users.flatMap((u) => u.transactions.map((t) => t.transactionId)),
    dealIds: data.dealsInfo.map((d) => d.offerId),
  }
}

describe('createSeedData', () => {
  it('gives deep-equal data for the same seed and day', () => {
    expect(createSeedData({ seed: 7, now: NOW })).toEqual(createSeedData({ seed: 7, now: NOW + 3_600_000 }))
  })

  it('gives different data for a different seed', () => {
    const a = createSeedData({ seed: 1, now: NOW })
    const b = createSeedData({ seed: 2, now: NOW })
    expect(a.products.map((p) => p.name)).not.toEqual(b.products.map((p) => p.name))
    expect(a.offers.map((o) => o.upcList)).not.toEqual(b.offers.map((o) => o.upcList))
    expect(a.users.map((u) => u.customerId)).not.toEqual(b.users.map((u) => u.customerId))
  })

  it('defaults to seed 1 and the current UTC day', () => {
    const data = createSeedData()
    expect(data.seed).toBe(1)
    expect(data.today).toBe(new Date(SEED_TODAY()).toISOString().slice(0, 10))
    expect(SEED_TODAY(NOW)).toBe(Math.floor(NOW / DAY_MS) * DAY_MS)
  })

  it('keeps every date relative to the day it is generated for', () => {
    const early = createSeedData({ now: NOW })
    const later = createSeedData({ now: NOW + 400 * DAY_MS })
    const shift = (iso: string) => Date.parse(iso) + 400 * DAY_MS
    expect(early.offers.map((o) => shift(o.endDate))).toEqual(later.offers.map((o) => Date.parse(o.endDate)))
    expect(later.today).toBe(new Date(NOW + 400 * DAY_MS).toISOString().slice(0, 10))
  })

  it('scales to exactly the requested catalogue, fast', () => {
    const started = performance.now()
    const data = createSeedData({ offers: 5000, now: NOW })
    const elapsed = performance.now() - started
    expect(data.offers).toHaveLength(5000)
    expect(elapsed).toBeLessThan(1000)
    expect(createSeedData({ products: 2000, offers: 50, now: NOW }).products).toHaveLength(2000)
    expect(createSeedData({ products: 2000, offers: 50, now: NOW }).offers).toHaveLength(50)
  })

  it('leaves stores, programs and navigation unchanged when the catalogue is scaled', () => {
    const small = createSeedData({ offers: 40, products: 80, now: NOW })
    const large = createSeedData({ offers: 900, products: 1500, now: NOW })
    expect(large.stores).toEqual(small.stores)
    expect(large.programs).toEqual(small.programs)
    expect(large.navigation).toEqual(small.navigation)
  })

  it('links every offer UPC to a product UPC once leading zeros are stripped', () => {
    const data = createSeedData({ now: NOW })
    const upcs = new Set(data.products.map((p) => strip(p.upc)))
    for (const offer of [...data.offers, ...data.dealsInfo]) {
      expect(offer.upcList.length).toBeGreaterThan(0)
      for (const upc of offer.upcList) expect(upcs.has(strip(upc)), `${offer.offerId} ${upc}`).toBe(true)
    }
    expect(data.offers.some((o) => o.upcList.some((u) => u.startsWith('00')))).toBe(true)
  })

  it('holds unique ids for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const data = createSeedData({ seed, now: NOW })
        for (const [family, ids] of Object.entries(idFamilies(data))) {
          if (new Set(ids).size !== ids.length) throw new Error(`duplicate ${family} for seed ${seed}`)
        }
        const upcs = new Set(data.products.map((p) => strip(p.upc)))
        return data.offers.every((o) => o.upcList.every((u) => upcs.has(strip(u))))
      }),
      { numRuns: 25 },
    )
  })

  it('keeps ids unique in a scaled catalogue', () => {
    const data = createSeedData({ seed: 99, offers: 5000, products: 3000, now: NOW })
    for (const ids of Object.values(idFamilies(data))) expect(new Set(ids).size).toBe(ids.length)
  })
})
