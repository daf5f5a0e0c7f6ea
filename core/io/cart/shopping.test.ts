// The edit-order look-up (core/io/cart/shopping.ts) against the in-process simulator, and fake fetches for replies the
// simulator never sends.
import { beforeEach, describe, expect, it } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { seededOrderId } from '../../../sim/routes/cart/shopping-data'
import { signIn } from '../../../sim/testing'
import { PATHS } from '../../rules/endpoints'
import { fakeFetch, pageConfig, type Reply } from '../../../test/support/api'
import { simApi } from '../../../test/support/sim-api'
import { createMemoryCookieJar } from '../cookies'
import { createApiClient } from '../api/client'
import { fetchEditOrderDelivery } from './shopping'

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
const fake = (handler: (request: Request) => Reply) => {
  const net = fakeFetch(handler)
  return {
    net,
    api: createApiClient({
      config: pageConfig('freshway.localhost'),
      session: { current: () => ({}), refresh: async () => undefined },
      cookies: createMemoryCookieJar(),
      fetch: net.fetch,
    }),
  }
}

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
