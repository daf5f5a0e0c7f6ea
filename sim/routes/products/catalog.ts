/**
 * Catalog calls of 001 §7 (sim/README.md "Shopping"): increment price list (API-040), preferred customisations
 * (API-042), pdreco substitution (API-043, API-044), departments for the deals filter (API-045), product by bpn
 * and by upc, the brand index and product detail data (API-081..083's families).
 */
import { Hono } from 'hono'
import { DEFAULT_CAROUSEL_LIMIT } from '../../../core/rules/coupons/carousel'
import { isPromoActive } from '../../../core/rules/products'
import { LIST_SEPARATOR } from '../../../core/rules/cart/shopping-api'
import type { SimProduct } from '../../data'
import type { SimContext, SimEnv } from '../../http'
import { customerCart, type SimState } from '../../state'
import { isB2bCall } from '../cart/shopping-cart'
import {
  availableOn,
  bearerUser,
  channelOf,
  fail,
  productById,
  productByUpc,
  productJson,
  round2,
  shoppingCart,
  SIM_CODES,
  SIM_MESSAGES,
  storeExists,
  unauthorized,
} from '../cart/shopping-data'

/** The required query values, or the 400 reply naming the first one missing; a 400 for an unknown storeId too. */
function required(c: SimContext, names: readonly string[]): Record<string, string> | Response {
  const out: Record<string, string> = {}
  for (const name of names) {
    const value = c.req.query(name)?.trim()
    if (!value) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing(name))
    out[name] = value
  }
  if (out.storeId && !storeExists(c.get('state'), out.storeId))
    return fail(c, SIM_CODES.unknownStore, SIM_MESSAGES.unknownStore(out.storeId))
  return out
}

const today = (state: SimState) => new Date(state.now()).toISOString().slice(0, 10)
const hasDeal = (state: SimState, p: SimProduct) => !!p.promoType && isPromoActive(p.promoEndDate, today(state))

/** Substitutes: same aisle first, then same department; active, never the product itself. */
function substitutes(state: SimState, p: SimProduct): SimProduct[] {
  const others = state.products.filter((o) => o.id !== p.id && o.status === 'active')
  return [
    ...others.filter((o) => o.aisleName === p.aisleName),
    ...others.filter((o) => o.aisleName !== p.aisleName && o.department === p.department),
  ]
}

export function catalogRoutes() {
  const app = new Hono<SimEnv>()

  // GET increment price list?upcIds=a,b&storeId= (API-040): the price of one step of each item (1, or minWeight lb).
  app.get('/api/catalog/increment-price-list', (c) => {
    const q = required(c, ['upcIds', 'storeId'])
    if (q instanceof Response) return q
    const state = c.get('state')
    const upcIds = (q.upcIds ?? '')
      .split(LIST_SEPARATOR)
      .map((u) => u.trim())
      .filter(Boolean)
    const incrementPriceList = upcIds.flatMap((upcId) => {
      const p = productByUpc(state, upcId)
      if (!p) return []
      const increment = p.soldByWeight ? (p.minWeight ?? 1) : 1
      return [
        {
          upcId,
          bpn: p.id,
          price: p.price,
          basePrice: p.basePrice,
          soldByWeight: !!p.soldByWeight,
          increment,
          incrementPrice: round2(p.price * increment),
          unitOfMeasure: p.soldByWeight ? 'lb' : 'ea',
        },
      ]
    })
    return c.json({ storeId: q.storeId, incrementPriceList, notFound: upcIds.filter((u) => !productByUpc(state, u)) })
  })

  // GET product/getPrefCustomizations?bpn&storeId (API-042): the modifier groups and the shopper's earlier choices.
  app.get('/api/product/getPrefCustomizations', (c) => {
    const q = required(c, ['bpn', 'storeId'])
    if (q instanceof Response) return q
    const state = c.get('state')
    const bpn = q.bpn ?? ''
    const p = productById(state, bpn)
    if (!p) return fail(c, SIM_CODES.unknownProduct, SIM_MESSAGES.unknownProduct(bpn), 404)
    const user = bearerUser(c)
    if (user === 'expired') return unauthorized(c)
    const groups = p.customizationOptions ?? []
    const lines = user ? shoppingCart(customerCart(state, user)).lines.filter((l) => l.itemId === bpn && l.modifierOptionUPCs?.length) : []
    const preferredCustomizations = lines.map((l) => ({
      isUpdated: false,
      productId: bpn,
      selectedQuantity: l.qty,
      comments: l.comments ?? '',
      selectedOptions: Object.fromEntries(
        groups.map((g) => [g.groupId, g.options.filter((o) => l.modifierOptionUPCs?.includes(o.upc)).map((o) => o.upc)]),
      ),
      ...(l.entryId ? { entryId: l.entryId } : {}),
    }))
    return c.json({
      bpn,
      storeId: q.storeId,
      isCustomizable: !!p.isCustomizable,
      multiCustomizations: !!p.multiCustomizations,
      modifierGroups: groups,
      preferredCustomizations,
    })
  })

  // GET pdreco/substitution (API-043, API-044): {productsinfo}; availabilityCheck=true keeps what the channel can sell,
  // the B2B header keeps own-brand (1P) items.
  app.get('/api/pdreco/substitution', (c) => {
    const q = required(c, ['bpn', 'storeId', 'hhid', 'channel'])
    if (q instanceof Response) return q
    const state = c.get('state')
    const p = productById(state, q.bpn ?? '')
    if (!p) return fail(c, SIM_CODES.unknownProduct, SIM_MESSAGES.unknownProduct(q.bpn ?? ''), 404)
    const channel = channelOf(q.channel)
    const check = c.req.query('availabilityCheck') === 'true'
    const b2b = isB2bCall(c)
    const productsinfo = substitutes(state, p)
      .filter((o) => (!check || availableOn(o, channel)) && (!b2b || o.cartCategory === '1P'))
      .slice(0, DEFAULT_CAROUSEL_LIMIT)
      .map(productJson)
    return c.json({ bpn: p.id, placement: c.req.query('placement') ?? null, productsinfo })
  })

  // GET departments?key&storeId (API-045): the deals filter's departments with product and deal counts; key narrows to one.
  app.get('/api/catalog/departments', (c) => {
    const q = required(c, ['storeId'])
    if (q instanceof Response) return q
    const state = c.get('state')
    const key = c.req.query('key')?.trim()
    const departments = state.departments
      .filter((d) => !key || d.key === key)
      .map((d) => {
        const products = state.products.filter((p) => p.status === 'active' && (p.departmentKey === d.key || p.department === d.name))
        return { key: d.key, name: d.name, productCount: products.length, dealCount: products.filter((p) => hasDeal(state, p)).length }
      })
    return c.json({ storeId: q.storeId, departments })
  })

  // Product cards: by bpn and by upc (leading zeros ignored).
  app.get('/api/catalog/products/bpn/:bpn', (c) => {
    const p = productById(c.get('state'), c.req.param('bpn'))
    return p ? c.json(productJson(p)) : fail(c, SIM_CODES.unknownProduct, SIM_MESSAGES.unknownProduct(c.req.param('bpn')), 404)
  })
  app.get('/api/catalog/products/upc/:upc', (c) => {
    const p = productByUpc(c.get('state'), c.req.param('upc'))
    return p ? c.json(productJson(p)) : fail(c, SIM_CODES.unknownProduct, SIM_MESSAGES.unknownProduct(c.req.param('upc')), 404)
  })

  // Product detail data: the product, its modifier groups and its substitutes' ids.
  app.get('/api/catalog/products/detail/:bpn', (c) => {
    const state = c.get('state')
    const p = productById(state, c.req.param('bpn'))
    if (!p) return fail(c, SIM_CODES.unknownProduct, SIM_MESSAGES.unknownProduct(c.req.param('bpn')), 404)
    return c.json({
      product: productJson(p),
      modifierGroups: p.customizationOptions ?? [],
      similarItems: substitutes(state, p)
        .slice(0, DEFAULT_CAROUSEL_LIMIT)
        .map((o) => o.id),
    })
  })

  // Brand index: brands with their product counts, optionally of one department key.
  app.get('/api/catalog/brand-index', (c) => {
    const state = c.get('state')
    const key = c.req.query('departmentKey')?.trim()
    const counts = new Map<string, number>()
    for (const p of state.products) {
      if (p.status !== 'active' || !p.brand || (key && p.departmentKey !== key)) continue
      counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1)
    }
    const brands = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([brand, productCount]) => ({ brand, productCount }))
    return c.json({ brands })
  })

  return app
}
