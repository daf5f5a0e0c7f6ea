// POST items (core/io/cart/cart.ts) with every API-032 field, against the in-process simulator, and
// fake fetches for replies the simulator never sends. The mini-cart call is in cart.test.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { signIn } from '../../../sim/testing'
import { PATHS } from '../../rules/endpoints'
import { HEADERS } from '../../rules/http'
import { snsItemFields } from '../../rules/products'
import { MALFORMED_CART_WARNING } from '../../rules/cart/shopping-api'
import { fakeFetch, pageConfig, type Reply } from '../../../test/support/api'
import { simApi } from '../../../test/support/sim-api'
import { createMemoryCookieJar } from '../cookies'
import { postItems } from './items'
import { createApiClient } from '../api/client'
import { isApiError } from '../api/errors'

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
const product = (where: (p: Sim['state']['products'][number]) => boolean) =>
  sim.state.products.find((p) => p.status === 'active' && where(p))!
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

describe('POST items', () => {
  it('sends a list of items with itemId, qty or selectedWeight, modifierOptionUPCs, entryId, comments and the subscription fields [API-032] [SNS-007]', async () => {
    const { client } = await shopper()
    const custom = product((p) => !!p.customizationOptions?.length)
    const upcs = custom.customizationOptions!.filter((g) => g.required).flatMap((g) => g.options.slice(0, g.minSelect).map((o) => o.upc))
    const weighed = product((p) => !!p.soldByWeight)
    const sns = product((p) => !!p.snsEligible && !p.soldByWeight)
    const items = [
      { itemId: custom.id, qty: 1, modifierOptionUPCs: upcs, entryId: 'entry-1', comments: 'extra toasted' },
      { itemId: weighed.id, selectedWeight: '1.25' },
      { itemId: sns.id, qty: 2, ...snsItemFields({ isFirstTimeSnsSub: true }) },
    ]
    const reply = await postItems(client.api, undefined, items)
    const request = client.last()
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe(`${PREFIX}${PATHS.cartItems}`)
    expect(await bodyOf(request)).toEqual({ items })
    expect((await bodyOf(request)).items).toContainEqual(
      expect.objectContaining({ isSnsSub: true, isFirstTimeSnsSub: true, snsFrequency: { count: 1, unit: 'WEEK' } }),
    )
    expect(reply.items).toEqual([
      expect.objectContaining({ itemId: custom.id, entryId: 'entry-1', modifierOptionUPCs: upcs, comments: 'extra toasted' }),
      expect.objectContaining({ itemId: weighed.id, selectedWeight: '1.25' }),
      expect.objectContaining({ itemId: sns.id, isSnsSub: true, cartCategory: '1P_SNS', snsFrequency: { unit: 'WEEK', count: 1 } }),
    ])
  })

  it('sends the pgm header on the business site, and own-brand lines go to 1P_B2B', async () => {
    const { client } = await shopper('B')
    const reply = await postItems(client.api, undefined, [
      { itemId: product((p) => p.cartCategory === '1P' && !p.soldByWeight).id, qty: 1 },
    ])
    expect(client.last().headers.get(HEADERS.program)).toBe('1P_B2B')
    expect(reply.items[0]?.cartCategory).toBe('1P_B2B')
  })

  it('a refused change surfaces as an http ApiError with the server code', async () => {
    const { client } = await shopper()
    const error = await postItems(client.api, undefined, [{ itemId: product((p) => !p.soldByWeight).id, selectedWeight: '1.00' }]).catch(
      (e: unknown) => e,
    )
    expect(isApiError(error) && error.status).toBe(400)
    expect(isApiError(error) && (error.details.body as { errors: { code: string }[] }).errors[0]?.code).toBe('WEIGHT_NOT_ALLOWED')
  })

  it('a malformed cart reply logs a warning and fails [ERR-021]', async () => {
    const log = { warn: vi.fn() }
    const { api } = fake(() => ({ text: '{"cartQty": 3, "truncated' }))
    const error = await postItems(api, 'c1', [{ itemId: '1', qty: 1 }], { log }).catch((e: unknown) => e)
    expect(isApiError(error) && error.kind).toBe('malformed')
    expect(log.warn).toHaveBeenCalledWith(MALFORMED_CART_WARNING(PATHS.cartItems), expect.anything())
    const shape = fake(() => ({ body: { cartId: 7, items: 'none' } }))
    await expect(postItems(shape.api, 'c1', [{ itemId: '1', qty: 1 }], { log })).rejects.toMatchObject({ kind: 'shape' })
    expect(log.warn).toHaveBeenCalledTimes(2)
  })

  it('an HTTP failure is not a malformed reply: no warning', async () => {
    const log = { warn: vi.fn() }
    const { api } = fake(() => ({ status: 500, body: { errors: [{ code: '500', message: 'down' }] } }))
    await expect(postItems(api, 'c1', [{ itemId: '1', qty: 1 }], { log })).rejects.toMatchObject({ kind: 'http', status: 500 })
    expect(log.warn).not.toHaveBeenCalled()
  })
})
