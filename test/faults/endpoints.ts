/**
 * Names a call by its endpoint, from the path tables the api modules build their URLs from (core/rules):
 * '/abs/qa1/api/catalog/products/bpn/970000001' is 'GET /api/catalog/products/bpn/:p'. A path no table
 * names keeps its own spelling, so the coverage test shows it.
 */
import { CONTENT_PATHS, GAMES_PATHS, OFFER_PATHS, PATHS, SHOPPING_PATHS } from '../../core/rules/endpoints'
import { OTP_PATHS } from '../../core/rules/modal-prompts'
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
