/**
 * Reads what the page says about where Aisle runs: host name, URL parameters, and an optional
 * override block for CMS preview hosts (ARCHITECTURE §2):
 *   <script type="application/json" id="aisle-config">{"banner":"freshway","environment":"qa1"}</script>
 * or data attributes on the loader's script tag (data-aisle-banner, data-aisle-environment).
 * The only module besides api/storage/cookies that touches `location` and `document`.
 */
import { type Banner, bannerById, bannerForHost, isBannerId } from '../rules/banners'
import {
  API_MODES,
  type ApiMode,
  clipOriginFor,
  type GamesEnvironment,
  gamesEnvironmentForHost,
  MODE_PARAM,
  STOREFRONT_ENVIRONMENTS,
  type StorefrontEnvironment,
  storefrontEnvironmentForHost,
} from '../rules/env'
import { type FeatureFlags, resolveFeatureFlags } from '../rules/feature-flags'
import { type ConfiguredPagePaths, resolvePagePaths } from '../rules/pages'
import { shouldRefreshCartOnPage } from '../rules/cart/pages'

export interface PageConfig {
  host: string
  banner: Banner
  storefrontEnvironment: StorefrontEnvironment
  gamesEnvironment: GamesEnvironment
  /** record | playback from the URL (ignored in prod by the api client). */
  mode?: ApiMode
  /** Origin the API calls go to: the page's own, or the script's when embedded on a partner site. */
  apiOrigin: string
  /** True when the page origin is not the API origin (partner embedding): no shopper cookies are sent. */
  embedded: boolean
  /** Origin of the coupon clip calls: the page's own on a business host, else apiOrigin (ENV-030). */
  clipOrigin: string
  /** Offers-only mode (a coupons-only page): the cart refresh timer does not run (CRT-016). */
  offersOnly?: boolean
  /** Page paths read from page configuration, over the defaults (SHL-029). */
  pages: ConfiguredPagePaths
  /** The storefront feature flags of 001 §9 from the config block's `flags` (core/rules/feature-flags.ts). */
  flags: FeatureFlags
  /**
   * The config block's `scheduleAndSave` as written: the product widgets resolve it over the defaults (SNS-011,
   * core/runtime/products/products.ts snsTextsOf), so a page without them does not load the texts (fewer bytes on first paint).
   */
  scheduleAndSave?: unknown
  /** The page's path names a cart page (prebook, dnf, product): the cart is read from the server on load (CRT-020). */
  cartRefreshPage: boolean
}

export interface ConfigOverrides {
  banner?: string
  environment?: string
  apiOrigin?: string
  offersOnly?: boolean
  /** {"productDetail": "/p", "sellerLanding": {"s1": "/sellers/s1"}, ...}: see core/rules/pages.ts. */
  pages?: unknown
  /** {"isGridAvailabilityTagDisabled": true, ...}: see core/rules/feature-flags.ts. */
  flags?: unknown
  /** {"addressNote": "...", "slotNote": "...", "paymentNote": "..."}: see core/rules/products/sns-texts.ts. */
  scheduleAndSave?: unknown
}

function readOverrides(doc: Document): ConfigOverrides {
  const out: ConfigOverrides = {}
  const block = doc.getElementById('aisle-config')
  if (block?.textContent) {
    try {
      Object.assign(out, JSON.parse(block.textContent) as ConfigOverrides)
    } catch {
      console.warn('Aisle: the #aisle-config block is not valid JSON and was ignored.')
    }
  }
  const script = doc.querySelector<HTMLScriptElement>(
    'script[data-aisle-banner], script[data-aisle-environment], script[data-aisle-api-origin]',
  )
  if (script?.dataset.aisleBanner) out.banner = script.dataset.aisleBanner
  if (script?.dataset.aisleEnvironment) out.environment = script.dataset.aisleEnvironment
  if (script?.dataset.aisleApiOrigin) out.apiOrigin = script.dataset.aisleApiOrigin
  return out
}

/** Pure resolution, testable in Node: host + search + overrides → config. */
export function resolvePageConfig(input: {
  host: string
  origin: string
  search: string
  pathname?: string
  overrides?: ConfigOverrides
}): PageConfig {
  const { host, origin, search, pathname = '', overrides = {} } = input
  let banner = bannerForHost(host)
  if (overrides.banner) {
    if (isBannerId(overrides.banner)) banner = bannerById(overrides.banner)
    else console.warn(`Aisle: unknown banner '${overrides.banner}' in the page config; using '${banner.id}'.`)
  }
  let storefrontEnvironment = storefrontEnvironmentForHost(host)
  let gamesEnvironment = gamesEnvironmentForHost(host)
  if (overrides.environment) {
    if ((STOREFRONT_ENVIRONMENTS as readonly string[]).includes(overrides.environment)) {
      storefrontEnvironment = overrides.environment as StorefrontEnvironment
      gamesEnvironment = gamesEnvironmentForHost(overrides.environment)
    } else {
      console.warn(`Aisle: unknown environment '${overrides.environment}'. Valid: ${STOREFRONT_ENVIRONMENTS.join(', ')}.`)
    }
  }
  const modeValue = new URLSearchParams(search).get(MODE_PARAM)
  const mode = (API_MODES as readonly string[]).includes(modeValue ?? '') ? (modeValue as ApiMode) : undefined
  const apiOrigin = overrides.apiOrigin ?? origin
  return {
    host,
    banner,
    storefrontEnvironment,
    gamesEnvironment,
    mode,
    apiOrigin,
    embedded: apiOrigin !== origin,
    clipOrigin: clipOriginFor({ host, pageOrigin: origin, apiOrigin }),
    offersOnly: overrides.offersOnly === true,
    pages: resolvePagePaths(overrides.pages, (m) => console.warn(m)),
    flags: resolveFeatureFlags(overrides.flags, (m) => console.warn(m)),
    scheduleAndSave: overrides.scheduleAndSave,
    cartRefreshPage: shouldRefreshCartOnPage(pathname),
  }
}

/** The page's config, read from location and document. */
export function readPageConfig(win: Window = window): PageConfig {
  return resolvePageConfig({
    host: win.location.host,
    origin: win.location.origin,
    search: win.location.search,
    pathname: win.location.pathname,
    overrides: readOverrides(win.document),
  })
}
