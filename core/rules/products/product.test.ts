import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSeedData } from '../../../sim/data'
import { makeProduct, RAW_PRODUCT } from '../../../test/support/products'
import { seedText } from '../../../test/support/seed'
import { normaliseOrderItem, normalisePendingOrder } from '../cart/edit-order'
import { normaliseProduct, PROMO_TYPES, toFlag, toNumber } from './product'
import { sortValue } from './sort'
import { normaliseSubscription } from './subscription-record'

describe('product normaliser', () => {
  it("carries price, basePrice, previousBasePrice, promoType ('P', 'B' or 'M'), promo texts, end date, offerText and showStrikeThrough [PRD-001]", () => {
    expect(PROMO_TYPES).toEqual(['P', 'B', 'M'])
    expect(seedText('001')).toContain('promoType (P, B, M)')
    const p = makeProduct({
      price: '2.99',
      basePrice: 3.49,
      previousBasePrice: '3.99',
      promoType: 'p',
      promoText: 'Save $0.50',
      promoTitle: 'Member Price',
      promoEndDate: '2025-06-10T23:59:59-07:00',
      promoDescription: '$2.99 with Club Card',
      offerText: 'Sale',
      showStrikeThrough: 'true',
    })
    expect(p).toMatchObject({
      price: 2.99,
      basePrice: 3.49,
      previousBasePrice: 3.99,
      promoType: 'P',
      promoText: 'Save $0.50',
      promoTitle: 'Member Price',
      promoEndDate: '2025-06-10',
      promoDescription: '$2.99 with Club Card',
      offerText: 'Sale',
      showStrikeThrough: true,
    })
    expect(makeProduct({ promoType: 'X' }).promoType).toBeUndefined()
    expect(makeProduct({ price: null }).price).toBeNull()
  })

  it('carries upc, status, inventory and eligibility per channel, itemAvailable, itemNotAvailableTxt and disableInStoreUICheck [PRD-002]', () => {
    const p = makeProduct({
      upc: 1234,
      status: 'INACTIVE',
      inventoryAvailable: 'N',
      channelInventory: { pickup: '', delivery: '3', shipping: null, instore: 0 },
      channelEligibility: { delivery: 'Y', pickUp: false, inStore: 'false' },
      itemAvailable: false,
      itemNotAvailableTxt: 'Back soon',
      disableInStoreUICheck: true,
    })
    expect(p).toMatchObject({
      upc: '1234',
      status: 'inactive',
      inventoryAvailable: false,
      channelInventory: { pickup: null, delivery: 3, shipping: null, instore: 0 },
      channelEligibility: { delivery: true, pickUp: false, inStore: false, shipping: undefined },
      itemAvailable: false,
      itemNotAvailableTxt: 'Back soon',
      disableInStoreUICheck: true,
    })
    expect(makeProduct().status).toBe('active')
  })

  it('carries the made-to-order, customisation and pre-order fields, reading mtoDisplyableTime as the seed spells it [PRD-003]', () => {
    const p = makeProduct({
      isMtoProduct: true,
      preparationTime: '45',
      mtoTagText: 'Made to Order',
      mtoDisplyableTime: '45 mins',
      isCustomizable: 'Y',
      multiCustomizations: true,
      isPreOrderItem: true,
      itemEffectiveStartDate: '2025-06-20',
    })
    expect(p).toMatchObject({
      isMtoProduct: true,
      preparationTime: 45,
      mtoTagText: 'Made to Order',
      mtoDisplayableTime: '45 mins',
      isCustomizable: true,
      multiCustomizations: true,
      isPreOrderItem: true,
      itemEffectiveStartDate: '2025-06-20',
    })
    expect(makeProduct({ preparationTime: -5 }).preparationTime).toBe(0)
    expect(makeProduct().preparationTime).toBe(0)
  })

  it('carries restrictedValue, prop65WarningText, snapEligible and the package and size fields [PRD-004]', () => {
    const p = makeProduct({
      restrictedValue: 'ALCOHOL',
      prop65WarningText: 'WARNING: ...',
      snapEligible: true,
      dispItemPackageQty: '6',
      dispItemPackageUOM: 'ct',
      dispItemSizeQty: 12,
      dispUnitOfMeasure: 'fl oz',
    })
    expect(p).toMatchObject({
      restrictedValue: 'ALCOHOL',
      prop65WarningText: 'WARNING: ...',
      snapEligible: true,
      dispItemPackageQty: 6,
      dispItemPackageUOM: 'ct',
      dispItemSizeQty: 12,
      dispUnitOfMeasure: 'fl oz',
    })
  })

  it('carries fulfillmentStartTime and fulfillmentEndTime with their Saturday and Sunday variants [PRD-005]', () => {
    const p = makeProduct({
      fulfillmentStartTime: '10:00',
      fulfillmentEndTime: '19:00',
      fulfillmentStartTimeSaturday: '10:00',
      fulfillmentEndTimeSaturday: '17:00',
      fulfillmentStartTimeSunday: '11:00',
      fulfillmentEndTimeSunday: '16:00',
    })
    expect(p.fulfilmentHours).toEqual({
      weekday: { start: '10:00', end: '19:00' },
      saturday: { start: '10:00', end: '17:00' },
      sunday: { start: '11:00', end: '16:00' },
    })
  })

  it('carries badges with badgeName, color, isStrikethrough and isBoldText, dropping nameless ones [PRD-006]', () => {
    const p = makeProduct({
      badges: [
        { badgeName: 'Was $5.99', color: '#5f6368', isStrikethrough: true },
        { badgeName: 'New', color: '#1565c0', isBoldText: 'Y' },
        { color: 'red' },
        'x',
      ],
    })
    expect(p.badges).toEqual([
      { badgeName: 'Was $5.99', color: '#5f6368', isStrikethrough: true, isBoldText: false },
      { badgeName: 'New', color: '#1565c0', isStrikethrough: false, isBoldText: true },
    ])
  })

  it('refuses a value that is not an object or names no product number, and takes bpn or productId as the id', () => {
    for (const bad of [null, undefined, 'x', 3, [], { name: 'no id' }]) expect(normaliseProduct(bad)).toBeNull()
    expect(normaliseProduct({ bpn: 42 })?.id).toBe('42')
    expect(normaliseProduct({ productId: 'p1' })?.id).toBe('p1')
    expect(normaliseProduct({ ...RAW_PRODUCT, cartCategory: 'weird' })?.cartCategory).toBe('1P')
  })

  it('reads numbers and flags the way servers send them', () => {
    expect([toNumber('1.5'), toNumber(' 2 '), toNumber(''), toNumber('x'), toNumber(Number.NaN), toNumber(null)]).toEqual([
      1.5,
      2,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect([toFlag('Y'), toFlag('n'), toFlag(1), toFlag(0), toFlag('maybe'), toFlag(undefined)]).toEqual([
      true,
      false,
      true,
      false,
      undefined,
      undefined,
    ])
  })

  it('normalises every product the simulator serves without losing a field the rules read', () => {
    const { products } = createSeedData({ seed: 7, products: 300 })
    for (const raw of products) {
      const p = normaliseProduct(raw)
      expect(p, raw.id).not.toBeNull()
      if (!p) continue
      expect(p.id).toBe(raw.id)
      expect(p.price).toBe(raw.price)
      expect(p.channelInventory).toEqual(raw.channelInventory)
      expect(p.status).toBe(raw.status)
      expect(p.cartCategory).toBe(raw.cartCategory)
      expect(p.preparationTime).toBe(raw.preparationTime ?? 0)
    }
  })
})

describe('normalisers on untrusted replies', () => {
  it('never throw, whatever the server sends', () => {
    const anything = fc.anything({ withObjectString: true, withNullPrototype: true, withBoxedValues: true })
    fc.assert(
      fc.property(anything, (raw) => {
        normaliseProduct(raw)
        normaliseProduct({
          id: '1',
          ...(typeof raw === 'object' && raw !== null ? raw : { price: raw, channelInventory: raw, badges: raw }),
        })
        normalisePendingOrder(raw)
        normaliseOrderItem(raw)
        normaliseSubscription(raw)
        normaliseSubscription({ items: [raw], snsFrequencies: [raw] })
        sortValue(raw, 'string')
        sortValue(raw, 'number')
      }),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.string(), anything), (raw) => {
        normaliseProduct({ ...raw, id: 'x' })
        normalisePendingOrder({ ...raw, orderId: 'o', orderItems: [raw] })
      }),
    )
  })
})
