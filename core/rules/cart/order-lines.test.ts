import { describe, expect, it } from 'vitest'
import { editedOrder } from './cart'
import { orderItemCall } from './order-lines'

describe('pending-order lines', () => {
  it('a changed line becomes POST with quantity, a weighed one with selectedWeight, one at 0 DELETE [CRT-028] [API-034] [API-035]', () => {
    expect(orderItemCall({ itemId: '1', qty: 3 })).toEqual({ method: 'POST', itemId: '1', body: { quantity: 3 } })
    expect(orderItemCall({ itemId: '2', selectedWeight: '1.25' })).toEqual({
      method: 'POST',
      itemId: '2',
      body: { selectedWeight: '1.25' },
    })
    expect(orderItemCall({ itemId: '3', qty: 0 })).toEqual({ method: 'DELETE', itemId: '3' })
    expect(orderItemCall({ itemId: '4', selectedWeight: '0.00' })).toEqual({ method: 'DELETE', itemId: '4' })
  })

  it('an order is edited only in edit-order mode, by an authorised shopper [CRT-030] [CRT-012]', () => {
    const cookies = { orderNumber: '9001', orderStoreId: '1234', slot: 's' }
    expect(editedOrder(cookies, true)).toEqual({ orderStoreId: '1234', orderNumber: '9001' })
    expect(editedOrder(cookies, false)).toBeUndefined()
    expect(editedOrder({ ...cookies, slot: null }, true)).toBeUndefined()
    expect(editedOrder({ ...cookies, orderNumber: null }, true)).toBeUndefined()
  })
})
