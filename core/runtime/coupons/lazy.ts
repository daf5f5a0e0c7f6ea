/**
 * The coupon runtime's halves loaded on first need (core/stores/lazy.ts): the CMS offer links' watcher, with the offer
 * card store; the shopper's list and the coupon prompts, after a clip on a page whose widgets did not load them.
 */
import { lazyOnce } from '../../stores/lazy'

export const COUPON_RUNTIME_HALVES = {
  offerLinks: lazyOnce(() => import('./offer-links')),
  list: lazyOnce(() => import('../../stores/coupons/list')),
  prompts: lazyOnce(() => import('../../stores/coupons/prompts')),
}
