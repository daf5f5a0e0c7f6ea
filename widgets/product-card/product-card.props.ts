/** What the product card's client render and aisle/prerender share: its tag, attributes and the buying controls' first state. */
import type { BuyState } from './ProductCardBuy.view'

export const PRODUCT_CARD_TAG = 'aisle-product-card'
/** The element's attribute-backed props (camelCase), in the element's order: its define call and aisle/prerender take this list (typed against the element's @attr docs). */
export const PRODUCT_CARD_ATTRIBUTES = ['productId', 'channel', 'profile', 'snsOffer'] as const

/** The buying controls before the shopper touches them. */
export const INITIAL_BUY: BuyState = { qty: 1, weight: '', subscribe: false, frequency: 1, selections: {}, comments: '', busy: false }
