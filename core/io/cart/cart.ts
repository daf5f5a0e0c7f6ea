/**
 * The mini-cart read (API-039): validated at the boundary in raw field names and reshaped here into a domain type
 * (MiniCartReply): the cart store never sees a raw reply. The changes (POST items, API-032) are ./cart-items.ts,
 * which a page that only shows the cart does not load.
 */
import * as v from 'valibot'
import { CART_PATHS as PATHS } from '../../rules/cart/endpoints'
import type { ApiClient } from '../api/client'
import { cacheBuster } from '../api/session'

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
  return reshape(await api.request(PATHS.miniCart, { query: { rand: cacheBuster(), id: cartId }, schema: miniCartSchema }))
}

/** A mini-cart reply that came another way (a prerendered page's data, aisle/prerender): validated as the read's, or undefined. */
export function miniCartReplyFrom(value: unknown): MiniCartReply | undefined {
  const parsed = v.safeParse(miniCartSchema, value)
  return parsed.success ? reshape(parsed.output) : undefined
}

function reshape(raw: v.InferOutput<typeof miniCartSchema>): MiniCartReply {
  return {
    cartId: raw.cartId ?? undefined,
    cartQty: raw.cartQty,
    cartPrice: raw.cartPrice,
    storeId: raw.storeId == null ? undefined : String(raw.storeId),
    ...(raw.items ? { items: raw.items.map((i) => ({ itemId: String(i.itemId), qty: i.qty })) } : {}),
  }
}
