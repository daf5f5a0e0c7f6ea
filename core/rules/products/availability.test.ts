import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbAvailabilityProduct, makeProduct } from '../../../test/support/products'
import { seedText } from '../../../test/support/seed'
import { productCardModel } from './card'
import {
  DEFAULT_UNAVAILABLE_TEXT,
  ELIGIBILITY_LABELS,
  eligibilityLabel,
  isAvailable,
  ITEM_MESSAGES,
  itemChannel,
  itemMessage,
  SHIPPING_CART_CATEGORIES,
  SHIPPING_CHANNEL,
  OUT_OF_STOCK_LABEL,
  shortAvailabilityLabel,
  unavailableText,
} from './availability'
import { PRODUCT_CHANNELS, type ProductChannel } from './product'

const SEED = seedText('001')
const onlineChannels = fc.constantFrom<ProductChannel>('pickup', 'delivery', 'shipping')
const eligKey = { pickup: 'pickUp', delivery: 'delivery', shipping: 'shipping', instore: 'inStore' } as const
const elig = (delivery: boolean, pickUp: boolean, inStore: boolean) =>
  makeProduct({ channelEligibility: { delivery, pickUp, inStore, shipping: false } })

describe('availability by channel', () => {
  it("uses the channel name 'shipping' for wine and marketplace items, the shopper's channel for others [CST-017]", () => {
    expect(seedText('001')).toContain('shipping for wine and marketplace')
    expect(SHIPPING_CHANNEL).toBe('shipping')
    expect(SHIPPING_CART_CATEGORIES).toEqual(['1P_WINE', '3P_MARKETPLACE'])
    for (const channel of ['delivery', 'pickup', 'instore'] as const) {
      expect(itemChannel(makeProduct({ cartCategory: '1P_WINE' }), channel)).toBe('shipping')
      expect(itemChannel(makeProduct({ cartCategory: '3P_MARKETPLACE' }), channel)).toBe('shipping')
      expect(itemChannel(makeProduct({ cartCategory: '1P' }), channel)).toBe(channel)
    }
    const shippingOnly = {
      channelInventory: { pickup: 0, delivery: 0, shipping: 5, instore: 0 },
      channelEligibility: { delivery: false, pickUp: false, inStore: false, shipping: true },
    }
    const ctx = { channel: 'delivery' as const, today: '2026-11-23', weekday: 1 }
    expect(productCardModel(makeProduct({ ...shippingOnly, cartCategory: '3P_MARKETPLACE' }), ctx)).toMatchObject({
      available: true,
      longMessage: undefined,
    })
    expect(productCardModel(makeProduct({ ...shippingOnly, cartCategory: '1P' }), ctx)).toMatchObject({
      available: false,
      longMessage: 'This item is not offered for delivery.',
    })
    expect(productCardModel(makeProduct({ cartCategory: '1P_WINE' }), ctx)).toMatchObject({
      available: false,
      longMessage: ITEM_MESSAGES.notOfferedFor.replace('{channel}', 'shipping'),
    })
  })

  it('makes an inactive product unavailable [PRD-015]', () => {
    fc.assert(
      fc.property(arbAvailabilityProduct, fc.constantFrom(...PRODUCT_CHANNELS), (p, channel) => {
        if (p.status === 'inactive') expect(isAvailable(p, channel)).toBe(false)
      }),
    )
    for (const channel of PRODUCT_CHANNELS) expect(isAvailable(makeProduct({ status: 'inactive' }), channel)).toBe(false)
  })

  it('makes a product with channelEligibility false unavailable for that channel [PRD-016]', () => {
    fc.assert(
      fc.property(arbAvailabilityProduct, onlineChannels, (p, channel) => {
        if (p.channelEligibility[eligKey[channel]] === false) expect(isAvailable(p, channel)).toBe(false)
      }),
    )
    expect(isAvailable(makeProduct({ channelEligibility: { delivery: false, pickUp: true, inStore: true } }), 'delivery')).toBe(false)
    expect(isAvailable(makeProduct({ channelEligibility: { delivery: false, pickUp: true, inStore: true } }), 'pickup')).toBe(true)
  })

  it('makes a product whose price is not above 0 unavailable [PRD-017]', () => {
    fc.assert(
      fc.property(arbAvailabilityProduct, fc.constantFrom(...PRODUCT_CHANNELS), (p, channel) => {
        if (!((p.price ?? 0) > 0) && !p.disableInStoreUICheck) expect(isAvailable(p, channel)).toBe(false)
      }),
    )
    for (const price of [0, -1, null]) expect(isAvailable(makeProduct({ price }), 'delivery')).toBe(false)
  })

  it('makes a product with empty or 0 inventory for pickup, delivery or shipping unavailable there [PRD-018]', () => {
    fc.assert(
      fc.property(arbAvailabilityProduct, onlineChannels, (p, channel) => {
        const stock = p.channelInventory[channel]
        if (stock === null || stock === 0) expect(isAvailable(p, channel)).toBe(false)
      }),
    )
    for (const stock of [0, '', null, undefined]) {
      expect(isAvailable(makeProduct({ channelInventory: { pickup: stock, delivery: 5, shipping: 0, instore: 5 } }), 'pickup')).toBe(false)
    }
  })

  it('needs only a price above 0 in-store: no eligibility or inventory check [PRD-019]', () => {
    fc.assert(
      fc.property(arbAvailabilityProduct, (p) => {
        if (p.status === 'active' && !p.disableInStoreUICheck) expect(isAvailable(p, 'instore')).toBe((p.price ?? 0) > 0)
      }),
    )
    const p = makeProduct({ channelEligibility: { inStore: false }, channelInventory: { pickup: 0, delivery: 0, shipping: 0, instore: 0 } })
    expect(isAvailable(p, 'instore')).toBe(true)
  })

  it('makes a product meeting none of the unavailable conditions available [PRD-020]', () => {
    fc.assert(
      fc.property(arbAvailabilityProduct, onlineChannels, (p, channel) => {
        const stock = p.channelInventory[channel]
        const ok =
          p.status === 'active' && p.channelEligibility[eligKey[channel]] !== false && (p.price ?? 0) > 0 && stock !== null && stock > 0
        expect(isAvailable(p, channel)).toBe(ok)
      }),
    )
    expect(isAvailable(makeProduct(), 'delivery')).toBe(true)
  })

  it('skips the in-store check when disableInStoreChannelCheck or the product disableInStoreUICheck is on [CST-062]', () => {
    const p = makeProduct({ price: 0, channelEligibility: { inStore: false } })
    expect(isAvailable(p, 'instore')).toBe(false)
    expect(itemMessage(p, 'instore')).toBe(ITEM_MESSAGES.notOfferedInStore)
    expect(isAvailable(p, 'instore', { disableInStoreChannelCheck: true })).toBe(true)
    expect(itemMessage(p, 'instore', { disableInStoreChannelCheck: true })).toBeNull()
    expect(isAvailable({ ...p, disableInStoreUICheck: true }, 'instore')).toBe(true)
    expect(isAvailable(p, 'delivery', { disableInStoreChannelCheck: true })).toBe(false)
  })
})

describe('unavailable texts and item messages', () => {
  it("uses 'Out of Stock' as the default unavailable text [PRD-021]", () => {
    expect(DEFAULT_UNAVAILABLE_TEXT).toBe('Out of Stock')
    expect(SEED).toContain(`Default unavailable text: '${DEFAULT_UNAVAILABLE_TEXT}'`)
    expect(unavailableText(makeProduct())).toBe('Out of Stock')
    expect(unavailableText(makeProduct({ itemAvailable: true, itemNotAvailableTxt: 'Ignored' }))).toBe('Out of Stock')
  })

  it('uses itemNotAvailableTxt instead when itemAvailable is false [PRD-022]', () => {
    expect(unavailableText(makeProduct({ itemAvailable: false, itemNotAvailableTxt: 'Seasonal item, back in spring' }))).toBe(
      'Seasonal item, back in spring',
    )
    expect(unavailableText(makeProduct({ itemAvailable: false }))).toBe('Out of Stock')
    expect(unavailableText(makeProduct({ itemAvailable: false, itemNotAvailableTxt: '  ' }))).toBe('Out of Stock')
  })

  it("says 'This item is out of stock' for an out-of-stock item [PRD-023]", () => {
    expect(ITEM_MESSAGES.outOfStock).toBe('This item is out of stock')
    expect(SEED).toContain(`'${ITEM_MESSAGES.outOfStock}';`)
    expect(itemMessage(makeProduct({ channelInventory: { pickup: 0, delivery: 0, shipping: 0, instore: 0 } }), 'delivery')).toBe(
      'This item is out of stock',
    )
    expect(itemMessage(makeProduct({ status: 'inactive' }), 'pickup')).toBe('This item is out of stock')
    expect(itemMessage(makeProduct(), 'delivery')).toBeNull()
  })

  it("says 'This item is not offered for in-store.' while shopping in-store [PRD-024]", () => {
    expect(ITEM_MESSAGES.notOfferedInStore).toBe('This item is not offered for in-store.')
    expect(SEED).toContain(`'${ITEM_MESSAGES.notOfferedInStore}'`)
    expect(itemMessage(elig(true, true, false), 'instore')).toBe('This item is not offered for in-store.')
    expect(itemMessage(elig(true, true, true), 'instore')).toBeNull()
  })

  it("says 'This item is not offered for {channel}.' for delivery or pickup, naming the channel as the labels do [PRD-025]", () => {
    expect(ITEM_MESSAGES.notOfferedFor).toBe('This item is not offered for {channel}.')
    expect(SEED).toContain(`'${ITEM_MESSAGES.notOfferedFor}'`)
    expect(itemMessage(elig(false, true, true), 'delivery')).toBe('This item is not offered for delivery.')
    expect(itemMessage(elig(true, false, true), 'pickup')).toBe('This item is not offered for Drive-up and go.')
    fc.assert(
      fc.property(arbAvailabilityProduct, onlineChannels, (p, channel) => {
        const m = itemMessage(p, channel)
        if (p.channelEligibility[eligKey[channel]] === false) expect(m).toMatch(/^This item is not offered for .+\.$/)
        else expect(m).toBe(isAvailable(p, channel) ? null : 'This item is out of stock')
      }),
    )
  })
})

describe('short and long labels', () => {
  it("shows the short label 'Out of stock' (lower-case s) for an out-of-stock item [PRD-026]", () => {
    expect(OUT_OF_STOCK_LABEL).toBe('Out of stock')
    expect(SEED).toContain(`Short labels: '${OUT_OF_STOCK_LABEL}'`)
    expect(shortAvailabilityLabel(makeProduct({ channelInventory: { pickup: 0, delivery: 0, shipping: 0, instore: 0 } }), 'pickup')).toBe(
      'Out of stock',
    )
    expect(shortAvailabilityLabel(makeProduct(), 'pickup')).toBeNull()
    expect(shortAvailabilityLabel(makeProduct({ channelEligibility: { delivery: false, pickUp: true, inStore: false } }), 'delivery')).toBe(
      'Pickup only',
    )
  })

  const cases = [
    ['[PRD-027]', [false, true, false], 'Pickup only', 'Only Available for Drive-up and go.'],
    ['[PRD-028]', [false, false, true], 'In-store only', 'Only Available In-Store.'],
    ['[PRD-029]', [true, false, false], 'Delivery only', 'Only Available for Delivery.'],
    ['[PRD-030]', [true, true, false], 'Delivery and Pickup only', 'Only Available for Delivery or Drive-up and go.'],
    ['[PRD-031]', [true, false, true], 'In-store and Delivery only', 'Only Available In-Store or for Delivery.'],
    ['[PRD-032]', [false, true, true], 'In-store and Pickup only', 'Only Available In-Store or for Drive-up and go.'],
  ] as const
  for (const [id, [delivery, pickUp, inStore], short, long] of cases) {
    it(`labels delivery=${delivery} pickup=${pickUp} in-store=${inStore} '${short}' / '${long}' ${id}`, () => {
      expect(eligibilityLabel(elig(delivery, pickUp, inStore))).toEqual({ short, long })
      expect(SEED).toContain(`'${short}'`)
      expect(SEED).toContain(`'${long}'`)
      expect(Object.values(ELIGIBILITY_LABELS)).toContainEqual({ short, long })
    })
  }

  it('needs no eligibility label when all three channels or none are eligible [PRD-027]', () => {
    expect(eligibilityLabel(elig(true, true, true))).toBeNull()
    expect(eligibilityLabel(makeProduct())).toBeNull()
    expect(eligibilityLabel(elig(false, false, false))).toBeNull()
  })
})
