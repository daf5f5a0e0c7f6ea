/**
 * Storefront pages the widgets link to or recognise (001 §2) and the input debounce of 001 §9.
 * Paths the seed says come from page configuration (SHL-029) have defaults here that a page
 * overrides; the named pages the seed prints are constants (coupons/pages.ts holds the coupon ones).
 */

/** The banner-site coupon page a Clip on a partner page lands on by default (docs/decisions/coupons.md "Clip from a partner page"). */
export const PARTNER_CLIP_LANDING_PATH = '/coupons.html'

/** Page paths read from page configuration (SHL-029): `<script id="aisle-config">{"pages": {...}}</script>`. */
export interface ConfiguredPagePaths {
  productDetail: string
  wineProductDetail: string
  marketplaceProductDetail: string
  offerDetailShop: string
  offerDetailMain: string
  rewardsDetail: string
  wineSearchResults: string
  marketplaceSearchResults: string
  /** Seller landing pages, keyed by seller id. */
  sellerLanding: Readonly<Record<string, string>>
  /** The edit-order app's base path (SHL-040). */
  editOrderApp: string
  /** The banner-site coupon page a Clip on a partner page lands on (docs/decisions/coupons.md "Clip from a partner page"). */
  partnerClipLanding: string
}

/** Defaults when the page configures nothing: the demo site's own paths (a design, see docs/decisions/foundation.md "Page paths from configuration"). */
export const DEFAULT_PAGE_PATHS: ConfiguredPagePaths = {
  productDetail: '/shop/product-details',
  wineProductDetail: '/shop/wine/product-details',
  marketplaceProductDetail: '/shop/marketplace/product-details',
  offerDetailShop: '/shop/offer-details',
  offerDetailMain: '/foru/offer-details',
  rewardsDetail: '/foru/rewards-details',
  wineSearchResults: '/shop/wine/search-results',
  marketplaceSearchResults: '/shop/marketplace/search-results',
  sellerLanding: {},
  editOrderApp: '/order-edit',
  partnerClipLanding: PARTNER_CLIP_LANDING_PATH,
}

/** Merges what the page configures over the defaults; anything that is not a same-site path is ignored with a warning. */
export function resolvePagePaths(configured: unknown, warn: (message: string) => void = () => {}): ConfiguredPagePaths {
  const out: ConfiguredPagePaths = { ...DEFAULT_PAGE_PATHS, sellerLanding: { ...DEFAULT_PAGE_PATHS.sellerLanding } }
  if (!configured || typeof configured !== 'object') return out
  const isPath = (v: unknown): v is string => typeof v === 'string' && v.startsWith('/') && !v.startsWith('//')
  for (const [key, value] of Object.entries(configured as Record<string, unknown>)) {
    if (key === 'sellerLanding' && value && typeof value === 'object') {
      for (const [seller, path] of Object.entries(value as Record<string, unknown>)) {
        if (isPath(path)) out.sellerLanding = { ...out.sellerLanding, [seller]: path }
        else warn(`Aisle: page path sellerLanding.${seller} must be a path starting with '/'; ignored.`)
      }
    } else if (key in out && key !== 'sellerLanding') {
      if (isPath(value)) (out as unknown as Record<string, string>)[key] = value
      else warn(`Aisle: page path ${key} must be a path starting with '/'; ignored.`)
    } else {
      warn(`Aisle: unknown page path '${key}'. Known: ${Object.keys(DEFAULT_PAGE_PATHS).join(', ')}.`)
    }
  }
  return out
}

/** The edit-order link: the edit-order app path + /cart/{storeId}/{orderNumber} (SHL-040). */
export function editOrderLink(appPath: string, storeId: string, orderNumber: string): string {
  return `${appPath.replace(/\/+$/, '')}/cart/${encodeURIComponent(storeId)}/${encodeURIComponent(orderNumber)}`
}

/** The default debounce of user input, 001 §9 (SHL-045, CST-041): a typed field is checked once typing pauses this long. */
export const DEFAULT_DEBOUNCE_MS = 600
