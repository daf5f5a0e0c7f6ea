/**
 * Requests per page view, from the simulator's request log (pure): how many calls, which call was made
 * more than once, and whether the view made any offer-gallery or cart call (a repeat visit inside the
 * caches' lifetimes should make none).
 */
import { ENDPOINT_FAMILIES, OFFER_PATHS, PATHS } from '../core/rules/endpoints'

export interface LoggedCall {
  method: string
  path: string
  query: Record<string, string>
  /** The sent body, as the simulator logged it: two POSTs are the same call only when they send the same body. */
  body?: unknown
}

/** Query parameters that only defeat caches (the mini cart's `rand`): two calls differing only there are the same call. */
export const CACHE_BUSTERS: readonly string[] = ['rand', '_', 'cb', 'ts']

/**
 * "GET /abs/qa1/api/cart/minicart?id=1": method, path and the meaningful query, sorted; a call that sends a body adds it, so
 * two different events posted to one tracker (onload, relevance) are two calls, and the same body posted twice is one call made twice.
 */
export function callKey(call: LoggedCall): string {
  const query = Object.entries(call.query)
    .filter(([k]) => !CACHE_BUSTERS.includes(k))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const body = call.body === undefined || call.body === null || call.body === '' ? '' : ` ${JSON.stringify(call.body)}`
  return `${call.method.toUpperCase()} ${call.path}${query ? `?${query}` : ''}${body}`
}

/** Calls made more than once, with how many times, most repeated first. */
export function duplicateCalls(calls: readonly LoggedCall[]): { call: string; times: number }[] {
  const counts = new Map<string, number>()
  for (const c of calls) counts.set(callKey(c), (counts.get(callKey(c)) ?? 0) + 1)
  return [...counts]
    .filter(([, n]) => n > 1)
    .map(([call, times]) => ({ call, times }))
    .sort((a, b) => b.times - a.times || a.call.localeCompare(b.call))
}

const GALLERY_PATHS = [ENDPOINT_FAMILIES.offers.gallery, ENDPOINT_FAMILIES.offers.companionGallery, OFFER_PATHS.anonymousFilter]
const CART_PATHS = [ENDPOINT_FAMILIES.cartV1, ENDPOINT_FAMILIES.cartV2, PATHS.miniCart, PATHS.preferences]

export const isGalleryCall = (call: LoggedCall) => GALLERY_PATHS.some((p) => call.path.includes(p))
export const isCartCall = (call: LoggedCall) => CART_PATHS.some((p) => call.path.includes(p))

export interface ViewCalls {
  count: number
  calls: string[]
  duplicates: { call: string; times: number }[]
  gallery: number
  cart: number
}

export function viewCalls(calls: readonly LoggedCall[]): ViewCalls {
  return {
    count: calls.length,
    calls: calls.map(callKey),
    duplicates: duplicateCalls(calls),
    gallery: calls.filter(isGalleryCall).length,
    cart: calls.filter(isCartCall).length,
  }
}
