/**
 * aisle-mini-cart, prerendered. For a signed-in shopper whose session the page was asked with (prerender/personal.ts): the
 * ready state with their count, from the cart read as the cart store reads it (user info, then mini-cart with their
 * token), and that read in the wrapper (widgets/mini-cart/prerendered-mini-cart.ts seeds the store with it, so the
 * page reads the cart no second time). Otherwise, or when a read fails or is late: its loading state, every shopper's
 * first client render, at its loaded size (the badge sits over the icon). The element hydrates either in place.
 */
import { parseHrefAttribute } from '../../core/elements/attributes'
import { fetchMiniCart } from '../../core/io/cart/cart'
import { channelFromPreference } from '../../core/rules/cart/cart'
import { DEFAULT_CART_HREF, MINI_CART_TAG, MINI_CART_ATTRIBUTES } from './mini-cart.props'
import type { PrerenderedMiniCart } from './prerendered-mini-cart'
import { MiniCartView } from './MiniCart.view'
import { markupOf, once, type PrerenderContext, type Rendered, type TagRenderer } from '../../prerender/context'
import { editsAnOrder, shopperOf, withinBound } from '../../prerender/personal'

/** The shopper's cart as the mini cart shows it, read once per page; undefined leaves the tag's loading state. */
const shopperCart = (context: PrerenderContext): Promise<PrerenderedMiniCart | undefined> =>
  once(context, 'shopper-cart', async () => {
    const shopper = await shopperOf(context)
    if (!shopper || editsAnOrder(shopper, context)) return undefined
    const reply = await fetchMiniCart(shopper.api)
    return { reply, storeId: shopper.info.storeId, channel: channelFromPreference(shopper.info.preference), at: context.now }
  })

async function miniCart(props: Record<string, string>, context: PrerenderContext): Promise<Rendered> {
  const href = parseHrefAttribute(MINI_CART_TAG, 'href', props.href, DEFAULT_CART_HREF)
  const mine = await withinBound(shopperCart(context))
  if (!mine) return { markup: markupOf(<MiniCartView count={0} state="loading" href={href} />) }
  return { markup: markupOf(<MiniCartView count={mine.reply.cartQty} state="ready" href={href} />), data: mine }
}

/** The signed-in shopper's count when the page is asked for with their session; else its loading state, every shopper's first render. */
const renderer: TagRenderer = { attributes: MINI_CART_ATTRIBUTES, render: miniCart, personal: 'reads' }
export default renderer
