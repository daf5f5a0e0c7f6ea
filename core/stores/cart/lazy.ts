/**
 * The cart store's halves loaded on first need (core/stores/lazy.ts): the queue's sending half with the first change
 * (unless a cart button's boot gave it), the pending order's calls with the first read while an order is edited.
 */
import { lazyOnce } from '../lazy'

export const CART_HALVES = {
  changes: lazyOnce(() => import('./changes')),
  orderChanges: lazyOnce(() => import('./order-changes')),
}
