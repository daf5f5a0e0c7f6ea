/**
 * The storefront pages the demo server writes from the simulator's state (sim/server.ts asks when no demo page has
 * the path): every destination a widget links to, one module per kind. A path of a known kind whose id the data
 * lacks gets the designed 'not found' page (404); a path of no kind here is left to the simulator.
 */
import { bannerForHost } from '../../core/rules/banners'
import { COOKIES } from '../../core/rules/http'
import { requestCookies } from '../http'
import { type SimState, userByKey } from '../state'
import { gamePage } from './games'
import { notFound, type PageContext, type PageKind, storefrontHtml } from './layout'
import { myListPage } from './my-list'
import { offerDetailsPage } from './offer-details'
import { plainPage } from './plain'
import { productDetailsPage } from './product-details'
import { rewardsPage } from './rewards'
import { searchResultsPage } from './search-results'

const KINDS: readonly PageKind[] = [offerDetailsPage, productDetailsPage, searchResultsPage, myListPage, rewardsPage, gamePage, plainPage]

/** The signed-in shopper of the request's session cookie; undefined for a guest or no session. */
function shopper(request: Request, state: SimState): PageContext['user'] {
  const sid = requestCookies(request.headers)[COOKIES.simSession]
  const session = sid ? state.sessions.get(sid) : undefined
  return session && session.userType !== 'G' ? userByKey(state, session.userKey) : undefined
}

/** The page for a GET of `request`, or undefined when the path is no storefront page's. */
export function storefrontPage(request: Request, state: SimState): { status: number; html: string } | undefined {
  const url = new URL(request.url)
  const context: PageContext = { state, user: shopper(request, state), banner: bannerForHost(url.host), search: url.search }
  for (const kind of KINDS) {
    const page = kind(url.pathname, context)
    if (page) return { status: page.status, html: storefrontHtml(page, context.banner) }
  }
  return undefined
}

/** A path a shopper opens as a page (an .html file or a path without an extension), outside the simulator's API and controls. */
export const isPagePath = (path: string): boolean => !/^\/(abs|mock|__sim|aisle)\//.test(path) && /(\.html|\/[^./]*)$/.test(path)

/** The designed 'not found' page for a page path nothing here serves. */
export function notFoundPage(request: Request): { status: number; html: string } {
  const banner = bannerForHost(new URL(request.url).host)
  return { status: 404, html: storefrontHtml(notFound('There is no page at this address.'), banner) }
}
