/**
 * The boot of the widgets that show or change the cart (mini cart, add to cart, product card, product carousel,
 * quick add): the shared boot, plus the page's cart store (core/runtime/cart/cart.ts). The store, its queue, its read call
 * and its rules travel in these widgets' chunks, not in the shared page runtime (a page without a cart widget loads none of it); the queue's sending
 * half comes with the cart buttons' boot (./boot-cart-buttons.ts) or with a first change.
 */
import { bootRuntime } from '../../core/runtime'
import { cartOf } from '../../core/runtime/cart/cart'
import { watchSessionTimeout } from './boot'

export function bootCartWidgets(): void {
  const runtime = bootRuntime()
  watchSessionTimeout(runtime)
  cartOf(runtime)
}
