// Cart v2, the store change, pending-order lines and the edit-order look-up (core/io/api/shopping.ts) against the
// in-process simulator, and fake fetches for replies the simulator never sends.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { seededOrderId } from '../../../sim/routes/shopping-data'
import { signIn } from '../../../sim/testing'
import { B2B_CART_CATEGORY_LIST, DEFAULT_CART_CATEGORY_LIST } from '../../rules/cart'
import { cartIdKey } from '../../rules/cart-categories'
import { PATHS } from '../../rules/endpoints'
import { HEADERS } from '../../rules/http'
import { MALFORMED_CART_WARNING } from '../../rules/shopping-api'
import { fakeFetch, pageConfig, type Reply } from '../../test-support/api'
import { simApi } from '../../test-support/sim-api'
import { createMemoryCookieJar } from '../cookies'
import { postItems } from './cart'
import { createApiClient } from './client'
import { cartIdsOf, changeStore, fetchCartV2, fetchEditOrderDelivery, removePendingOrderItem, sellerCartOf, setPendingOrderItem } from './shopping'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const PREFIX = '/abs/qa1'
let sim: Sim
beforeEach(() => {
  sim = createSim({ clock: () => NOW, now: NOW })
})

async function shopper(key = 'C') {
  const { token } = await signIn(sim, { user: key })
  const user = sim.state.users.find((u) => u.key === key)!
  return { user, client: simApi(sim, { token, userType: user.userType, storeId: user.storeId, siteType: user.siteType }) }
}
type Product = Sim['state']['products'][number]
const product = (where: (p: Product) => boolean) => sim.state.products.find((p) => p.status === 'active' && where(p))!
const plain = () => product((p) => p.cartCategory === '1P' && !p.soldByWeight)
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)
const bodyOf = async (request: Request) => JSON.parse(await request.clone().text()) as Record<string, unknown>
const fake = (handler: (request: Request) => Reply) => {
  const net = fakeFetch(handler)
  return { net, api: createApiClient({ config: pageConfig('freshway.localhost'), session: { current: () => ({}), refresh: async () => undefined }, cookies: createMemoryCookieJar(), fetch: net.fetch }) }
}

describe('cart v2', () => {
  it('an authorised shopper POSTs customer/{customerId} with a preference list of category and store id [API-027] [API-029]', async () => {
    const { user, client } = await shopper()
    await postItems(client.api, undefined, [{ itemId: plain().id, qty: 2 }])
    const reply = await fetchCartV2(client.api, { customerId: user.customerId, storeId: user.storeId, channel: 'delivery', zipCode: user.zipCode })
    const request = client.last()
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe(`${PREFIX}${PATHS.cartCustomer(user.customerId)}`)
    expect(await bodyOf(request)).toEqual({ preferences: DEFAULT_CART_CATEGORY_LIST.split(',').map((cartCategory) => ({ cartCategory, storeId: user.storeId })) })
    expect(reply).toMatchObject({ cartQty: 2, storeId: user.storeId, carts: [expect.objectContaining({ cartCategory: '1P', cartQty: 2 })] })
  })

  it('a guest POSTs carts with the guest cart id in the preference list [API-028] [API-029]', async () => {
    const guest = simApi(sim, { userType: 'G' })
    const created = await postItems(guest.api, undefined, [{ itemId: plain().id, qty: 1 }])
    const reply = await fetchCartV2(guest.api, { guestCartId: created.cartId, storeId: '1100', channel: 'pickup' })
    const request = guest.last()
    expect(new URL(request.url).pathname).toBe(`${PREFIX}${PATHS.cartGuest}`)
    expect((await bodyOf(request)).preferences).toEqual(DEFAULT_CART_CATEGORY_LIST.split(',').map((cartCategory) => ({ cartCategory, guestCartId: created.cartId })))
    expect(reply).toMatchObject({ cartId: created.cartId, guestCartId: created.cartId, cartQty: 1 })
  })

  it("the query carries storeId, serviceType ('Dug' for pickup, 'Delivery' otherwise), zipCode and cartCategoryList [API-030] [API-031]", async () => {
    const { user, client } = await shopper()
    await fetchCartV2(client.api, { customerId: user.customerId, storeId: '1101', channel: 'pickup', zipCode: '21230' })
    expect(query(client.last())).toEqual({ storeId: '1101', serviceType: 'Dug', zipCode: '21230', cartCategoryList: DEFAULT_CART_CATEGORY_LIST })
    expect(client.last().headers.get(HEADERS.program)).toBeNull()
    await fetchCartV2(client.api, { customerId: user.customerId, storeId: '1101', channel: 'instore' })
    expect(query(client.last())).toMatchObject({ serviceType: 'Delivery', cartCategoryList: '1P,3P_MARKETPLACE,1P_Wine' })
  })

  it("on the business site (siteType 'B') the list is '1P_B2B' and the pgm header goes along [API-031]", async () => {
    const { user, client } = await shopper('B')
    await postItems(client.api, undefined, [{ itemId: plain().id, qty: 3 }])
    const reply = await fetchCartV2(client.api, { customerId: user.customerId, storeId: user.storeId, channel: 'delivery', siteType: user.siteType })
    expect(query(client.last()).cartCategoryList).toBe(B2B_CART_CATEGORY_LIST)
    expect(client.last().headers.get(HEADERS.program)).toBe('1P_B2B')
    expect((await bodyOf(client.last())).preferences).toEqual([{ cartCategory: '1P_B2B', storeId: user.storeId }])
    expect(reply.carts).toEqual([expect.objectContaining({ cartCategory: '1P_B2B', cartQty: 3 })])
  })

  it('the carts of a reply give the cart ids per type, and a seller without a cart gets an empty object [ERR-022]', async () => {
    const { user, client } = await shopper()
    const mkp = product((p) => p.cartCategory === '3P_MARKETPLACE')
    await postItems(client.api, undefined, [{ itemId: plain().id, qty: 1 }, { itemId: mkp.id, qty: 1 }])
    const reply = await fetchCartV2(client.api, { customerId: user.customerId, storeId: user.storeId, channel: 'delivery' })
    expect(sellerCartOf(reply, mkp.sellerId!)).toMatchObject({ cartCategory: '3P_MARKETPLACE', sellerId: mkp.sellerId, cartQty: 1 })
    expect(sellerCartOf(reply, 'SLR-NONE')).toEqual({})
    const ids = cartIdsOf(reply, (c) => cartIdKey(c.cartCategory as never, c.sellerId))
    expect(ids).toEqual({ abs: reply.cartId, [`mkp:${mkp.sellerId}`]: reply.cartId })
  })

  it('a malformed cart v2 reply logs a warning and fails [ERR-021]', async () => {
    const log = { warn: vi.fn() }
    const { api } = fake(() => ({ body: { cartId: 'c1', items: [{ qty: 1 }], cartQty: 1 } }))
    await expect(fetchCartV2(api, { storeId: '1100', channel: 'delivery' }, log)).rejects.toMatchObject({ kind: 'shape' })
    expect(log.warn).toHaveBeenCalledWith(MALFORMED_CART_WARNING(PATHS.cartGuest), expect.objectContaining({ issues: expect.any(Array) }))
  })
})

describe('store change', () => {
  it('is PUT preferences; the cart and the mini-cart then answer for the new store [API-036]', async () => {
    const { user, client } = await shopper()
    await postItems(client.api, undefined, [{ itemId: plain().id, qty: 1 }])
    const reply = await changeStore(client.api, { storeId: '1101', channel: 'pickup', zipCode: '21230' })
    const request = client.last()
    expect(request.method).toBe('PUT')
    expect(new URL(request.url).pathname).toBe(`${PREFIX}${PATHS.preferences}`)
    expect(await bodyOf(request)).toEqual({ storeId: '1101', serviceType: 'Dug', zipCode: '21230' })
    expect(reply).toMatchObject({ storeId: '1101', serviceType: 'Dug', cartQty: 1 })
    const again = await fetchCartV2(client.api, { customerId: user.customerId, storeId: '1101', channel: 'pickup' })
    expect(again.storeId).toBe('1101')
  })
})

describe('pending orders', () => {
  it('POST {orderStoreId}/{orderNumber}/orderItems/{itemId} sends the quantity as quantity [API-034] [CRT-028]', async () => {
    const { user, client } = await shopper()
    const ref = { orderStoreId: user.storeId, orderNumber: seededOrderId(user) }
    const order = await setPendingOrderItem(client.api, ref, { itemId: plain().id, quantity: 3 })
    const request = client.last()
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe(`${PREFIX}${PATHS.pendingOrderItem(ref.orderStoreId, ref.orderNumber, plain().id)}`)
    expect(await bodyOf(request)).toEqual({ quantity: 3 })
    expect(order.orderItems).toContainEqual(expect.objectContaining({ itemId: plain().id, qty: 3 }))
    const weighed = product((p) => !!p.soldByWeight)
    await setPendingOrderItem(client.api, ref, { itemId: weighed.id, selectedWeight: '1.50' })
    expect(await bodyOf(client.last())).toEqual({ selectedWeight: '1.50' })
  })

  it('DELETE {orderStoreId}/{orderNumber}/orderItems/{itemId} removes the line [API-035]', async () => {
    const { user, client } = await shopper()
    const ref = { orderStoreId: user.storeId, orderNumber: seededOrderId(user) }
    await setPendingOrderItem(client.api, ref, { itemId: plain().id, quantity: 1 })
    const order = await removePendingOrderItem(client.api, ref, plain().id)
    expect(client.last().method).toBe('DELETE')
    expect(new URL(client.last().url).pathname).toBe(`${PREFIX}${PATHS.pendingOrderItem(ref.orderStoreId, ref.orderNumber, plain().id)}`)
    expect(order.orderItems.map((i) => i.itemId)).not.toContain(plain().id)
  })
})

describe('edit-order delivery', () => {
  it('GETs the order base path + {orderStoreId}/{orderId} and reads order.orderId and order.deliveryType [API-025] [API-026]', async () => {
    const { user, client } = await shopper('E')
    const order = await fetchEditOrderDelivery(client.api, { orderStoreId: user.storeId, orderId: seededOrderId(user) })
    expect(client.last().method).toBe('GET')
    expect(new URL(client.last().url).pathname).toBe(`${PREFIX}${PATHS.editOrderDelivery(user.storeId, seededOrderId(user))}`)
    expect(order).toMatchObject({ orderId: seededOrderId(user), deliveryType: 'Unattended', storeId: user.storeId })
  })

  it('ignores every error: not found, failure, network, malformed (undefined, nothing thrown) [ERR-023]', async () => {
    const { user, client } = await shopper()
    expect(await fetchEditOrderDelivery(client.api, { orderStoreId: user.storeId, orderId: 'nope' })).toBeUndefined()
    for (const reply of [{ status: 500 }, { text: '{"order": ' }, { body: { order: {} } }] satisfies Reply[]) {
      expect(await fetchEditOrderDelivery(fake(() => reply).api, { orderStoreId: '1100', orderId: '1' })).toBeUndefined()
    }
    const down = createApiClient({
      config: pageConfig('freshway.localhost'),
      session: { current: () => ({}), refresh: async () => undefined },
      cookies: createMemoryCookieJar(),
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await fetchEditOrderDelivery(down, { orderStoreId: '1100', orderId: '1' })).toBeUndefined()
  })
})
