/**
 * aisle-mini-cart, prerendered in its loading state: the state every shopper's first client render shows (the count
 * and the ready state need the shopper's session and cart), at its loaded size (the badge is placed over the icon, so
 * its text never moves the page). The element hydrates it and then renders the shopper's count in place.
 */
import { parseHrefAttribute } from '../core/elements/attributes'
import { DEFAULT_CART_HREF, MINI_CART_TAG } from '../widgets/mini-cart/mini-cart.props'
import { MiniCartView } from '../widgets/mini-cart/MiniCart.view'
import { markupOf, type Rendered } from './context'

export async function miniCart(props: Record<string, string>): Promise<Rendered> {
  const href = parseHrefAttribute(MINI_CART_TAG, 'href', props.href, DEFAULT_CART_HREF)
  return { markup: markupOf(<MiniCartView count={0} state="loading" href={href} />) }
}
