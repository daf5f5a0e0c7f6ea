import { defineAisleElement } from '../../core/elements/define'
import { bootCartButtons } from '../shared/boot-cart-buttons'
import '../session-timeout/provide'
import { QUICK_ADD_TAG, QuickAdd } from './QuickAdd.connected'
import css from './quick-add.css?inline'

/**
 * The quick-add basket: items the signed-in shopper bought before (the smart basket, 50 a page), each
 * selected with quantity 1 (or its minimum weight) to start. The shopper selects or unselects all or one,
 * changes quantities (from 1) and weights (from the item's minimum), sees the total of the selected
 * quantities and adds them all to the cart at once. The choices are kept between visits; items no longer
 * returned are dropped and new ones added on each visit. On the cart page's instantCart view (the page address
 * carries view=instantCart) every item is selected when the basket loads and the button becomes 'Add all to cart'.
 *
 * @summary Buy it again: select previously bought items and add them to the cart together.
 * @fires aisle-cart-change - The selected items were added: detail {items: itemId[]} (no itemId or qty: several items).
 * @csspart root - The section; data-state="idle|loading|ready|empty|signed-out|stale".
 * @csspart heading - The heading.
 * @csspart notice - The loading, empty, signed-out or refresh-failed line.
 * @csspart select-all - The Select all checkbox and label.
 * @csspart list - The list of items.
 * @csspart item - One item row; data-selected="true|false".
 * @csspart qty - An item's quantity.
 * @csspart weight - A sold-by-weight item's weight.
 * @csspart total - The number of items selected.
 * @csspart add - The Add selected to cart button; 'Add all to cart' with data-add-all on the instantCart view while every item is selected.
 * @csspart message - The status line after adding.
 * @csspart more - The button that loads the next page of items.
 * @csspart retry - The Try again button after the bought-before items could not be read.
 */
export const AisleQuickAdd = defineAisleElement(QUICK_ADD_TAG, QuickAdd, { css, boot: bootCartButtons })
