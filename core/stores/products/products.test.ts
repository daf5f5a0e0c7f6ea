import { describe, expect, it } from 'vitest'
import { control } from '../../../sim/testing'
import { SHOPPING_PATHS } from '../../rules/endpoints'
import { cartPage, SIM_NOW } from '../../../test/support/cart'
import { createProductStore } from './products'

async function setup(user?: string) {
  const page = await cartPage({ user })
  const store = createProductStore({ api: () => page.api, session: page.session, now: () => SIM_NOW, log: { warn() {} } })
  const calls = (fragment: string) => page.sent.filter((r) => new URL(r.url).pathname.includes(fragment))
  return { page, store, calls }
}

describe('product store', () => {
  it('reads a product once for every card that shows it, with the shopper store id', async () => {
    const { page, store, calls } = await setup('C')
    const id = page.sim.state.products[0]!.id
    await Promise.all([store.load(id), store.load(id), store.load(id)])
    await store.load(id)
    const reads = calls(SHOPPING_PATHS.productByBpn(id))
    expect(reads).toHaveLength(1)
    expect(new URL(reads[0]!.url).searchParams.get('storeId')).toBe(page.user!.storeId)
    expect(store.$products.get()[id]).toEqual({ status: 'ready', product: expect.objectContaining({ id }) })
  })

  it('reads the customisations of a customizable product only with a product number and store id [PRD-053]', async () => {
    const { page, store, calls } = await setup('C')
    const custom = page.sim.state.products.find((p) => p.isCustomizable && p.customizationOptions?.length)!
    await store.load(custom.id)
    expect(store.$products.get()[custom.id]?.customizations?.modifierGroups.map((g) => g.name)).toEqual(
      custom.customizationOptions!.map((g) => g.name),
    )
    const guest = await setup()
    await guest.store.load(custom.id)
    expect(guest.calls(SHOPPING_PATHS.prefCustomizations)).toEqual([])
    expect(guest.store.$products.get()[custom.id]?.status).toBe('ready')
    expect(calls(SHOPPING_PATHS.prefCustomizations)).toHaveLength(1)
  })

  it('marks a product that cannot be read as an error, and reads it again on the next load', async () => {
    const { page, store, calls } = await setup('C')
    const id = page.sim.state.products[0]!.id
    await control(page.sim, 'POST', '/faults', { path: '/catalog/products', status: 500 })
    await store.load(id)
    expect(store.$products.get()[id]).toEqual({ status: 'error' })
    const failedReads = calls(SHOPPING_PATHS.productByBpn(id)).length
    await control(page.sim, 'DELETE', '/faults')
    await store.load(id)
    expect(store.$products.get()[id]?.status).toBe('ready')
    expect(calls(SHOPPING_PATHS.productByBpn(id))).toHaveLength(failedReads + 1)
  })
})
