import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedText } from '../../../test/support/seed'
import { headerOrderState, pendingOrderState } from './order'
// Loading an edit order (./edit-order.ts) is tested here with the pending order it loads.
import {
  cacheDeliveryType,
  editOrderSessionUpdate,
  normaliseOrderItem,
  normalisePendingOrder,
  readDeliveryTypeCache,
  readStoredEditOrder,
  shouldLookUpDeliveryType,
  UNATTENDED_DELIVERY_TYPE,
} from './edit-order'

const SEED = seedText('001')
const cookie = fc.option(fc.constantFrom('', '9001', '1234'), { nil: undefined })

const RAW_ORDER = {
  orderId: 'O-9001',
  deliveryType: 'Unattended',
  serviceType: 'Delivery',
  storeId: '1234',
  orderItems: [
    {
      itemId: '970000001',
      name: 'Gala Apples',
      qty: 2,
      price: 3.5,
      basePrice: 3.99,
      unitPrice: 1.75,
      unitQuantity: 1,
      totalPrice: 7,
      clubCardSaving: 0.98,
      isAvailable: true,
      isFound: true,
      savings: 0.98,
      clipped: false,
      maxPurchaseQty: 24,
      departmentName: 'Produce',
    },
    { itemId: '970000002', name: 'Cabernet', qty: '1', price: '14.99', restrictedValue: 'ALCOHOL', departmentName: 'Wine' },
    { name: 'no id' },
  ],
  orderSummary: {
    estimatedSubTotal: 21.99,
    totalItemQuantity: 3,
    totalEstimatedPrice: 23.5,
    totalSavings: 0.98,
    subscriptionDetails: { count: 0 },
  },
  wysiwygOrderSummary: { total: 23.5 },
  customerInfo: { zipCode: '94105' },
  deliveryInfo: { slotInfo: { displayStartTS: '2025-06-12T14:00:00', slotId: 'S-14' } },
  payments: [{ subType: 'VISA' }],
}

describe('pending order detection', () => {
  it('exists only when both the order number and order store id cookies are present [CRT-029]', () => {
    expect(SEED).toContain('A pending order exists when both order number and order store id cookies are present')
    fc.assert(
      fc.property(cookie, cookie, cookie, (orderNumber, orderStoreId, slot) => {
        expect(pendingOrderState({ orderNumber, orderStoreId, slot }).pending).toBe(!!orderNumber && !!orderStoreId)
      }),
    )
  })

  it('is in edit-order mode when the slot cookie is also present [CRT-030]', () => {
    fc.assert(
      fc.property(cookie, cookie, cookie, (orderNumber, orderStoreId, slot) => {
        expect(pendingOrderState({ orderNumber, orderStoreId, slot }).editMode).toBe(!!orderNumber && !!orderStoreId && !!slot)
      }),
    )
  })

  it('clears the stored delivery type when there is no pending order [CRT-031]', () => {
    expect(headerOrderState(false).clearStoredDeliveryType).toBe(true)
    expect(headerOrderState(true).clearStoredDeliveryType).toBe(false)
  })

  it('shows the header reserve-time area when there is no pending order [CRT-032]', () => {
    expect(headerOrderState(false).showReserveTime).toBe(true)
    expect(headerOrderState(true).showReserveTime).toBe(false)
  })

  it('shows the pending-order alert row when there is a pending order [CRT-033]', () => {
    expect(headerOrderState(true).showPendingAlert).toBe(true)
    expect(headerOrderState(false).showPendingAlert).toBe(false)
  })
})

describe('order shapes', () => {
  it('reads a cart item from an order with all its fields [CRT-004]', () => {
    const [first, second] = RAW_ORDER.orderItems.map(normaliseOrderItem)
    expect(first).toEqual({ ...RAW_ORDER.orderItems[0] })
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'itemId',
        'name',
        'qty',
        'price',
        'basePrice',
        'unitPrice',
        'unitQuantity',
        'totalPrice',
        'clubCardSaving',
        'isAvailable',
        'isFound',
        'savings',
        'clipped',
        'maxPurchaseQty',
        'departmentName',
      ].sort(),
    )
    expect(second).toMatchObject({
      itemId: '970000002',
      qty: 1,
      price: 14.99,
      isAvailable: true,
      isFound: true,
      clipped: false,
      restrictedValue: 'ALCOHOL',
    })
    expect(normaliseOrderItem({ name: 'no id' })).toBeNull()
  })

  it('reads a pending or edit order with its summary, zip code, slot and payments [CRT-034]', () => {
    const order = normalisePendingOrder(RAW_ORDER)
    expect(order).toMatchObject({
      orderId: 'O-9001',
      deliveryType: 'Unattended',
      serviceType: 'Delivery',
      storeId: '1234',
      orderSummary: {
        estimatedSubTotal: 21.99,
        totalItemQuantity: 3,
        totalEstimatedPrice: 23.5,
        totalSavings: 0.98,
        subscriptionDetails: { count: 0 },
      },
      wysiwygOrderSummary: { total: 23.5 },
      customerInfo: { zipCode: '94105' },
      deliveryInfo: { slotInfo: { displayStartTS: '2025-06-12T14:00:00', slotId: 'S-14' } },
      payments: [{ subType: 'VISA' }],
    })
    expect(order?.orderItems).toHaveLength(2)
    expect(normalisePendingOrder({})).toBeNull()
    expect(normalisePendingOrder({ orderNumber: 77 })?.orderId).toBe('77')
  })
})

describe('delivery type cache', () => {
  it('caches the delivery type per order as {orderId, deliveryType} [CRT-035]', () => {
    expect(cacheDeliveryType('O-1', 'Attended')).toEqual({ orderId: 'O-1', deliveryType: 'Attended' })
  })

  it("skips the edit-order lookup when the cached type for the same order is 'Unattended' [CRT-036]", () => {
    expect(UNATTENDED_DELIVERY_TYPE).toBe('Unattended')
    expect(SEED).toContain('a cached Unattended type for the same order skips the lookup')
    expect(shouldLookUpDeliveryType(cacheDeliveryType('O-1', 'Unattended'), 'O-1')).toBe(false)
    expect(shouldLookUpDeliveryType(cacheDeliveryType('O-1', 'Unattended'), 'O-2')).toBe(true)
    expect(shouldLookUpDeliveryType(cacheDeliveryType('O-1', 'Attended'), 'O-1')).toBe(true)
    expect(shouldLookUpDeliveryType(null, 'O-1')).toBe(true)
  })
})

describe('loading an edit order', () => {
  const order = normalisePendingOrder(RAW_ORDER)
  if (!order) throw new Error('fixture')

  it("sets the preference to delivery or pickup ('dug') [CRT-037]", () => {
    expect(editOrderSessionUpdate(order).preference).toBe('delivery')
    for (const serviceType of ['Dug', 'DUG', 'pickup', 'Drive-up'])
      expect(editOrderSessionUpdate({ ...order, serviceType, deliveryType: '' }).preference).toBe('dug')
  })

  it('stores the order zip code and slot [CRT-038]', () => {
    const update = editOrderSessionUpdate(order)
    expect(update.zipCode).toBe('94105')
    expect(update.slot).toEqual({ displayStartTS: '2025-06-12T14:00:00', slotId: 'S-14' })
  })

  it("enables unattended delivery for an 'Unattended' delivery type [CRT-039]", () => {
    expect(editOrderSessionUpdate(order).unattendedDeliveryIsEnabled).toBe(true)
    expect(editOrderSessionUpdate({ ...order, deliveryType: 'Attended' }).unattendedDeliveryIsEnabled).toBe(false)
  })

  it("re-checks the restricted items for an 'Unattended' delivery type [CRT-040]", () => {
    expect(editOrderSessionUpdate(order).restrictedItemIds).toEqual(['970000002'])
    expect(editOrderSessionUpdate({ ...order, deliveryType: 'Attended' }).restrictedItemIds).toEqual([])
  })
})

describe('stored edit order and delivery-type cache', () => {
  it('reads back what loading an edit order stores, for the same order only [CRT-035] [CRT-038]', () => {
    const order = normalisePendingOrder(RAW_ORDER)
    if (!order) throw new Error('order expected')
    const stored = { orderId: order.orderId, ...editOrderSessionUpdate(order) }
    expect(readStoredEditOrder(JSON.stringify(stored), order.orderId)).toEqual(stored)
    expect(readStoredEditOrder(JSON.stringify(stored), 'another')).toBeNull()
    expect(readDeliveryTypeCache(JSON.stringify(cacheDeliveryType('O-1', 'Unattended')))).toEqual({
      orderId: 'O-1',
      deliveryType: 'Unattended',
    })
  })

  it('treats anything unreadable as nothing stored', () => {
    for (const raw of [null, '', '{', 'null', '[]', '"x"', '{"orderId":1,"deliveryType":"Unattended"}'])
      expect(readDeliveryTypeCache(raw)).toBeNull()
    for (const raw of [
      null,
      '{',
      '{"orderId":"O"}',
      '{"orderId":"O","preference":"car","slot":{}}',
      '{"orderId":"O","preference":"dug"}',
    ]) {
      expect(readStoredEditOrder(raw, 'O')).toBeNull()
    }
    expect(readStoredEditOrder('{"orderId":"O","preference":"dug","slot":{"slotId":5},"restrictedItemIds":[1,null,"a"]}', 'O')).toEqual({
      orderId: 'O',
      preference: 'dug',
      zipCode: '',
      slot: { displayStartTS: '', slotId: '5' },
      unattendedDeliveryIsEnabled: false,
      restrictedItemIds: ['1', 'a'],
    })
  })
})
