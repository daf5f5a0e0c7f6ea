import { defineAisleElement } from '../../core/elements/define'
import { bootCartButtons } from '../shared/boot-cart-buttons'
import '../session-timeout/provide'
import { ProductCarousel } from './ProductCarousel.connected'
import { PRODUCT_CAROUSEL_ATTRIBUTES, PRODUCT_CAROUSEL_TAG } from './carousel-request'
import { seedPrerenderedCarousel } from './prerendered-carousel'
import css from './product-carousel.css?inline'

/**
 * A row of product tiles from one source: product recommendations, sponsored products (at most 8, each
 * reported to the ad tracker: impression when half visible, click, onload, relevance), cross-sell or
 * substitutes of a product (only when product, household, store and channel are known), or the signed-in
 * household's past purchases (the purchase-history product grid). Each tile adds to the shared cart. Keyboard: Tab through the tiles; the previous / next buttons page the row.
 *
 * @summary Product carousel: recommendations, sponsored, cross-sell or substitution.
 * @attr source - 'recommendations' (default), 'sponsored', 'cross-sell', 'substitution' or 'purchase-history'.
 * @attr heading - Heading text. Default per source, e.g. 'Recommended for you'.
 * @attr bpn - The anchor product number (cross-sell, substitution; sponsored narrows to its department).
 * @attr category-id - Sponsored: a department key.
 * @attr page-name - Sponsored: the page name sent to the ad server. Default 'cross-sell'.
 * @attr exclude-bpn - Sponsored: product numbers to leave out, comma separated.
 * @attr model-configuration-id - Recommendations: the model configuration id.
 * @attr store-id - Store to use when the shopper's session names none (guests).
 * @attr sort - Tile order. A client key ('a-z', 'z-a', 'price-low-high', 'aisles', … every key of the sort table) sorts
 *   the loaded tiles; a server sort ('FREQUENCY', 'PURCHASE_DATE', 'RECENTLY_PURCHASED', …) is sent with the
 *   purchase-history read and the answer's order is kept. Default: the source's order.
 * @fires aisle-cart-change - A tile added an item: detail {itemId, qty, items: [itemId]}.
 * @csspart root - The carousel region; data-state="loading|ready|empty".
 * @csspart heading - The heading.
 * @csspart previous - The previous button.
 * @csspart next - The next button.
 * @csspart track - The scrolling row.
 * @csspart slide - One slide.
 * @csspart tile - The product tile inside a slide.
 * @csspart message - The status line (added to cart, or the cart error).
 * @csspart image - A tile's product image.
 * @csspart name - A tile's product name link.
 * @csspart price - A tile's price.
 * @csspart tags - A tile's tag list.
 * @csspart availability - A tile's availability line.
 * @csspart sponsored - The 'Sponsored' label of a sponsored tile.
 * @csspart add - A tile's add to cart button.
 */
export const AisleProductCarousel = defineAisleElement(PRODUCT_CAROUSEL_TAG, ProductCarousel, {
  attributes: PRODUCT_CAROUSEL_ATTRIBUTES,
  css,
  boot: bootCartButtons,
  hydrate: seedPrerenderedCarousel,
})
