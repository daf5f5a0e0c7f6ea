/**
 * Page-driven cart behaviour (001 §2) and the AB test flag (001 §4, §9).
 */

/** CRT-020: pages whose path includes one of these refresh the cart. */
export const CART_REFRESH_PATHS = ['erums/store/prebook', 'erums/cart/dnf', '/product'] as const
/** CRT-021: the cart page view parameter and the value that updates the add-all button. */
export const CART_VIEW_PARAM = 'view'
export const INSTANT_CART_VIEW = 'instantCart'

export const shouldRefreshCartOnPage = (pathname: string) => CART_REFRESH_PATHS.some((p) => pathname.includes(p))

/** CRT-021: the view parameter's value is exactly 'instantCart'. */
export function isInstantCartView(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return params.get(CART_VIEW_PARAM) === INSTANT_CART_VIEW
}

/** CST-040, CST-077 */
export const AB_FLAG_TIMEOUT_MS = 5000
/** CST-075, CST-077: the value used when the flag is off or no value came in time. */
export const AB_DEFAULT_VALUE = 'a'

export interface AbFlagInput {
  /** The AB test flag is enabled. */
  enabled: boolean
  stored?: string | null
  analytics?: string | null
  event?: string | null
  /** Milliseconds since the page started waiting for a value. */
  elapsedMs: number
}

/**
 * CST-075..077: flag off → remove the stored value and use 'a'. Flag on → the stored, analytics or event
 * value (in that order); with none, wait (value undefined) until 5000 ms, then 'a'.
 */
export function abFlagDecision(input: AbFlagInput): { value: string | undefined; removeStored: boolean } {
  if (!input.enabled) return { value: AB_DEFAULT_VALUE, removeStored: true }
  const found = [input.stored, input.analytics, input.event].find((v) => typeof v === 'string' && v.trim() !== '')
  if (found) return { value: found.trim(), removeStored: false }
  return { value: input.elapsedMs >= AB_FLAG_TIMEOUT_MS ? AB_DEFAULT_VALUE : undefined, removeStored: false }
}
