// Clip, list add and remove, and the shopper's list (core/io/coupons/offers-list.ts), against the
// in-process simulator and fake fetches for answers the simulator never gives.
import { beforeEach, describe, expect, it } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import type { SimOffer } from '../../../sim/data'
import { signIn } from '../../../sim/testing'
import { CLIP_FAILED_BAD_STATUS, CLIP_FAILED_NO_ITEMS, CLIP_LOG_LABEL, COUPON_EXPIRED, opensErrorModal } from '../../rules/coupons/clip'
import { CLIPPED, type Offer, UNCLIPPED } from '../../rules/coupons/offer'
import { OFFER_PATHS } from '../../rules/endpoints'
import { HEADERS } from '../../rules/http'
import { SHOPPING_LIST_API_VERSION } from '../../rules/coupons/offers-api'
import { fakeFetch, pageConfig, type Reply } from '../../../test/support/api'
import { simApi } from '../../../test/support/sim-api'
import { createMemoryCookieJar } from '../cookies'
import { createApiClient } from '../api/client'
import { addToList, clipOffer, fetchShoppingList, firstItemStatus, removeFromList, shoppingListItems } from './offers-list'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const TODAY = '2030-05-14'
const PREFIX = '/abs/qa1'
const STORE = '1100'
let sim: Sim
beforeEach(() => {
  sim = createSim({ clock: () => NOW, now: NOW })
})

async function shopper(key = 'R') {
  const { token } = await signIn(sim, { user: key })
  const user = sim.state.users.find((u) => u.key === key)!
  return { user, client: simApi(sim, { token, userType: user.userType, storeId: user.storeId }) }
}
const live = (o: SimOffer) => o.endDate.slice(0, 10) > TODAY
const pick = (test: (o: SimOffer) => boolean) => sim.state.offers.find(test)!
const asOffer = (o: SimOffer, status: Offer['status'] = UNCLIPPED, deleted = false) => ({
  id: o.offerId,
  offerPgm: o.offerPgm,
  status,
  deleted,
})
const fake = (handler: (request: Request) => Reply) =>
  createApiClient({
    config: pageConfig('freshway.localhost'),
    session: { current: () => ({}), refresh: async () => undefined },
    cookies: createMemoryCookieJar(),
    fetch: fakeFetch(handler).fetch,
  })

describe('clip', () => {
  it('POSTs ?storeId with a C and an L item, each with clipType, itemId and itemType, and reads status 1 as clipped [API-056] [API-057] [CPN-035]', async () => {
    const { user, client } = await shopper('R')
    const offer = pick((o) => o.kind === 'coupon-cc' && live(o))
    const outcome = await clipOffer(client.api, { storeId: STORE, offer: asOffer(offer) })
    const request = client.last()
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe(`${PREFIX}${OFFER_PATHS.clip}`)
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ storeId: STORE })
    expect(await request.json()).toEqual({
      items: [
        { clipType: 'C', itemId: offer.offerId, itemType: offer.offerPgm },
        { clipType: 'L', itemId: offer.offerId, itemType: offer.offerPgm },
      ],
    })
    expect(outcome).toEqual({ kind: 'clipped', itemId: offer.offerId })
    expect(user.clipped).toContain(offer.offerId)
  })

  it('sends only the L item for a clipped offer removed from the list, which goes back on the list [API-057]', async () => {
    const { user, client } = await shopper('C')
    const deleted = pick((o) => user.clipped.includes(o.offerId) && !user.list.includes(o.offerId) && live(o))
    const outcome = await clipOffer(client.api, { storeId: STORE, offer: asOffer(deleted, CLIPPED, true) })
    expect(await client.last().json()).toEqual({ items: [{ clipType: 'L', itemId: deleted.offerId, itemType: deleted.offerPgm }] })
    expect(outcome.kind).toBe('clipped')
    expect(user.list).toContain(deleted.offerId)
  })

  it("reads status 0 as expired and logs 'Coupon Expired' with the server's code and message [API-058] [ERR-025] [CPN-036]", async () => {
    const { client } = await shopper('R')
    const outcome = await clipOffer(client.api, { storeId: STORE, offer: asOffer(pick((o) => o.kind === 'expired')) })
    expect(outcome).toEqual({
      kind: 'expired',
      modal: true,
      log: { label: CLIP_LOG_LABEL, message: COUPON_EXPIRED, code: 'OFFER_EXPIRED', errorMessage: 'This offer has expired.' },
    })
    expect(opensErrorModal(outcome)).toBe(true)
  })

  it("reads any other status as failed and logs 'Coupon Clip failed - status is not either 0 or 1' [ERR-026] [CPN-037]", async () => {
    const { client } = await shopper('R')
    const outcome = await clipOffer(client.api, { storeId: STORE, offer: asOffer(pick((o) => o.kind === 'weekly-ad' && live(o))) })
    expect(outcome).toEqual({ kind: 'failed', modal: true, log: { label: CLIP_LOG_LABEL, message: CLIP_FAILED_BAD_STATUS } })
    for (const status of [-1, 3, '2']) {
      expect(
        await clipOffer(
          fake(() => ({ body: { items: [{ status }] } })),
          { storeId: STORE, offer: asOffer(sim.state.offers[0]!) },
        ),
      ).toMatchObject({ kind: 'failed', log: { message: CLIP_FAILED_BAD_STATUS } })
    }
  })

  it("logs 'Coupon Clip failed - items is not defined' for a 200 answer without items [ERR-027]", async () => {
    const offer = asOffer(sim.state.offers[0]!)
    for (const reply of [{ body: {} }, { body: { items: [] } }, { body: { items: null } }, { text: '{"items": [' }] as Reply[]) {
      const outcome = await clipOffer(
        fake(() => reply),
        { storeId: STORE, offer },
      )
      expect(outcome, JSON.stringify(reply)).toEqual({
        kind: 'failed',
        modal: true,
        log: { label: CLIP_LOG_LABEL, message: CLIP_FAILED_NO_ITEMS },
      })
    }
  })

  it("logs '{status}: Coupon Clip failed' with the first error's code and message on an HTTP failure, opens no modal and changes nothing [ERR-028] [ERR-029] [ERR-030]", async () => {
    const { user, client } = await shopper('R')
    const outcome = await clipOffer(client.api, {
      storeId: STORE,
      offer: { id: 'nope', offerPgm: 'CC', status: UNCLIPPED, deleted: false },
    })
    expect(outcome).toEqual({
      kind: 'http-error',
      modal: false,
      log: {
        label: CLIP_LOG_LABEL,
        message: '400: Coupon Clip failed',
        code: 'OFFER_NOT_FOUND',
        errorMessage: 'Offer nope does not exist.',
      },
    })
    expect(opensErrorModal(outcome)).toBe(false)
    expect(outcome.kind).not.toBe('clipped')
    expect(user.clipped).toEqual([])
    sim.state.faults.push({
      path: OFFER_PATHS.clip,
      status: 503,
      body: { errors: [{ code: 'DOWN', message: 'Down for maintenance.' }] },
      times: 1,
    })
    const down = await clipOffer(client.api, { storeId: STORE, offer: asOffer(pick((o) => o.kind === 'coupon-cc' && live(o))) })
    expect(down).toMatchObject({
      kind: 'http-error',
      log: { message: '503: Coupon Clip failed', code: 'DOWN', errorMessage: 'Down for maintenance.' },
    })
    expect(user.clipped).toEqual([])
  })

  it('treats a call that got no answer as an HTTP failure with status 0', async () => {
    const { client } = await shopper('R')
    sim.state.faults.push({ path: OFFER_PATHS.clip, network: true, times: 1 })
    const outcome = await clipOffer(client.api, { storeId: STORE, offer: asOffer(sim.state.offers[0]!) })
    expect(outcome).toMatchObject({ kind: 'http-error', modal: false, log: { message: '0: Coupon Clip failed' } })
  })
})

describe('the business site', () => {
  it('clips at the page origin on a host containing business, every other call at the API origin [ENV-030]', async () => {
    const seen: string[] = []
    const handler = (request: Request): Reply => {
      seen.push(new URL(request.url).origin + new URL(request.url).pathname)
      return { status: 200, body: { items: [{ status: 1, itemId: '1' }] } }
    }
    const business = createApiClient({
      config: pageConfig('business.freshway.localhost', { overrides: { apiOrigin: 'https://api.freshway.localhost' } }),
      session: { current: () => ({}), refresh: async () => undefined },
      cookies: createMemoryCookieJar(),
      fetch: fakeFetch(handler).fetch,
    })
    expect(
      (await clipOffer(business, { storeId: STORE, offer: { id: '1', offerPgm: 'CC', status: UNCLIPPED, deleted: false } })).kind,
    ).toBe('clipped')
    await addToList(business, { storeId: STORE, items: [{ itemId: '1', itemType: 'CC', wsSource: 'J4U' }] }).catch(() => undefined)
    expect(seen).toEqual([
      `https://business.freshway.localhost${PREFIX}${OFFER_PATHS.clip}`,
      `https://api.freshway.localhost${PREFIX}${OFFER_PATHS.listAdd}`,
    ])
    seen.length = 0
    const storefront = fake(handler)
    await clipOffer(storefront, { storeId: STORE, offer: { id: '1', offerPgm: 'CC', status: UNCLIPPED, deleted: false } })
    expect(seen).toEqual([`https://freshway.localhost${PREFIX}${OFFER_PATHS.clip}`])
  })
})

describe("the shopper's list", () => {
  it('adds with ?storeId and items of clipType L, itemId, itemType and wsSource, reading items[0].status; the list then holds it [API-060] [CPN-131]', async () => {
    const { client } = await shopper('R')
    const offer = pick((o) => o.kind === 'weekly-ad')
    const reply = await addToList(client.api, {
      storeId: STORE,
      items: [{ itemId: offer.offerId, itemType: offer.offerPgm, wsSource: 'weekly-ad' }],
    })
    const request = client.last()
    expect(new URL(request.url).pathname).toBe(`${PREFIX}${OFFER_PATHS.listAdd}`)
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ storeId: STORE })
    expect(await request.json()).toEqual({
      items: [{ clipType: 'L', itemId: offer.offerId, itemType: offer.offerPgm, wsSource: 'weekly-ad' }],
    })
    expect(firstItemStatus(reply)).toBe(1)
    expect(shoppingListItems(await fetchShoppingList(client.api, { storeId: STORE })).map((i) => i.id)).toEqual([offer.offerId])
  })

  it('removes with items holding the list item ids, reading items[0].status; the list then lacks it [API-061] [CPN-132]', async () => {
    const { user, client } = await shopper('C')
    const id = user.list[0]!
    const reply = await removeFromList(client.api, [id])
    expect(new URL(client.last().url).pathname).toBe(`${PREFIX}${OFFER_PATHS.listRemove}`)
    expect(await client.last().json()).toEqual({ items: [{ id }] })
    expect(firstItemStatus(reply)).toBe(1)
    expect(shoppingListItems(await fetchShoppingList(client.api, { storeId: STORE })).map((i) => i.id)).not.toContain(id)
  })

  it("GETs the page's list path with storeId, rand and a cache-busting suffix and reads shoppingLists[0].items [API-066]", async () => {
    const { user, client } = await shopper('C')
    const items = shoppingListItems(await fetchShoppingList(client.api, { storeId: STORE }))
    const q = Object.fromEntries(new URL(client.last().url).searchParams)
    expect(Object.keys(q).sort()).toEqual(['_', 'rand', 'storeId'])
    expect(q.storeId).toBe(STORE)
    expect(items.map((i) => i.id)).toEqual(user.list)
    expect(items.every((i) => i.referenceId && i.itemType && i.source)).toBe(true)
    const net = fakeFetch(() => ({ body: { shoppingLists: [{ items: [{ id: 'x' }] }] } }))
    const api = createApiClient({
      config: pageConfig('freshway.localhost'),
      session: { current: () => ({}), refresh: async () => undefined },
      cookies: createMemoryCookieJar(),
      fetch: net.fetch,
    })
    expect(shoppingListItems(await fetchShoppingList(api, { storeId: STORE, path: '/api/page/list' }))).toEqual([{ id: 'x' }])
    expect(new URL(net.requests[0]!.url).pathname).toBe(`${PREFIX}/api/page/list`)
  })

  it('sends version header 4.0 only when asked [API-068]', async () => {
    const { client } = await shopper('C')
    await fetchShoppingList(client.api, { storeId: STORE })
    expect(client.last().headers.has(HEADERS.version)).toBe(false)
    await fetchShoppingList(client.api, { storeId: STORE, version4: true })
    expect(client.last().headers.get(HEADERS.version)).toBe(SHOPPING_LIST_API_VERSION)
  })
})
