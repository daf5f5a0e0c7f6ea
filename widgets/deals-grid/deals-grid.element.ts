import { defineAisleElement } from '../../core/elements/define'
import cardCss from '../coupon-card/coupon-card.css?inline'
import { withModalCss } from '../ui/modal-css'
import { bootCouponWidgets } from '../shared/boot-coupons'
import '../session-timeout/provide'
import '../coupon-modals/provide'
import { DEALS_GRID_TAG, DealsGrid } from './DealsGrid.connected'
import gridCss from './deals-grid.css?inline'

/**
 * The Just for U deals grid: the shopper's coupons, 30 at a time with 'Load More', sortable by every offer
 * sort key and filterable by category, with the category banner swap and the author's non-digital coupons.
 * Reads the coupon-page query parameters couponsClipped (fresh gallery), category (first filter) and
 * storeId (gallery store). A campaign link (eventName, else event; eventDateTime; correlationId; optional
 * externalOfferId, offerId, division) shows a welcome panel whose Claim offers press allocates the welcome offers
 * (a guest's press goes to sign-in); nothing is allocated without the press.
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
 * @fires aisle-eligible-items - A non-digital card's 'Eligible Items' was pressed (Aisle also lists the items in its Offer Details dialog); detail `{couponId, upcs}`: the coupon's eligible UPCs read by upcs-by-offer, [] when that call fails.
 * @csspart root - The wrapper; carries data-state="loading|ready|error".
 * @csspart banner - The category banner.
 * @csspart welcome - The welcome panel of a campaign link; carries data-state="idle|claiming|claimed|failed".
 * @csspart welcome-text - The welcome panel's line: the invitation, then what the claim added.
 * @csspart welcome-claim - The welcome panel's Claim offers button.
 * @csspart welcome-error - The welcome panel's message when the claim failed.
 * @csspart toolbar - The sort and category selects.
 * @csspart grid - The list of cards; carries data-span (grid units per card).
 * @csspart card - Each card (see aisle-coupon-card).
 * @csspart load-more - The Load More button.
 * @csspart banner-link - The category banner's link.
 * @csspart banner-image - The category banner's image.
 * @csspart sort - The sort select.
 * @csspart category - The category select.
 * @csspart count - The live line with the number of coupons shown.
 * @csspart type - The offer type label.
 * @csspart image - The offer image.
 * @csspart regular-price - The regular price line under the price.
 * @csspart description - The offer description.
 * @csspart expiry-date - The date inside part expiry.
 * @csspart usage-type - The usage type inside part expiry.
 * @csspart actions - The row of the card's buttons.
 * @csspart expired - The expired notice.
 * @csspart invitation - Under the Clip button of the offer a clip link (clipOfferId) names: what pressing it does (CPN-066).
 * @csspart status - The visually hidden live status line (clipping, clipped, failed).
 * @csspart dismiss - The button that dismisses a failed clip's message (part alert).
 * @csspart progress-area - The progress area of a behaviour or continuity offer.
 * @csspart progress-status - The progress area's status line.
 * @csspart progress-label - The progress bar's label.
 * @csspart bonus-link - The bonus-path link.
 * @csspart completed - The 'Bonus Path Completed' line.
 * @csspart dates - A non-digital coupon's date range.
 * @csspart eligible - A non-digital coupon's 'Eligible Items' button.
 * @csspart message - The grid's loading or error line, or the text of a card that cannot show its offer.
 * @csspart header - A card's price, or its description when there is none.
 * @csspart brand - A card's brand title.
 * @csspart expiry - A card's expiry line.
 * @csspart details - A card's Offer Details link.
 * @csspart eligible-items - The Offer Details dialog's list of eligible items (each li carries data-upc).
 * @csspart details-status - The Offer Details dialog's loading or no-items line.
 * @csspart details-error - The Offer Details dialog's line when the offer's details could not be read.
 * @csspart action - A card's Clip Coupon / Add to List / Activate button.
 * @csspart badge - A card's Clipped badge.
 * @csspart progress - A card's progress bar.
 * @csspart alert - A failed clip's message where the browser has no modal dialog.
 * @csspart icon - A card's fresh-pass, rewards or Just for U logo.
 * @csspart list-toggle - A non-digital coupon's add-to-list toggle.
 * @csspart list-status - A non-digital coupon's line saying the list could not be changed.
 * @csspart modal - The error or box-top modal of a card.
 * @csspart modal-panel - A modal's panel inside the dialog.
 * @csspart modal-title - A modal's heading.
 * @csspart modal-description - A modal's description.
 * @csspart modal-actions - A modal's button row.
 * @csspart modal-close - A modal's × button.
 * @csspart modal-detail - The error modal's detail line.
 * @csspart modal-ok - The error modal's OK button.
 * @csspart box-top-link - The box-top modal's link.
 * @csspart box-top-not-now - The box-top modal's 'Not now' button.
 */
export const AisleDealsGrid = defineAisleElement(DEALS_GRID_TAG, DealsGrid, {
  attributes: ['columns', 'sort', 'categoryMapping', 'nextPageToken', 'hiddenEvents', 'bonusPath', 'addToListLabel', 'activateLabel'],
  css: withModalCss(`${cardCss}\n${gridCss}`),
  boot: bootCouponWidgets,
})
