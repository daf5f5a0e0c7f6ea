/** Cart calls (API-027..033, API-039): validated and reshaped at the boundary into LocalCart pieces. */
import * as v from 'valibot'
import { PATHS } from '../../rules/endpoints'
import type { ApiClient } from './client'
import { cacheBuster } from './session'

const num = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number())

export const miniCartSchema = v.object({
  cartId: v.optional(v.nullable(v.string())),
  cartQty: num,
  cartPrice: v.optional(num, 0),
  storeId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  itemCount: v.optional(num),
  /** The lines, when the service sends them (ours does: docs/decisions.md), so absolute quantities start from the truth. */
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

const cartItemSchema = v.looseObject({
  itemId: v.union([v.string(), v.number()]),
  qty: v.optional(num, 0),
  selectedWeight: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  cartCategory: v.optional(v.string()),
})

export const cartSchema = v.looseObject({
  cartId: v.string(),
  cartCategory: v.optional(v.string()),
  items: v.array(cartItemSchema),
  cartQty: num,
  cartPrice: v.optional(num, 0),
})

export interface ItemChange {
  itemId: string
  qty?: number
  selectedWeight?: string
}

/** POST items: each change carries the absolute new quantity of its line (API-032). */
export async function postItems(api: ApiClient, cartId: string | undefined, items: ItemChange[]) {
  return api.request(PATHS.cartItems, { method: 'POST', query: { cartId }, json: { items }, schema: cartSchema, retries: 0 })
}
