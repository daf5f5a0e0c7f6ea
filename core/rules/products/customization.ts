/**
 * Customisation of made-to-order products (001 §3, §5, §7): when to fetch the preferred customisations,
 * the customisation data, and the cart line it becomes (modifier options sent as UPC ids).
 */

/** PRD-054: the customisation data; selectedOptions holds the chosen option UPC ids per modifier group. */
export interface Customization {
  isUpdated: boolean
  selectedOptions: Readonly<Record<string, readonly string[]>>
  selectedQuantity: number
  productId: string
  comments: string
}

/**
 * The longest comment a shopper may write on a customised item (the seed names the field, not a limit: team design,
 * docs/decisions/products.md "Customisation comments"). The field stops typing here; the server refuses longer ones.
 */
export const CUSTOMIZATION_COMMENT_MAX_LENGTH = 250

/** PRD-054: the shopper writes a comment; like a choice of options, it marks the data updated. */
export function writeComments(c: Customization, comments: string): Customization {
  return { ...c, isUpdated: true, comments: comments.slice(0, CUSTOMIZATION_COMMENT_MAX_LENGTH) }
}

/** PRD-053: GET product/getPrefCustomizations only with both a product number and a store id. */
export function shouldFetchCustomizations(bpn: string | null | undefined, storeId: string | null | undefined): boolean {
  return !!bpn?.trim() && !!storeId?.trim()
}

export function emptyCustomization(productId: string): Customization {
  return { isUpdated: false, selectedOptions: {}, selectedQuantity: 1, productId, comments: '' }
}

/** Choose the options of one group; marks the data updated. */
export function selectOptions(c: Customization, groupId: string, upcs: readonly string[]): Customization {
  return { ...c, isUpdated: true, selectedOptions: { ...c.selectedOptions, [groupId]: [...upcs] } }
}

/** PRD-055: the selected options as UPC ids, in group order, each once. */
export function modifierOptionUPCs(c: Pick<Customization, 'selectedOptions'>): string[] {
  return [...new Set(Object.values(c.selectedOptions).flat())]
}

/** PRD-055: the POST items line of a customised product (API-032 fields). */
export function customizedItemChange(c: Customization): { itemId: string; qty: number; modifierOptionUPCs: string[]; comments?: string } {
  const comments = c.comments.trim()
  return {
    itemId: c.productId,
    qty: Math.max(1, Math.floor(c.selectedQuantity) || 1),
    modifierOptionUPCs: modifierOptionUPCs(c),
    ...(comments ? { comments } : {}),
  }
}
