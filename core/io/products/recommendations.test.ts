// Recommendation, carousel and content calls (core/io/products/recommendations.ts) against the in-process simulator,
// and fake fetches for failures and replies the simulator never sends.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { signIn } from '../../../sim/testing'
import { SHOPPING_PATHS } from '../../rules/endpoints'
import { ENVIRONMENT_CONFIG } from '../../rules/env'
import { HEADERS } from '../../rules/http'
import { SMART_BASKET_PAGE_SIZE } from '../../rules/products'
import { MOCK_CAROUSEL_FIXTURE_PATH, SHOPPING_HEADERS, SPONSORED_MAX_RESULTS } from '../../rules/cart/shopping-api'
import { fakeFetch, pageConfig, type Reply } from '../../../test/support/api'
import { simApi } from '../../../test/support/sim-api'
import { createMemoryCookieJar } from '../cookies'
import { createApiClient } from '../api/client'
import {
  fetchCarouselFixture,
  fetchProductGrid,
  fetchProductRecommendations,
  fetchSmartBasket,
  fetchSponsoredProducts,
} from './recommendations'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const PREFIX = '/abs/qa1'
const KEY = ENVIRONMENT_CONFIG.qa1.subscriptionKey
let sim: Sim
beforeEach(() => {
  sim = createSim({ clock: () => NOW, now: NOW })
})

async function shopper(key = 'C') {
  const { token } = await signIn(sim, { user: key })
  const user = sim.state.users.find((u) => u.key === key)!
  return { user, client: simApi(sim, { token, userType: user.userType, storeId: user.storeId, siteType: user.siteType }) }
}
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)
const pathOf = (request: Request) => new URL(request.url).pathname
const bodyOf = async (request: Request) => JSON.parse(await request.clone().text()) as Record<string, unknown>
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
const recommendation = {
  bruid: 'bru-1',
  assortmentChannel: 'delivery',
  banner: 'freshway',
  storeId: '1100',
  host: 'freshway.localhost',
  pageURL: '/shop/product.html',
  sessionId: 's-1',
  tntId: 't-1',
  marketingCloudVisitorId: 'mc-1',
  mboxMCSDID: 'mb-1',
  edgeHost: 'edge',
  cartItemIds: ['970000001', '970000002'],
}

describe('smart basket', () => {
  it('GETs purchase-history smart-basket for the household with the smart basket query and headers key, bearer, accept and pgm [API-080] [QAB-010] [QAB-011]', async () => {
    const { user, client } = await shopper('B')
    const page = await fetchSmartBasket(client.api, { householdId: user.householdId, storeId: user.storeId })
    const request = client.last()
    expect(pathOf(request)).toBe(`${PREFIX}${SHOPPING_PATHS.smartBasket(user.householdId)}`)
    expect(query(request)).toEqual({
      availabilityCheck: 'true',
      storeId: user.storeId,
      pageNo: '1',
      pageSize: String(SMART_BASKET_PAGE_SIZE),
      excludeCartItems: 'true',
      placement: 'quick-add-basket',
    })
    expect(request.headers.get(HEADERS.subscriptionKey)).toBe(KEY)
    expect(request.headers.get(HEADERS.authorization)).toMatch(/^Bearer /)
    expect(request.headers.get(SHOPPING_HEADERS.accept)).toBe('application/json')
    expect(request.headers.get(HEADERS.program)).toBe('1P_B2B')
    expect(page.products.length).toBeLessThanOrEqual(SMART_BASKET_PAGE_SIZE)
    expect(page.products[0]).toMatchObject({ itemId: expect.any(String) })
  })

  it('a failure is thrown for the quick-add store to keep its stored basket', async () => {
    await expect(fetchSmartBasket(fake(() => ({ status: 503 })).api, { householdId: 'h', storeId: '1100' })).rejects.toMatchObject({
      kind: 'http',
    })
  })
})

describe('product grid', () => {
  it('POSTs purchase-history product-grid with headers platform and key [API-079]', async () => {
    const { client } = await shopper()
    const page = await fetchProductGrid(client.api, { storeId: '1100', sort: 'FREQUENCY', pageSize: 10 })
    const request = client.last()
    expect(request.method).toBe('POST')
    expect(pathOf(request)).toBe(`${PREFIX}${SHOPPING_PATHS.productGrid}`)
    expect(request.headers.get(HEADERS.platform)).toBe('web')
    expect(request.headers.get(HEADERS.subscriptionKey)).toBe(KEY)
    expect(await bodyOf(request)).toEqual({ storeId: '1100', sort: 'FREQUENCY', pageSize: 10 })
    expect(page.products).toHaveLength(10)
  })
})

describe('product recommendations', () => {
  it('POSTs the generic carousel path with the CAR-017 request, includeOffer only when the e-commerce gallery is on [API-076] [CAR-017]', async () => {
    const client = simApi(sim)
    const products = await fetchProductRecommendations(client.api, recommendation)
    const request = client.last()
    expect(pathOf(request)).toBe(`${PREFIX}${SHOPPING_PATHS.productRecommendations}`)
    expect(query(request)).toEqual({})
    const { cartItemIds: _ids, ...fields } = recommendation
    expect(await bodyOf(request)).toEqual({ ...fields, cartItems: [{ bpn: '970000001' }, { bpn: '970000002' }] })
    expect(products.map((p) => p.bpn)).not.toContain('970000001')
    const withOffers = await fetchProductRecommendations(client.api, recommendation, { includeOffer: true })
    expect(query(client.last())).toEqual({ includeOffer: 'true' })
    expect(withOffers.every((p) => Array.isArray(p.offers))).toBe(true)
  })

  it('POSTs one bpn instead of the cart items list when isBPNArrayP13nDisabled is on, and the simulator answers it [CST-072]', async () => {
    const client = simApi(sim)
    const products = await fetchProductRecommendations(client.api, recommendation, { singleBpn: true })
    const { cartItemIds: _ids, ...fields } = recommendation
    expect(await bodyOf(client.last())).toEqual({ ...fields, bpn: '970000001' })
    expect(products.length).toBeGreaterThan(0)
    expect(products.map((p) => p.bpn)).not.toContain('970000001')
  })

  it('reads the simulator carousel fixture for the mock-carousel flag, and answers none when it cannot [CST-074]', async () => {
    const client = simApi(sim)
    const products = await fetchCarouselFixture(client.api)
    expect(pathOf(client.last())).toBe(`${PREFIX}${MOCK_CAROUSEL_FIXTURE_PATH}`)
    expect(client.last().method).toBe('GET')
    expect(products.length).toBeGreaterThan(0)
    const log = { warn: vi.fn() }
    expect(await fetchCarouselFixture(fake(() => ({ status: 404, body: {} })).api, log as unknown as Console)).toEqual([])
    expect(log.warn).toHaveBeenCalledTimes(1)
  })

  it('sends content type, subscription key and platform, the token when authorised and pgm for B2B [API-077]', async () => {
    const guest = simApi(sim, { userType: 'G' })
    await fetchProductRecommendations(guest.api, recommendation)
    let h = guest.last().headers
    expect([h.get('content-type'), h.get(HEADERS.subscriptionKey), h.get(HEADERS.platform)]).toEqual(['application/json', KEY, 'web'])
    expect(h.get(HEADERS.authorization)).toBeNull()
    expect(h.get(HEADERS.program)).toBeNull()
    const { client } = await shopper('B')
    const products = await fetchProductRecommendations(client.api, recommendation)
    h = client.last().headers
    expect(h.get(HEADERS.authorization)).toMatch(/^Bearer /)
    expect(h.get(HEADERS.program)).toBe('1P_B2B')
    expect(products.every((p) => p.cartCategory === '1P')).toBe(true)
  })

  it('a failure answers an empty list, logged', async () => {
    const log = { warn: vi.fn() }
    expect(await fetchProductRecommendations(fake(() => ({ status: 500 })).api, recommendation, { log })).toEqual([])
    expect(log.warn).toHaveBeenCalledOnce()
  })
})

describe('sponsored carousel', () => {
  const input = {
    storeId: '1100',
    featuredSessionId: 'f-1',
    screenWidth: 1280,
    userId: 'u-1',
    banner: 'freshway',
    excludeBpns: ['970000001', '970000002'],
    bpn: '970000005',
    categoryId: 'dairy',
  }

  it("GETs the search with storeid, featuredsessionid, screenwidth, userid, banner, max-result=8, pagename 'cross-sell' by default, exclude-bpn, bpn and category-id; reads response.docs [API-074] [CAR-013]", async () => {
    const client = simApi(sim)
    const dairy = sim.state.products.find((p) => p.departmentKey === 'dairy' && p.id !== '970000001' && p.status === 'active')!.id
    const docs = await fetchSponsoredProducts(client.api, { ...input, bpn: dairy })
    expect(pathOf(client.last())).toBe(`${PREFIX}${SHOPPING_PATHS.sponsoredSearch}`)
    expect(query(client.last())).toEqual({
      storeid: '1100',
      featuredsessionid: 'f-1',
      screenwidth: '1280',
      userid: 'u-1',
      banner: 'freshway',
      'max-result': '8',
      pagename: 'cross-sell',
      'exclude-bpn': '970000001,970000002',
      bpn: dairy,
      'category-id': 'dairy',
    })
    expect(docs.length).toBeGreaterThan(0)
    await fetchSponsoredProducts(client.api, { ...input, pageName: 'pdp' })
    expect(query(client.last()).pagename).toBe('pdp')
  })

  it('includes channel only for delivery or pickup [API-075]', async () => {
    const client = simApi(sim)
    for (const [channel, sent] of [
      ['delivery', 'delivery'],
      ['pickup', 'pickup'],
      ['instore', undefined],
      [undefined, undefined],
    ] as const) {
      await fetchSponsoredProducts(client.api, { ...input, channel })
      expect(query(client.last()).channel).toBe(sent)
    }
  })

  it('shows at most 8 results, even when the service sends more [CAR-012] [CST-032]', async () => {
    const client = simApi(sim)
    expect(await fetchSponsoredProducts(client.api, { storeId: '1100', banner: 'freshway' })).toHaveLength(SPONSORED_MAX_RESULTS)
    const many = fake(() => ({ body: { response: { docs: Array.from({ length: 12 }, (_, i) => ({ bpn: String(i) })) } } }))
    expect(await fetchSponsoredProducts(many.api, { storeId: '1100', banner: 'freshway' })).toHaveLength(8)
  })

  it('a failure answers an empty list, logged', async () => {
    const log = { warn: vi.fn() }
    expect(await fetchSponsoredProducts(fake(() => ({ status: 502 })).api, input, log)).toEqual([])
    expect(log.warn).toHaveBeenCalledOnce()
  })
})
