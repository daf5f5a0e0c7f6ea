/**
 * What the deals grid lists, in which order: the offer sort keys of 001 §9 (one sort table, in
 * core/rules/products/sort.ts) applied to offers, and the category filter. Pure, O(n log n) per change of
 * sort or filter, never per card.
 */
import { isRewardsOffer } from './classify'
import type { Offer } from './offer'
import { CLIENT_SORT_KEYS, CLIENT_SORT_OPTIONS, type ClientSortKey, sortItems } from '../products/sort'

/** The grid's own first choice: the gallery order of 001 §4 (CPN-097, CPN-098), then every client sort key. */
export const FEATURED_SORT = 'featured'
export const GRID_SORT_KEYS = [FEATURED_SORT, ...CLIENT_SORT_KEYS] as const
export type GridSortKey = (typeof GRID_SORT_KEYS)[number]
export const FEATURED_SORT_LABEL = 'Featured'

export const gridSortLabel = (key: GridSortKey): string => (key === FEATURED_SORT ? FEATURED_SORT_LABEL : CLIENT_SORT_OPTIONS[key].label)

/**
 * An offer seen through the sort table's fields (docs/decisions/coupons.md "Deals grid"): name is the title the card
 * shows (brand); price the number in the savings text; searchRank the gallery position; popularity and
 * purchase history the purchaseRank; aisle the category; reward-card specials the rewards coupons. Offers
 * carry no added date, so 'added-date' falls through to the name.
 */
export interface OfferSortRow {
  offer: Offer
  name: string
  price?: number
  searchRank: number
  popularity?: number
  purchaseRank?: number
  startDate?: string
  endDate?: string
  category?: string
  rewardCardSpecial: number
  aisleName?: string
}

function priceOf(text: string | undefined): number | undefined {
  const m = /\d+(?:\.\d+)?/.exec(text ?? '')
  return m ? Number.parseFloat(m[0]) : undefined
}

export function offerSortRow(offer: Offer, index: number): OfferSortRow {
  const row: OfferSortRow = { offer, name: offer.brand, searchRank: index, rewardCardSpecial: isRewardsOffer(offer) ? 1 : 0 }
  const price = priceOf(offer.offerPrice ?? offer.priceTitle)
  if (price !== undefined) row.price = price
  if (offer.purchaseRank !== undefined) {
    row.purchaseRank = offer.purchaseRank
    row.popularity = -offer.purchaseRank
  }
  if (offer.startDate) row.startDate = offer.startDate
  if (offer.endDate) row.endDate = offer.endDate
  if (offer.category) {
    row.category = offer.category
    row.aisleName = offer.category
  }
  return row
}

/** Whether an offer is in a category: its category, or one of its categories. */
export const inCategory = (o: Offer, category: string): boolean => o.category === category || o.categories.includes(category)

/**
 * The page's first locale comparison sets up the browser's collation (0.04 to 0.26 s at 4x CPU, measured):
 * the grid runs this while the gallery is being read, so sorting the categories of a reply costs ~0.1 ms.
 */
export function warmCategoryOrder(): void {
  'a'.localeCompare('b')
}

/** The categories of the loaded offers, each once, alphabetically. */
export function offerCategories(offers: readonly Offer[]): string[] {
  const seen = new Set<string>()
  for (const o of offers) {
    if (o.category) seen.add(o.category)
  }
  return [...seen].sort((a, b) => a.localeCompare(b))
}

export const isGridSortKey = (key: string): key is GridSortKey => (GRID_SORT_KEYS as readonly string[]).includes(key)

/** The offers the grid lists: filtered by category (when one is chosen), then sorted by the key. */
export function orderOffers(offers: readonly Offer[], options: { sort: GridSortKey; category?: string | undefined }): Offer[] {
  const { category } = options
  const filtered = category ? offers.filter((o) => inCategory(o, category)) : offers
  if (options.sort === FEATURED_SORT) return [...filtered]
  const rows = filtered.map((o, i) => offerSortRow(o, i))
  return sortItems(rows, CLIENT_SORT_OPTIONS[options.sort as ClientSortKey]).map((r) => r.offer)
}
