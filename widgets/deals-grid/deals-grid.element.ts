import { defineAisleElement } from '../../core/elements/define'
import cardCss from '../coupon-card/coupon-card.css?inline'
import { withModalCss } from '../modal/modal-css'
import { bootCouponWidgets } from '../shared/boot-coupons'
import { DEALS_GRID_TAG, DealsGrid } from './DealsGrid.connected'
import gridCss from './deals-grid.css?inline'

/**
 * The Just for U deals grid: the shopper's coupons, 30 at a time with 'Load More', sortable by every offer
 * sort key and filterable by category, with the category banner swap and the author's non-digital coupons.
 * Reads the coupon-page query parameters couponsClipped (fresh gallery), category (first filter) and
 * storeId (gallery store).
 *
 * @summary Grid of Just for U coupon cards with sort, category filter and Load More.
 * @attr columns - Cards per row, 1 to 12 (each spans 12 / columns grid units). Default 4.
 * @attr sort - First sort key: 'featured' (gallery order) or a-z, z-a, search-rank, most-popular, price-low-high, purchase-history, new-offers, about-to-expire, category, expiry-date, added-date, reward-card-specials, aisles. Default 'featured'.
 * @attr category-mapping - JSON {"default": Banner, "categories": {"<name>": Banner}}, Banner = {"image", "alt", "link", "newTab"}: the banner shown above the grid, swapped by the category filter.
 * @attr next-page-token - The server's next-page token: 'Load More' then fires aisle-deals-grid-load-more instead of revealing loaded cards.
 * @attr hidden-events - Bare or 'true': the hidden-events gallery (bypasses the stored gallery).
 * @attr bonus-path - Bare or 'true': the bonus-path page (bypasses the stored gallery).
 * @attr add-to-list-label - Text replacing 'Add to List'.
 * @attr activate-label - Text replacing 'Activate'.
 * @slot - A `<script type="application/json">` child: a JSON list of non-digital coupons ({id, brand, description, detailsUrl, startDate?, endDate?, itemType?}).
 * @fires aisle-deals-grid-load-more - 'Load More' with a next-page token; detail `{nextPageToken}`.
 * @fires aisle-category-change - The category filter changed; detail `{category}` ('' when cleared).
 * @fires aisle-eligible-items - A non-digital card's 'Eligible Items' was pressed; detail `{couponId}`.
 * @csspart root - The wrapper; carries data-state="loading|ready|error".
 * @csspart banner - The category banner.
 * @csspart toolbar - The sort and category selects.
 * @csspart grid - The list of cards; carries data-span (grid units per card).
 * @csspart card - Each card (see aisle-coupon-card).
 * @csspart load-more - The Load More button.
 * @cssproperty --aisle-deals-grid-gap - Space between cards. Default 16px.
 * @cssproperty --aisle-coupon-card-accent - Button and badge colour. Default: the banner colour.
 */
export const AisleDealsGrid = defineAisleElement(DEALS_GRID_TAG, DealsGrid, {
  attributes: ['columns', 'sort', 'categoryMapping', 'nextPageToken', 'hiddenEvents', 'bonusPath', 'addToListLabel', 'activateLabel'],
  css: withModalCss(`${cardCss}\n${gridCss}`),
  boot: bootCouponWidgets,
})

declare global {
  interface HTMLElementTagNameMap {
    'aisle-deals-grid': HTMLElement & { columns?: string }
  }
}
