/**
 * Recommendations, carousels and content of 001 §7 (sim/README.md "Shopping"): the household's smart basket
 * (API-080), the purchase-history product grid (API-079), product recommendations (API-076, API-077), targeted
 * landing-page content (API-078) and the sponsored-carousel search (API-074, API-075).
 */
import { Hono } from 'hono'
import { DEFAULT_CAROUSEL_LIMIT } from '../../../core/rules/coupons/carousel'
import { stripUpcZeros } from '../../../core/rules/coupons/classify'
import { HEADERS } from '../../../core/rules/http'
import { SMART_BASKET_PAGE_SIZE } from '../../../core/rules/products'
import {
  LIST_SEPARATOR,
  MOCK_CAROUSEL_FIXTURE_PATH,
  SHOPPING_HEADERS,
  SPONSORED_CHANNELS,
  SPONSORED_DEFAULT_PAGE_NAME,
  SPONSORED_MAX_RESULTS,
} from '../../../core/rules/cart/shopping-api'
import type { SimProduct, SimUser } from '../../data'
import { jsonBody, type SimContext, type SimEnv } from '../../http'
import { customerCart, type SimState } from '../../state'
import { isB2bCall } from '../cart/shopping-cart'
import {
  availableOn,
  channelOf,
  fail,
  hash,
  isRecord,
  productById,
  productJson,
  requireUser,
  shoppingCart,
  SIM_CODES,
  SIM_MESSAGES,
  storeExists,
  text,
} from '../cart/shopping-data'

const DAY_MS = 86_400_000
/** The landing-page request's screenName the simulator expects (CAR-018; Aisle makes no landing-page call: declined). */
const LANDING_PAGE_SCREEN_NAME = 'landing-pages'

/** The household's purchase history: about one active product in nine, picked by a hash of household and product. */
export function purchaseHistory(state: SimState, user: SimUser) {
  return state.products
    .filter((p) => p.status === 'active' && hash(`${user.householdId}:${p.id}`) % 9 === 0)
    .map((p) => {
      const h = hash(`${p.id}:${user.householdId}`)
      return {
        product: p,
        purchaseCount: 1 + (h % 12),
        lastPurchaseDate: new Date(state.now() - (1 + (h % 90)) * DAY_MS).toISOString().slice(0, 10),
      }
    })
}

type HistoryEntry = ReturnType<typeof purchaseHistory>[number]
const historyJson = (e: HistoryEntry) => ({
  ...productJson(e.product),
  itemId: e.product.id,
  purchaseCount: e.purchaseCount,
  lastPurchaseDate: e.lastPurchaseDate,
})

const wholeQuery = (c: SimContext, name: string, fallback: number, max: number): number | Response => {
  const raw = c.req.query(name)
  const n = raw === undefined || raw === '' ? fallback : Number(raw)
  return Number.isInteger(n) && n >= 1 && n <= max
    ? n
    : fail(c, SIM_CODES.badField, SIM_MESSAGES.badField(name, `a whole number from 1 to ${max}`))
}

function offersFor(state: SimState, p: SimProduct) {
  const upc = stripUpcZeros(p.upc)
  return state.offers
    .filter((o) => o.upcList.some((u) => stripUpcZeros(u) === upc))
    .map((o) => ({
      offerId: o.offerId,
      offerPgm: o.offerPgm,
      name: o.name,
      description: o.description,
      savingsValue: o.savingsValue ?? null,
    }))
}

/** Recommended products: those of the cart items' departments first, then the best rated; active, not in the cart. */
function recommended(state: SimState, cartBpns: readonly string[], b2b: boolean): SimProduct[] {
  const departments = new Set(cartBpns.map((b) => productById(state, b)?.department).filter(Boolean))
  const pool = state.products.filter((p) => p.status === 'active' && !cartBpns.includes(p.id) && (!b2b || p.cartCategory === '1P'))
  const score = (p: SimProduct) => (departments.has(p.department) ? 10 : 0) + (p.rating ?? 0)
  return [...pool].sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id))
}

export function recommendationRoutes() {
  const app = new Hono<SimEnv>()

  // GET purchase-history smart basket of the household, with the smart basket query (API-080, QAB-010).
  app.get('/api/purchase-history/smart-basket/:householdId', (c) => {
    const user = requireUser(c)
    if (user instanceof Response) return user
    if (user.householdId !== c.req.param('householdId')) return fail(c, SIM_CODES.forbidden, SIM_MESSAGES.notYourAccount, 403)
    const state = c.get('state')
    const storeId = c.req.query('storeId')?.trim()
    if (!storeId) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing('storeId'))
    if (!storeExists(state, storeId)) return fail(c, SIM_CODES.unknownStore, SIM_MESSAGES.unknownStore(storeId))
    const pageNo = wholeQuery(c, 'pageNo', 1, 10_000)
    if (pageNo instanceof Response) return pageNo
    const pageSize = wholeQuery(c, 'pageSize', SMART_BASKET_PAGE_SIZE, SMART_BASKET_PAGE_SIZE)
    if (pageSize instanceof Response) return pageSize
    const cart = shoppingCart(customerCart(state, user))
    const inCart = new Set(cart.lines.map((l) => l.itemId))
    const channel = channelOf(cart.serviceType ?? user.preference)
    const entries = purchaseHistory(state, user).filter(
      (e) =>
        (c.req.query('excludeCartItems') !== 'true' || !inCart.has(e.product.id)) &&
        (c.req.query('availabilityCheck') !== 'true' || availableOn(e.product, channel)),
    )
    const products = entries.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(historyJson)
    return c.json({
      householdId: user.householdId,
      storeId,
      placement: c.req.query('placement') ?? null,
      pageNo,
      pageSize,
      totalCount: entries.length,
      products,
    })
  })

  // POST purchase-history product grid (API-079): body {storeId, pageNo?, pageSize?, sort?}; header platform required.
  app.post('/api/purchase-history/product-grid', async (c) => {
    const body = await jsonBody(c)
    if (!c.req.header(HEADERS.platform)) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing(`header ${HEADERS.platform}`))
    const user = requireUser(c)
    if (user instanceof Response) return user
    const state = c.get('state')
    const b = isRecord(body) ? body : {}
    const storeId = text(b.storeId)
    if (!storeId) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing('storeId'))
    if (!storeExists(state, storeId)) return fail(c, SIM_CODES.unknownStore, SIM_MESSAGES.unknownStore(storeId))
    const pageNo = Math.max(1, Math.floor(Number(b.pageNo) || 1))
    const pageSize = Math.min(SMART_BASKET_PAGE_SIZE, Math.max(1, Math.floor(Number(b.pageSize) || DEFAULT_CAROUSEL_LIMIT)))
    const entries = purchaseHistory(state, user)
    const sort = text(b.sort)
    if (sort === 'FREQUENCY') entries.sort((x, y) => y.purchaseCount - x.purchaseCount)
    else if (sort === 'PURCHASE_DATE' || sort === 'RECENTLY_PURCHASED')
      entries.sort((x, y) => y.lastPurchaseDate.localeCompare(x.lastPurchaseDate))
    const products = entries.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(historyJson)
    return c.json({ storeId, sort: sort || null, pageNo, pageSize, totalCount: entries.length, products })
  })

  // POST product recommendations, the generic carousel path (API-076, API-077): {products}; includeOffer=true adds offers.
  app.post('/api/recommendations/carousel', async (c) => {
    const body = await jsonBody(c)
    if (!c.req.header(HEADERS.platform)) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing(`header ${HEADERS.platform}`))
    const b = isRecord(body) ? body : {}
    for (const field of ['storeId', 'banner']) if (!text(b[field])) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing(field))
    if (b.cartItems !== undefined && !(Array.isArray(b.cartItems) && b.cartItems.every((i) => isRecord(i) && text(i.bpn)))) {
      return fail(c, SIM_CODES.badField, SIM_MESSAGES.badField('cartItems', 'a list of {bpn}'))
    }
    // A single bpn instead of the list (isBPNArrayP13nDisabled, CST-072); both forms are accepted.
    if (b.bpn !== undefined && !text(b.bpn)) return fail(c, SIM_CODES.badField, SIM_MESSAGES.badField('bpn', 'a product number'))
    const state = c.get('state')
    const cartBpns = Array.isArray(b.cartItems)
      ? b.cartItems.map((i) => text((i as Record<string, unknown>).bpn))
      : b.bpn !== undefined
        ? [text(b.bpn)]
        : []
    const limit = Math.max(1, Math.floor(Number(b.uiPageSize) || DEFAULT_CAROUSEL_LIMIT))
    const withOffers = c.req.query('includeOffer') === 'true'
    const products = recommended(state, cartBpns, isB2bCall(c))
      .slice(0, limit)
      .map((p) => ({ ...productJson(p), ...(withOffers ? { offers: offersFor(state, p) } : {}) }))
    return c.json({ products })
  })

  // GET the carousel fixture of the mock-carousel flag (CST-074; dev only): the first catalogue products a carousel shows.
  app.get(MOCK_CAROUSEL_FIXTURE_PATH, (c) => {
    const products = c
      .get('state')
      .products.filter((p) => p.status === 'active')
      .slice(0, DEFAULT_CAROUSEL_LIMIT)
    return c.json({ products: products.map(productJson) })
  })

  // POST targeted landing-page content (API-078): headers zone, store id and banner; body screenName 'landing-pages'.
  app.post('/api/content/targeted/landing-pages', async (c) => {
    const body = await jsonBody(c)
    for (const header of [SHOPPING_HEADERS.zone, HEADERS.storeId, HEADERS.banner]) {
      if (!c.req.header(header)) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing(`header ${header}`))
    }
    const b = isRecord(body) ? body : {}
    if (b.screenName !== LANDING_PAGE_SCREEN_NAME)
      return fail(c, SIM_CODES.badField, SIM_MESSAGES.badField('screenName', `'${LANDING_PAGE_SCREEN_NAME}'`))
    const state = c.get('state')
    const cartBpns = Array.isArray(b.cartItems) ? b.cartItems.map((i) => text(isRecord(i) ? i.bpn : i)) : []
    const zone = c.req.header(SHOPPING_HEADERS.zone) ?? ''
    const products = recommended(state, cartBpns, false).slice(0, DEFAULT_CAROUSEL_LIMIT).map(productJson)
    return c.json({
      screenName: LANDING_PAGE_SCREEN_NAME,
      zone,
      content: [
        { id: `${zone}-carousel`, type: 'product-carousel', title: 'Picked for you', products },
        {
          id: `${zone}-banner`,
          type: 'banner',
          title: 'Fresh deals this week',
          image: '/sim-assets/banners/default.svg',
          link: '/foru/coupons-deals.html',
        },
      ],
    })
  })

  // GET sponsored-carousel search (API-074, API-075): {response: {docs}}, at most max-result and never more than 8.
  app.get('/api/sponsored/search', (c) => {
    const state = c.get('state')
    for (const name of ['storeid', 'banner', 'max-result'])
      if (!c.req.query(name)?.trim()) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing(name))
    const storeId = c.req.query('storeid') ?? ''
    if (!storeExists(state, storeId)) return fail(c, SIM_CODES.unknownStore, SIM_MESSAGES.unknownStore(storeId))
    const max = wholeQuery(c, 'max-result', SPONSORED_MAX_RESULTS, 10_000)
    if (max instanceof Response) return max
    const channelParam = c.req.query('channel')
    if (channelParam !== undefined && !(SPONSORED_CHANNELS as readonly string[]).includes(channelParam)) {
      return fail(c, SIM_CODES.badField, SIM_MESSAGES.badField('channel', SPONSORED_CHANNELS.join(' or ')))
    }
    const excluded = new Set(
      (c.req.query('exclude-bpn') ?? '')
        .split(LIST_SEPARATOR)
        .map((s) => s.trim())
        .filter(Boolean),
    )
    const anchor = productById(state, c.req.query('bpn') ?? '')
    const category = c.req.query('category-id')?.trim()
    const pagename = c.req.query('pagename')?.trim() || SPONSORED_DEFAULT_PAGE_NAME
    const docs = state.products
      .filter((p) => p.status === 'active' && p.cartCategory === '1P' && !excluded.has(p.id) && p.id !== anchor?.id)
      .filter((p) => (!anchor || p.department === anchor.department) && (!category || p.departmentKey === category))
      .filter((p) => !channelParam || availableOn(p, channelOf(channelParam)))
      .sort((a, b) => hash(`${storeId}:${a.id}`) - hash(`${storeId}:${b.id}`))
      .slice(0, Math.min(max, SPONSORED_MAX_RESULTS))
      .map((p, i) => ({ ...productJson(p), sponsored: true, adId: `ad-${p.id}`, campaignId: `cmp-${(i % 3) + 1}` }))
    return c.json({ pagename, response: { numFound: docs.length, docs } })
  })

  return app
}
