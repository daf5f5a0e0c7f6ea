/**
 * Product fixtures for rule tests (not shipped): a plain available grocery product in the server's raw
 * shape, normalised, with overrides; and fast-check arbitraries over the fields the rules read.
 */
import fc from 'fast-check'
import { normaliseProduct, type Product } from '../../core/rules/products/product'

export const RAW_PRODUCT = {
  id: '970000001',
  upc: '001234000001',
  name: 'Sunfield Organic Gala Apples - 3 lb',
  price: 3.5,
  basePrice: 3.5,
  status: 'active',
  inventoryAvailable: true,
  channelInventory: { pickup: 10, delivery: 10, shipping: 0, instore: 10 },
  channelEligibility: { delivery: true, pickUp: true, inStore: true, shipping: false },
  cartCategory: '1P',
} as const

/** A normalised product: RAW_PRODUCT with raw overrides applied first. */
export function makeProduct(overrides: Record<string, unknown> = {}): Product {
  const p = normaliseProduct({ ...RAW_PRODUCT, ...overrides })
  if (!p) throw new Error('fixture did not normalise')
  return p
}

/** Arbitrary normalised products over the availability fields. */
export const arbAvailabilityProduct = fc
  .record({
    status: fc.constantFrom('active', 'inactive'),
    price: fc.option(fc.oneof(fc.constant(0), fc.double({ min: -5, max: 50, noNaN: true })), { nil: null }),
    inv: fc.record({
      pickup: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      delivery: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      shipping: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      instore: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    }),
    elig: fc.record({
      delivery: fc.option(fc.boolean(), { nil: undefined }),
      pickUp: fc.option(fc.boolean(), { nil: undefined }),
      inStore: fc.option(fc.boolean(), { nil: undefined }),
      shipping: fc.option(fc.boolean(), { nil: undefined }),
    }),
    disableInStoreUICheck: fc.boolean(),
  })
  .map(({ status, price, inv, elig, disableInStoreUICheck }) =>
    makeProduct({ status, price, channelInventory: inv, channelEligibility: elig, disableInStoreUICheck }),
  )
