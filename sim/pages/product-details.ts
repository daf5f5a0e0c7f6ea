/**
 * The product details page, `/shop/product-details/<id>` (and the wine and marketplace shapes of core/rules/pages.ts):
 * the product from the simulator's data with its product card, which adds it to the cart.
 */
import { DEFAULT_PAGE_PATHS } from '../../core/rules/pages'
import { backHome, escapeHtml, link, notFound, type PageKind, tag } from './layout'

const PREFIXES = [DEFAULT_PAGE_PATHS.productDetail, DEFAULT_PAGE_PATHS.wineProductDetail, DEFAULT_PAGE_PATHS.marketplaceProductDetail]
const PRODUCT_DETAILS = new RegExp(`^(?:${PREFIXES.join('|')})/([^/]+)$`)

export const productDetailsPage: PageKind = (path, { state }) => {
  const match = PRODUCT_DETAILS.exec(path)
  if (!match) return undefined
  const id = match[1] ?? ''
  const product = state.products.find((p) => p.id === id)
  if (!product) return notFound(`No product ${id} here: it may no longer be sold.`)
  const facts = [
    product.brand ? `<p class="product-brand">${escapeHtml(product.brand)}</p>` : '',
    `<p>${escapeHtml(product.department)} · ${escapeHtml(product.aisleName)}</p>`,
    product.sellerName ? `<p>Sold by ${escapeHtml(product.sellerName)}</p>` : '',
  ]
  return {
    status: 200,
    title: product.name,
    body: [
      `<section class="product-details" aria-label="Product">${facts.join('')}</section>`,
      `<ul class="products"><li>${tag('aisle-product-card', { 'product-id': product.id })}</li></ul>`,
      `<p>${link('/products.html', 'All products')}</p>`,
      backHome(),
    ].join(''),
  }
}
