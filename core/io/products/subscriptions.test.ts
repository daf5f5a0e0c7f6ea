// Subscribe-and-save calls (core/io/products/subscriptions.ts) against the in-process simulator, and fake fetches for failures.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { signIn } from '../../../sim/testing'
import { SHOPPING_PATHS } from '../../rules/endpoints'
import { fakeFetch, pageConfig, type Reply } from '../../../test/support/api'
import { simApi } from '../../../test/support/sim-api'
import { createMemoryCookieJar } from '../cookies'
import { createApiClient } from '../api/client'
import { emptySubscriptions, fetchAllSubscriptions } from './subscriptions'

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
    expect(log.warn).toHaveBeenCalledTimes(3)
    const { user } = await shopper()
    const expired = simApi(sim, { token: 'not-a-token', userType: 'C' })
    expect((await fetchAllSubscriptions(expired.api, { uuid: user.uuid }, log)).record.items).toEqual({})
  })
})
