/**
 * Subscribe and save of 001 §7 (sim/README.md "Shopping"): all subscriptions (API-071), add subscription with
 * the §3 payload (API-072, SNS-002), one-time items (API-037, API-038) and the subscription by gid (API-073).
 * State: shoppingData(state).subscriptions, by the shopper's uuid; user C starts with one subscribed item.
 */
import { Hono } from 'hono'
import { HEADERS } from '../../../core/rules/http'
import { SNS_FREQUENCY_UNIT } from '../../../core/rules/products'
import { SHOPPING_HEADERS } from '../../../core/rules/cart/shopping-api'
import type { SimUser } from '../../data'
import { jsonBody, type SimContext, type SimEnv } from '../../http'
import type { SimState } from '../../state'
import {
  fail,
  isRecord,
  MAX_LINE_QTY,
  productById,
  productByUpc,
  requireUser,
  shoppingData,
  SIM_CODES,
  SIM_MESSAGES,
  type SimSubscriptionItem,
  type SimSubscriptions,
  storeExists,
  text,
} from '../cart/shopping-data'

/** The frequencies a shopper may pick, in weeks (unit WEEK only, SNS-003). */
export const SIM_SNS_FREQUENCY_WEEKS = [1, 2, 4, 8] as const

export function subscriptionsJson(record: SimSubscriptions, banner?: string) {
  return {
    ...(banner ? { banner } : {}),
    customerId: record.customerId,
    fulfillmentType: record.fulfillmentType,
    isNewSnSUser: record.isNewSnSUser,
    snsFrequencies: SIM_SNS_FREQUENCY_WEEKS.map((count) => ({ count, unit: SNS_FREQUENCY_UNIT })),
    items: record.items.map((i) => ({ productId: i.productBpn, ...i })),
    oneTimeItems: record.oneTimeItems.map((i) => ({ ...i })),
  }
}

/** The subscriptions of the shopper the path names, or the 401/403 reply. */
function ownRecord(c: SimContext, idOf: (u: SimUser) => string, param: string): { user: SimUser; record: SimSubscriptions } | Response {
  const user = requireUser(c)
  if (user instanceof Response) return user
  if (idOf(user) !== c.req.param(param)) return fail(c, SIM_CODES.forbidden, SIM_MESSAGES.notYourAccount, 403)
  const data = shoppingData(c.get('state'))
  const record = (data.subscriptions[user.uuid] ??= {
    customerId: user.customerId,
    fulfillmentType: 'DELIVERY',
    isNewSnSUser: true,
    items: [],
    oneTimeItems: [],
  })
  return { user, record }
}

type Checked<T> = { ok: T } | { code: string; message: string }
const missing = (field: string) => ({ code: SIM_CODES.missing, message: SIM_MESSAGES.missing(field) })
const invalid = (field: string, expected: string) => ({ code: SIM_CODES.badField, message: SIM_MESSAGES.badField(field, expected) })

function checkSubscriptionItem(state: SimState, raw: unknown, at: string): Checked<SimSubscriptionItem> {
  const i = isRecord(raw) ? raw : {}
  for (const field of [
    'productBpn',
    'productUpc',
    'quantity',
    'startDateTime',
    'isSubstitutable',
    'productDesc',
    'originalPrice',
    'frequency',
  ]) {
    if (i[field] === undefined || i[field] === null || i[field] === '') return missing(`${at}.${field}`)
  }
  const p = productById(state, text(i.productBpn))
  if (!p || p.status !== 'active') return { code: SIM_CODES.unknownItem, message: SIM_MESSAGES.unknownItem(text(i.productBpn)) }
  if (productByUpc(state, text(i.productUpc))?.id !== p.id) return invalid(`${at}.productUpc`, `the UPC of product ${p.id}`)
  if (!p.snsEligible) return { code: SIM_CODES.notSnsEligible, message: SIM_MESSAGES.notSnsEligible(p.id) }
  const quantity = i.quantity
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QTY)
    return invalid(`${at}.quantity`, 'a whole number from 1 to 99')
  if (typeof i.startDateTime !== 'string' || Number.isNaN(Date.parse(i.startDateTime)))
    return invalid(`${at}.startDateTime`, 'an ISO date-time')
  if (typeof i.isSubstitutable !== 'boolean') return invalid(`${at}.isSubstitutable`, 'true or false')
  if (typeof i.productDesc !== 'string' || !i.productDesc.trim()) return invalid(`${at}.productDesc`, 'a non-empty string')
  if (typeof i.originalPrice !== 'number' || !(i.originalPrice >= 0)) return invalid(`${at}.originalPrice`, 'a number from 0')
  const f = isRecord(i.frequency) ? i.frequency : {}
  if (f.unit !== SNS_FREQUENCY_UNIT || typeof f.count !== 'number' || !Number.isInteger(f.count) || f.count < 1) {
    return { code: SIM_CODES.badFrequency, message: `${at}.frequency: ${SIM_MESSAGES.badFrequency}` }
  }
  return {
    ok: {
      productBpn: p.id,
      productUpc: text(i.productUpc),
      quantity,
      startDateTime: i.startDateTime,
      isSubstitutable: i.isSubstitutable,
      productDesc: i.productDesc,
      originalPrice: i.originalPrice,
      frequency: { count: f.count, unit: SNS_FREQUENCY_UNIT },
    },
  }
}

/** SNS-002: the add payload, checked field by field; the first problem wins. */
export function checkAddPayload(
  state: SimState,
  body: unknown,
): Checked<{ isNewSnSUser: boolean; originationStoreId: string; items: SimSubscriptionItem[] }> {
  const b = isRecord(body) ? body : {}
  if (b.isNewSnSUser === undefined) return missing('isNewSnSUser')
  if (typeof b.isNewSnSUser !== 'boolean') return invalid('isNewSnSUser', 'true or false')
  const originationStoreId = text(b.originationStoreId)
  if (!originationStoreId) return missing('originationStoreId')
  if (!storeExists(state, originationStoreId))
    return { code: SIM_CODES.unknownStore, message: SIM_MESSAGES.unknownStore(originationStoreId) }
  if (!Array.isArray(b.items) || b.items.length === 0) return invalid('items', 'a non-empty list')
  const items: SimSubscriptionItem[] = []
  for (const [n, raw] of b.items.entries()) {
    const checked = checkSubscriptionItem(state, raw, `items[${n}]`)
    if (!('ok' in checked)) return checked
    items.push(checked.ok)
  }
  return { ok: { isNewSnSUser: b.isNewSnSUser, originationStoreId, items } }
}

export function subscriptionRoutes() {
  const app = new Hono<SimEnv>()

  // GET {uuid}/allsubscriptions?banner (API-071).
  app.get('/api/sns/:uuid/allsubscriptions', (c) => {
    const banner = c.req.query('banner')?.trim()
    if (!banner) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing('banner'))
    const own = ownRecord(c, (u) => u.uuid, 'uuid')
    if (own instanceof Response) return own
    return c.json(subscriptionsJson(own.record, banner))
  })

  // POST {uuid}/addsubscription with the add payload (API-072, SNS-002): a bpn subscribed again is replaced.
  app.post('/api/sns/:uuid/addsubscription', async (c) => {
    const body = await jsonBody(c)
    const own = ownRecord(c, (u) => u.uuid, 'uuid')
    if (own instanceof Response) return own
    const checked = checkAddPayload(c.get('state'), body)
    if (!('ok' in checked)) return fail(c, checked.code, checked.message)
    const { record } = own
    for (const item of checked.ok.items) {
      record.items = [...record.items.filter((i) => i.productBpn !== item.productBpn), item]
    }
    record.isNewSnSUser = false
    record.originationStoreId = checked.ok.originationStoreId
    return c.json(subscriptionsJson(record))
  })

  // POST {uuid}/oneTimeItems {items: [{itemId, qty}]} (API-037): absolute quantities on the next delivery.
  app.post('/api/sns/:uuid/oneTimeItems', async (c) => {
    const body = await jsonBody(c)
    const own = ownRecord(c, (u) => u.uuid, 'uuid')
    if (own instanceof Response) return own
    const b = isRecord(body) ? body : {}
    if (!Array.isArray(b.items) || b.items.length === 0) return fail(c, SIM_CODES.badRequest, SIM_MESSAGES.noItems)
    if (own.record.items.length === 0) return fail(c, SIM_CODES.noSubscription, SIM_MESSAGES.noSubscription, 409)
    const state = c.get('state')
    const lines: { itemId: string; qty: number }[] = []
    for (const raw of b.items) {
      const i = isRecord(raw) ? raw : {}
      const itemId = text(i.itemId)
      const p = productById(state, itemId)
      if (!p) return fail(c, SIM_CODES.unknownItem, SIM_MESSAGES.unknownItem(itemId))
      if (p.status !== 'active') return fail(c, SIM_CODES.inactiveItem, SIM_MESSAGES.inactiveItem(itemId))
      const qty = i.qty === undefined ? 1 : Number(i.qty)
      if (!Number.isInteger(qty) || qty < 1 || qty > MAX_LINE_QTY) return fail(c, SIM_CODES.badQty, SIM_MESSAGES.badQuantity)
      lines.push({ itemId, qty })
    }
    for (const line of lines) own.record.oneTimeItems = [...own.record.oneTimeItems.filter((i) => i.itemId !== line.itemId), line]
    return c.json(subscriptionsJson(own.record))
  })

  // DELETE {uuid}/oneTimeItems {itemId} (API-038).
  app.delete('/api/sns/:uuid/oneTimeItems', async (c) => {
    const body = await jsonBody(c)
    const own = ownRecord(c, (u) => u.uuid, 'uuid')
    if (own instanceof Response) return own
    const itemId = text(isRecord(body) ? body.itemId : undefined)
    if (!itemId) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing('itemId'))
    if (!own.record.oneTimeItems.some((i) => i.itemId === itemId))
      return fail(c, SIM_CODES.unknownItem, SIM_MESSAGES.notInOrder(itemId), 404)
    own.record.oneTimeItems = own.record.oneTimeItems.filter((i) => i.itemId !== itemId)
    return c.json(subscriptionsJson(own.record))
  })

  // GET the subscription by gid (API-073): bearer, Accept, banner and client id headers.
  app.get('/api/sns/subscriptions/:gid', (c) => {
    for (const header of [SHOPPING_HEADERS.accept, HEADERS.banner, SHOPPING_HEADERS.clientId]) {
      if (!c.req.header(header)) return fail(c, SIM_CODES.missing, SIM_MESSAGES.missing(`header ${header}`))
    }
    const own = ownRecord(c, (u) => u.gid, 'gid')
    if (own instanceof Response) return own
    return c.json(subscriptionsJson(own.record, c.req.header(HEADERS.banner)))
  })

  return app
}
