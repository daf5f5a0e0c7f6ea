// Carts and orders of the simulator (sim/routes/cart/shopping.ts, shopping-cart.ts): cart v2, items, preferences, pending orders.
import { beforeEach, describe, expect, test } from 'vitest'
import { COOKIES, HEADERS } from '../../../core/rules/http'
import type { SimProduct } from '../../data'
import { createSim, type Sim } from '../../app'
import { call, signIn } from '../../testing'
import { seededOrderId, SIM_CODES } from './shopping-data'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
let sim: Sim
let auth: Record<string, string>
let customerId: string
beforeEach(async () => {
  sim = createSim({ clock: () => NOW, now: NOW })
  const signed = await signIn(sim, { userType: 'C' })
  auth = signed.auth
  customerId = String(signed.reply.customerId)
})

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (response: Response) => (await response.json()) as Json
const find = (where: (p: SimProduct) => boolean) => {
  const p = sim.state.products.find((x) => x.status === 'active' && where(x))
  if (!p) throw new Error('seed has no such product')
  return p
}
const plain = () => find((p) => p.cartCategory === '1P' && !p.soldByWeight && !p.isCustomizable && !p.snsEligible)
const weighed = () => find((p) => !!p.soldByWeight)
const post = (items: unknown, headers: Record<string, string> = auth) =>
  call(sim, '/api/cart/v2/items', { method: 'POST', headers, body: { items } })
const cartV2 = (query = '', body: unknown = { preferences: [{ cartCategory: '1P', storeId: '1100' }] }, headers = auth) =>
  call(sim, `/api/cart/v2/customer/${customerId}${query}`, { method: 'POST', headers, body })
const code = async (response: Response) => (await json(response)).errors?.[0]?.code

describe('cart v2', () => {
  test('an authorised shopper POSTs customer/{customerId}: the cart, a cart per category and the multi-cart summary (the simulator answers the declined cart v2 call)', async () => {
    const wine = find((p) => p.cartCategory === '1P_WINE')
    const mkp = find((p) => p.cartCategory === '3P_MARKETPLACE')
    await post([
      { itemId: plain().id, qty: 2 },
      { itemId: wine.id, qty: 1 },
      { itemId: mkp.id, qty: 1 },
    ])
    const cart = await json(await cartV2('?storeId=1100&serviceType=Delivery&zipCode=21202&cartCategoryList=1P,3P_MARKETPLACE,1P_Wine'))
    expect(cart).toMatchObject({ cartCategory: '1P', storeId: '1100', serviceType: 'Delivery', zipCode: '21202', cartQty: 4 })
    expect(cart.carts.map((c: Json) => c.cartCategory).sort()).toEqual(['1P', '1P_WINE', '3P_MARKETPLACE'])
    expect(cart.carts.find((c: Json) => c.cartCategory === '3P_MARKETPLACE')).toMatchObject({
      sellerId: mkp.sellerId,
      sellerName: mkp.sellerName,
      cartQty: 1,
    })
    expect(cart.multiCartSummary).toMatchObject({ totalAvailableCarts: 3, finalTransactionTotal: cart.cartPrice })
    expect((await call(sim, `/api/cart/v2/customer/${customerId}`, { method: 'POST' })).status).toBe(401)
  })

  test('a guest POSTs carts; the preference list naming its guestCartId reads the same cart (simulator, cart v2 declined)', async () => {
    const first = await json(
      await call(sim, '/api/cart/v2/carts?storeId=1100', {
        method: 'POST',
        body: { preferences: [{ cartCategory: '1P', storeId: '1100' }] },
      }),
    )
    expect(first).toMatchObject({ guestCartId: first.cartId, storeId: '1100', cartQty: 0 })
    await call(sim, `/api/cart/v2/items?cartId=${first.cartId}`, { method: 'POST', body: { items: [{ itemId: plain().id, qty: 3 }] } })
    const again = await json(
      await call(sim, '/api/cart/v2/carts', { method: 'POST', body: { preferences: [{ cartCategory: '1P', guestCartId: first.cartId }] } }),
    )
    expect(again).toMatchObject({ cartId: first.cartId, cartQty: 3 })
  })

  test('the preference list is checked: a known category with a store id (authorised) (simulator, cart v2 declined)', async () => {
    expect(await code(await cartV2('', { preferences: [{ cartCategory: 'GROCERY', storeId: '1100' }] }))).toBe(SIM_CODES.badCategory)
    expect(await code(await cartV2('', { preferences: [{ cartCategory: '1P', guestCartId: 'guest-1' }] }))).toBe(SIM_CODES.missing)
    expect(await code(await cartV2('', { preferences: [{ cartCategory: '1P', storeId: '9999' }] }))).toBe(SIM_CODES.unknownStore)
    expect(await code(await cartV2('', { preferences: 'abs' }))).toBe(SIM_CODES.badRequest)
  })

  test('the query: storeId names the store answered for, serviceType Dug or Delivery sets the channel of availability (simulator, cart v2 declined)', async () => {
    const deliveryOnly = find(
      (p) =>
        p.cartCategory === '1P' &&
        !p.soldByWeight &&
        p.channelEligibility.pickUp === false &&
        p.channelEligibility.delivery &&
        p.channelInventory.delivery > 0,
    )
    await post([{ itemId: deliveryOnly.id, qty: 1 }])
    const delivery = await json(await cartV2('?storeId=1101&serviceType=Delivery'))
    expect(delivery.storeId).toBe('1101')
    expect(delivery.items[0].isAvailable).toBe(true)
    const pickup = await json(await cartV2('?storeId=1100&serviceType=Dug'))
    expect(pickup).toMatchObject({ storeId: '1100', serviceType: 'Dug' })
    expect(pickup.items[0].isAvailable).toBe(false)
    expect(pickup.multiCartSummary.totalAvailableItems).toBe(0)
    expect(await code(await cartV2('?serviceType=Pickup'))).toBe(SIM_CODES.badServiceType)
  })

  test("cartCategoryList: the default '1P,3P_MARKETPLACE,1P_Wine' (case-insensitive) or '1P_B2B' with the pgm header (simulator, cart v2 declined)", async () => {
    const wine = find((p) => p.cartCategory === '1P_WINE')
    await post([
      { itemId: plain().id, qty: 1 },
      { itemId: wine.id, qty: 1 },
    ])
    expect((await json(await cartV2())).cartQty).toBe(2)
    expect((await json(await cartV2('?cartCategoryList=1P'))).carts.map((c: Json) => c.cartCategory)).toEqual(['1P'])
    expect(await code(await cartV2('?cartCategoryList=1P,BOGUS'))).toBe(SIM_CODES.badCategory)
    expect(await code(await cartV2('?cartCategoryList=1P_B2B'))).toBe(SIM_CODES.pgmRequired)
    await post([{ itemId: plain().id, qty: 2 }], { ...auth, [HEADERS.program]: '1P_B2B' })
    const b2b = await json(await cartV2('?cartCategoryList=1P_B2B', undefined, { ...auth, [HEADERS.program]: '1P_B2B' }))
    expect(b2b.carts).toEqual([expect.objectContaining({ cartCategory: '1P_B2B', cartQty: 2 })])
  })
})

describe('POST and DELETE items', () => {
  test('takes every item field: modifierOptionUPCs, entryId, comments and the subscription fields [API-032] [SNS-007]', async () => {
    const custom = find((p) => !!p.customizationOptions?.length)
    const upcs = custom.customizationOptions!.filter((g) => g.required).flatMap((g) => g.options.slice(0, g.minSelect).map((o) => o.upc))
    const sns = find((p) => !!p.snsEligible && !p.soldByWeight)
    const reply = await json(
      await post([
        { itemId: custom.id, qty: 1, modifierOptionUPCs: upcs, entryId: 'e-1', comments: 'no onions' },
        { itemId: sns.id, qty: 2, isSnsSub: true, isFirstTimeSnsSub: true, snsFrequency: { unit: 'WEEK', count: 2 } },
      ]),
    )
    expect(reply.items).toEqual([
      expect.objectContaining({
        itemId: custom.id,
        qty: 1,
        modifierOptionUPCs: upcs,
        entryId: 'e-1',
        comments: 'no onions',
        cartCategory: custom.cartCategory,
      }),
      expect.objectContaining({
        itemId: sns.id,
        qty: 2,
        isSnsSub: true,
        isFirstTimeSnsSub: true,
        snsFrequency: { unit: 'WEEK', count: 2 },
        cartCategory: '1P_SNS',
      }),
    ])
  })

  test("refuses a snsFrequency unit other than 'WEEK', a subscription without frequency, and a non-eligible item; nothing changes [SNS-007]", async () => {
    const sns = find((p) => !!p.snsEligible && !p.soldByWeight)
    expect(
      await code(
        await post([
          { itemId: plain().id, qty: 1 },
          { itemId: sns.id, qty: 1, isSnsSub: true, snsFrequency: { unit: 'MONTH', count: 1 } },
        ]),
      ),
    ).toBe(SIM_CODES.badFrequency)
    expect(await code(await post([{ itemId: sns.id, qty: 1, isSnsSub: true }]))).toBe(SIM_CODES.badFrequency)
    expect(await code(await post([{ itemId: plain().id, qty: 1, isSnsSub: true, snsFrequency: { unit: 'WEEK', count: 1 } }]))).toBe(
      SIM_CODES.notSnsEligible,
    )
    expect((await json(await post([]))).cartQty).toBe(0)
  })

  test('selectedWeight only for a sold-by-weight item, qty only for others [CRT-026] [CRT-027]', async () => {
    expect(await code(await post([{ itemId: plain().id, selectedWeight: '1.50' }]))).toBe(SIM_CODES.weightNotAllowed)
    expect(await code(await post([{ itemId: weighed().id, qty: 2 }]))).toBe(SIM_CODES.weightRequired)
    expect(await code(await post([{ itemId: weighed().id, selectedWeight: '0.01' }]))).toBe(SIM_CODES.badWeight)
    const cart = await json(await post([{ itemId: weighed().id, selectedWeight: '1.50' }]))
    expect(cart.items).toEqual([
      expect.objectContaining({
        itemId: weighed().id,
        qty: 1,
        selectedWeight: '1.50',
        totalPrice: Math.round(weighed().price * 150) / 100,
      }),
    ])
    expect((await json(await post([{ itemId: weighed().id, qty: 0 }]))).items).toEqual([])
  })

  test("modifier options must be the product's own; a product without groups takes none", async () => {
    const custom = find((p) => !!p.customizationOptions?.length)
    expect(await code(await post([{ itemId: custom.id, qty: 1, modifierOptionUPCs: ['999'] }]))).toBe(SIM_CODES.badModifier)
    expect(await code(await post([{ itemId: plain().id, qty: 1, modifierOptionUPCs: ['200000000111'] }]))).toBe(SIM_CODES.notCustomizable)
    expect(await code(await post([{ itemId: plain().id, qty: 1, comments: 7 }]))).toBe(SIM_CODES.badField)
  })

  test('entries of one item are separate lines; DELETE with entryId removes one, with the itemId alone all (simulator; DELETE items declined)', async () => {
    const custom = find((p) => !!p.customizationOptions?.length)
    const options = custom.customizationOptions!.filter((g) => g.required).flatMap((g) => g.options.slice(0, g.minSelect).map((o) => o.upc))
    await post([
      { itemId: custom.id, qty: 1, entryId: 'a', modifierOptionUPCs: options },
      { itemId: custom.id, qty: 2, entryId: 'b', modifierOptionUPCs: options },
      { itemId: plain().id, qty: 1 },
    ])
    const one = await json(
      await call(sim, '/api/cart/v2/items', { method: 'DELETE', headers: auth, body: { itemId: custom.id, entryId: 'a' } }),
    )
    expect(one.items.map((i: Json) => i.entryId ?? i.itemId)).toEqual(['b', plain().id])
    const all = await json(await call(sim, '/api/cart/v2/items', { method: 'DELETE', headers: auth, body: { itemId: custom.id } }))
    expect(all.items).toEqual([expect.objectContaining({ itemId: plain().id })])
  })

  test('two POSTs for different items arriving together land in one cart, for a customer and for a guest session', async () => {
    const [a, b, d] = sim.state.products.filter((p) => p.status === 'active' && p.cartCategory === '1P' && !p.soldByWeight).map((p) => p.id)
    await Promise.all([post([{ itemId: a, qty: 1 }]), post([{ itemId: b, qty: 2 }]), post([{ itemId: d, qty: 3 }])])
    const mine = [...sim.state.carts.values()].filter((c) => c.customerId === customerId)
    expect(mine).toHaveLength(1)
    expect(mine[0]?.lines.map((l) => [l.itemId, l.qty]).sort()).toEqual(
      [
        [a, 1],
        [b, 2],
        [d, 3],
      ].sort(),
    )

    const guest = await signIn(sim, { user: 'G' })
    const cookies = { [COOKIES.simSession]: guest.cookies[COOKIES.simSession] as string }
    const before = sim.state.carts.size
    const guestPost = (itemId: string) =>
      call(sim, '/api/cart/v2/items', { method: 'POST', cookies, body: { items: [{ itemId, qty: 1 }] } })
    const replies = await Promise.all([guestPost(a as string), guestPost(b as string)])
    expect(sim.state.carts.size).toBe(before + 1)
    expect(new Set(await Promise.all(replies.map(async (r) => (await json(r)).cartId))).size).toBe(1)
    expect((await json(await call(sim, '/api/cart/v2/carts', { method: 'POST', cookies, body: {} }))).cartQty).toBe(2)
  })
})

describe('store preference', () => {
  test('PUT preferences changes the store; cart v2 and the mini-cart then answer for it (simulator; the store change is declined)', async () => {
    await post([{ itemId: plain().id, qty: 1 }])
    const put = (body: unknown) => call(sim, '/api/cart/preferences', { method: 'PUT', headers: auth, body })
    expect(await code(await put({}))).toBe(SIM_CODES.missing)
    expect(await code(await put({ storeId: '0000' }))).toBe(SIM_CODES.unknownStore)
    const moved = await json(await put({ storeId: '1101', serviceType: 'Dug', zipCode: '21230' }))
    expect(moved).toMatchObject({ storeId: '1101', serviceType: 'Dug', zipCode: '21230', cartQty: 1 })
    expect((await json(await cartV2('', {}))).storeId).toBe('1101')
    expect((await json(await call(sim, '/api/cart/minicart?rand=1', { headers: auth }))).storeId).toBe('1101')
  })
})

describe('pending orders', () => {
  const user = () => sim.state.users.find((u) => u.key === 'C')!
  const itemPath = (itemId: string, store = user().storeId) => `/api/orders/${store}/${seededOrderId(user())}/orderItems/${itemId}`

  test('POST {orderStoreId}/{orderNumber}/orderItems/{itemId} sets the line from quantity; qty is refused [API-034] [CRT-028]', async () => {
    const id = plain().id
    const reply = await json(await call(sim, itemPath(id), { method: 'POST', headers: auth, body: { quantity: 4 } }))
    expect(reply.order.orderItems).toContainEqual(expect.objectContaining({ itemId: id, qty: 4, quantity: 4 }))
    expect(await code(await call(sim, itemPath(id), { method: 'POST', headers: auth, body: { qty: 4 } }))).toBe(SIM_CODES.badField)
    const weight = await json(await call(sim, itemPath(weighed().id), { method: 'POST', headers: auth, body: { selectedWeight: '2.00' } }))
    expect(weight.order.orderItems).toContainEqual(expect.objectContaining({ itemId: weighed().id, selectedWeight: '2.00' }))
  })

  test('DELETE {orderStoreId}/{orderNumber}/orderItems/{itemId} removes the line; other stores, orders and guests are refused [API-035]', async () => {
    const { order } = await json(await call(sim, `/api/orders/delivery/${user().storeId}/${seededOrderId(user())}`, { headers: auth }))
    const first = order.orderItems[0].itemId as string
    const after = await json(await call(sim, itemPath(first), { method: 'DELETE', headers: auth }))
    expect(after.order.orderItems.map((i: Json) => i.itemId)).not.toContain(first)
    expect((await call(sim, itemPath(first), { method: 'DELETE', headers: auth })).status).toBe(404)
    expect((await call(sim, itemPath(first, '1101'), { method: 'DELETE', headers: auth })).status).toBe(404)
    expect((await call(sim, itemPath(first), { method: 'DELETE' })).status).toBe(401)
  })

  test('edit-order delivery answers order.orderId and order.deliveryType with the pending-order fields [API-025]', async () => {
    const reply = await json(await call(sim, `/api/orders/delivery/${user().storeId}/${seededOrderId(user())}`, { headers: auth }))
    expect(reply.order).toMatchObject({
      orderId: seededOrderId(user()),
      deliveryType: 'Attended',
      serviceType: 'Delivery',
      storeId: user().storeId,
      customerInfo: { zipCode: user().zipCode },
    })
    expect(reply.order.orderSummary.totalItemQuantity).toBe(6)
    expect(reply.order.deliveryInfo.slotInfo.slotId).toMatch(/^slot-C-/)
    expect((await call(sim, `/api/orders/delivery/${user().storeId}/nope`, { headers: auth })).status).toBe(404)
  })
})
