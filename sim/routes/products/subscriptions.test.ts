// Subscribe-and-save routes of the simulator (sim/routes/products/subscriptions.ts).
import { beforeEach, describe, expect, test } from 'vitest'
import { CLIENT_NAME, HEADERS } from '../../../core/rules/http'
import { SHOPPING_HEADERS } from '../../../core/rules/cart/shopping-api'
import type { SimProduct } from '../../data'
import { createSim, type Sim } from '../../app'
import { call, signIn, type SignedIn } from '../../testing'
import { SIM_CODES } from '../cart/shopping-data'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
let sim: Sim
let signed: SignedIn
beforeEach(async () => {
  sim = createSim({ clock: () => NOW, now: NOW })
  signed = await signIn(sim, { userType: 'C' })
})

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (response: Response) => (await response.json()) as Json
const code = async (response: Response) => (await json(response)).errors?.[0]?.code
const user = (key = 'C') => sim.state.users.find((u) => u.key === key)!
const eligible = (n: number) => sim.state.products.filter((p) => p.snsEligible && p.status === 'active')[n] as SimProduct

function addItem(p: SimProduct, over: Record<string, unknown> = {}) {
  return {
    productBpn: p.id,
    productUpc: p.upc,
    quantity: 2,
    startDateTime: '2030-05-20T10:00:00.000Z',
    isSubstitutable: true,
    productDesc: p.name,
    originalPrice: p.price,
    frequency: { count: 2, unit: 'WEEK' },
    ...over,
  }
}
const add = (body: unknown, uuid = user().uuid) =>
  call(sim, `/api/sns/${uuid}/addsubscription`, { method: 'POST', headers: signed.auth, body })
const payload = (items: unknown[], over: Record<string, unknown> = {}) => ({
  isNewSnSUser: false,
  originationStoreId: '1100',
  items,
  ...over,
})

describe('all subscriptions', () => {
  test("answers the shopper's record for {uuid} with query banner: C starts with one weekly item", async () => {
    const reply = await json(await call(sim, `/api/sns/${user().uuid}/allsubscriptions?banner=freshway`, { headers: signed.auth }))
    expect(reply).toMatchObject({ banner: 'freshway', customerId: user().customerId, fulfillmentType: 'DELIVERY', isNewSnSUser: false })
    expect(reply.items).toEqual([
      expect.objectContaining({ productBpn: eligible(0).id, productId: eligible(0).id, frequency: { count: 1, unit: 'WEEK' } }),
    ])
    expect(reply.snsFrequencies.every((f: Json) => f.unit === 'WEEK')).toBe(true)
    expect(await code(await call(sim, `/api/sns/${user().uuid}/allsubscriptions`, { headers: signed.auth }))).toBe(SIM_CODES.missing)
    expect((await call(sim, `/api/sns/${user('R').uuid}/allsubscriptions?banner=freshway`, { headers: signed.auth })).status).toBe(403)
    expect((await call(sim, `/api/sns/${user().uuid}/allsubscriptions?banner=freshway`)).status).toBe(401)
  })
})

describe('add subscription', () => {
  test('takes the add payload of 001 §3 and answers the record; the same bpn again replaces its item (the simulator addsubscription; Aisle sends none)', async () => {
    const reply = await json(await add(payload([addItem(eligible(1))])))
    expect(reply.items.map((i: Json) => i.productBpn)).toEqual([eligible(0).id, eligible(1).id])
    expect(reply.items[1]).toMatchObject({ quantity: 2, isSubstitutable: true, frequency: { count: 2, unit: 'WEEK' } })
    const again = await json(await add(payload([addItem(eligible(1), { quantity: 3 })])))
    expect(again.items.filter((i: Json) => i.productBpn === eligible(1).id)).toEqual([expect.objectContaining({ quantity: 3 })])
  })

  test('a new subscriber stops being new', async () => {
    const r = await signIn(sim, { user: 'R' })
    const reply = await json(
      await call(sim, `/api/sns/${user('R').uuid}/addsubscription`, {
        method: 'POST',
        headers: r.auth,
        body: payload([addItem(eligible(2))], { isNewSnSUser: true }),
      }),
    )
    expect(reply).toMatchObject({ isNewSnSUser: false, items: [expect.objectContaining({ productBpn: eligible(2).id })] })
  })

  test.each([
    ['isNewSnSUser missing', () => payload([addItem(eligible(1))], { isNewSnSUser: undefined }), SIM_CODES.missing],
    ['originationStoreId unknown', () => payload([addItem(eligible(1))], { originationStoreId: '0000' }), SIM_CODES.unknownStore],
    ['no items', () => payload([]), SIM_CODES.badField],
    ['productUpc of another product', () => payload([addItem(eligible(1), { productUpc: eligible(2).upc })]), SIM_CODES.badField],
    ['quantity 0', () => payload([addItem(eligible(1), { quantity: 0 })]), SIM_CODES.badField],
    ['startDateTime not a date', () => payload([addItem(eligible(1), { startDateTime: 'soon' })]), SIM_CODES.badField],
    ['isSubstitutable missing', () => payload([addItem(eligible(1), { isSubstitutable: undefined })]), SIM_CODES.missing],
    ['productDesc empty', () => payload([addItem(eligible(1), { productDesc: ' ' })]), SIM_CODES.badField],
    ['originalPrice a string', () => payload([addItem(eligible(1), { originalPrice: '3.99' })]), SIM_CODES.badField],
    ["frequency unit 'MONTH'", () => payload([addItem(eligible(1), { frequency: { count: 1, unit: 'MONTH' } })]), SIM_CODES.badFrequency],
    ['frequency count 0', () => payload([addItem(eligible(1), { frequency: { count: 0, unit: 'WEEK' } })]), SIM_CODES.badFrequency],
  ])('refuses a payload with %s, and keeps the record (the simulator addsubscription check) [SNS-003]', async (_name, body, expected) => {
    expect(await code(await add(body()))).toBe(expected)
    const record = await json(await call(sim, `/api/sns/${user().uuid}/allsubscriptions?banner=freshway`, { headers: signed.auth }))
    expect(record.items).toHaveLength(1)
  })

  test('refuses an item not eligible for subscribe and save', async () => {
    const plain = sim.state.products.find((p) => !p.snsEligible && p.status === 'active')!
    expect(await code(await add(payload([addItem(plain)])))).toBe(SIM_CODES.notSnsEligible)
  })
})

describe('one-time items', () => {
  const path = () => `/api/sns/${user().uuid}/oneTimeItems`

  test('POST adds items to the next delivery with absolute quantities; DELETE {itemId} removes one (the simulator one-time items; Aisle sends none)', async () => {
    const [a, b] = sim.state.products.filter((p) => p.status === 'active').map((p) => p.id)
    await call(sim, path(), { method: 'POST', headers: signed.auth, body: { items: [{ itemId: a, qty: 2 }, { itemId: b }] } })
    const set = await json(await call(sim, path(), { method: 'POST', headers: signed.auth, body: { items: [{ itemId: a, qty: 5 }] } }))
    expect(set.oneTimeItems).toEqual([
      { itemId: b, qty: 1 },
      { itemId: a, qty: 5 },
    ])
    const removed = await json(await call(sim, path(), { method: 'DELETE', headers: signed.auth, body: { itemId: b } }))
    expect(removed.oneTimeItems).toEqual([{ itemId: a, qty: 5 }])
    expect((await call(sim, path(), { method: 'DELETE', headers: signed.auth, body: { itemId: b } })).status).toBe(404)
    expect(await code(await call(sim, path(), { method: 'POST', headers: signed.auth, body: { items: [{ itemId: a, qty: 0 }] } }))).toBe(
      SIM_CODES.badQty,
    )
  })

  test('needs a subscription first (409)', async () => {
    const r = await signIn(sim, { user: 'R' })
    const response = await call(sim, `/api/sns/${user('R').uuid}/oneTimeItems`, {
      method: 'POST',
      headers: r.auth,
      body: { items: [{ itemId: '970000001', qty: 1 }] },
    })
    expect(response.status).toBe(409)
    expect(await code(response)).toBe(SIM_CODES.noSubscription)
  })
})

describe('subscription by gid', () => {
  test('needs Accept, banner and client id headers besides the bearer token', async () => {
    const headers = {
      ...signed.auth,
      [SHOPPING_HEADERS.accept]: 'application/json',
      [HEADERS.banner]: 'freshway',
      [SHOPPING_HEADERS.clientId]: CLIENT_NAME,
    }
    const reply = await json(await call(sim, `/api/sns/subscriptions/${user().gid}`, { headers }))
    expect(reply).toMatchObject({ banner: 'freshway', customerId: user().customerId })
    expect(
      await code(await call(sim, `/api/sns/subscriptions/${user().gid}`, { headers: { ...headers, [SHOPPING_HEADERS.clientId]: '' } })),
    ).toBe(SIM_CODES.missing)
    expect((await call(sim, `/api/sns/subscriptions/${user('R').gid}`, { headers })).status).toBe(403)
  })
})
