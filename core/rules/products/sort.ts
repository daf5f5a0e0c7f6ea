/**
 * Sorting (001 §3, §5, §9): sort options with a field, a rule list, a label and a location. Client
 * options sort the loaded list in the browser; server options are sent and the answer order is kept.
 * The field and rule of each key are the team's table (gap B16), documented in docs/decisions/products.md. The server sorts
 * and the author-facing key list are in ./sort-options.ts.
 */

export const SORT_LOCATIONS = ['client', 'server'] as const
export type SortLocation = (typeof SORT_LOCATIONS)[number]
export const SORT_RULE_TYPES = ['string', 'number'] as const
export type SortRuleType = (typeof SORT_RULE_TYPES)[number]

/** One rule: compare `field` (a dot path) as a string or number, ascending or descending. */
export interface SortRule {
  field: string
  type: SortRuleType
  order: 'asc' | 'desc'
}

/** SRT-001 */
export interface SortOption {
  /** The sort key: 'a-z', or the value the server takes ('top sellers'). */
  field: string
  rules: readonly SortRule[]
  label: string
  location: SortLocation
}

/** SRT-007 */
export const CLIENT_SORT_KEYS = [
  'a-z',
  'z-a',
  'search-rank',
  'most-popular',
  'price-low-high',
  'purchase-history',
  'new-offers',
  'about-to-expire',
  'category',
  'expiry-date',
  'added-date',
  'reward-card-specials',
  'aisles',
] as const
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number]

const rule = (field: string, type: SortRuleType, order: 'asc' | 'desc' = 'asc'): SortRule => ({ field, type, order })
const byName = rule('name', 'string')

const CLIENT_TABLE: Record<ClientSortKey, [label: string, rules: SortRule[]]> = {
  'a-z': ['Name: A to Z', [byName]],
  'z-a': ['Name: Z to A', [rule('name', 'string', 'desc')]],
  'search-rank': ['Best Match', [rule('searchRank', 'number')]],
  'most-popular': ['Most Popular', [rule('popularity', 'number', 'desc'), byName]],
  'price-low-high': ['Price: Low to High', [rule('price', 'number'), byName]],
  'purchase-history': ['Purchase History', [rule('purchaseRank', 'number'), byName]],
  'new-offers': ['New Offers', [rule('startDate', 'string', 'desc'), byName]],
  'about-to-expire': ['About to Expire', [rule('endDate', 'string'), byName]],
  category: ['Category', [rule('category', 'string'), byName]],
  'expiry-date': ['Expiry Date', [rule('endDate', 'string'), byName]],
  'added-date': ['Date Added', [rule('addedDate', 'string', 'desc'), byName]],
  'reward-card-specials': ['Reward Card Specials', [rule('rewardCardSpecial', 'number', 'desc'), byName]],
  aisles: ['Aisles', [rule('aisleName', 'string'), byName]],
}

export const CLIENT_SORT_OPTIONS: Readonly<Record<ClientSortKey, SortOption>> = Object.fromEntries(
  CLIENT_SORT_KEYS.map((key): [string, SortOption] => [
    key,
    { field: key, rules: CLIENT_TABLE[key][1], label: CLIENT_TABLE[key][0], location: 'client' },
  ]),
) as Record<ClientSortKey, SortOption>

function read(item: unknown, path: string): unknown {
  let value: unknown = item
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/** SRT-005, SRT-006: the comparable value; undefined when missing (missing values sort last either way). */
export function sortValue(value: unknown, type: SortRuleType): string | number | undefined {
  // Only primitives compare; an object or array (or a value whose String() throws) counts as missing.
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined
  if (type === 'number') {
    const n = Number.parseFloat(String(value))
    return Number.isNaN(n) ? undefined : n
  }
  const s = String(value).toLowerCase()
  return s === '' ? undefined : s
}

/** Compares two sort values of one rule (missing values last either way). */
function compareValues(x: string | number | undefined, y: string | number | undefined, order: SortRule['order']): number {
  if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1
  const c = x < y ? -1 : x > y ? 1 : 0
  return order === 'desc' ? -c : c
}

/**
 * SRT-002..004: a client option sorts a copy by its rules in list order, each later rule breaking the
 * earlier ones' ties, equal items keeping their order; a server option keeps the server's order.
 * Each item's values are read once, not on every comparison: thousands of offers sort in one pass.
 */
export function sortItems<T>(items: readonly T[], option: SortOption): T[] {
  if (option.location === 'server' || option.rules.length === 0) return [...items]
  const { rules } = option
  const keyed = items.map((item, index) => ({ item, index, values: rules.map((r) => sortValue(read(item, r.field), r.type)) }))
  keyed.sort((a, b) => {
    for (let i = 0; i < rules.length; i++) {
      const c = compareValues(a.values[i], b.values[i], (rules[i] as SortRule).order)
      if (c !== 0) return c
    }
    return a.index - b.index
  })
  return keyed.map((k) => k.item)
}
