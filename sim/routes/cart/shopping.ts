/**
 * Carts and orders of 001 §7 "Orders and carts" (sim/README.md "Shopping"): cart v2 for a customer or a guest
 * (API-027..031), POST and DELETE items (API-032, API-033), PUT preferences (API-036), pending-order lines
 * (API-034, API-035) and the edit-order delivery look-up (API-025). The cart model is shopping-cart.ts.
 */
import { Hono } from 'hono'
import type { CartCategory } from '../../../core/rules/cart/cart'
import { jsonBody, type SimContext, type SimEnv } from '../../http'
import type { SimUser } from '../../data'
import type { SimState } from '../../state'
import {
  applyLines,
  cartReply,
  categoriesOf,
  categoryOf,
  checkItem,
  isB2bCall,
  parseCategoryList,
  resolveCart,
  type ItemCheck,
} from './shopping-cart'
import {
  availableOn,
  fail,
  isRecord,
  MAX_LINE_QTY,
  MAX_LINE_WEIGHT,
  productById,
  requireUser,
  round2,
  type ShoppingCart,
  shoppingData,
  SIM_CODES,
  SIM_MESSAGES,
  type SimPendingOrder,
  storeExists,
  text,
  unauthorized,
  bearerUser,
  channelOf,
} from './shopping-data'

/** The cartCategoryList the service assumes when the query has none: the seed's default, verbatim ('1P_Wine', gap C12). */
export const DEFAULT_CART_CATEGORY_LIST = '1P,3P_MARKETPLACE,1P_Wine'
const SERVICE_TYPES = ['Dug', 'Delivery'] as const
type ServiceType = (typeof SERVICE_TYPES)[number]

interface CartView {
  categories: Set<CartCategory>
  storeId?: string
  serviceType?: ServiceType
  zipCode?: string
  /** The guest cart id the preference list names. */
  guestCartId?: string
}

/** The query and body of a cart v2 call, checked (API-029..031); a Response when refused. */
function readCartView(c: SimContext, body: unknown, guest: boolean): CartView | Response {
  const state = c.get('state')
  const q = (name: string) => c.req.query(name)?.trim() || undefined
  const serviceType = q('serviceType')
  if (serviceType && !(SERVICE_TYPES as readonly string[]).includes(serviceType))
    return fail(c, SIM_CODES.badServiceType, SIM_MESSAGES.badServiceType(serviceType))
  const list = parseCategoryList(q('cartCategoryList') ?? DEFAULT_CART_CATEGORY_LIST)
  if (typeof list === 'string') return fail(c, SIM_CODES.badCategory, SIM_MESSAGES.badCategory(list))
  if (list.includes('1P_B2B') && !isB2bCall(c)) return fail(c, SIM_CODES.pgmRequired, SIM_MESSAGES.pgmRequired)
  let storeId = q('storeId')
  let guestCartId: string | undefined
  const record = isRecord(body) ? body : {}
  if (record.preferences !== undefined) {
    if (!Array.isArray(record.preferences)) return fail(c, SIM_CODES.badRequest, SIM_MESSAGES.badField('preferences', 'a list'))
    for (const [n, entry] of record.preferences.entries()) {
      const e = isRecord(entry) ? entry : {}
      if (!categoryOf(text(e.cartCategory))) return fail(c, SIM_CODES.badCategory, SIM_MESSAGES.badCategory(text(e.cartCategory)))
      const entryStore = text(e.storeId)
      const entryGuest = text(e.guestCartId)
      if (!entryStore && !(guest && entryGuest))
        return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing(`preferences[${n}].${guest ? 'guestCartId or storeId' : 'storeId'}`))
      storeId ??= entryStore || undefined
      guestCartId ??= entryGuest || undefined
    }
  }
  guestCartId ??= text(record.cartId) || undefined
  if (storeId && !storeExists(state, storeId)) return fail(c, SIM_CODES.unknownStore, SIM_MESSAGES.unknownStore(storeId))
  return {
    categories: categoriesOf(list),
    storeId,
    serviceType: serviceType as ServiceType | undefined,
    zipCode: q('zipCode'),
    guestCartId,
  }
}

const replyFor = (c: SimContext, cart: ShoppingCart, view: CartView) =>
  c.json(
    cartReply(c.get('state'), cart, {
      categories: view.categories,
      storeId: view.storeId,
      serviceType: view.serviceType,
      zipCode: view.zipCode,
    }),
  )

// ---- pending orders -----------------------------------------------------------------------------

function findOrder(state: SimState, user: SimUser, orderStoreId: string, orderId: string): SimPendingOrder | undefined {
  return shoppingData(state).pendingOrders.find(
    (o) => o.orderId === orderId && o.storeId === orderStoreId && o.customerId === user.customerId,
  )
}

/** The signed-in shopper's pending order the path names (`:orderStoreId` and `idParam`), or the error reply (401, or 404). */
function requestedOrder(c: SimContext, idParam: 'orderNumber' | 'orderId'): { state: SimState; order: SimPendingOrder } | Response {
  const user = requireUser(c)
  if (user instanceof Response) return user
  const state = c.get('state')
  const order = findOrder(state, user, c.req.param('orderStoreId') ?? '', c.req.param(idParam) ?? '')
  return order ? { state, order } : fail(c, SIM_CODES.noOrder, SIM_MESSAGES.noOrder, 404)
}

/** The order as 001 §3 "Pending or edit order" names it, lines with the CRT-004 fields. */
export function orderJson(state: SimState, order: SimPendingOrder) {
  const channel = channelOf(order.serviceType)
  const orderItems = order.items.map((line) => {
    const p = productById(state, line.itemId)
    const units = line.selectedWeight !== undefined ? Number(line.selectedWeight) : line.quantity
    const price = p?.price ?? 0
    const savings = round2(Math.max(0, (p?.basePrice ?? price) - price) * units)
    return {
      itemId: line.itemId,
      name: p?.name ?? '',
      qty: line.quantity,
      quantity: line.quantity,
      ...(line.selectedWeight !== undefined ? { selectedWeight: line.selectedWeight } : {}),
      price,
      basePrice: p?.basePrice ?? price,
      unitPrice: price,
      unitQuantity: line.selectedWeight !== undefined ? units : 1,
      totalPrice: round2(price * units),
      clubCardSaving: savings,
      isAvailable: p ? availableOn(p, channel) : false,
      isFound: !!p,
      savings,
      clipped: false,
      ...(p?.maxPurchaseQty ? { maxPurchaseQty: p.maxPurchaseQty } : {}),
      departmentName: p?.department ?? '',
      ...(p?.restrictedValue ? { restrictedValue: p.restrictedValue } : {}),
    }
  })
  const subtotal = round2(orderItems.reduce((sum, i) => sum + i.totalPrice, 0))
  return {
    orderId: order.orderId,
    orderNumber: order.orderId,
    deliveryType: order.deliveryType,
    serviceType: order.serviceType,
    storeId: order.storeId,
    orderItems,
    orderSummary: {
      estimatedSubTotal: subtotal,
      totalItemQuantity: orderItems.reduce((sum, i) => sum + i.qty, 0),
      totalEstimatedPrice: subtotal,
      totalSavings: round2(orderItems.reduce((sum, i) => sum + i.savings, 0)),
      subscriptionDetails: null,
    },
    customerInfo: { zipCode: order.zipCode },
    deliveryInfo: { slotInfo: { ...order.slot } },
    payments: [{ subType: order.paymentSubType }],
  }
}

/** The pending-order line a POST sets: quantity (CRT-028), or selectedWeight for a weighed item. */
function orderLine(c: SimContext, itemId: string, body: unknown): { itemId: string; quantity: number; selectedWeight?: string } | Response {
  const p = productById(c.get('state'), itemId)
  if (!p) return fail(c, SIM_CODES.unknownItem, SIM_MESSAGES.unknownItem(itemId))
  if (p.status !== 'active') return fail(c, SIM_CODES.inactiveItem, SIM_MESSAGES.inactiveItem(itemId))
  const b = isRecord(body) ? body : {}
  if (b.qty !== undefined) return fail(c, SIM_CODES.badField, SIM_MESSAGES.sendQuantity)
  if (p.soldByWeight) {
    const weight = Number(b.selectedWeight)
    if (b.selectedWeight === undefined) return fail(c, SIM_CODES.weightRequired, SIM_MESSAGES.weightRequired(itemId))
    if (!(Number.isFinite(weight) && weight >= (p.minWeight ?? 0) && weight > 0 && weight <= MAX_LINE_WEIGHT)) {
      return fail(c, SIM_CODES.badWeight, SIM_MESSAGES.badWeight(itemId, p.minWeight ?? 0))
    }
    return { itemId, quantity: 1, selectedWeight: String(b.selectedWeight) }
  }
  if (b.selectedWeight !== undefined) return fail(c, SIM_CODES.weightNotAllowed, SIM_MESSAGES.weightNotAllowed(itemId))
  const quantity = Number(b.quantity)
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QTY) return fail(c, SIM_CODES.badQty, SIM_MESSAGES.badQuantity)
  return { itemId, quantity }
}

export function shoppingRoutes() {
  const app = new Hono<SimEnv>()

  // Cart v2 for a customer (API-027): the Bearer owner only.
  app.post('/api/cart/v2/customer/:customerId', async (c) => {
    const body = await jsonBody(c)
    const user = bearerUser(c)
    if (!user || user === 'expired') return unauthorized(c)
    if (user.customerId !== c.req.param('customerId')) return fail(c, SIM_CODES.forbidden, SIM_MESSAGES.notYourCart, 403)
    const view = readCartView(c, body, false)
    if (view instanceof Response) return view
    const cart = resolveCart(c, undefined, true)
    if (!cart || cart === 'unauthorized') return unauthorized(c)
    return replyFor(c, cart, view)
  })

  // Cart v2 for a guest (API-028): the guest cart the preferences (or legacy cartId) name, the session's, or a new one.
  app.post('/api/cart/v2/carts', async (c) => {
    const body = await jsonBody(c)
    const view = readCartView(c, body, true)
    if (view instanceof Response) return view
    const state = c.get('state')
    const named = view.guestCartId ? state.carts.get(view.guestCartId) : undefined
    const cart = named && !named.customerId ? (named as ShoppingCart) : resolveCart(c, undefined, true)
    if (!cart || cart === 'unauthorized') return unauthorized(c)
    cart.storeId ??= view.storeId
    return replyFor(c, cart, view)
  })

  // POST items (API-032): the whole list is checked before anything changes; quantities are absolute.
  app.post('/api/cart/v2/items', async (c) => {
    const body = await jsonBody(c)
    if (bearerUser(c) === 'expired') return unauthorized(c)
    if (!isRecord(body) || !Array.isArray(body.items)) return fail(c, SIM_CODES.badRequest, SIM_MESSAGES.noItems)
    const state = c.get('state')
    const b2b = isB2bCall(c)
    const checks: ItemCheck[] = body.items.map((item) => checkItem(state, item, b2b))
    const refused = checks.find((check) => !check.ok)
    if (refused && !refused.ok) return fail(c, refused.code, refused.message)
    const cart = resolveCart(c, c.req.query('cartId'), true)
    if (!cart || cart === 'unauthorized') return unauthorized(c)
    applyLines(
      cart,
      checks.flatMap((check) => (check.ok ? [check] : [])),
    )
    return c.json(cartReply(state, cart))
  })

  // DELETE items (API-033): body {itemId, entryId?}; every line of the item, or the one entry.
  app.delete('/api/cart/v2/items', async (c) => {
    const body = await jsonBody(c)
    const cart = resolveCart(c, c.req.query('cartId'), false)
    if (cart === 'unauthorized') return unauthorized(c)
    if (!cart) return fail(c, '404', SIM_MESSAGES.noCart, 404)
    const b = isRecord(body) ? body : {}
    const itemId = text(b.itemId)
    if (!itemId) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing('itemId'))
    const entryId = text(b.entryId)
    cart.lines = cart.lines.filter((l) => l.itemId !== itemId || (entryId !== '' && l.entryId !== entryId))
    return c.json(cartReply(c.get('state'), cart))
  })

  // PUT preferences (API-036): {storeId, serviceType?, zipCode?}; the cart answers for that store from now on.
  app.put('/api/cart/preferences', async (c) => {
    const body = await jsonBody(c)
    if (bearerUser(c) === 'expired') return unauthorized(c)
    const b = isRecord(body) ? body : {}
    const storeId = text(b.storeId)
    if (!storeId) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing('storeId'))
    if (!storeExists(c.get('state'), storeId)) return fail(c, SIM_CODES.unknownStore, SIM_MESSAGES.unknownStore(storeId))
    const serviceType = text(b.serviceType)
    if (serviceType && !(SERVICE_TYPES as readonly string[]).includes(serviceType))
      return fail(c, SIM_CODES.badServiceType, SIM_MESSAGES.badServiceType(serviceType))
    const cart = resolveCart(c, c.req.query('cartId'), true)
    if (!cart || cart === 'unauthorized') return unauthorized(c)
    cart.storeId = storeId
    if (serviceType) cart.serviceType = serviceType as ServiceType
    if (text(b.zipCode)) cart.zipCode = text(b.zipCode)
    return c.json(cartReply(c.get('state'), cart))
  })

  // Pending-order lines (API-034, API-035): the signed-in shopper's order at that store.
  app.post('/api/orders/:orderStoreId/:orderNumber/orderItems/:itemId', async (c) => {
    const body = await jsonBody(c)
    const found = requestedOrder(c, 'orderNumber')
    if (found instanceof Response) return found
    const { state, order } = found
    const line = orderLine(c, c.req.param('itemId'), body)
    if (line instanceof Response) return line
    const at = order.items.findIndex((l) => l.itemId === line.itemId)
    if (at >= 0) order.items[at] = line
    else order.items.push(line)
    return c.json({ order: orderJson(state, order) })
  })

  app.delete('/api/orders/:orderStoreId/:orderNumber/orderItems/:itemId', (c) => {
    const found = requestedOrder(c, 'orderNumber')
    if (found instanceof Response) return found
    const { state, order } = found
    const itemId = c.req.param('itemId')
    if (!order.items.some((l) => l.itemId === itemId)) return fail(c, SIM_CODES.unknownItem, SIM_MESSAGES.notInOrder(itemId), 404)
    order.items = order.items.filter((l) => l.itemId !== itemId)
    return c.json({ order: orderJson(state, order) })
  })

  // Edit-order delivery (API-025): {order: {orderId, deliveryType, ...}}.
  app.get('/api/orders/delivery/:orderStoreId/:orderId', (c) => {
    const found = requestedOrder(c, 'orderId')
    if (found instanceof Response) return found
    return c.json({ order: orderJson(found.state, found.order) })
  })

  return app
}
