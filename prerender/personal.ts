/**
 * The shopper's own reads for a personal prerender (the request's Cookie header names them): user info read with
 * their cookies, as the page's session reads it, then the calls the widgets make with the token it gives. Only for a
 * signed-in shopper (the shared session cookie valid and not a guest's); a read that fails or takes longer than
 * PERSONAL_READ_BOUND_MS leaves the tag to its public prerender (its loading state): never an error page.
 */
import { createApiClient } from '../core/io/api/client'
import { fetchUserInfo, type ShopperInfo } from '../core/io/api/session'
import { type CookieJar, createMemoryCookieJar, readStorefrontCookies } from '../core/io/cookies'
import { editedOrder } from '../core/rules/cart/cart'
import { isAuthorisedForStorefront, isSharedSessionValid, isStorefrontGuest } from '../core/rules/session'
import { type PrerenderContext, once } from './context'
import type { ApiClient } from '../core/io/api/client'

/**
 * How long a personal read may take before the tag is left to the client (its public prerender is sent instead). Beyond
 * it the page's first bytes would wait for the shopper's data longer than the client takes to read it itself.
 */
export const PERSONAL_READ_BOUND_MS = 300

/** The signed-in shopper a page is prerendered for: their API client (cookies and token) and user info. */
export interface Shopper {
  api: ApiClient
  info: ShopperInfo
  cookies: CookieJar
}

/** A Cookie request header as a cookie jar (values decoded, as the browser's jar reads them). */
function jarOf(header: string): CookieJar {
  const jar = createMemoryCookieJar()
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const value = pair.slice(at + 1).trim()
    try {
      jar.set(pair.slice(0, at).trim(), decodeURIComponent(value))
    } catch {
      jar.set(pair.slice(0, at).trim(), value)
    }
  }
  return jar
}

/** `read`, or undefined once it fails or PERSONAL_READ_BOUND_MS have passed. */
export function withinBound<T>(read: Promise<T | undefined>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((done) => {
    timer = setTimeout(() => done(undefined), PERSONAL_READ_BOUND_MS)
  })
  return Promise.race([read.catch(() => undefined), late]).finally(() => clearTimeout(timer))
}

/**
 * The request's cookies when they hold a signed-in shopper's session (the shared session cookie valid and not a
 * guest's, SES-023): only then is a page rendered for its shopper. Any other request gets the public page.
 */
export function signedInCookies(cookie: string | undefined, bannerB: boolean, now: number): CookieJar | undefined {
  if (!cookie) return undefined
  const cookies = jarOf(cookie)
  const session = readStorefrontCookies(cookies, bannerB).session
  return isSharedSessionValid(session, now) && isAuthorisedForStorefront(session?.userType) ? cookies : undefined
}

/**
 * The page's request cookies when the page is rendered for its signed-in shopper. Not in record or playback mode
 * (ENV-025..027): such a page's calls are the recording's, none of the server's.
 */
export const shopperCookies = (context: PrerenderContext): CookieJar | undefined =>
  context.config.mode ? undefined : signedInCookies(context.cookie, context.config.banner.cookieVariant === 'b', context.now)

async function signedIn(context: PrerenderContext): Promise<Shopper | undefined> {
  const { cookie, config } = context
  const cookies = shopperCookies(context)
  if (!cookie || !cookies) return undefined
  // The token user info gives goes with the calls after it (a refresh is the client's: a 401 leaves the tag to it).
  const signed: { info?: ShopperInfo } = {}
  const api = createApiClient({
    config,
    session: { current: () => signed.info ?? {}, refresh: async () => undefined },
    cookies,
    // The page's cookies go where the browser sends them: to the page's own origin (the API's, unless another is configured).
    fetch: (input, init) => {
      const request = new Request(input, init)
      if (new URL(request.url).origin === context.page.origin) request.headers.set('cookie', cookie)
      return context.fetch(request)
    },
  })
  const read = await fetchUserInfo(api)
  if (isStorefrontGuest(read.userType) || !isAuthorisedForStorefront(read.userType)) return undefined
  signed.info = read
  return { api, info: read, cookies }
}

/** The signed-in shopper the request names, read once per page; undefined for none, a guest, or a failed read. */
export const shopperOf = (context: PrerenderContext): Promise<Shopper | undefined> =>
  once(context, 'shopper', () => signedIn(context).catch(() => undefined))

/** Whether the shopper is editing a pending order: its lines are then the cart, which the client reads itself. */
export const editsAnOrder = ({ cookies, info }: Shopper, context: PrerenderContext): boolean =>
  editedOrder(readStorefrontCookies(cookies, context.config.banner.cookieVariant === 'b'), isAuthorisedForStorefront(info.userType)) !==
  undefined
