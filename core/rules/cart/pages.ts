/**
 * Page-driven cart behaviour (001 §2): the pages that refresh the cart, and the cart page view that updates the
 * add-all button. Read by core/io/config.ts into the page config.
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
