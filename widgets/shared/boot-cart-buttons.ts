/**
 * The boot of the widgets that change the cart (add to cart, product card, product carousel, quick add): the cart
 * widgets' boot, plus the cart queue's sending half (core/runtime/cart/changes.ts), which the mini cart's page loads
 * only with a first change.
 */
import { bootRuntime } from '../../core/runtime'
import { cartWithChangesOf } from '../../core/runtime/cart/changes'
import { bootCartWidgets } from './boot-cart'

export function bootCartButtons(): void {
  bootCartWidgets()
  cartWithChangesOf(bootRuntime())
}
