/**
 * The product details page, `/shop/product-details/<id>` (and the wine and marketplace shapes of core/rules/pages.ts):
 * the product from the simulator's data with its product card, which adds it to the cart.
 */
import { DEFAULT_PAGE_PATHS } from '../../core/rules/pages'
import { SIMILAR_ITEMS_ANCHOR } from '../../core/rules/products/card-extras'
import { productPageHref } from '../../core/rules/products/links'
import { backHome, escapeHtml, link, notFound, type PageKind, tag } from './layout'

/** How many items of the same aisle the similar-items list names. */
const SIMILAR_COUNT = 4

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
  const similar = state.products
    .filter((p) => p.id !== product.id && p.aisleName === product.aisleName && p.status === 'active')
    .slice(0, SIMILAR_COUNT)
    .map((p) => `<li>${link(productPageHref(p, DEFAULT_PAGE_PATHS), p.name)}</li>`)
  return {
    status: 200,
    title: product.name,
    body: [
      `<section class="product-details" aria-label="Product">${facts.join('')}</section>`,
      `<ul class="products"><li>${tag('aisle-product-card', { 'product-id': product.id })}</li></ul>`,
      `<section id="${SIMILAR_ITEMS_ANCHOR}" class="similar-items" aria-labelledby="${SIMILAR_ITEMS_ANCHOR}-title"><h2 id="${SIMILAR_ITEMS_ANCHOR}-title">Similar items</h2>`,
      similar.length ? `<ul>${similar.join('')}</ul>` : '<p>No similar items in this aisle.</p>',
      '</section>',
      `<p>${link('/products.html', 'All products')}</p>`,
      backHome(),
    ].join(''),
  }
}
