// Subscribe-and-save calls (core/io/api/subscriptions.ts) against the in-process simulator, and fake fetches for failures.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { signIn } from '../../../sim/testing'
import { PATHS, SHOPPING_PATHS } from '../../rules/endpoints'
import { ENVIRONMENT_CONFIG } from '../../rules/env'
import { CLIENT_NAME, HEADERS } from '../../rules/http'
import { SHOPPING_HEADERS } from '../../rules/shopping-api'
import { fakeFetch, pageConfig, type Reply } from '../../test-support/api'
import { simApi } from '../../test-support/sim-api'
import { createMemoryCookieJar } from '../cookies'
import { createApiClient } from './client'
import { addOneTimeItems, addSubscription, emptySubscriptions, fetchAllSubscriptions, fetchSubscriptionByGid, removeOneTimeItem } from './subscriptions'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const PREFIX = '/abs/qa1'
let sim: Sim
beforeEach(() => {
  sim = createSim({ clock: () => NOW, now: NOW })
})

async function shopper(key = 'C') {
  const { token } = await signIn(sim, { user: key })
  const user = sim.state.users.find((u) => u.key === key)!
  return { user, client: simApi(sim, { token, userType: user.userType, storeId: user.storeId }) }
}
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)
const pathOf = (request: Request) => new URL(request.url).pathname
const bodyOf = async (request: Request) => JSON.parse(await request.clone().text()) as Record<string, unknown>
const fake = (handler: (request: Request) => Reply) => {
  const net = fakeFetch(handler)
  return { net, api: createApiClient({ config: pageConfig('freshway.localhost'), session: { current: () => ({}), refresh: async () => undefined }, cookies: createMemoryCookieJar(), fetch: net.fetch }) }
}
const eligible = (n: number) => sim.state.products.filter((p) => p.snsEligible && p.status === 'active')[n]!

describe('all subscriptions', () => {
  it('GETs {uuid}/allsubscriptions with query banner; the record has items keyed by bpn [API-071] [SNS-001]', async () => {
    const { user, client } = await shopper()
    const { record } = await fetchAllSubscriptions(client.api, { uuid: user.uuid, banner: 'freshway' })
    expect(pathOf(client.last())).toBe(`${PREFIX}${SHOPPING_PATHS.allSubscriptions(user.uuid)}`)
    expect(query(client.last())).toEqual({ banner: 'freshway' })
    expect(record).toMatchObject({ customerId: user.customerId, fulfillmentType: 'DELIVERY', isNewSnSUser: false })
    expect(record.items[eligible(0).id]).toEqual({ productBpn: eligible(0).id, quantity: 1, frequency: { count: 1, unit: 'WEEK' } })
  })

  it('a load failure gives empty subscriptions, logged [ERR-042]', async () => {
    const log = { warn: vi.fn() }
    for (const reply of [{ status: 500 }, { text: '{' }, { body: { items: 'x' } }] satisfies Reply[]) {
      expect(await fetchAllSubscriptions(fake(() => reply).api, { uuid: 'u', banner: 'freshway' }, log)).toEqual(emptySubscriptions())
    }
    expect(emptySubscriptions().record.items).toEqual({})
    expect(emptySubscriptions().oneTimeItems).toEqual([])
    expect(log.warn).toHaveBeenCalledTimes(3)
    const { user } = await shopper()
    const expired = simApi(sim, { token: 'not-a-token', userType: 'C' })
    expect((await fetchAllSubscriptions(expired.api, { uuid: user.uuid }, log)).record.items).toEqual({})
  })
})

describe('add subscription', () => {
  it('POSTs {uuid}/addsubscription with the add payload, every 1 week by default [API-072] [SNS-002] [SNS-004]', async () => {
    const { user, client } = await shopper('R')
    const p = eligible(3)
    const item = { productBpn: p.id, productUpc: p.upc, quantity: 2, startDateTime: '2030-05-20T10:00:00.000Z', productDesc: p.name, originalPrice: p.price }
    const { record } = await addSubscription(client.api, { uuid: user.uuid, isNewSnSUser: true, originationStoreId: user.storeId, items: [item] })
    const request = client.last()
    expect(request.method).toBe('POST')
    expect(pathOf(request)).toBe(`${PREFIX}${SHOPPING_PATHS.addSubscription(user.uuid)}`)
    expect(await bodyOf(request)).toEqual({
      isNewSnSUser: true,
      originationStoreId: user.storeId,
      items: [{ ...item, isSubstitutable: true, frequency: { count: 1, unit: 'WEEK' } }],
    })
    expect(record.isNewSnSUser).toBe(false)
    expect(record.items[p.id]).toMatchObject({ quantity: 2, frequency: { count: 1, unit: 'WEEK' } })
  })

  it('a refused payload surfaces as an http ApiError', async () => {
    const { user, client } = await shopper()
    const p = sim.state.products.find((x) => !x.snsEligible && x.status === 'active')!
    const item = { productBpn: p.id, productUpc: p.upc, quantity: 1, startDateTime: '2030-05-20T10:00:00.000Z', productDesc: p.name, originalPrice: p.price }
    await expect(addSubscription(client.api, { uuid: user.uuid, isNewSnSUser: false, originationStoreId: user.storeId, items: [item] })).rejects.toMatchObject({ kind: 'http', status: 400 })
  })
})

describe('one-time items', () => {
  it('are added with POST and removed with DELETE on /{uuid}/oneTimeItems [API-037] [API-038] [SNS-008]', async () => {
    const { user, client } = await shopper()
    const added = await addOneTimeItems(client.api, { uuid: user.uuid, items: [{ itemId: '970000001', qty: 2 }] })
    expect(client.last().method).toBe('POST')
    expect(pathOf(client.last())).toBe(`${PREFIX}${PATHS.oneTimeItems(user.uuid)}`)
    expect(await bodyOf(client.last())).toEqual({ items: [{ itemId: '970000001', qty: 2 }] })
    expect(added.oneTimeItems).toEqual([{ itemId: '970000001', qty: 2 }])
    const removed = await removeOneTimeItem(client.api, { uuid: user.uuid, itemId: '970000001' })
    expect(client.last().method).toBe('DELETE')
    expect(pathOf(client.last())).toBe(`${PREFIX}${PATHS.oneTimeItems(user.uuid)}`)
    expect(await bodyOf(client.last())).toEqual({ itemId: '970000001' })
    expect(removed.oneTimeItems).toEqual([])
  })
})

describe('subscription by gid', () => {
  it('GETs the subscription path with gid and headers Authorization bearer, Accept, banner, subscription key and client id [API-073]', async () => {
    const { user, client } = await shopper()
    const { record } = await fetchSubscriptionByGid(client.api, { gid: user.gid })
    const h = client.last().headers
    expect(pathOf(client.last())).toBe(`${PREFIX}${SHOPPING_PATHS.subscriptionByUser(user.gid)}`)
    expect(h.get(HEADERS.authorization)).toMatch(/^Bearer /)
    expect(h.get(SHOPPING_HEADERS.accept)).toBe('application/json')
    expect(h.get(HEADERS.banner)).toBe('freshway')
    expect(h.get(HEADERS.subscriptionKey)).toBe(ENVIRONMENT_CONFIG.qa1.subscriptionKey)
    expect(h.get(SHOPPING_HEADERS.clientId)).toBe(CLIENT_NAME)
    expect(record.customerId).toBe(user.customerId)
  })
})
