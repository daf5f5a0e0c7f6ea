// Catalog routes of the simulator (sim/routes/products/catalog.ts).
import { beforeEach, describe, expect, test } from 'vitest'
import { HEADERS } from '../../../core/rules/http'
import type { SimProduct } from '../../data'
import { createSim, type Sim } from '../../app'
import { call, signIn } from '../../testing'
import { SIM_CODES } from '../cart/shopping-data'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
let sim: Sim
beforeEach(() => {
  sim = createSim({ clock: () => NOW, now: NOW })
})

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (response: Response) => (await response.json()) as Json
const find = (where: (p: SimProduct) => boolean) => sim.state.products.find((p) => p.status === 'active' && where(p)) as SimProduct
const code = async (response: Response) => (await json(response)).errors?.[0]?.code

describe('increment price list', () => {
  test('answers one step per UPC: 1 unit, or minWeight for a sold-by-weight item; leading zeros do not matter', async () => {
    const plain = find((p) => !p.soldByWeight)
    const weighed = find((p) => !!p.soldByWeight)
    const reply = await json(await call(sim, `/api/catalog/increment-price-list?upcIds=00${plain.upc},${weighed.upc},123&storeId=1100`))
    expect(reply.incrementPriceList).toEqual([
      expect.objectContaining({ upcId: `00${plain.upc}`, bpn: plain.id, increment: 1, incrementPrice: plain.price }),
      expect.objectContaining({ upcId: weighed.upc, bpn: weighed.id, increment: weighed.minWeight, soldByWeight: true }),
    ])
    expect(reply.notFound).toEqual(['123'])
    expect(await code(await call(sim, '/api/catalog/increment-price-list?storeId=1100'))).toBe(SIM_CODES.missing)
  })
})

describe('preferred customisations', () => {
  test("answers the modifier groups and the shopper's earlier choices from the cart", async () => {
    const custom = find((p) => !!p.customizationOptions?.length)
    const upcs = custom.customizationOptions!.filter((g) => g.required).flatMap((g) => g.options.slice(0, g.minSelect).map((o) => o.upc))
    const { auth } = await signIn(sim, { userType: 'C' })
    await call(sim, '/api/cart/v2/items', {
      method: 'POST',
      headers: auth,
      body: { items: [{ itemId: custom.id, qty: 2, modifierOptionUPCs: upcs, comments: 'toasted' }] },
    })
    const reply = await json(await call(sim, `/api/product/getPrefCustomizations?bpn=${custom.id}&storeId=1100`, { headers: auth }))
    expect(reply).toMatchObject({ bpn: custom.id, isCustomizable: true })
    expect(reply.modifierGroups).toHaveLength(custom.customizationOptions!.length)
    expect(reply.preferredCustomizations).toEqual([
      expect.objectContaining({ productId: custom.id, selectedQuantity: 2, comments: 'toasted' }),
    ])
    expect(Object.values(reply.preferredCustomizations[0].selectedOptions).flat()).toEqual(upcs)
    expect(await code(await call(sim, `/api/product/getPrefCustomizations?bpn=${custom.id}`))).toBe(SIM_CODES.missing)
    expect((await call(sim, '/api/product/getPrefCustomizations?bpn=nope&storeId=1100')).status).toBe(404)
  })
})

describe('pdreco substitution', () => {
  const query = (bpn: string, extra = '') =>
    `/api/pdreco/substitution?bpn=${bpn}&storeId=1100&hhid=77&channel=pickup&bruid=b1&pageurl=%2Fp&availabilityCheck=true&placement=bia${extra}`

  test('answers productsinfo: other products of the aisle first, available on the channel with availabilityCheck=true', async () => {
    const p = find((x) => x.cartCategory === '1P' && x.aisleName === 'Fresh Fruit')
    const reply = await json(await call(sim, query(p.id)))
    expect(reply.placement).toBe('bia')
    expect(reply.productsinfo.length).toBeGreaterThan(0)
    expect(reply.productsinfo.map((x: Json) => x.bpn)).not.toContain(p.id)
    expect(reply.productsinfo[0]).toMatchObject({ aisleName: p.aisleName })
    for (const x of reply.productsinfo) expect(x.channelInventory.pickup).toBeGreaterThan(0)
    expect(await code(await call(sim, `/api/pdreco/substitution?bpn=${p.id}&storeId=1100`))).toBe(SIM_CODES.missing)
  })

  test('with pgm 1P_B2B only own-brand (1P) products come back', async () => {
    const wine = find((x) => x.cartCategory === '1P_WINE')
    const all = await json(await call(sim, query(wine.id, '&availabilityCheck=false')))
    expect(all.productsinfo.some((x: Json) => x.cartCategory === '1P_WINE')).toBe(true)
    const b2b = await json(await call(sim, query(wine.id), { headers: { [HEADERS.program]: '1P_B2B' } }))
    expect(b2b.productsinfo.every((x: Json) => x.cartCategory === '1P')).toBe(true)
  })
})

describe('departments, products, brands', () => {
  test('departments answer the deals filter with product and deal counts; key narrows to one', async () => {
    const all = await json(await call(sim, '/api/catalog/departments?key=&storeId=1100'))
    expect(all.departments).toHaveLength(sim.state.departments.length)
    expect(all.departments.some((d: Json) => d.dealCount > 0)).toBe(true)
    const dairy = await json(await call(sim, '/api/catalog/departments?key=dairy&storeId=1100'))
    expect(dairy.departments).toEqual([expect.objectContaining({ key: 'dairy', name: 'Dairy, Eggs & Cheese' })])
    expect(await code(await call(sim, '/api/catalog/departments?storeId=0000'))).toBe(SIM_CODES.unknownStore)
  })

  test("product by bpn and by upc answer the seed's fields plus bpn, without seed bookkeeping; 404 when unknown", async () => {
    const p = find((x) => !!x.customizationOptions?.length)
    const byBpn = await json(await call(sim, `/api/catalog/products/bpn/${p.id}`))
    expect(byBpn).toMatchObject({ id: p.id, bpn: p.id, upc: p.upc, price: p.price, channelInventory: p.channelInventory })
    expect(byBpn).not.toHaveProperty('kinds')
    expect(byBpn).not.toHaveProperty('customizationOptions')
    expect((await json(await call(sim, `/api/catalog/products/upc/0${p.upc}`))).bpn).toBe(p.id)
    expect((await call(sim, '/api/catalog/products/bpn/nope')).status).toBe(404)
    expect((await call(sim, '/api/catalog/products/upc/1')).status).toBe(404)
  })

  test('product detail data and the brand index', async () => {
    const p = find((x) => !!x.customizationOptions?.length)
    const detail = await json(await call(sim, `/api/catalog/products/detail/${p.id}`))
    expect(detail.product.bpn).toBe(p.id)
    expect(detail.modifierGroups).toHaveLength(p.customizationOptions!.length)
    const brands = await json(await call(sim, '/api/catalog/brand-index?departmentKey=dairy'))
    expect(brands.brands.map((b: Json) => b.brand)).toContain('Clover Hill')
  })
})
