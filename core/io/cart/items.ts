/**
 * POST items (API-032): validated at the boundary in raw field names and reshaped here into a domain type
 * (CartChangeReply): the cart store never sees a raw reply. A line is removed by POST items with qty 0 (DELETE
 * items, API-033, is declined). Loaded with the cart queue's sending half (core/stores/cart/changes.ts).
 */
import * as v from 'valibot'
import { CART_PATHS as PATHS } from '../../rules/cart/endpoints'
import { CART_SOURCE, MALFORMED_CART_WARNING } from '../../rules/cart/cart'
import type { CartLine } from '../../rules/cart/queue'
import type { ItemChange } from '../../rules/cart/batch'
import { normaliseFrequency } from '../../rules/products/subscription'
import type { ApiClient } from '../api/client'
import { isApiError } from '../api/errors'

const num = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number())
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
    () =>
      api.request(PATHS.cartItems, {
        method: 'POST',
        query: { cartId },
        json: { items },
        schema: cartSchema,
        retries: 0,
        b2bProgram: true,
        write: 'cart',
      }),
    options.log,
  )
}

/** A line of a POST items reply as the local cart keeps it. */
function toLine(i: CartReply['items'][number]): CartLine {
  return {
    itemId: String(i.itemId),
    qty: i.qty,
    cartSource: CART_SOURCE,
    cartCategory: (i.cartCategory as CartLine['cartCategory'] | undefined) ?? '1P',
    ...(i.selectedWeight == null ? {} : { selectedWeight: String(i.selectedWeight) }),
    ...(i.isSnsSub
      ? { isSnsSub: true, isFirstTimeSnsSub: i.isFirstTimeSnsSub === true, snsFrequency: normaliseFrequency(i.snsFrequency) }
      : {}),
    ...(i.modifierOptionUPCs?.length ? { modifierOptionUPCs: i.modifierOptionUPCs.map(String) } : {}),
    ...(i.comments ? { comments: i.comments } : {}),
  }
}

/** The server's cart after a POST items, in domain terms: its lines as the local cart keeps them. */
export interface CartChangeReply {
  cartId: string
  cartQty: number
  cartPrice: number
  lines: CartLine[]
  /** Each line's made-to-order facts, in line order (CRT-042). */
  mto: { isMtoProduct: boolean; preparationTime: number }[]
}

/** POST items (postItems), reshaped: what the cart store applies. */
export async function sendCartChanges(
  api: ApiClient,
  cartId: string | undefined,
  items: readonly ItemChange[],
  options: { log?: Logger } = {},
): Promise<CartChangeReply> {
  const reply = await postItems(api, cartId, items, options)
  return {
    cartId: reply.cartId,
    cartQty: reply.cartQty,
    cartPrice: reply.cartPrice,
    lines: reply.items.map(toLine),
    mto: reply.items.map((i) => ({ isMtoProduct: i.isMtoProduct === true, preparationTime: i.preparationTime ?? 0 })),
  }
}
