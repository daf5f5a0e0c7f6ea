import { describe, expect, it } from 'vitest'
import { fakeFetch, pageConfig } from '../../../test/support/api'
import { createMemoryCookieJar } from '../cookies'
import { fetchMiniCart } from './cart'
import { postItems } from './items'
import { createApiClient } from '../api/client'

function api(handler: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(handler)
  const client = createApiClient({
    config: pageConfig('freshway.localhost'),
    session: { current: () => ({ token: 't', userType: 'C' }), refresh: async () => undefined },
    cookies: createMemoryCookieJar(),
    fetch: fake.fetch,
  })
  return { client, requests: fake.requests }
}

describe('cart calls', () => {
  it('GETs the mini cart with a random rand and the cart id only when there is one [API-039]', async () => {
    const { client, requests } = api(() => ({
      body: { cartId: 'c1', cartQty: '3', cartPrice: 4.5, storeId: 1100, items: [{ itemId: 9, qty: 3 }] },
    }))
    const reply = await fetchMiniCart(client, 'c1')
    expect(reply).toEqual({ cartId: 'c1', cartQty: 3, cartPrice: 4.5, storeId: '1100', items: [{ itemId: '9', qty: 3 }] })
    await fetchMiniCart(client)
    const [withId, withoutId] = requests.map((r) => new URL(r.url))
    expect(withId?.pathname).toBe('/abs/qa1/api/cart/minicart')
    expect(withId?.searchParams.get('id')).toBe('c1')
    expect(Number(withId?.searchParams.get('rand'))).toBeGreaterThanOrEqual(0)
    expect(withoutId?.searchParams.has('id')).toBe(false)
    expect(withoutId?.searchParams.get('rand')).toMatch(/^\d+$/)
    expect(requests[0]?.method).toBe('GET')
  })

  it('refuses a mini-cart reply without a count as a shape error instead of showing a wrong badge', async () => {
    const { client } = api(() => ({ body: { cartId: 'c1' } }))
    await expect(fetchMiniCart(client)).rejects.toMatchObject({ kind: 'shape' })
  })

  it('POSTs item changes as a list with absolute quantities and the cart id in the query', async () => {
    const { client, requests } = api(() => ({ body: { cartId: 'c1', items: [{ itemId: '9', qty: 2 }], cartQty: 2 } }))
    await postItems(client, 'c1', [{ itemId: '9', qty: 2 }])
    const request = requests[0]
    expect(request?.method).toBe('POST')
    expect(new URL(request?.url ?? '').searchParams.get('cartId')).toBe('c1')
    expect(await request?.json()).toEqual({ items: [{ itemId: '9', qty: 2 }] })
  })
})
