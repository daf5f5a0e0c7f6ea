/** The mini cart's tag and attributes: one declaration for the element and aisle/prerender. */
export const MINI_CART_TAG = 'aisle-mini-cart'
/** The element's attribute-backed props (camelCase), in the element's order: its define call and aisle/prerender take this list (typed against the element's @attr docs). */
export const MINI_CART_ATTRIBUTES = ['href'] as const
export const DEFAULT_CART_HREF = '/'
