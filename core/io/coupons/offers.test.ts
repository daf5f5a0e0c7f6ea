// The coupon and offer reads (core/io/coupons/offers.ts) against the in-process simulator, and fake fetches for
// replies the simulator never sends.
import { beforeEach, describe, expect, it } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import { signIn } from '../../../sim/testing'
import { personalisationRequest } from '../../rules/coupons/carousel'
import { iconLogo, type LogoFragment as RulesLogoFragment } from '../../rules/coupons/classify'
import { isBoxTopAuthorised } from '../../rules/coupons/clip-flow'
import { OFFER_PATHS } from '../../rules/endpoints'
import { ENVIRONMENT_CONFIG } from '../../rules/env'
import { OFFERS_BY_UPC_ERROR } from '../../rules/errors'
import { HEADERS } from '../../rules/http'
import { GALLERY_FILTER_API_VERSION, OFFERS_BY_UPC_PROGRAM, OFFERS_PROGRAM_QUERY } from '../../rules/coupons/offers-api'
import { fakeFetch, pageConfig, type Reply } from '../../../test/support/api'
import { simApi } from '../../../test/support/sim-api'
import { createMemoryCookieJar } from '../cookies'
import { createApiClient } from '../api/client'
import { isApiError } from '../api/errors'
import {
  companionOffers,
  fetchCompanionGallery,
  fetchLogoFragment,
  fetchLoyaltyPartners,
  fetchOfferGallery,
  fetchOffersByUpc,
  fetchPersonalisedDeals,
  fetchUpcsByOffer,
  filterOfferGallery,
} from './offers'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const PREFIX = '/abs/qa1'
const STORE = '1100'
let sim: Sim
beforeEach(() => {
  sim = createSim({ clock: () => NOW, now: NOW })
})

async function shopper(key = 'C') {
  const { token } = await signIn(sim, { user: key })
  const user = sim.state.users.find((u) => u.key === key)!
  return { user, client: simApi(sim, { token, userType: user.userType, storeId: user.storeId }) }
}
const guest = () => simApi(sim, { userType: 'G' })
const urlOf = (request: Request) => new URL(request.url)
const query = (request: Request) => Object.fromEntries(urlOf(request).searchParams)
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

describe('offer gallery', () => {
  it('asks the registered gallery with offerPgm=PD-CC, storeId and transformOfferbyUpc=y and a bearer token for an authorised shopper [API-046] [CST-031]', async () => {
    const { user, client } = await shopper('C')
    const reply = await fetchOfferGallery(client.api, { storeId: STORE, guest: false })
    const request = client.last()
    expect(request.method).toBe('GET')
    expect(urlOf(request).pathname).toBe(`${PREFIX}${OFFER_PATHS.registeredGallery}`)
    expect(query(request)).toEqual({ offerPgm: OFFERS_PROGRAM_QUERY, storeId: STORE, transformOfferbyUpc: 'y' })
    expect(query(request).offerPgm).toBe('PD-CC')
    expect(request.headers.get(HEADERS.authorization)).toMatch(/^Bearer /)
    expect(reply.offers).toHaveLength(sim.state.offers.length)
    expect(reply.offers.filter((o) => o.status === 'C').map((o) => o.offerId)).toEqual(
      sim.state.offers.filter((o) => user.clipped.includes(o.offerId)).map((o) => o.offerId),
    )
    expect(reply.offersByUpc).toBeTruthy()
  })

  it('asks the guest offer path, with no token, for a guest [API-047]', async () => {
    const client = guest()
    const reply = await fetchOfferGallery(client.api, { storeId: STORE, guest: true })
    expect(urlOf(client.last()).pathname).toBe(`${PREFIX}${OFFER_PATHS.guestGallery}`)
    expect(query(client.last())).toEqual({ storeId: STORE })
    expect(client.last().headers.has(HEADERS.authorization)).toBe(false)
    expect(reply.offers.every((o) => o.status === 'U')).toBe(true)
  })

  it('passes unknown fields and refuses a named field of the wrong type as a shape error [API-084]', async () => {
    const ok = fake(() => ({ body: { offers: [{ offerId: '1', status: 'U', somethingNew: { deep: true } }], extra: 1 } }))
    const reply = await fetchOfferGallery(ok.api, { storeId: STORE, guest: true })
    expect(reply.offers[0]).toMatchObject({ offerId: '1', somethingNew: { deep: true } })
    const bad = fake(() => ({ body: { offers: [{ offerId: '1', deleted: { no: 1 } }] } }))
    const error = await fetchOfferGallery(bad.api, { storeId: STORE, guest: true }).catch((e: unknown) => e)
    expect(isApiError(error) && error.kind).toBe('shape')
    const missing = fake(() => ({ body: { coupons: [] } }))
    expect(isApiError(await fetchOfferGallery(missing.api, { storeId: STORE, guest: true }).catch((e: unknown) => e))).toBe(true)
  })

  it("surfaces the simulator's 401 for an expired token as an ApiError", async () => {
    const { token } = await signIn(sim, { user: 'C', tokenExpiresInMs: -1 })
    const client = simApi(sim, { token, userType: 'C' })
    const error = await fetchOfferGallery(client.api, { storeId: STORE, guest: false }).catch((e: unknown) => e)
    expect(isApiError(error) && error.status).toBe(401)
  })
})

describe('offer gallery filter', () => {
  it('POSTs ?storeId with {primaryCategoryNm: [category]} [API-049]', async () => {
    const { client } = await shopper('C')
    const category = sim.state.offers[0]!.category!
    const reply = await filterOfferGallery(client.api, { storeId: STORE, category, guest: false })
    const request = client.last()
    expect(request.method).toBe('POST')
    expect(urlOf(request).pathname).toBe(`${PREFIX}${OFFER_PATHS.galleryFilter}`)
    expect(query(request)).toEqual({ storeId: STORE })
    expect(await request.json()).toEqual({ primaryCategoryNm: [category] })
    expect(reply.offers.length).toBeGreaterThan(0)
  })

  it('sends content type, API key, version 3.0 and subscription key, plus the bearer token only when authorised [API-050]', async () => {
    const { client } = await shopper('R')
    await filterOfferGallery(client.api, { storeId: STORE, category: 'Dairy', guest: false })
    const h = client.last().headers
    expect(h.get('content-type')).toMatch(/^application\/json/)
    expect(h.get(HEADERS.apiKey)).toBeTruthy()
    expect(h.get(HEADERS.version)).toBe(GALLERY_FILTER_API_VERSION)
    expect(h.get(HEADERS.subscriptionKey)).toBe(ENVIRONMENT_CONFIG.local.subscriptionKey)
    expect(h.get(HEADERS.authorization)).toMatch(/^Bearer /)
    const anonymous = guest()
    await filterOfferGallery(anonymous.api, { storeId: STORE, category: 'Dairy', guest: true })
    expect(anonymous.last().headers.get(HEADERS.version)).toBe(GALLERY_FILTER_API_VERSION)
    expect(anonymous.last().headers.has(HEADERS.authorization)).toBe(false)
  })

  it('uses /dce/offergallery/anonymous/offers/filter for guests [API-051]', async () => {
    const client = guest()
    const reply = await filterOfferGallery(client.api, { storeId: STORE, category: sim.state.offers[0]!.category!, guest: true })
    expect(urlOf(client.last()).pathname).toBe(`${PREFIX}/dce/offergallery/anonymous/offers/filter`)
    expect(reply.offers.every((o) => o.status === 'U')).toBe(true)
  })
})

describe('companion gallery and personalisation', () => {
  it('sends storeId, rand, includeRedmBonusPathFPOffers=true, includeOnlyBonusOffer=y when asked, hpGuest=true for guests, and limit [API-052] [CPN-130]', async () => {
    const { client } = await shopper('C')
    await fetchCompanionGallery(client.api, { storeId: STORE, guest: false })
    const plain = query(client.last())
    expect(Object.keys(plain).sort()).toEqual(['includeRedmBonusPathFPOffers', 'rand', 'storeId'])
    expect(plain.includeRedmBonusPathFPOffers).toBe('true')
    const anonymous = guest()
    const reply = await fetchCompanionGallery(anonymous.api, { storeId: STORE, guest: true, onlyBonusOffers: true, limit: 12 })
    expect(query(anonymous.last())).toMatchObject({
      storeId: STORE,
      includeRedmBonusPathFPOffers: 'true',
      includeOnlyBonusOffer: 'y',
      hpGuest: 'true',
      limit: '12',
    })
    expect(companionOffers(reply).length).toBeGreaterThan(0)
    for (let i = 0; i < 30; i++) {
      await fetchCompanionGallery(anonymous.api, { storeId: STORE, guest: true, limit: 1 })
      const rand = Number(query(anonymous.last()).rand)
      expect(Number.isInteger(rand) && rand >= 0 && rand <= 1_000_000).toBe(true)
    }
  })

  it('reads companionGalleryOffer (a map of offers), or offers when it is absent [API-053]', async () => {
    const map = fake(() => ({ body: { companionGalleryOffer: { 1: { offerId: '1' }, 2: { offerId: '2' } } } }))
    expect(companionOffers(await fetchCompanionGallery(map.api, { storeId: STORE, guest: true })).map((o) => o.offerId)).toEqual(['1', '2'])
    const list = fake(() => ({ body: { offers: [{ offerId: '3' }] } }))
    expect(companionOffers(await fetchCompanionGallery(list.api, { storeId: STORE, guest: true })).map((o) => o.offerId)).toEqual(['3'])
    const neither = fake(() => ({ body: {} }))
    expect(companionOffers(await fetchCompanionGallery(neither.api, { storeId: STORE, guest: true }))).toEqual([])
  })

  it('refuses a 200 companion reply that is a JSON list: a failed read, not an answer without offers [API-053] [CPN-089]', async () => {
    const listed = fake(() => ({ body: [{ offerId: '1' }] }))
    const error = await fetchCompanionGallery(listed.api, { storeId: STORE, guest: true, onlyBonusOffers: true }).catch((e: unknown) => e)
    expect(isApiError(error) && error.kind).toBe('shape')
  })

  it('POSTs the personalisation body with platform web and reads dealsInfo [API-055] [CAR-016]', async () => {
    const { user, client } = await shopper('C')
    const body = personalisationRequest({
      modelConfigurationId: 'j4u',
      assortmentChannel: 'delivery',
      banner: 'freshway',
      storeId: STORE,
      householdId: user.householdId,
      uiPageSize: 4,
      zipCode: '21202',
      host: 'freshway.localhost',
    })
    const reply = await fetchPersonalisedDeals(client.api, body)
    const sent = (await client.last().json()) as Record<string, unknown>
    expect(Object.keys(sent).sort()).toEqual([
      'assortmentChannel',
      'banner',
      'host',
      'householdId',
      'modelConfigurationId',
      'platform',
      'storeId',
      'uiPageSize',
      'zipCode',
    ])
    expect(sent.platform).toBe('web')
    expect(reply.dealsInfo?.map((d) => d.offerId)).toEqual(sim.state.dealsInfo.slice(0, 4).map((d) => d.offerId))
    const empty = fake(() => ({ body: {} }))
    expect((await fetchPersonalisedDeals(empty.api, body)).dealsInfo).toBeUndefined()
  })
})

describe('offer look-ups', () => {
  it('asks upcs-by-offer with storeId and offerId [API-063]', async () => {
    const client = guest()
    const offer = sim.state.offers[2]!
    expect(await fetchUpcsByOffer(client.api, { storeId: STORE, offerId: offer.offerId })).toEqual(offer.upcList)
    expect(query(client.last())).toEqual({ storeId: STORE, offerId: offer.offerId })
  })

  it('resets the UPC list to empty when the CMS offer (upcs-by-offer) call fails or answers malformed [ERR-036]', async () => {
    const client = guest()
    const offer = sim.state.offers[2]!
    expect(offer.upcList.length).toBeGreaterThan(0)
    sim.state.faults.push({ path: OFFER_PATHS.upcsByOffer, status: 500 })
    expect(await fetchUpcsByOffer(client.api, { storeId: STORE, offerId: offer.offerId })).toEqual([])
    sim.state.faults.length = 0
    expect(await fetchUpcsByOffer(client.api, { storeId: STORE, offerId: offer.offerId })).toEqual(offer.upcList)
    const malformed = fake(() => ({ text: '{"upcList": ' }))
    expect(await fetchUpcsByOffer(malformed.api, { storeId: STORE, offerId: offer.offerId })).toEqual([])
  })

  it('POSTs the UPC list with storeId and offerPgm=CC-PD, and padded UPCs find the same offers [API-065] [CPN-128] [CST-031]', async () => {
    const client = guest()
    const offer = sim.state.offers.find((o) => o.upcList.some((u) => !u.startsWith('0')))!
    const bare = offer.upcList.find((u) => !u.startsWith('0'))!
    const byUpc = await fetchOffersByUpc(client.api, { storeId: STORE, upcs: [`00${bare}`, bare] })
    const request = client.last()
    expect(request.method).toBe('POST')
    expect(query(request)).toEqual({ storeId: STORE, offerPgm: OFFERS_BY_UPC_PROGRAM })
    expect(query(request).offerPgm).toBe('CC-PD')
    expect(await request.json()).toEqual([`00${bare}`, bare])
    expect(byUpc[bare]?.map((o) => o.offerId)).toContain(offer.offerId)
    expect(byUpc[`00${bare}`]?.map((o) => o.offerId)).toEqual(byUpc[bare]?.map((o) => o.offerId))
  })

  it("throws 'Error in getting offers by upc' on any failure [ERR-038]", async () => {
    const client = guest()
    sim.state.faults.push({ path: OFFER_PATHS.offersByUpc, status: 503, times: 1 })
    await expect(fetchOffersByUpc(client.api, { storeId: STORE, upcs: ['1'] })).rejects.toThrow(new Error(OFFERS_BY_UPC_ERROR))
    sim.state.faults.push({ path: OFFER_PATHS.offersByUpc, network: true, times: 1 })
    await expect(fetchOffersByUpc(client.api, { storeId: STORE, upcs: ['1'] })).rejects.toThrow(new Error(OFFERS_BY_UPC_ERROR))
    const shape = fake(() => ({ body: { offers: [] } }))
    const error = await fetchOffersByUpc(shape.api, { storeId: STORE, upcs: ['1'] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe(OFFERS_BY_UPC_ERROR)
    expect(isApiError((error as Error).cause)).toBe(true)
  })
})

describe('logos and loyalty partners', () => {
  it('reads the fresh-pass, Just-for-U and rewards logos from the logo fragment JSON [API-070]', async () => {
    const result = await fetchLogoFragment(guest().api)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    for (const logo of [result.logos.freshPass, result.logos.justForU, result.logos.rewards])
      expect(logo.src).toMatch(/^data:image\/svg\+xml,/)
    // the card rules read the fragment as it comes (CPN-118)
    const fragment: RulesLogoFragment = result.logos
    expect(iconLogo('rewards', fragment)?.src).toBe(result.logos.rewards.src)
  })

  it('answers an error result instead of throwing when the logo fetch fails [ERR-044]', async () => {
    sim.state.faults.push({ path: OFFER_PATHS.logoFragment, status: 500 })
    const result = await fetchLogoFragment(guest().api)
    expect(result.ok).toBe(false)
    expect(!result.ok && isApiError(result.error) && result.error.status).toBe(500)
    const partial = fake(() => ({ body: { freshPass: { src: 'x' } } }))
    expect((await fetchLogoFragment(partial.api)).ok).toBe(false)
  })

  it('reads [{name, planNumber}] from the loyalty partners path, where General Mills marks a box-top shopper [API-069]', async () => {
    const e = await shopper('E')
    const partners = await fetchLoyaltyPartners(e.client.api)
    expect(urlOf(e.client.last()).pathname).toBe(`${PREFIX}${OFFER_PATHS.loyaltyPartners}`)
    expect(partners).toEqual([{ name: 'General Mills', planNumber: `GM${e.user.clubCardNumber}` }])
    expect(isBoxTopAuthorised(partners.map((p) => ({ name: p.name ?? undefined, planNumber: p.planNumber ?? undefined })))).toBe(true)
    const c = await shopper('C')
    expect(await fetchLoyaltyPartners(c.client.api)).toEqual([])
  })
})
