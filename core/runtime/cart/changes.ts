/**
 * The cart buttons' cart (add to cart, product card, product carousel, quick add): the page's cart store with its
 * sending half given at once, so a first press sends one frame after it shows, as before. The mini cart only reads
 * the cart (core/runtime/cart/cart.ts): its page loads the sending half with the first change, if one comes (fewer bytes on first paint).
 */
import type { CartStore } from '../../stores/cart/cart'
import { sendQueuedChanges } from '../../stores/cart/changes'
import type { Runtime } from '../index'
import { cartOf } from './cart'

export function cartWithChangesOf(runtime: Runtime): CartStore {
  const cart = cartOf(runtime)
  cart.attachSender(sendQueuedChanges)
  return cart
}
