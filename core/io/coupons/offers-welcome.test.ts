// The welcome-offer claim and a pending order's line are writes: each call declares the resource it can outdate, so a
// page opened before the reply reads that resource from the server (core/rules/write-verdict.ts).
import { describe, expect, it, vi } from 'vitest'
import { CART_PATHS } from '../../rules/cart/endpoints'
import { OFFER_PATHS } from '../../rules/coupons/endpoints'
import { writeResourceOf } from '../../rules/write-endpoints.testing'
import type { ApiClient } from '../api/client'
import { sendOrderItem } from '../cart/order-items'
import { fetchInstantAllocation } from './offers-welcome'

/** An ApiClient that records each request's path and options and answers `reply`. */
function recordingApi(reply: unknown) {
  const request = vi.fn(async (_path: string, _options: { method?: string; write?: string }) => reply)
  return { api: { request } as unknown as ApiClient, request }
}

const BODY = {
  customerId: '556',
  householdId: '990',
  eventCorrelationId: 'c-1',
  eventDateTime: '2026-11-28T10:00:00Z',
  eventName: 'Welcome Offers',
  storeId: '1100',
}

describe('writes marked in flight', () => {
  it('the welcome-offer claim is a write of the shopper\u2019s coupons [API-054] [CPN-124]', async () => {
    const { api, request } = recordingApi({ companionGalleryOffer: {} })
    await fetchInstantAllocation(api, BODY)
    const [path, options] = request.mock.calls[0]!
    expect(path).toBe(OFFER_PATHS.instantAllocation)
    expect(options).toMatchObject({ method: 'POST', json: BODY, write: 'coupons' })
    expect(writeResourceOf('POST', path)).toBe('coupons')
  })

  it('a pending order\u2019s line, added or removed, is a write of the cart [API-034] [API-035]', async () => {
    const order = { orderId: 'A1', orderNumber: 'N1', storeId: '1100', items: [] }
    const { api, request } = recordingApi({ order })
    const ref = { orderStoreId: '1100', orderNumber: 'N1' }
    await sendOrderItem(api, ref, { method: 'POST', itemId: '970000001', body: { quantity: 2 } })
    await sendOrderItem(api, ref, { method: 'DELETE', itemId: '970000001' })
    expect(request.mock.calls.map(([path, options]) => [path, options.method, options.write])).toEqual([
      [CART_PATHS.pendingOrderItem('1100', 'N1', '970000001'), 'POST', 'cart'],
      [CART_PATHS.pendingOrderItem('1100', 'N1', '970000001'), 'DELETE', 'cart'],
    ])
    expect(writeResourceOf('POST', CART_PATHS.pendingOrderItem('1100', 'N1', '970000001'))).toBe('cart')
    expect(writeResourceOf('DELETE', CART_PATHS.pendingOrderItem('2200', 'N9', '12'))).toBe('cart')
    expect(writeResourceOf('GET', CART_PATHS.pendingOrderItem('2200', 'N9', '12'))).toBeUndefined()
  })
})
