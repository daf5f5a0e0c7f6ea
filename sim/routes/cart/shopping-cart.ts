/**
 * The cart model behind the shopping routes: which cart a call works on, the cart JSON (one cart per category,
 * marketplace per seller, with the multi-cart summary), and the API-032 item checks. Everything after a
 * request's body is read runs synchronously, so concurrent calls of one shopper find and change one cart.
 */
import { CART_CATEGORIES, type CartCategory, type Channel } from '../../../core/rules/cart/cart'
import { cartCategoryFor } from '../../../core/rules/cart/categories'
import { B2B_PROGRAM_HEADER_VALUE } from '../../../core/rules/env'
import { HEADERS } from '../../../core/rules/http'
import { SNS_FREQUENCY_UNIT } from '../../../core/rules/products'
import { LIST_SEPARATOR } from '../../../core/rules/cart/shopping-api'
import type { SimProduct } from '../../data'
import type { SimContext } from '../../http'
import { customerCart, nextId, type SimState } from '../../state'
import {
  availableOn,
  bearerUser,
  channelOf,
  guestSessionId,
  isRecord,
  linePrice,
  linesPrice,
  linesQty,
  MAX_COMMENT_LENGTH,
  MAX_LINE_QTY,
  MAX_LINE_WEIGHT,
  productById,
  round2,
  type ShoppingCart,
  type ShoppingLine,
  shoppingCart,
  shoppingData,
  SIM_CODES,
  SIM_MESSAGES,
} from './shopping-data'

/** Whether the call carries the B2B program header (pgm: 1P_B2B). */
export const isB2bCall = (c: SimContext) => c.req.header(HEADERS.program) === B2B_PROGRAM_HEADER_VALUE

export function newGuestCart(state: SimState, storeId?: string): ShoppingCart {
  const cart: ShoppingCart = { cartId: nextId(state, 'guest-'), lines: [], ...(storeId ? { storeId } : {}) }
  state.carts.set(cart.cartId, cart)
  return cart
}

/**
 * The cart a call works on: the Bearer user's customer cart; else the guest cart named by `guestId`; else the
 * guest session's cart (aisle_sid of a guest sign-in). `create` makes a guest cart when there is none, bound to
 * the guest session when there is one. 'unauthorized' for an expired token.
 */
export function resolveCart(c: SimContext, guestId: string | undefined, create: boolean): ShoppingCart | undefined | 'unauthorized' {
  const state = c.get('state')
  const user = bearerUser(c)
  if (user === 'expired') return 'unauthorized'
  if (user) return shoppingCart(customerCart(state, user))
  if (guestId) {
    const named = state.carts.get(guestId)
    if (named && !named.customerId) return shoppingCart(named)
    if (!create) return undefined
  }
  const data = shoppingData(state)
  const sid = guestSessionId(c)
  const bound = sid ? state.carts.get(data.guestCarts[sid] ?? '') : undefined
  if (bound) return shoppingCart(bound)
  if (!create) return undefined
  const cart = newGuestCart(state)
  if (sid) data.guestCarts[sid] = cart.cartId
  return cart
}

/** A cartCategoryList member as a line category: case-insensitive ('1P_Wine' is 1P_WINE, gap C12); undefined when unknown. */
export const categoryOf = (value: string): CartCategory | undefined => CART_CATEGORIES.find((c) => c === value.trim().toUpperCase())

/** The categories a list asks for; '1P' also brings the subscribe-and-save lines (1P_SNS). */
export function categoriesOf(list: readonly CartCategory[]): Set<CartCategory> {
  const set = new Set(list)
  if (set.has('1P')) set.add('1P_SNS')
  return set
}

function itemJson(state: SimState, line: ShoppingLine, channel: Channel) {
  const p = productById(state, line.itemId)
  return {
    ...line,
    name: p?.name ?? '',
    price: p?.price ?? 0,
    totalPrice: round2(linePrice(state, line)),
    isAvailable: p ? availableOn(p, channel) : false,
    // The product's made-to-order facts, from which the client derives isMTOOrder and mtoMaxPrepTime (CRT-042).
    ...(p?.isMtoProduct ? { isMtoProduct: true, preparationTime: p.preparationTime ?? 0 } : {}),
    ...(p?.sellerId ? { sellerId: p.sellerId, sellerName: p.sellerName } : {}),
  }
}

/**
 * The cart JSON: the legacy top-level fields (cartId, cartCategory '1P', storeId, items, cartQty, cartPrice)
 * over the lines in the asked categories, plus serviceType, zipCode, guestCartId, one entry of `carts` per
 * category (marketplace: per seller) and the multi-cart summary (CRT-003).
 */
export function cartReply(
  state: SimState,
  cart: ShoppingCart,
  view: { categories?: Set<CartCategory>; storeId?: string; serviceType?: string; zipCode?: string } = {},
) {
  const lines = view.categories ? cart.lines.filter((l) => view.categories?.has(l.cartCategory as CartCategory)) : cart.lines
  const serviceType = view.serviceType ?? cart.serviceType ?? 'Delivery'
  const channel = channelOf(serviceType)
  const groups = new Map<string, ShoppingLine[]>()
  for (const line of lines) {
    const key = line.cartCategory === '3P_MARKETPLACE' ? `3P_MARKETPLACE:${line.sellerId ?? ''}` : line.cartCategory
    groups.set(key, [...(groups.get(key) ?? []), line])
  }
  const carts = [...groups.entries()].map(([key, group]) => ({
    cartId: cart.cartId,
    cartCategory: group[0]?.cartCategory ?? key,
    ...(key.startsWith('3P_MARKETPLACE:')
      ? { sellerId: group[0]?.sellerId, sellerName: productById(state, group[0]?.itemId ?? '')?.sellerName }
      : {}),
    items: group.map((l) => itemJson(state, l, channel)),
    cartQty: linesQty(group),
    cartPrice: linesPrice(state, group),
  }))
  const items = lines.map((l) => itemJson(state, l, channel))
  return {
    cartId: cart.cartId,
    cartCategory: '1P',
    storeId: view.storeId ?? cart.storeId,
    serviceType,
    zipCode: view.zipCode ?? cart.zipCode ?? null,
    ...(cart.customerId ? {} : { guestCartId: cart.cartId }),
    items,
    cartQty: linesQty(lines),
    cartPrice: linesPrice(state, lines),
    carts,
    multiCartSummary: {
      finalTransactionTotal: linesPrice(state, lines),
      totalAvailableCarts: carts.length,
      totalAvailableItems: items.filter((i) => i.isAvailable).length,
      totalAvailableQuantity: linesQty(lines.filter((_, n) => items[n]?.isAvailable)),
    },
  }
}

/** Parses a cartCategoryList query value; a string naming the first unknown member when one is unknown. */
export function parseCategoryList(value: string): CartCategory[] | string {
  const out: CartCategory[] = []
  for (const part of value.split(LIST_SEPARATOR)) {
    const category = categoryOf(part)
    if (!category) return part
    out.push(category)
  }
  return out
}

export type ItemCheck = { ok: true; line: ShoppingLine | null; key: string } | { ok: false; code: string; message: string }

const bad = (code: string, message: string): ItemCheck => ({ ok: false, code, message })
const isWhole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max
export const lineKey = (l: Pick<ShoppingLine, 'itemId' | 'entryId' | 'isSnsSub'>) =>
  `${l.itemId}|${l.entryId ?? ''}|${l.isSnsSub ? 'sns' : ''}`

function checkModifiers(p: SimProduct, upcs: unknown): string | undefined {
  if (!Array.isArray(upcs) || upcs.some((u) => typeof u !== 'string')) return 'send a list of option UPC strings.'
  const groups = p.customizationOptions ?? []
  for (const upc of upcs) if (!groups.some((g) => g.options.some((o) => o.upc === upc))) return `unknown option ${upc}.`
  for (const g of groups) {
    const n = g.options.filter((o) => upcs.includes(o.upc)).length
    if (n > g.maxSelect || (g.required && n < g.minSelect))
      return `group ${g.name} takes ${g.minSelect} to ${g.maxSelect} options, not ${n}.`
  }
  return undefined
}

function checkFrequency(f: unknown): boolean {
  return isRecord(f) && f.unit === SNS_FREQUENCY_UNIT && typeof f.count === 'number' && isWhole(f.count, 1, 52)
}

/**
 * One API-032 item: the line it sets (null: the line goes), or the refusal. qty or selectedWeight by the
 * product (CRT-026, CRT-027; qty 0 removes either kind), modifier options of the product's groups, entryId
 * and comments as strings, subscription fields with snsFrequency {unit 'WEEK', count}. B2B calls file own-brand
 * lines under 1P_B2B, subscribed lines go to 1P_SNS.
 */
export function checkItem(state: SimState, raw: unknown, b2b: boolean): ItemCheck {
  const item = isRecord(raw) ? raw : {}
  const id = String(item.itemId ?? '')
  const p = productById(state, id)
  if (!p) return bad(SIM_CODES.unknownItem, SIM_MESSAGES.unknownItem(id))
  if (p.status !== 'active') return bad(SIM_CODES.inactiveItem, SIM_MESSAGES.inactiveItem(id))
  const qty = item.qty === undefined ? undefined : Number(item.qty)
  if (qty !== undefined && !isWhole(qty, 0, MAX_LINE_QTY)) return bad(SIM_CODES.badQty, SIM_MESSAGES.badQty)
  const hasWeight = item.selectedWeight !== undefined && item.selectedWeight !== null
  if (hasWeight && !p.soldByWeight) return bad(SIM_CODES.weightNotAllowed, SIM_MESSAGES.weightNotAllowed(id))
  if (p.soldByWeight && !hasWeight && qty !== 0) return bad(SIM_CODES.weightRequired, SIM_MESSAGES.weightRequired(id))
  const weight = hasWeight ? Number(item.selectedWeight) : undefined
  const min = p.minWeight ?? 0
  if (weight !== undefined && !(weight === 0 || (Number.isFinite(weight) && weight >= min && weight > 0 && weight <= MAX_LINE_WEIGHT))) {
    return bad(SIM_CODES.badWeight, SIM_MESSAGES.badWeight(id, min))
  }
  if (item.modifierOptionUPCs !== undefined && !(Array.isArray(item.modifierOptionUPCs) && item.modifierOptionUPCs.length === 0)) {
    if (!p.isCustomizable || !p.customizationOptions?.length) return bad(SIM_CODES.notCustomizable, SIM_MESSAGES.notCustomizable(id))
    const problem = checkModifiers(p, item.modifierOptionUPCs)
    if (problem) return bad(SIM_CODES.badModifier, SIM_MESSAGES.badModifier(id, problem))
  }
  if (item.entryId !== undefined && typeof item.entryId !== 'string')
    return bad(SIM_CODES.badField, SIM_MESSAGES.badField('entryId', 'a string'))
  if (item.comments !== undefined && (typeof item.comments !== 'string' || item.comments.length > MAX_COMMENT_LENGTH)) {
    return bad(SIM_CODES.badField, SIM_MESSAGES.badField('comments', `a string of at most ${MAX_COMMENT_LENGTH} characters`))
  }
  for (const flag of ['isSnsSub', 'isFirstTimeSnsSub'] as const) {
    if (item[flag] !== undefined && typeof item[flag] !== 'boolean')
      return bad(SIM_CODES.badField, SIM_MESSAGES.badField(flag, 'true or false'))
  }
  if (item.snsFrequency !== undefined && !checkFrequency(item.snsFrequency)) return bad(SIM_CODES.badFrequency, SIM_MESSAGES.badFrequency)
  const sns = item.isSnsSub === true
  if (sns && !p.snsEligible) return bad(SIM_CODES.notSnsEligible, SIM_MESSAGES.notSnsEligible(id))
  if (sns && item.snsFrequency === undefined) return bad(SIM_CODES.badFrequency, SIM_MESSAGES.badFrequency)

  const entryId = typeof item.entryId === 'string' && item.entryId ? item.entryId : undefined
  const key = lineKey({ itemId: id, entryId, isSnsSub: sns })
  if (qty === 0 || weight === 0) return { ok: true, line: null, key }
  const frequency = item.snsFrequency as ShoppingLine['snsFrequency']
  const line: ShoppingLine = {
    itemId: id,
    qty: weight !== undefined ? 1 : (qty ?? 1),
    // The cart service files own-brand lines of the business site (the pgm header) under 1P_B2B (001 §6).
    cartCategory: b2b && !sns && p.cartCategory === '1P' ? '1P_B2B' : cartCategoryFor(p, { subscribe: sns }),
    ...(weight !== undefined ? { selectedWeight: String(item.selectedWeight) } : {}),
    ...(entryId ? { entryId } : {}),
    ...(Array.isArray(item.modifierOptionUPCs) && item.modifierOptionUPCs.length
      ? { modifierOptionUPCs: [...(item.modifierOptionUPCs as string[])] }
      : {}),
    ...(typeof item.comments === 'string' && item.comments ? { comments: item.comments } : {}),
    ...(sns
      ? {
          isSnsSub: true,
          isFirstTimeSnsSub: item.isFirstTimeSnsSub === true,
          snsFrequency: { unit: SNS_FREQUENCY_UNIT, count: frequency?.count ?? 1 },
        }
      : {}),
    ...(p.sellerId ? { sellerId: p.sellerId } : {}),
  }
  return { ok: true, line, key }
}

/** Sets (or removes) each checked line; quantities are absolute. */
export function applyLines(cart: ShoppingCart, changes: readonly { line: ShoppingLine | null; key: string }[]): void {
  for (const { line, key } of changes) {
    const at = cart.lines.findIndex((l) => lineKey(l) === key)
    if (!line) {
      if (at >= 0) cart.lines.splice(at, 1)
    } else if (at >= 0) cart.lines[at] = line
    else cart.lines.push(line)
  }
}
