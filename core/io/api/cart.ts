/**
 * Cart calls (API-032, API-039): validated at the boundary in raw field names; the cart store reshapes them into
 * LocalCart pieces. A line is removed by POST items with qty 0 (DELETE items, API-033, is declined).
 */
import * as v from 'valibot'
import { CART_PATHS as PATHS } from '../../rules/cart-endpoints'
import { MALFORMED_CART_WARNING } from '../../rules/cart'
import type { ApiClient } from './client'
import { isApiError } from './errors'
import { cacheBuster } from './session'

const num = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number())

export const miniCartSchema = v.object({
  cartId: v.optional(v.nullable(v.string())),
  cartQty: num,
  cartPrice: v.optional(num, 0),
  storeId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  itemCount: v.optional(num),
  /** The lines, when the service sends them (ours does: docs/decisions/cart.md), so absolute quantities start from the truth. */
  items: v.optional(v.array(v.object({ itemId: v.union([v.string(), v.number()]), qty: v.optional(num, 0) }))),
})

export interface MiniCartReply {
  cartId?: string
  cartQty: number
  cartPrice: number
  storeId?: string
  items?: { itemId: string; qty: number }[]
}

/** GET mini-cart with query rand and the optional cart id (API-039). */
export async function fetchMiniCart(api: ApiClient, cartId?: string): Promise<MiniCartReply> {
  const raw = await api.request(PATHS.miniCart, { query: { rand: cacheBuster(), id: cartId }, schema: miniCartSchema })
  return {
    cartId: raw.cartId ?? undefined,
    cartQty: raw.cartQty,
    cartPrice: raw.cartPrice,
    storeId: raw.storeId == null ? undefined : String(raw.storeId),
    ...(raw.items ? { items: raw.items.map((i) => ({ itemId: String(i.itemId), qty: i.qty })) } : {}),
  }
}

const idSchema = v.union([v.string(), v.number()])
const optionalText = v.optional(v.nullable(v.string()))

/** A cart line in raw fields (001 §3 cart, API-032 fields echoed); unknown fields pass through. */
const cartItemSchema = v.looseObject({
  itemId: idSchema,
  qty: v.optional(num, 0),
  selectedWeight: v.optional(v.nullable(idSchema)),
  cartCategory: v.optional(v.string()),
  entryId: optionalText,
  modifierOptionUPCs: v.optional(v.nullable(v.array(idSchema))),
  comments: optionalText,
  isSnsSub: v.optional(v.nullable(v.boolean())),
  isFirstTimeSnsSub: v.optional(v.nullable(v.boolean())),
  snsFrequency: v.optional(v.nullable(v.looseObject({ count: v.optional(num), unit: v.optional(v.string()) }))),
  isAvailable: v.optional(v.nullable(v.boolean())),
  sellerId: optionalText,
  /** The product's made-to-order facts (CRT-042). */
  isMtoProduct: v.optional(v.nullable(v.boolean())),
  preparationTime: v.optional(v.nullable(num)),
})

export const cartSchema = v.looseObject({
  cartId: v.string(),
  cartCategory: v.optional(v.string()),
  items: v.array(cartItemSchema),
  cartQty: num,
  cartPrice: v.optional(num, 0),
})

export type CartReply = v.InferOutput<typeof cartSchema>

/**
 * One POST items line (API-032): the absolute qty, or selectedWeight for a sold-by-weight item (CRT-026,
 * CRT-027), the modifier option UPCs and comments of a customised product, the entry id of a customised
 * entry, and the subscription fields (SNS-007; rules/products `snsItemFields` builds them).
 */
export interface ItemChange {
  itemId: string
  qty?: number
  selectedWeight?: string
  modifierOptionUPCs?: readonly string[]
  entryId?: string
  comments?: string
  isSnsSub?: boolean
  isFirstTimeSnsSub?: boolean
  snsFrequency?: { unit: string; count: number }
}

type Logger = Pick<Console, 'warn'>

/** ERR-021: a cart reply that cannot be read logs a warning, then fails as it came (the store keeps what it showed). */
export async function cartCall<T>(path: string, call: () => Promise<T>, log: Logger = console): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isApiError(error) && (error.kind === 'malformed' || error.kind === 'shape')) log.warn(MALFORMED_CART_WARNING(path), error.details)
    throw error
  }
}

/**
 * POST items: each change carries the absolute new quantity of its line (API-032). `b2b` sends the pgm header
 * on the business site (own-brand lines go to the 1P_B2B cart).
 */
export async function postItems(api: ApiClient, cartId: string | undefined, items: readonly ItemChange[], options: { log?: Logger } = {}) {
  return cartCall(
    PATHS.cartItems,
    () => api.request(PATHS.cartItems, { method: 'POST', query: { cartId }, json: { items }, schema: cartSchema, retries: 0, b2bProgram: true }),
    options.log,
  )
}
