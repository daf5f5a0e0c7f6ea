// Catalog calls (core/io/products/catalog.ts) against the in-process simulator, and fake fetches for failures.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { signIn } from '../../../sim/testing'
import { SHOPPING_PATHS } from '../../rules/endpoints'
import { HEADERS } from '../../rules/http'
import { CATALOG_TIMEOUT_MS } from '../../rules/cart/shopping-api'
import { fakeFetch, pageConfig, type Reply } from '../../../test/support/api'
import { seedText } from '../../../test/support/seed'
import { simApi } from '../../../test/support/sim-api'
import { createMemoryCookieJar } from '../cookies'
import { fetchPrefCustomizations, fetchProductByBpn, fetchSubstitutions } from './catalog'
import { createApiClient } from '../api/client'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const PREFIX = '/abs/qa1'
let sim: Sim
beforeEach(() => {
  sim = createSim({ clock: () => NOW, now: NOW })
})

type Product = Sim['state']['products'][number]
const product = (where: (p: Product) => boolean) => sim.state.products.find((p) => p.status === 'active' && where(p))!
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)
const pathOf = (request: Request) => new URL(request.url).pathname
const fake = (handler: (request: Request, index: number) => Reply | Promise<Reply>) => {
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
async function shopper(key = 'C') {
  const { token } = await signIn(sim, { user: key })
  const user = sim.state.users.find((u) => u.key === key)!
  return { user, client: simApi(sim, { token, userType: user.userType, storeId: user.storeId, siteType: user.siteType }) }
}

describe('preferred customisations', () => {
  it('is GET product/getPrefCustomizations with query bpn and storeId [API-042]', async () => {
    const client = simApi(sim)
    const custom = product((p) => !!p.customizationOptions?.length)
    const reply = await fetchPrefCustomizations(client.api, { bpn: custom.id, storeId: '1100' })
    expect(pathOf(client.last())).toBe(`${PREFIX}${SHOPPING_PATHS.prefCustomizations}`)
    expect(pathOf(client.last())).toMatch(/\/product\/getPrefCustomizations$/)
    expect(query(client.last())).toEqual({ bpn: custom.id, storeId: '1100' })
    expect(reply?.modifierGroups.map((g) => g.groupId)).toEqual(custom.customizationOptions!.map((g) => g.groupId))
  })

  it('is not sent without a product number or a store id', async () => {
    const client = simApi(sim)
    expect(await fetchPrefCustomizations(client.api, { bpn: '970000001', storeId: ' ' })).toBeUndefined()
    expect(await fetchPrefCustomizations(client.api, { bpn: null, storeId: '1100' })).toBeUndefined()
    expect(client.sent).toHaveLength(0)
  })
})

describe('pdreco substitution', () => {
  const input = (bpn: string) => ({
    bpn,
    storeId: '1100',
    householdId: '771753389448',
    channel: 'delivery',
    bruid: 'bru-1',
    pageUrl: '/shop/product.html',
  })

  it('is GET pdreco/substitution with bpn, storeId, hhid, channel, bruid, pageurl, availabilityCheck=true and placement=bia, and reads productsinfo [API-043] [CAR-022]', async () => {
    const client = simApi(sim)
    const p = product((x) => x.cartCategory === '1P')
    const products = await fetchSubstitutions(client.api, input(p.id))
    expect(pathOf(client.last())).toBe(`${PREFIX}${SHOPPING_PATHS.substitution}`)
    expect(pathOf(client.last())).toMatch(/\/pdreco\/substitution$/)
    expect(query(client.last())).toEqual({
      bpn: p.id,
      storeId: '1100',
      hhid: '771753389448',
      channel: 'delivery',
      bruid: 'bru-1',
      pageurl: '/shop/product.html',
      availabilityCheck: 'true',
      placement: 'bia',
    })
    expect(products.length).toBeGreaterThan(0)
    expect(products.map((x) => x.bpn)).not.toContain(p.id)
  })

  it("sends header pgm '1P_B2B' on the business site [API-044]", async () => {
    const { client } = await shopper('B')
    const products = await fetchSubstitutions(client.api, input(product((x) => x.cartCategory === '1P_WINE').id))
    expect(client.last().headers.get(HEADERS.program)).toBe('1P_B2B')
    expect(products.every((x) => x.cartCategory === '1P')).toBe(true)
    const { client: c } = await shopper('C')
    await fetchSubstitutions(c.api, input('970000001'))
    expect(c.last().headers.get(HEADERS.program)).toBeNull()
  })

  it('runs only when product number, house id, store id and channel are all present [CAR-020]', async () => {
    const client = simApi(sim)
    for (const missing of ['bpn', 'householdId', 'storeId', 'channel'] as const) {
      expect(await fetchSubstitutions(client.api, { ...input('970000001'), [missing]: '' })).toEqual([])
    }
    expect(client.sent).toHaveLength(0)
  })

  it('a failure publishes an empty product list, logged [ERR-041]', async () => {
    const log = { warn: vi.fn() }
    for (const reply of [{ status: 500 }, { text: 'not json' }, { body: { productsinfo: 'none' } }] satisfies Reply[]) {
      expect(await fetchSubstitutions(fake(() => reply).api, input('1'), log)).toEqual([])
    }
    expect(log.warn).toHaveBeenCalledTimes(3)
  })
})

describe('products', () => {
  it('product by bpn times out after 1000 ms [API-081] [CST-033]', async () => {
    expect(seedText('001')).toContain('product by bpn 1000 ms, brand index 3000 ms, product detail data 1500 ms')
    expect(CATALOG_TIMEOUT_MS).toEqual({ productByBpn: 1000 })
    const client = simApi(sim)
    const p = product((x) => x.promoType === 'P')
    const found = await fetchProductByBpn(client.api, { bpn: p.id, storeId: '1100' })
    expect(pathOf(client.last())).toBe(`${PREFIX}${SHOPPING_PATHS.productByBpn(p.id)}`)
    expect(found).toMatchObject({ id: p.id, upc: p.upc, price: p.price, promoType: 'P' })
    vi.useFakeTimers()
    try {
      const slow = fake(() => new Promise<Reply>(() => undefined))
      const pending = fetchProductByBpn(slow.api, { bpn: '1' }).catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(CATALOG_TIMEOUT_MS.productByBpn - 1)
      let settled = false
      void pending.then(() => (settled = true))
      await Promise.resolve()
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await pending).toMatchObject({ kind: 'timeout' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('product by bpn answers an unknown product as an http error and a reply without a product number as a shape error', async () => {
    const client = simApi(sim)
    await expect(fetchProductByBpn(client.api, { bpn: 'nope' })).rejects.toMatchObject({ kind: 'http', status: 404 })
    await expect(fetchProductByBpn(fake(() => ({ body: { name: 'no id' } })).api, { bpn: '1' })).rejects.toMatchObject({ kind: 'shape' })
  })
})
