// The offer routes of sim/routes/coupons/offers.ts: galleries, filter, companion gallery, instant allocation,
// personalisation, look-ups, logos and loyalty partners (clip and list: offers-list.test.ts).
import { beforeEach, describe, expect, test } from 'vitest'
import { WELCOME_OFFERS_EVENT } from '../../../core/rules/coupons/offer'
import { OFFER_PATHS } from '../../../core/rules/endpoints'
import { HEADERS } from '../../../core/rules/http'
import { UNLIMITED_CAROUSEL_LIMIT } from '../../../core/rules/coupons/carousel'
import { GALLERY_FILTER_API_VERSION, OFFERS_BY_UPC_PROGRAM, OFFERS_PROGRAM_QUERY } from '../../../core/rules/coupons/offers-api'
import { createSim, type Sim } from '../../app'
import type { SimOffer, SimUser } from '../../data'
import { call, signIn } from '../../testing'
import { GENERAL_MILLS, LOGO_FRAGMENT, OFFER_SIM_CODES } from './offers-shared'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
let sim: Sim
beforeEach(() => {
  sim = createSim({ clock: () => NOW, now: NOW })
})

type Json = Record<string, unknown> & { errors?: { code: string; message: string }[] }
type View = SimOffer & { kind?: string }
const json = async (response: Response) => (await response.json()) as Json
const user = (key: string) => sim.state.users.find((u) => u.key === key) as SimUser
const offerOfKind = (kind: string, pick: (o: SimOffer) => boolean = () => true) =>
  sim.state.offers.find((o) => o.kind === kind && pick(o)) as SimOffer
const STORE = '1100'
const filterHeaders = (extra: Record<string, string> = {}) => ({
  [HEADERS.apiKey]: 'key',
  [HEADERS.version]: GALLERY_FILTER_API_VERSION,
  ...extra,
})

describe('registered and guest gallery', () => {
  test('refuses the registered gallery without a token, and with an expired one', async () => {
    const url = `${OFFER_PATHS.registeredGallery}?offerPgm=${OFFERS_PROGRAM_QUERY}&storeId=${STORE}`
    expect((await call(sim, url)).status).toBe(401)
    const expired = await signIn(sim, { user: 'C', tokenExpiresInMs: -1 })
    const response = await call(sim, url, { headers: expired.auth })
    expect(response.status).toBe(401)
    expect((await json(response)).errors?.[0]?.code).toBe('401')
  })

  test("gives every offer the signed-in user's status: C when clipped, deleted when clipped but off the list", async () => {
    const { auth } = await signIn(sim, { user: 'C' })
    const c = user('C')
    const reply = await json(
      await call(sim, `${OFFER_PATHS.registeredGallery}?offerPgm=${OFFERS_PROGRAM_QUERY}&storeId=${STORE}`, { headers: auth }),
    )
    const offers = reply.offers as View[]
    expect(offers).toHaveLength(sim.state.offers.length)
    for (const o of offers) {
      const clipped = c.clipped.includes(o.offerId)
      expect(o.status, o.offerId).toBe(clipped ? 'C' : 'U')
      expect(Boolean(o.deleted), o.offerId).toBe(clipped && !c.list.includes(o.offerId))
      expect(o).not.toHaveProperty('kind')
    }
    expect(offers.some((o) => o.status === 'C' && o.deleted)).toBe(true)
    expect(reply).not.toHaveProperty('offersByUpc')
  })

  test('adds offersByUpc keyed by the UPC without leading zeros when transformOfferbyUpc=y', async () => {
    const { auth } = await signIn(sim, { user: 'R' })
    const reply = await json(
      await call(sim, `${OFFER_PATHS.registeredGallery}?offerPgm=${OFFERS_PROGRAM_QUERY}&storeId=${STORE}&transformOfferbyUpc=y`, {
        headers: auth,
      }),
    )
    const index = reply.offersByUpc as Record<string, string[]>
    const padded = sim.state.offers.find((o) => o.upcList.some((u) => u.startsWith('0'))) as SimOffer
    const upc = padded.upcList.find((u) => u.startsWith('0')) as string
    expect(index[upc.replace(/^0+/, '')]).toContain(padded.offerId)
    expect(Object.keys(index).every((k) => !k.startsWith('0'))).toBe(true)
  })

  test('the guest gallery needs no token and answers every offer unclipped', async () => {
    const reply = await json(await call(sim, `${OFFER_PATHS.guestGallery}?storeId=${STORE}`))
    const offers = reply.offers as View[]
    expect(offers).toHaveLength(sim.state.offers.length)
    expect(offers.every((o) => o.status === 'U' && !o.deleted)).toBe(true)
  })

  test('asks for storeId', async () => {
    const response = await call(sim, OFFER_PATHS.guestGallery)
    expect(response.status).toBe(400)
    expect((await json(response)).errors?.[0]).toMatchObject({ code: OFFER_SIM_CODES.missingField, message: 'storeId is required.' })
  })
})

describe('gallery filter', () => {
  test('keeps the offers of the primaryCategoryNm categories, for a signed-in user with their status', async () => {
    const { auth } = await signIn(sim, { user: 'C' })
    const category = sim.state.offers[0]?.category as string
    const response = await call(sim, `${OFFER_PATHS.galleryFilter}?storeId=${STORE}`, {
      method: 'POST',
      headers: { ...auth, ...filterHeaders() },
      body: { primaryCategoryNm: [category] },
    })
    const offers = (await json(response)).offers as View[]
    const expected = sim.state.offers.filter((o) => (o.category ?? o.categoryType) === category || o.categories?.includes(category))
    expect(offers.map((o) => o.offerId)).toEqual(expected.map((o) => o.offerId))
    expect(offers.some((o) => o.status === 'C')).toBe(true)
  })

  test('the authorised filter needs a token; the anonymous one does not and answers U', async () => {
    const body = { primaryCategoryNm: [sim.state.offers[0]?.category] }
    expect(
      (await call(sim, `${OFFER_PATHS.galleryFilter}?storeId=${STORE}`, { method: 'POST', headers: filterHeaders(), body })).status,
    ).toBe(401)
    const response = await call(sim, `${OFFER_PATHS.anonymousFilter}?storeId=${STORE}`, { method: 'POST', headers: filterHeaders(), body })
    expect(response.status).toBe(200)
    const offers = (await json(response)).offers as View[]
    expect(offers.length).toBeGreaterThan(0)
    expect(offers.every((o) => o.status === 'U')).toBe(true)
  })

  test('refuses a call without API version 3.0 or without an API key', async () => {
    const body = { primaryCategoryNm: ['Dairy'] }
    const noVersion = await call(sim, `${OFFER_PATHS.anonymousFilter}?storeId=${STORE}`, {
      method: 'POST',
      headers: { [HEADERS.apiKey]: 'key', [HEADERS.version]: '2.0' },
      body,
    })
    expect(noVersion.status).toBe(400)
    expect((await json(noVersion)).errors?.[0]?.code).toBe(OFFER_SIM_CODES.badVersion)
    const noKey = await call(sim, `${OFFER_PATHS.anonymousFilter}?storeId=${STORE}`, {
      method: 'POST',
      headers: { [HEADERS.version]: GALLERY_FILTER_API_VERSION },
      body,
    })
    expect(noKey.status).toBe(401)
  })
})

describe('companion gallery', () => {
  const url = (query: string) => `${OFFER_PATHS.companionGallery}?storeId=${STORE}&rand=42&${query}`

  test('answers {companionGalleryOffer: {offerId: offer}} for a signed-in user, and 401 without a token unless hpGuest=true', async () => {
    const { auth } = await signIn(sim, { user: 'C' })
    const map = (await json(await call(sim, url('includeRedmBonusPathFPOffers=true'), { headers: auth }))).companionGalleryOffer as Record<
      string,
      View
    >
    expect(Object.keys(map)).toHaveLength(sim.state.offers.length)
    for (const [id, offer] of Object.entries(map)) expect(offer.offerId).toBe(id)
    expect((await call(sim, url('includeRedmBonusPathFPOffers=true'))).status).toBe(401)
    const guest = (await json(await call(sim, url('includeRedmBonusPathFPOffers=true&hpGuest=true')))).companionGalleryOffer as Record<
      string,
      View
    >
    expect(Object.values(guest).every((o) => o.status === 'U')).toBe(true)
  })

  test('includeOnlyBonusOffer=y keeps the bonus-path offers only', async () => {
    const { auth } = await signIn(sim, { user: 'C' })
    const map = (await json(await call(sim, url('includeRedmBonusPathFPOffers=true&includeOnlyBonusOffer=y'), { headers: auth })))
      .companionGalleryOffer as Record<string, View>
    const offers = Object.values(map)
    expect(offers.length).toBe(sim.state.offers.filter((o) => o.qualificationBehavior !== undefined).length)
    expect(offers.every((o) => o.qualificationBehavior !== undefined)).toBe(true)
  })

  test('leaves completed bonus-path and fresh-pass offers out unless includeRedmBonusPathFPOffers=true', async () => {
    const { auth } = await signIn(sim, { user: 'C' })
    const without = Object.values((await json(await call(sim, url(''), { headers: auth }))).companionGalleryOffer as Record<string, View>)
    const withThem = Object.values(
      (await json(await call(sim, url('includeRedmBonusPathFPOffers=true'), { headers: auth }))).companionGalleryOffer as Record<
        string,
        View
      >,
    )
    const redeemed = withThem.filter((o) => o.offerComplete && (o.qualificationBehavior !== undefined || o.programType !== undefined))
    expect(redeemed.length).toBeGreaterThan(0)
    expect(without).toHaveLength(withThem.length - redeemed.length)
  })

  test('honours limit, with 99999 meaning no limit', async () => {
    const five = (await json(await call(sim, url('hpGuest=true&includeRedmBonusPathFPOffers=true&limit=5'))))
      .companionGalleryOffer as Record<string, View>
    expect(Object.keys(five)).toEqual(sim.state.offers.slice(0, 5).map((o) => o.offerId))
    const all = (await json(await call(sim, url(`hpGuest=true&includeRedmBonusPathFPOffers=true&limit=${UNLIMITED_CAROUSEL_LIMIT}`))))
      .companionGalleryOffer as Record<string, View>
    expect(Object.keys(all)).toHaveLength(sim.state.offers.length)
  })
})

describe('instant allocation', () => {
  const body = (u: SimUser, extra: Record<string, unknown> = {}) => ({
    customerId: u.customerId,
    householdId: u.householdId,
    eventCorrelationId: 'corr-1',
    eventDateTime: '2030-05-14T12:00:00Z',
    eventName: WELCOME_OFFERS_EVENT,
    storeId: STORE,
    ...extra,
  })

  test('allocates the Welcome Offers event offers, in the companion gallery shape, instant while unclipped', async () => {
    const { auth } = await signIn(sim, { user: 'C' })
    const c = user('C')
    const map = (await json(await call(sim, OFFER_PATHS.instantAllocation, { method: 'POST', headers: auth, body: body(c) })))
      .companionGalleryOffer as Record<string, View>
    const welcome = sim.state.offers.filter(
      (o) => o.events?.includes(WELCOME_OFFERS_EVENT) || o.hierarchies?.events?.includes(WELCOME_OFFERS_EVENT),
    )
    expect(Object.keys(map).sort()).toEqual(welcome.map((o) => o.offerId).sort())
    for (const o of Object.values(map)) expect(o.instantAllocation, o.offerId).toBe(!c.clipped.includes(o.offerId))
  })

  test('keeps only the offers named in offers[], by offerId or externalOfferId', async () => {
    const { auth } = await signIn(sim, { user: 'R' })
    const [first, second] = sim.state.offers.filter((o) => o.events?.includes(WELCOME_OFFERS_EVENT))
    const reply = await json(
      await call(sim, OFFER_PATHS.instantAllocation, {
        method: 'POST',
        headers: auth,
        body: body(user('R'), { offers: [{ offerId: first?.offerId }, { externalOfferId: second?.offerId }], division: 'east' }),
      }),
    )
    expect(Object.keys(reply.companionGalleryOffer as object).sort()).toEqual([first?.offerId, second?.offerId].sort())
  })

  test('validates each required field, the caller and the token', async () => {
    const { auth } = await signIn(sim, { user: 'C' })
    const c = user('C')
    for (const field of ['customerId', 'householdId', 'eventCorrelationId', 'eventDateTime', 'eventName', 'storeId']) {
      const response = await call(sim, OFFER_PATHS.instantAllocation, { method: 'POST', headers: auth, body: body(c, { [field]: '' }) })
      expect(response.status, field).toBe(400)
      expect((await json(response)).errors?.[0]?.message).toBe(`${field} is required.`)
    }
    expect(
      (await call(sim, OFFER_PATHS.instantAllocation, { method: 'POST', headers: auth, body: body(c, { customerId: '1' }) })).status,
    ).toBe(403)
    expect((await call(sim, OFFER_PATHS.instantAllocation, { method: 'POST', body: body(c) })).status).toBe(401)
    const other = await json(
      await call(sim, OFFER_PATHS.instantAllocation, { method: 'POST', headers: auth, body: body(c, { eventName: 'Summer Savings' }) }),
    )
    expect(other.companionGalleryOffer).toEqual({})
  })
})

describe('personalisation', () => {
  const request = (extra: Record<string, unknown> = {}) => ({
    modelConfigurationId: 'j4u-deals',
    assortmentChannel: 'delivery',
    banner: 'freshway',
    storeId: STORE,
    householdId: user('C').householdId,
    uiPageSize: 5,
    zipCode: '21202',
    host: 'freshway.localhost',
    platform: 'web',
    ...extra,
  })

  test("answers {dealsInfo} from the seeded deals, uiPageSize of them, with the user's status", async () => {
    const { auth } = await signIn(sim, { user: 'C' })
    const deals = (await json(await call(sim, OFFER_PATHS.personalisation, { method: 'POST', headers: auth, body: request() })))
      .dealsInfo as View[]
    expect(deals.map((d) => d.offerId)).toEqual(sim.state.dealsInfo.slice(0, 5).map((d) => d.offerId))
    for (const d of deals) expect(d.status).toBe(user('C').clipped.includes(d.offerId) ? 'C' : 'U')
    const all = (
      await json(await call(sim, OFFER_PATHS.personalisation, { method: 'POST', headers: auth, body: request({ uiPageSize: 100 }) }))
    ).dealsInfo as View[]
    expect(all).toHaveLength(sim.state.dealsInfo.length)
  })

  test('refuses a request missing a field or with another platform', async () => {
    const missing = await call(sim, OFFER_PATHS.personalisation, { method: 'POST', body: request({ householdId: undefined }) })
    expect(missing.status).toBe(400)
    expect((await call(sim, OFFER_PATHS.personalisation, { method: 'POST', body: request({ platform: 'ios' }) })).status).toBe(400)
  })
})

describe('offer look-ups', () => {
  test('offer detail answers the offer, with upcList only when includeUpc=y, and 404 for an unknown id', async () => {
    const offer = sim.state.offers[0] as SimOffer
    const base = `${OFFER_PATHS.offerDetail}?offerId=${offer.offerId}&storeId=${STORE}&offerPgm=${offer.offerPgm}`
    const withUpcs = await json(await call(sim, `${base}&includeUpc=y`))
    expect(withUpcs).toMatchObject({ offerId: offer.offerId, upcList: offer.upcList })
    expect(await json(await call(sim, base))).not.toHaveProperty('upcList')
    const unknown = await call(sim, `${OFFER_PATHS.offerDetail}?offerId=nope&storeId=${STORE}`)
    expect(unknown.status).toBe(404)
    expect((await json(unknown)).errors?.[0]?.code).toBe(OFFER_SIM_CODES.unknownOffer)
  })

  test('upcs by offer answers {offerId, upcList}; details for personalisation read the deals', async () => {
    const offer = sim.state.offers[3] as SimOffer
    expect(await json(await call(sim, `${OFFER_PATHS.upcsByOffer}?storeId=${STORE}&offerId=${offer.offerId}`))).toEqual({
      offerId: offer.offerId,
      upcList: offer.upcList,
    })
    const deal = sim.state.dealsInfo[0] as SimOffer
    const reply = await json(
      await call(sim, `${OFFER_PATHS.offerDetailsForPersonalisation}?storeId=${STORE}&offerId=${deal.offerId}&includeUpc=y&source=p13n`),
    )
    expect(reply).toMatchObject({ offerId: deal.offerId, upcList: deal.upcList })
  })

  test('offers by UPC strip leading zeros before the look-up and key the answer by the UPC sent [CPN-128]', async () => {
    const offer = sim.state.offers.find((o) => o.upcList.some((u) => !u.startsWith('0'))) as SimOffer
    const bare = (offer.upcList.find((u) => !u.startsWith('0')) as string).replace(/^0+/, '')
    const padded = `000${bare}`
    const reply = await json(
      await call(sim, `${OFFER_PATHS.offersByUpc}?storeId=${STORE}&offerPgm=${OFFERS_BY_UPC_PROGRAM}`, {
        method: 'POST',
        body: [padded, bare],
      }),
    )
    const byUpc = reply.offersByUpc as Record<string, View[]>
    expect(byUpc[padded]?.map((o) => o.offerId)).toContain(offer.offerId)
    expect(byUpc[padded]?.map((o) => o.offerId)).toEqual(byUpc[bare]?.map((o) => o.offerId))
    expect((await call(sim, `${OFFER_PATHS.offersByUpc}?storeId=${STORE}`, { method: 'POST', body: { upcs: [bare] } })).status).toBe(400)
  })

  test('an expired token is refused on the look-ups that read the user', async () => {
    const expired = await signIn(sim, { user: 'C', tokenExpiresInMs: -1 })
    const offer = offerOfKind('coupon-cc')
    expect(
      (await call(sim, `${OFFER_PATHS.offerDetail}?offerId=${offer.offerId}&storeId=${STORE}`, { headers: expired.auth })).status,
    ).toBe(401)
  })
})

describe('logos and loyalty partners', () => {
  test('the logo fragment has the fresh-pass, Just-for-U and rewards logos as data: SVG URLs', async () => {
    const reply = await json(await call(sim, OFFER_PATHS.logoFragment))
    expect(reply).toEqual(JSON.parse(JSON.stringify(LOGO_FRAGMENT)))
    for (const key of ['freshPass', 'justForU', 'rewards']) expect((reply[key] as { src: string }).src).toMatch(/^data:image\/svg\+xml,/)
  })

  test('loyalty partners answer [{name, planNumber}]: General Mills for E, none for C, 401 without a token', async () => {
    const e = await signIn(sim, { user: 'E' })
    const partners = (await (await call(sim, OFFER_PATHS.loyaltyPartners, { headers: e.auth })).json()) as {
      name: string
      planNumber: string
    }[]
    expect(partners).toEqual([{ name: GENERAL_MILLS, planNumber: `GM${user('E').clubCardNumber}` }])
    const c = await signIn(sim, { user: 'C' })
    expect(await (await call(sim, OFFER_PATHS.loyaltyPartners, { headers: c.auth })).json()).toEqual([])
    expect((await call(sim, OFFER_PATHS.loyaltyPartners)).status).toBe(401)
  })
})
