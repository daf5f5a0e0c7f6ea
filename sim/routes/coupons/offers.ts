/**
 * The coupon and offer calls of 001 §7 "Coupons and offers" (paths: core/rules/endpoints.ts OFFER_PATHS):
 * galleries, filter, companion gallery, instant allocation, personalisation, look-ups, logos and loyalty
 * partners here; clip, unclip and the shopper's list in offers-list.ts. Shapes: sim/README.md "Offers".
 */
import { Hono } from 'hono'
import { PERSONALISATION_PLATFORM, type PersonalisationRequest, UNLIMITED_CAROUSEL_LIMIT } from '../../../core/rules/coupons/carousel'
import { WELCOME_OFFERS_EVENT } from '../../../core/rules/coupons/offer'
import { OFFER_PATHS } from '../../../core/rules/endpoints'
import { HEADERS } from '../../../core/rules/http'
import { GALLERY_FILTER_API_VERSION, OFFER_QUERY_TRUE, OFFER_QUERY_YES } from '../../../core/rules/coupons/offers-api'
import type { SimOffer, SimUser } from '../../data'
import { errorBody, jsonBody, type SimContext, type SimEnv } from '../../http'
import { offerListRoutes } from './offers-list'
import {
  badRequest,
  byPrograms,
  hasWelcomeEvent,
  isBonusPathOffer,
  LOGO_FRAGMENT,
  loyaltyPartnersOf,
  missing,
  OFFER_SIM_CODES,
  OFFER_SIM_MESSAGES,
  offerById,
  offerIdsByUpc,
  offersForUpc,
  offerView,
  optionalUser,
  requireUser,
} from './offers-shared'

/** Fields of the instant allocation body the service requires (001 §3); offers and division are optional. */
const INSTANT_ALLOCATION_REQUIRED_FIELDS = [
  'customerId',
  'householdId',
  'eventCorrelationId',
  'eventDateTime',
  'eventName',
  'storeId',
] as const
/** Fields of the personalisation request (CAR-016), all required by the service. */
const PERSONALISATION_FIELDS = [
  'modelConfigurationId',
  'assortmentChannel',
  'banner',
  'storeId',
  'householdId',
  'uiPageSize',
  'zipCode',
  'host',
  'platform',
] as const satisfies readonly (keyof PersonalisationRequest)[]

const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== ''
const notFound = (c: SimContext, id: string) => c.json(errorBody(OFFER_SIM_CODES.unknownOffer, OFFER_SIM_MESSAGES.unknownOffer(id)), 404)

/** The registered and the guest gallery answer alike: {offers}, plus offersByUpc with transformOfferbyUpc=y. */
function gallery(c: SimContext, user: SimUser | undefined) {
  if (!present(c.req.query('storeId'))) return missing(c, 'storeId')
  const offers = byPrograms(c.get('state').offers, c.req.query('offerPgm'))
  const body: { offers: ReturnType<typeof offerView>[]; offersByUpc?: Record<string, string[]> } = {
    offers: offers.map((o) => offerView(o, user)),
  }
  if (c.req.query('transformOfferbyUpc') === OFFER_QUERY_YES) body.offersByUpc = offerIdsByUpc(offers)
  return c.json(body)
}

/** POST filter?storeId with {primaryCategoryNm: [category]}, API version 3.0 and an API key (API-049..051). */
async function filter(c: SimContext, user: SimUser | undefined) {
  const version = c.req.header(HEADERS.version) ?? ''
  if (version !== GALLERY_FILTER_API_VERSION) return badRequest(c, OFFER_SIM_CODES.badVersion, OFFER_SIM_MESSAGES.badVersion(version))
  if (!present(c.req.header(HEADERS.apiKey))) return c.json(errorBody(OFFER_SIM_CODES.noApiKey, OFFER_SIM_MESSAGES.noApiKey), 401)
  if (!present(c.req.query('storeId'))) return missing(c, 'storeId')
  const body = (await jsonBody(c)) as { primaryCategoryNm?: unknown } | undefined
  const names = Array.isArray(body?.primaryCategoryNm) ? body.primaryCategoryNm.map((n) => String(n).toLowerCase()) : undefined
  if (!names) return missing(c, 'primaryCategoryNm')
  const inCategory = (o: SimOffer) =>
    [o.category ?? o.categoryType, ...(o.categories ?? [])].some((cat) => cat !== undefined && names.includes(cat.toLowerCase()))
  return c.json({
    offers: c
      .get('state')
      .offers.filter(inCategory)
      .map((o) => offerView(o, user)),
  })
}

/** {companionGalleryOffer: {offerId: offer}}, the shape of the companion gallery and instant allocation. */
const companionReply = (offers: ReturnType<typeof offerView>[]) => ({
  companionGalleryOffer: Object.fromEntries(offers.map((o) => [o.offerId, o])),
})

export function offerRoutes() {
  const app = new Hono<SimEnv>()

  app.get(OFFER_PATHS.registeredGallery, (c) => {
    const user = requireUser(c)
    return user instanceof Response ? user : gallery(c, user)
  })
  app.get(OFFER_PATHS.guestGallery, (c) => gallery(c, undefined))

  app.post(OFFER_PATHS.galleryFilter, async (c) => {
    const user = requireUser(c)
    return user instanceof Response ? user : filter(c, user)
  })
  app.post(OFFER_PATHS.anonymousFilter, (c) => filter(c, undefined))

  app.get(OFFER_PATHS.companionGallery, (c) => {
    const guest = c.req.query('hpGuest') === OFFER_QUERY_TRUE
    const user = guest ? undefined : requireUser(c)
    if (user instanceof Response) return user
    if (!present(c.req.query('storeId'))) return missing(c, 'storeId')
    let offers = c.get('state').offers.map((o) => offerView(o, user))
    if (c.req.query('includeOnlyBonusOffer') === OFFER_QUERY_YES) offers = offers.filter((o) => isBonusPathOffer(o as SimOffer))
    // Completed (redeemed) bonus-path and fresh-pass offers come only when asked for (docs/decisions/coupons.md).
    if (c.req.query('includeRedmBonusPathFPOffers') !== OFFER_QUERY_TRUE) {
      offers = offers.filter((o) => !(o.offerComplete && (isBonusPathOffer(o as SimOffer) || o.programType !== undefined)))
    }
    const limit = Number.parseInt(c.req.query('limit') ?? '', 10)
    if (Number.isInteger(limit) && limit >= 0 && limit !== UNLIMITED_CAROUSEL_LIMIT) offers = offers.slice(0, limit)
    return c.json(companionReply(offers))
  })

  app.post(OFFER_PATHS.instantAllocation, async (c) => {
    const user = requireUser(c)
    if (user instanceof Response) return user
    const body = ((await jsonBody(c)) ?? {}) as Record<string, unknown>
    for (const field of INSTANT_ALLOCATION_REQUIRED_FIELDS) if (!present(body[field])) return missing(c, field)
    if (String(body.customerId) !== user.customerId || String(body.householdId) !== user.householdId) {
      return c.json(errorBody(OFFER_SIM_CODES.notYourAccount, OFFER_SIM_MESSAGES.notYourAccount), 403)
    }
    // Instant allocation hands out the welcome offers (CPN-013); any other event allocates nothing.
    let offers = body.eventName === WELCOME_OFFERS_EVENT ? c.get('state').offers.filter(hasWelcomeEvent) : []
    if (Array.isArray(body.offers)) {
      const wanted = new Set(
        body.offers.flatMap((o: { offerId?: unknown; externalOfferId?: unknown }) =>
          [o?.offerId, o?.externalOfferId].filter(present).map(String),
        ),
      )
      offers = offers.filter((o) => wanted.has(o.offerId))
    }
    return c.json(companionReply(offers.map((o) => offerView(o, user))))
  })

  app.post(OFFER_PATHS.personalisation, async (c) => {
    const user = optionalUser(c)
    if (user instanceof Response) return user
    const body = ((await jsonBody(c)) ?? {}) as Record<string, unknown>
    for (const field of PERSONALISATION_FIELDS) if (!present(body[field])) return missing(c, field)
    if (body.platform !== PERSONALISATION_PLATFORM)
      return badRequest(c, OFFER_SIM_CODES.badPlatform, OFFER_SIM_MESSAGES.badPlatform(String(body.platform)))
    const size = Number(body.uiPageSize)
    const deals = c.get('state').dealsInfo
    const page = Number.isInteger(size) && size >= 0 ? deals.slice(0, size) : deals
    return c.json({ dealsInfo: page.map((o) => offerView(o, user)) })
  })

  app.get(OFFER_PATHS.offerDetail, (c) => {
    const user = optionalUser(c)
    if (user instanceof Response) return user
    const id = c.req.query('offerId') ?? ''
    if (!present(id)) return missing(c, 'offerId')
    const offer = offerById(c.get('state').offers, id)
    return offer ? c.json(offerView(offer, user, { upcs: c.req.query('includeUpc') === OFFER_QUERY_YES })) : notFound(c, id)
  })

  app.get(OFFER_PATHS.offerDetailsForPersonalisation, (c) => {
    const user = optionalUser(c)
    if (user instanceof Response) return user
    const id = c.req.query('offerId') ?? ''
    if (!present(id)) return missing(c, 'offerId')
    const state = c.get('state')
    const offer = offerById(state.dealsInfo, id) ?? offerById(state.offers, id)
    return offer ? c.json(offerView(offer, user, { upcs: c.req.query('includeUpc') === OFFER_QUERY_YES })) : notFound(c, id)
  })

  app.get(OFFER_PATHS.upcsByOffer, (c) => {
    const id = c.req.query('offerId') ?? ''
    if (!present(id)) return missing(c, 'offerId')
    const offer = offerById(c.get('state').offers, id)
    return offer ? c.json({ offerId: offer.offerId, upcList: [...offer.upcList] }) : notFound(c, id)
  })

  app.post(OFFER_PATHS.offersByUpc, async (c) => {
    const user = optionalUser(c)
    if (user instanceof Response) return user
    const body = await jsonBody(c)
    if (!Array.isArray(body) || body.some((u) => typeof u !== 'string' && typeof u !== 'number'))
      return badRequest(c, OFFER_SIM_CODES.noItems, OFFER_SIM_MESSAGES.badUpcs)
    const offers = byPrograms(c.get('state').offers, c.req.query('offerPgm'))
    const offersByUpc: Record<string, ReturnType<typeof offerView>[]> = {}
    for (const upc of body) offersByUpc[String(upc)] = offersForUpc(offers, String(upc)).map((o) => offerView(o, user))
    return c.json({ offersByUpc })
  })

  app.get(OFFER_PATHS.logoFragment, (c) => c.json(LOGO_FRAGMENT))

  app.get(OFFER_PATHS.loyaltyPartners, (c) => {
    const user = requireUser(c)
    return user instanceof Response ? user : c.json(loyaltyPartnersOf(user))
  })

  app.route('/', offerListRoutes())
  return app
}
