/**
 * The wine-shop and marketplace cross-seller search results (core/rules/pages.ts `wineSearchResults`,
 * `marketplaceSearchResults`): the products of that shop whose name, brand or seller holds the query `q`, each with its
 * product card. A seller tag without a configured landing page links here with the seller's name.
 */
import { DEFAULT_PAGE_PATHS } from '../../core/rules/pages'
import type { SimProduct } from '../data/types'
import { backHome, escapeHtml, link, type PageKind, tag } from './layout'

const SHOPS = [
  { path: DEFAULT_PAGE_PATHS.wineSearchResults, title: 'Wine shop', category: '1P_WINE' },
  { path: DEFAULT_PAGE_PATHS.marketplaceSearchResults, title: 'Marketplace', category: '3P_MARKETPLACE' },
] as const

const matches = (p: SimProduct, q: string) =>
  [p.name, p.brand, p.sellerName].some((field) => typeof field === 'string' && field.toLowerCase().includes(q.toLowerCase()))

export const searchResultsPage: PageKind = (path, { state, search }) => {
  const shop = SHOPS.find((s) => s.path === path)
  if (!shop) return undefined
  const q = new URLSearchParams(search ?? '').get('q')?.trim() ?? ''
  const found = state.products.filter((p) => p.cartCategory === shop.category && p.status === 'active' && (!q || matches(p, q)))
  const items = found.map((p) => `<li>${tag('aisle-product-card', { 'product-id': p.id })}</li>`).join('')
  return {
    status: 200,
    title: q ? `${shop.title}: ${q}` : shop.title,
    body: [
      `<p>${escapeHtml(found.length === 1 ? '1 item' : `${found.length} items`)}</p>`,
      found.length ? `<ul class="products">${items}</ul>` : '',
      `<p>${link('/products.html', 'All products')}</p>`,
      backHome(),
    ].join(''),
  }
}
