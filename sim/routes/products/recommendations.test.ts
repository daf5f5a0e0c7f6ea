// Recommendation, carousel and content routes of the simulator (sim/routes/products/recommendations.ts).
import { beforeEach, describe, expect, test } from 'vitest'
import { HEADERS } from '../../../core/rules/http'
import { SMART_BASKET_PAGE_SIZE } from '../../../core/rules/products'
import { SHOPPING_HEADERS, SPONSORED_MAX_RESULTS } from '../../../core/rules/cart/shopping-api'
import { createSim, type Sim } from '../../app'
import { call, signIn, type SignedIn } from '../../testing'
import { purchaseHistory } from './recommendations'
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
const user = () => sim.state.users.find((u) => u.key === 'C')!

describe('smart basket', () => {
  const basket = (query: string, hh = user().householdId) =>
    call(sim, `/api/purchase-history/smart-basket/${hh}?${query}`, { headers: signed.auth })

  test("pages the household's purchase history by 50, leaving out cart items and unavailable ones when asked", async () => {
    const history = purchaseHistory(sim.state, user())
    expect(history.length).toBeGreaterThan(SMART_BASKET_PAGE_SIZE)
    const first = await json(
      await basket('availabilityCheck=false&storeId=1100&pageNo=1&pageSize=50&excludeCartItems=false&placement=quick-add-basket'),
    )
    expect(first).toMatchObject({ pageNo: 1, pageSize: 50, totalCount: history.length, placement: 'quick-add-basket' })
    expect(first.products).toHaveLength(50)
    expect(first.products[0]).toMatchObject({ itemId: history[0]?.product.id, bpn: history[0]?.product.id })
    const second = await json(await basket('storeId=1100&pageNo=2&pageSize=50'))
    expect(second.products).toHaveLength(history.length - 50)

    const inCart = history[0]!.product
    const weighed = inCart.soldByWeight ? { selectedWeight: String(inCart.minWeight) } : { qty: 1 }
    await call(sim, '/api/cart/v2/items', { method: 'POST', headers: signed.auth, body: { items: [{ itemId: inCart.id, ...weighed }] } })
    const excluded = await json(await basket('storeId=1100&excludeCartItems=true'))
    expect(excluded.products.map((p: Json) => p.itemId)).not.toContain(inCart.id)
    const available = await json(await basket('storeId=1100&availabilityCheck=true'))
    expect(available.totalCount).toBeLessThanOrEqual(history.length)
  })

  test("is the signed-in household's only; storeId and a page size up to 50 are required", async () => {
    expect((await basket('storeId=1100', 'other-household')).status).toBe(403)
    expect((await call(sim, `/api/purchase-history/smart-basket/${user().householdId}?storeId=1100`)).status).toBe(401)
    expect(await code(await basket('pageNo=1'))).toBe(SIM_CODES.missing)
    expect(await code(await basket('storeId=1100&pageSize=51'))).toBe(SIM_CODES.badField)
  })
})

describe('product grid', () => {
  test('needs the platform header; sorts by FREQUENCY or PURCHASE_DATE', async () => {
    const grid = (body: unknown, headers: Record<string, string> = { ...signed.auth, [HEADERS.platform]: 'web' }) =>
      call(sim, '/api/purchase-history/product-grid', { method: 'POST', headers, body })
    expect(await code(await grid({ storeId: '1100' }, signed.auth))).toBe(SIM_CODES.missing)
    const byFrequency = await json(await grid({ storeId: '1100', sort: 'FREQUENCY', pageSize: 20 }))
    const counts = byFrequency.products.map((p: Json) => p.purchaseCount as number)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(byFrequency.products).toHaveLength(20)
    const byDate = await json(await grid({ storeId: '1100', sort: 'PURCHASE_DATE' }))
    const dates = byDate.products.map((p: Json) => p.lastPurchaseDate as string)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})

describe('product recommendations', () => {
  const recommend = (body: unknown, query = '', headers: Record<string, string> = { [HEADERS.platform]: 'web' }) =>
    call(sim, `/api/recommendations/carousel${query}`, { method: 'POST', headers, body })
  const body = {
    storeId: '1100',
    banner: 'freshway',
    assortmentChannel: 'delivery',
    host: 'freshway.localhost',
    pageURL: '/p',
    cartItems: [{ bpn: '970000001' }],
  }

  test('answers products, not those in the cart, with offers when includeOffer=true; B2B gets own-brand only', async () => {
    const plain = await json(await recommend(body))
    expect(plain.products.length).toBeGreaterThan(0)
    expect(plain.products.map((p: Json) => p.bpn)).not.toContain('970000001')
    expect(plain.products[0]).not.toHaveProperty('offers')
    const withOffers = await json(await recommend(body, '?includeOffer=true'))
    expect(withOffers.products.every((p: Json) => Array.isArray(p.offers))).toBe(true)
    const b2b = await json(await recommend(body, '', { [HEADERS.platform]: 'web', [HEADERS.program]: '1P_B2B' }))
    expect(b2b.products.every((p: Json) => p.cartCategory === '1P')).toBe(true)
  })

  test('refuses a call without platform, storeId or banner, and cartItems that are not {bpn}', async () => {
    expect(await code(await recommend(body, '', {}))).toBe(SIM_CODES.missing)
    expect(await code(await recommend({ ...body, banner: '' }))).toBe(SIM_CODES.missing)
    expect(await code(await recommend({ ...body, cartItems: ['970000001'] }))).toBe(SIM_CODES.badField)
  })
})

describe('landing-page content', () => {
  test("needs headers zone, store id and banner and screenName 'landing-pages'", async () => {
    const headers = { [SHOPPING_HEADERS.zone]: 'hero', [HEADERS.storeId]: '1100', [HEADERS.banner]: 'freshway' }
    const page = (h: Record<string, string>, b: unknown = { screenName: 'landing-pages' }) =>
      call(sim, '/api/content/targeted/landing-pages', { method: 'POST', headers: h, body: b })
    const reply = await json(await page(headers))
    expect(reply).toMatchObject({ screenName: 'landing-pages', zone: 'hero' })
    expect(reply.content.map((c: Json) => c.type)).toEqual(['product-carousel', 'banner'])
    expect(await code(await page({ ...headers, [SHOPPING_HEADERS.zone]: '' }))).toBe(SIM_CODES.missing)
    expect(await code(await page(headers, { screenName: 'home' }))).toBe(SIM_CODES.badField)
  })
})

describe('sponsored search', () => {
  const search = (query: string) => call(sim, `/api/sponsored/search?storeid=1100&banner=freshway&${query}`)

  test('answers response.docs, at most max-result and never more than 8', async () => {
    const eight = await json(await search('max-result=8&pagename=cross-sell'))
    expect(eight.response.docs).toHaveLength(SPONSORED_MAX_RESULTS)
    expect(eight.pagename).toBe('cross-sell')
    expect((await json(await search('max-result=20'))).response.docs).toHaveLength(SPONSORED_MAX_RESULTS)
    expect((await json(await search('max-result=3'))).response.docs).toHaveLength(3)
    expect(eight.response.docs[0]).toMatchObject({ sponsored: true, adId: expect.stringMatching(/^ad-/) })
  })

  test('filters by bpn (its department), exclude-bpn, category-id and channel; in-store is not a channel here', async () => {
    const anchor = sim.state.products.find((p) => p.departmentKey === 'dairy' && p.status === 'active')!
    const docs = (await json(await search(`max-result=8&bpn=${anchor.id}`))).response.docs as Json[]
    expect(docs.every((d) => d.department === anchor.department && d.bpn !== anchor.id)).toBe(true)
    const excluded = (await json(await search(`max-result=8&bpn=${anchor.id}&exclude-bpn=${docs[0]?.bpn}`))).response.docs as Json[]
    expect(excluded.map((d) => d.bpn)).not.toContain(docs[0]?.bpn)
    const snacks = (await json(await search('max-result=8&category-id=snacks&channel=pickup'))).response.docs as Json[]
    expect(snacks.every((d) => d.departmentKey === 'snacks' && d.channelInventory.pickup > 0)).toBe(true)
    expect(await code(await search('max-result=8&channel=instore'))).toBe(SIM_CODES.badField)
    expect(await code(await search('channel=pickup'))).toBe(SIM_CODES.missing)
  })
})
