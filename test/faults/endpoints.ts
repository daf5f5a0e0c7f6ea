/**
 * Names a call by its endpoint, from the path tables the api modules build their URLs from (core/rules):
 * '/abs/qa1/api/catalog/products/bpn/970000001' is 'GET /api/catalog/products/bpn/:p'. A path no table
 * names keeps its own spelling, so the coverage test shows it.
 */
import { CONTENT_PATHS, GAMES_PATHS, OFFER_PATHS, PATHS, SHOPPING_PATHS } from '../../core/rules/endpoints'
import { OTP_PATHS } from '../../core/rules/coupons/modal-prompts'
import { AD_TRACKER_PATH } from '../../core/rules/products/carousel'

type PathTable = Record<string, string | ((...args: string[]) => string)>

const PLACEHOLDER = 'PARAMxPARAM'
const TABLES: PathTable[] = [PATHS, CONTENT_PATHS, OFFER_PATHS, SHOPPING_PATHS, GAMES_PATHS, OTP_PATHS, { adTracker: AD_TRACKER_PATH }]

export interface Endpoint {
  /** 'GET /api/cart/minicart', ':p' for each parameter. */
  template: string
  /** Matches the path after the API prefix. */
  pattern: RegExp
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every path template of the tables, most specific (longest) first. */
export const PATH_TEMPLATES: readonly { path: string; pattern: RegExp }[] = TABLES.flatMap((table) =>
  Object.values(table).map((value) => {
    const raw = typeof value === 'function' ? value(...Array.from({ length: Math.max(1, value.length) }, () => PLACEHOLDER)) : value
    const path = raw.split(PLACEHOLDER).join(':p')
    return { path, pattern: new RegExp(`^${raw.split(PLACEHOLDER).map(escape).join('[^/]+')}$`) }
  }),
)
  .filter((t, i, all) => all.findIndex((o) => o.path === t.path) === i)
  .sort((a, b) => b.path.length - a.path.length)

const API_PREFIX = /^\/abs\/[^/]+/

/** The endpoint of a logged call: method and template ('GET /api/games/programs/points'). */
export function endpointOf(method: string, pathname: string): string {
  const rest = pathname.replace(API_PREFIX, '')
  const found = PATH_TEMPLATES.find((t) => t.pattern.test(rest))
  return `${method.toUpperCase()} ${found ? found.path : rest}`
}

/** Where a fault for an endpoint is armed: its method, a fragment, the anchored pattern, and whether it is under the API prefix. */
export function faultTarget(endpoint: string): { method: string; path: string; pattern: string; api: boolean } {
  const [method = 'GET', template = ''] = endpoint.split(' ')
  const known = PATH_TEMPLATES.find((t) => t.path === template)
  const fragment = template.split(':p')[0] ?? template
  return {
    method,
    path: fragment,
    pattern: known ? known.pattern.source.replace(/^\^/, '') : `${escape(template)}$`,
    api: !Object.values(CONTENT_PATHS).some((p) => (typeof p === 'function' ? p('x') : p).split('/')[1] === template.split('/')[1]),
  }
}

/**
 * Path-table entries no widget calls, and why: the fault matrix has no row for them, and its
 * coverage test fails for an entry that is neither a row's endpoint nor named here or in ROW_PENDING.
 */
export const NOT_CALLED_BY_WIDGETS: Readonly<Record<string, string>> = {
  '/api/stores/details': 'environment family kept in configuration only (ENV-021)',
  '/api/stores/delivery-zip': 'environment family kept in configuration only (ENV-021)',
  '/api/stores/pickup': 'environment family kept in configuration only (ENV-021)',
  '/api/flyer/print': 'environment family kept in configuration only (ENV-021)',
  '/checkout': 'environment family kept in configuration only (ENV-021): a page link, not a call',
  '/orders': 'environment family kept in configuration only (ENV-021): a page link, not a call',
  '/content/flags.json': 'environment family kept in configuration only (ENV-021); the games read /content/games/flags.json',
  '/api/cart/v2/customer/:p': 'cart v2 declined (API-027..031, docs/requirements-declined.md): the mini cart reads /api/cart/minicart',
  '/api/cart/v2/carts': 'cart v2 for guests declined (API-028): no widget reads the full cart',
  '/api/cart/preferences': 'store change declined (API-036): no widget changes the store',
  '/api/orders/:p/:p/orderItems/:p': 'pending-order lines declined (API-034, API-035): the edit-order app edits them',
  '/api/sns/:p/addsubscription':
    'add subscription declined (SNS-002, API-072): subscriptions are made at checkout; the card subscribes through the cart line',
  '/api/sns/:p/oneTimeItems': "one-time items declined (SNS-008, API-037, API-038): the subscription manager is not Aisle's",
  '/api/sns/subscriptions/:p': 'subscription by gid declined (API-073): it repeats the all-subscriptions read',
  '/api/catalog/increment-price-list': 'increment price list declined (API-040, API-041): no screen shows it',
  '/api/catalog/departments': "departments declined (API-045): the deals filter lists the gallery's own categories",
  '/api/catalog/brand-index': 'brand index declined (API-082): no screen uses it',
  '/api/catalog/products/detail/:p': 'product detail data declined (API-083): no screen uses it',
  '/api/content/targeted/landing-pages': 'landing-page content declined (API-078, CAR-018, CAR-019): no widget shows it',
  '/api/offers/unclip':
    'unclip declined (CPN-027, API-059, docs/requirements-declined.md): no card offers an unclip; the simulator still answers it',
}

/**
 * Path-table entries a widget does call, whose matrix row is still to write: the flow that reaches each.
 * Printed by the matrix; move an entry to a row when its row is written.
 */
export const ROW_PENDING: Readonly<Record<string, string>> = {
  '/api/sns/:p/allsubscriptions':
    "the product card reads the shopper's subscriptions once Subscribe & save is ticked (SNS-005..007); a failure is not stored, proven in widgets/product-card/product-card-buy.browser.test.ts",
  '/api/purchase-history/product-grid':
    "the product carousel's purchase-history source with a server sort (SRT-009, API-079), proven in widgets/product-carousel/product-carousel.browser.test.ts",
  '/api/offers/upcs-by-offer':
    "a non-digital card's Eligible Items press reads the coupon's UPCs (API-063); a failure answers [] (ERR-036), proven in widgets/deals-grid/deals-grid.browser.test.ts",
  '/api/orders/delivery/:p/:p':
    'the order alert looks the order up while it is being edited (CRT-036); a failure is silent (ERR-023), proven in widgets/order-alert/order-alert.browser.test.ts; the matrix row needs the order cookies set before the page opens',
}
