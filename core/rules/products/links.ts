/**
 * The storefront pages a product links to (001 §2: page paths from configuration): the product-detail page of the
 * item's kind (standard, wine shop, marketplace) and the seller's landing page (docs/decisions/products.md "Page links").
 */
import type { ConfiguredPagePaths } from '../pages'
import type { Product } from './product'

/** The paths a product link needs. */
export type ProductPagePaths = Pick<ConfiguredPagePaths, 'productDetail' | 'wineProductDetail' | 'marketplaceProductDetail'>

/** A product page: a product-detail path + '/' + the product number. */
export const productHref = (productDetailPath: string, bpn: string) => `${productDetailPath.replace(/\/+$/, '')}/${encodeURIComponent(bpn)}`

/** The product-detail page of a product's kind (001 §2: standard, wine shop, marketplace) + '/' + its product number. */
export function productPageHref(p: Pick<Product, 'id' | 'cartCategory'>, pages: ProductPagePaths): string {
  const base =
    p.cartCategory === '1P_WINE'
      ? pages.wineProductDetail
      : p.cartCategory === '3P_MARKETPLACE'
        ? pages.marketplaceProductDetail
        : pages.productDetail
  return productHref(base, p.id)
}

/**
 * A seller's page: its configured landing page (keyed by seller id, 001 §2), else the marketplace cross-seller
 * search results for the seller's name.
 */
export function sellerHref(
  p: Pick<Product, 'sellerId' | 'sellerName'>,
  pages: Pick<ConfiguredPagePaths, 'sellerLanding' | 'marketplaceSearchResults'>,
): string | undefined {
  const landing = p.sellerId ? pages.sellerLanding[p.sellerId] : undefined
  if (landing) return landing
  return p.sellerName ? `${pages.marketplaceSearchResults}?q=${encodeURIComponent(p.sellerName)}` : undefined
}
