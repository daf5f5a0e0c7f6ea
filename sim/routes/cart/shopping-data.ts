/**
 * What the shopping routes (shopping.ts, catalog.ts, recommendations.ts, subscriptions.ts) share: messages and
 * codes, who is calling, product look-ups and their JSON, availability per channel (the product rules), and the
 * shopping state kept at `state.shopping` (pending orders, subscriptions, guest carts per session). That state is
 * built on first use from the seed, so /__sim/reset restores it, and PATCH /__sim/state {"shopping": {...}} can
 * replace a part of it. Documented in sim/README.md "Shopping".
 */
import type { Channel } from '../../../core/rules/cart/cart'
import { isAvailable, normaliseProduct, type ProductChannel } from '../../../core/rules/products'
import { CUSTOMIZATION_COMMENT_MAX_LENGTH } from '../../../core/rules/products/customization'
import { DEFAULT_SNS_FREQUENCY, SNS_FREQUENCY_UNIT, type SnsFrequency } from '../../../core/rules/products/subscription'
import type { SimProduct, SimUser } from '../../data'
import { bearerSession, errorBody, type SimContext, sessionOf } from '../../http'
import { type SimCart, type SimCartLine, type SimState, userByKey } from '../../state'

export const MAX_LINE_QTY = 99
/** Largest selectedWeight a line takes (pounds). */
export const MAX_LINE_WEIGHT = 99
export const MAX_COMMENT_LENGTH = CUSTOMIZATION_COMMENT_MAX_LENGTH

export const SIM_MESSAGES = {
  unauthorized: 'Token is missing, invalid or expired.',
  noCart: 'Cart not found.',
  notYourCart: 'Not your cart.',
  unknownItem: (id: string) => `Item ${id} does not exist.`,
  inactiveItem: (id: string) => `Item ${id} is not available.`,
  badQty: 'qty must be a whole number from 0 to 99.',
  weightNotAllowed: (id: string) => `Item ${id} is not sold by weight: send qty, not selectedWeight.`,
  weightRequired: (id: string) => `Item ${id} is sold by weight: send selectedWeight, not qty.`,
  badWeight: (id: string, min: number) => `selectedWeight of item ${id} must be 0 (remove) or a number from ${min} to ${MAX_LINE_WEIGHT}.`,
  notCustomizable: (id: string) => `Item ${id} takes no modifier options.`,
  badModifier: (id: string, detail: string) => `Modifier options of item ${id}: ${detail}`,
  badFrequency: `snsFrequency must be {unit: '${SNS_FREQUENCY_UNIT}', count: a whole number from 1}.`,
  notSnsEligible: (id: string) => `Item ${id} is not eligible for subscribe and save.`,
  badField: (field: string, expected: string) => `${field} must be ${expected}.`,
  noItems: 'Send {"items": [...]}.',
  unknownStore: (id: string) => `Store ${id} does not exist.`,
  badServiceType: (value: string) => `serviceType must be Dug or Delivery, not "${value}".`,
  badCategory: (value: string) => `Unknown cart category "${value}".`,
  pgmRequired: 'The 1P_B2B cart list needs the header pgm: 1P_B2B.',
  noOrder: 'Order not found.',
  notInOrder: (id: string) => `Item ${id} is not in the order.`,
  sendQuantity: 'A pending-order line takes quantity (or selectedWeight), not qty.',
  badQuantity: 'quantity must be a whole number from 1 to 99.',
  missing: (field: string) => `${field} is required.`,
  notYourAccount: 'The path names another shopper.',
  unknownProduct: (id: string) => `Product ${id} does not exist.`,
  noSubscription: 'Subscribe to an item before adding one-time items.',
} as const

/** errors[0].code of the shopping routes' refusals. */
export const SIM_CODES = {
  unknownItem: 'ITEM_NOT_FOUND',
  inactiveItem: 'ITEM_INACTIVE',
  badQty: 'INVALID_QTY',
  weightNotAllowed: 'WEIGHT_NOT_ALLOWED',
  weightRequired: 'WEIGHT_REQUIRED',
  badWeight: 'INVALID_WEIGHT',
  notCustomizable: 'NOT_CUSTOMIZABLE',
  badModifier: 'INVALID_MODIFIER',
  badFrequency: 'INVALID_FREQUENCY',
  notSnsEligible: 'NOT_SNS_ELIGIBLE',
  badField: 'INVALID_FIELD',
  badRequest: 'INVALID_REQUEST',
  unknownStore: 'STORE_NOT_FOUND',
  badServiceType: 'INVALID_SERVICE_TYPE',
  badCategory: 'INVALID_CART_CATEGORY',
  pgmRequired: 'PGM_REQUIRED',
  noOrder: 'ORDER_NOT_FOUND',
  missing: 'MISSING_FIELD',
  forbidden: 'FORBIDDEN',
  unknownProduct: 'PRODUCT_NOT_FOUND',
  noSubscription: 'NO_SUBSCRIPTION',
} as const

export const fail = (c: SimContext, code: string, message: string, status: 400 | 401 | 403 | 404 | 409 = 400) =>
  c.json(errorBody(code, message), status)
export const unauthorized = (c: SimContext) => fail(c, '401', SIM_MESSAGES.unauthorized, 401)

/** The Bearer user; undefined without a token; 'expired' for a token that is unknown, replaced or past its time. */
export function bearerUser(c: SimContext): SimUser | undefined | 'expired' {
  const bearer = bearerSession(c)
  if (bearer === 'expired') return 'expired'
  if (!bearer) return undefined
  return userByKey(c.get('state'), bearer.userKey) ?? 'expired'
}

/** The Bearer user, or the 401 reply. */
export function requireUser(c: SimContext): SimUser | Response {
  const user = bearerUser(c)
  return user && user !== 'expired' ? user : unauthorized(c)
}

export const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : ''
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const stripZeros = (upc: string) => upc.replace(/^0+(?=\d)/, '')

export const productById = (state: SimState, id: string): SimProduct | undefined => state.products.find((p) => p.id === id)
export const productByUpc = (state: SimState, upc: string): SimProduct | undefined => {
  const wanted = stripZeros(upc)
  return state.products.find((p) => stripZeros(p.upc) === wanted)
}
export const storeExists = (state: SimState, storeId: string) => state.stores.some((s) => s.storeId === storeId)

/** A product as the catalog answers it: the seed's raw fields (001 §3) plus bpn; seed bookkeeping left out. */
export function productJson(p: SimProduct) {
  const { kinds: _kinds, customizationOptions: _options, ...fields } = p
  return { ...fields, bpn: p.id }
}

/** The channel a service type or channel name means: 'Dug'/'pickup' → pickup, 'instore'/'j4u' → instore, else delivery. */
export function channelOf(value: string | undefined | null): Channel {
  const v = (value ?? '').toLowerCase()
  if (v === 'dug' || v === 'pickup') return 'pickup'
  if (v === 'instore' || v === 'j4u' || v === 'in-store') return 'instore'
  return 'delivery'
}

/** Availability by the product rules (PRD-015..020): wine and marketplace items ship, others use the channel. */
export function availableOn(p: SimProduct, channel: Channel): boolean {
  const product = normaliseProduct(p)
  if (!product) return false
  const target: ProductChannel = p.cartCategory === '1P' ? channel : 'shipping'
  return isAvailable(product, target)
}

/** A small deterministic hash (FNV-1a) for per-household picks. */
export function hash(textValue: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < textValue.length; i++) h = Math.imul(h ^ textValue.charCodeAt(i), 0x01000193) >>> 0
  return h
}

// ---- carts ----------------------------------------------------------------------------------------

/** A cart line with the API-032 fields the simulator keeps. */
export interface ShoppingLine extends SimCartLine {
  entryId?: string
  modifierOptionUPCs?: string[]
  comments?: string
  isSnsSub?: boolean
  isFirstTimeSnsSub?: boolean
  snsFrequency?: SnsFrequency
  sellerId?: string
}

/** A cart with the preferences PUT preferences stores (extra fields on the state's SimCart). */
export interface ShoppingCart extends SimCart {
  lines: ShoppingLine[]
  serviceType?: 'Dug' | 'Delivery'
  zipCode?: string
}

export const shoppingCart = (cart: SimCart) => cart as ShoppingCart

/** One line's price: price x qty, or x selectedWeight for a weighed line, plus the modifier options' prices. */
export function linePrice(state: SimState, line: ShoppingLine): number {
  const p = productById(state, line.itemId)
  if (!p) return 0
  const options = (p.customizationOptions ?? []).flatMap((g) => g.options)
  const extras = (line.modifierOptionUPCs ?? []).reduce((sum, upc) => sum + (options.find((o) => o.upc === upc)?.price ?? 0), 0)
  const units = line.selectedWeight !== undefined ? Number(line.selectedWeight) : line.qty
  return (p.price + extras) * (Number.isFinite(units) ? units : 0)
}

export const round2 = (n: number) => Math.round(n * 100) / 100
export const linesPrice = (state: SimState, lines: readonly ShoppingLine[]) =>
  round2(lines.reduce((sum, l) => sum + linePrice(state, l), 0))
export const linesQty = (lines: readonly SimCartLine[]) => lines.reduce((sum, l) => sum + l.qty, 0)

// ---- pending orders and subscriptions -----------------------------------------------------------------

export interface SimOrderLine {
  itemId: string
  quantity: number
  selectedWeight?: string
}

export interface SimPendingOrder {
  orderId: string
  customerId: string
  storeId: string
  serviceType: string
  deliveryType: string
  zipCode: string
  slot: { displayStartTS: string; slotId: string }
  paymentSubType: string
  items: SimOrderLine[]
}

export interface SimSubscriptionItem {
  productBpn: string
  productUpc: string
  quantity: number
  startDateTime: string
  isSubstitutable: boolean
  productDesc: string
  originalPrice: number
  frequency: SnsFrequency
}

export interface SimSubscriptions {
  customerId: string
  fulfillmentType: string
  isNewSnSUser: boolean
  originationStoreId?: string
  items: SimSubscriptionItem[]
  oneTimeItems: { itemId: string; qty: number }[]
}

export interface ShoppingData {
  /** Guest session id (aisle_sid) → its guest cart id. */
  guestCarts: Record<string, string>
  pendingOrders: SimPendingOrder[]
  /** By the shopper's uuid. */
  subscriptions: Record<string, SimSubscriptions>
}

/** The order the seed gives each user: '8' and the last 8 digits of the customer id. */
export const seededOrderId = (user: Pick<SimUser, 'customerId'>) => `8${user.customerId.slice(-8)}`

const ORDER_KINDS: Record<string, { serviceType: string; deliveryType: string }> = {
  R: { serviceType: 'DUG', deliveryType: 'DUG' },
  E: { serviceType: 'Delivery', deliveryType: 'Unattended' },
}

function seedOrders(state: SimState): SimPendingOrder[] {
  const plain = state.products.filter(
    (p) => p.status === 'active' && p.cartCategory === '1P' && !p.soldByWeight && availableOn(p, 'delivery'),
  )
  const day = new Date(state.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  return state.users.map((user, i) => ({
    orderId: seededOrderId(user),
    customerId: user.customerId,
    storeId: user.storeId,
    ...(ORDER_KINDS[user.key] ?? { serviceType: 'Delivery', deliveryType: 'Attended' }),
    zipCode: user.zipCode,
    slot: { displayStartTS: `${day}T14:00:00.000Z`, slotId: `slot-${user.key}-${day}` },
    paymentSubType: 'CREDIT_CARD',
    items: plain.slice(i * 3, i * 3 + 3).map((p, n) => ({ itemId: p.id, quantity: n + 1 })),
  }))
}

function seedSubscriptions(state: SimState): Record<string, SimSubscriptions> {
  const out: Record<string, SimSubscriptions> = {}
  const eligible = state.products.filter((p) => p.snsEligible && p.status === 'active')
  for (const user of state.users) {
    const first = user.key === 'C' ? eligible[0] : undefined
    out[user.uuid] = {
      customerId: user.customerId,
      fulfillmentType: user.preference === 'dug' ? 'DUG' : 'DELIVERY',
      isNewSnSUser: !first,
      items: first
        ? [
            {
              productBpn: first.id,
              productUpc: first.upc,
              quantity: 1,
              startDateTime: new Date(state.now()).toISOString(),
              isSubstitutable: true,
              productDesc: first.name,
              originalPrice: first.price,
              frequency: { ...DEFAULT_SNS_FREQUENCY },
            },
          ]
        : [],
      oneTimeItems: [],
    }
  }
  return out
}

/** The shopping state of this simulator state, seeded on first use; parts missing after a PATCH are re-seeded. */
export function shoppingData(state: SimState): ShoppingData {
  const holder = state as SimState & { shopping?: Partial<ShoppingData> }
  const data = (holder.shopping ??= {})
  data.guestCarts ??= {}
  data.pendingOrders ??= seedOrders(state)
  data.subscriptions ??= seedSubscriptions(state)
  return data as ShoppingData
}

/** The guest session of the aisle_sid cookie, when it is one. */
export function guestSessionId(c: SimContext): string | undefined {
  const session = sessionOf(c)
  return session && session.userKey === 'G' ? session.sid : undefined
}

/** The default service type of a user's preference ('dug' → Dug). */
export const serviceTypeOfPreference = (preference: string | undefined) => (channelOf(preference) === 'pickup' ? 'Dug' : 'Delivery')
