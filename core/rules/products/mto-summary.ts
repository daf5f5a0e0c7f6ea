/**
 * The cart's made-to-order summary (001 §3 cart: isMTOOrder, mtoMaxPrepTime; CRT-042). A module of its own: the cart
 * store, in the page's shared runtime chunk, needs only this, not the made-to-order texts of the product card.
 */
import type { MtoFlags } from './made-to-order'
import type { Product } from './product'

/**
 * CRT-042: isMTOOrder when any line is made to order; mtoMaxPrepTime is the largest preparationTime among
 * them (team design; the seed does not show the derivation). disableMto: none (CST-064).
 */
export function mtoSummary(
  lines: readonly Pick<Product, 'isMtoProduct' | 'preparationTime'>[],
  flags: MtoFlags = {},
): { isMTOOrder: boolean; mtoMaxPrepTime: number } {
  const mto = flags.disableMto ? [] : lines.filter((l) => l.isMtoProduct)
  return { isMTOOrder: mto.length > 0, mtoMaxPrepTime: mto.reduce((max, l) => Math.max(max, l.preparationTime || 0), 0) }
}
