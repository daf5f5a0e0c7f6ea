/**
 * aisle-order-alert, prerendered for a signed-in shopper's request only (prerender/personal.ts): its first client render is
 * made from the order cookies alone (a pending order's alert and review link, the order being edited, or the
 * reserve-time area), and the request carries the same cookies, so it needs no read. A public page leaves it to the
 * client: its first render differs per shopper and it has no loading state to stand for all of them.
 */
import { readStorefrontCookies } from '../../core/io/cookies'
import { orderAlertViewProps, ORDER_ALERT_ATTRIBUTES } from './order-alert.props'
import { OrderAlertView } from './OrderAlert.view'
import { markupOf, type PrerenderContext, type Rendered, type TagRenderer } from '../../prerender/context'
import { shopperCookies } from '../../prerender/personal'

async function orderAlert(props: Record<string, string>, context: PrerenderContext): Promise<Rendered | undefined> {
  const bannerB = context.config.banner.cookieVariant === 'b'
  const cookies = shopperCookies(context)
  if (!cookies) return undefined
  const view = orderAlertViewProps(readStorefrontCookies(cookies, bannerB), context.config.pages.editOrderApp, props.reserveHref)
  return { markup: markupOf(<OrderAlertView {...view} />) }
}

/** A signed-in shopper's request only: the row their order cookies make (a public page leaves it to the client). */
const renderer: TagRenderer = { attributes: ORDER_ALERT_ATTRIBUTES, render: orderAlert, personal: 'cookies' }
export default renderer
