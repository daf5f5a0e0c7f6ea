/**
 * Test-only oracle: every write the widgets send, by method and path, and the resource it names (each call site
 * declares it: RequestOptions.write, ApiRequest.write). The rule tests check the request builders against it and the
 * fault matrix takes its write endpoints from it.
 */
import { CART_PATHS } from './cart/endpoints'
import { OFFER_PATHS } from './coupons/endpoints'
import { GAMES_PATHS } from './games/endpoints'
import { OTP_PATHS } from './coupons/modal-prompts'
import type { WriteResource } from './write-marks'

const PROFILE_PATH = /^\/api\/customers\/[^/]+\/profile$/
/** A pending order's line (CART_PATHS.pendingOrderItem): its store, number and item are in the path. */
const ORDER_ITEM_PATH = new RegExp(`^${CART_PATHS.pendingOrderItem('STORE', 'NUMBER', 'ITEM').replace(/STORE|NUMBER|ITEM/g, '[^/]+')}$`)

export const WRITE_PATHS: Readonly<Record<string, WriteResource>> = {
  [OFFER_PATHS.clip]: 'coupons',
  [OFFER_PATHS.instantAllocation]: 'coupons',
  [OFFER_PATHS.listAdd]: 'list',
  [OFFER_PATHS.listRemove]: 'list',
  [CART_PATHS.cartItems]: 'cart',
  [GAMES_PATHS.optIn]: 'games',
  [GAMES_PATHS.redemption]: 'games',
  [GAMES_PATHS.howItWorks]: 'games',
  [GAMES_PATHS.sweepstakesWins]: 'games',
  [OTP_PATHS.contact]: 'profile',
}

/** The resource a call writes, or undefined for a read (a POST that reads, such as the gallery filter, is a read). */
export function writeResourceOf(method: string, path: string): WriteResource | undefined {
  if (method === 'GET') return undefined
  return WRITE_PATHS[path] ?? (PROFILE_PATH.test(path) ? 'profile' : ORDER_ITEM_PATH.test(path) ? 'cart' : undefined)
}
