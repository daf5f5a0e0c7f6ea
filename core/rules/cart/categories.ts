/**
 * Cart categories and cart ids per cart type (001 §3, §6): which cart a line goes to and the key its cart id is
 * stored under.
 */
import { CART_SOURCE, type CartCategory, DEFAULT_CART_ID_KEY, type LocalCartItem } from './cart'

/** SNS-010: subscribe-and-save items use this cart category and display profile. Here, not in products/subscription.ts, so the mini cart's chunk does not carry the subscription rules. */
export const SNS_CART_CATEGORY = '1P_SNS'
/** Cart-id keys per category; marketplace carts add the seller id (CRT-006, CRT-008). */
export const CART_ID_KEYS = {
  '1P': DEFAULT_CART_ID_KEY,
  '1P_WINE': 'wineshop',
  '1P_B2B': '1P_B2B',
  '1P_SNS': '1P_SNS',
  '3P_MARKETPLACE': 'mkp',
} as const satisfies Record<CartCategory, string>

/** CRT-006, CRT-007, CRT-008: the key a cart id is stored under; 'abs' by default, 'mkp:{sellerId}' per seller. */
export function cartIdKey(category: CartCategory | null | undefined, sellerId?: string | null): string {
  if (category === '3P_MARKETPLACE') return sellerId ? `${CART_ID_KEYS['3P_MARKETPLACE']}:${sellerId}` : CART_ID_KEYS['3P_MARKETPLACE']
  return category ? CART_ID_KEYS[category] : DEFAULT_CART_ID_KEY
}

export type CartIds = Readonly<Record<string, string>>

export const cartIdFor = (ids: CartIds, key: string = DEFAULT_CART_ID_KEY): string | undefined => ids[key]
export const withCartId = (ids: CartIds, key: string, cartId: string): CartIds => ({ ...ids, [key]: cartId })
/** CRT-018: invalidating one cart type's id leaves the others. */
export function withoutCartId(ids: CartIds, key: string = DEFAULT_CART_ID_KEY): CartIds {
  const { [key]: _dropped, ...rest } = ids
  return rest
}

/** The category of a line: subscribe-and-save → '1P_SNS' (SNS-010); else the product's own (1P, 1P_WINE, 3P_MARKETPLACE). */
export function cartCategoryFor(p: { cartCategory: CartCategory }, opts: { subscribe?: boolean } = {}): CartCategory {
  return opts.subscribe ? SNS_CART_CATEGORY : p.cartCategory
}

/** CRT-009: a line of the stored cart: cartSource 'ABS', cartCategory '1P' unless named. */
export function localCartItem(itemId: string, qty: number, cartCategory: CartCategory = '1P'): LocalCartItem {
  return { itemId, qty, cartSource: CART_SOURCE, cartCategory }
}
