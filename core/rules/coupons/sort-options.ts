/**
 * Sort options of 001 §3, §5, §9 (SRT-001..011): a key, a rule list, a label and where it runs. Client
 * options sort the loaded list here; server options are sent to the server, whose order is kept. Fields and
 * directions per key are the team's table (gap B16): offers carry name, purchaseRank, startDate, endDate and
 * category; products and list items carry the others.
 */

export const SORT_LOCATIONS = ['client', 'server'] as const
export type SortLocation = (typeof SORT_LOCATIONS)[number]
export const SORT_RULE_TYPES = ['string', 'number'] as const
export type SortRuleType = (typeof SORT_RULE_TYPES)[number]
export type SortDirection = 'asc' | 'desc'

export interface SortRule {
  /** A field name, or a dotted path ('continuity.progressValue'). */
  field: string
  type: SortRuleType
  direction: SortDirection
}

export interface SortOption {
  /** The sort key ('a-z') or the server sort value ('best match'). */
  field: string
  rules: SortRule[]
  label: string
  location: SortLocation
}

/** Client sort keys, verbatim (SRT-007). */
export const CLIENT_SORT_KEYS = [
  'a-z', 'z-a', 'search-rank', 'most-popular', 'price-low-high', 'purchase-history', 'new-offers', 'about-to-expire', 'category',
  'expiry-date', 'added-date', 'reward-card-specials', 'aisles',
] as const
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number]

/** Server sorts, verbatim (SRT-008). */
export const SERVER_SORTS = [
  'top sellers', 'price low to high', 'best match', 'club card', 'FREQUENCY', 'PURCHASE_DATE', 'RECOMMENDED', 'RECENTLY_PURCHASED',
] as const
export type ServerSort = (typeof SERVER_SORTS)[number]

const rule = (field: string, type: SortRuleType, direction: SortDirection = 'asc'): SortRule => ({ field, type, direction })
const byName = rule('name', 'string')

/** Key → label and rules (gap B16). */
export const CLIENT_SORTS = {
  'a-z': { label: 'Name A-Z', rules: [byName] },
  'z-a': { label: 'Name Z-A', rules: [rule('name', 'string', 'desc')] },
  'search-rank': { label: 'Best Match', rules: [rule('searchRank', 'number')] },
  'most-popular': { label: 'Most Popular', rules: [rule('popularity', 'number', 'desc'), byName] },
  'price-low-high': { label: 'Price Low to High', rules: [rule('price', 'number'), byName] },
  'purchase-history': { label: 'Purchase History', rules: [rule('purchaseRank', 'number')] },
  'new-offers': { label: 'New Offers', rules: [rule('startDate', 'string', 'desc'), byName] },
  'about-to-expire': { label: 'About to Expire', rules: [rule('endDate', 'string'), byName] },
  category: { label: 'Category', rules: [rule('category', 'string'), byName] },
  'expiry-date': { label: 'Expiry Date', rules: [rule('endDate', 'string'), byName] },
  'added-date': { label: 'Date Added', rules: [rule('addedDate', 'string', 'desc')] },
  'reward-card-specials': { label: 'Reward Card Specials', rules: [rule('clubCardSaving', 'number', 'desc'), byName] },
  aisles: { label: 'Aisles', rules: [rule('aisleName', 'string'), byName] },
} as const satisfies Record<ClientSortKey, { label: string; rules: SortRule[] }>

/** The option of a client key. */
export function clientSortOption(key: ClientSortKey): SortOption {
  const { label, rules } = CLIENT_SORTS[key]
  return { field: key, label, rules: [...rules], location: 'client' }
}

/** The option of a server sort: no rules, the server orders. */
export const serverSortOption = (sort: ServerSort, label: string = sort): SortOption => ({ field: sort, label, rules: [], location: 'server' })

function read(item: unknown, path: string): unknown {
  let v: unknown = item
  for (const part of path.split('.')) {
    if (!v || typeof v !== 'object') return undefined
    v = (v as Record<string, unknown>)[part]
  }
  return v
}

/** A rule's sort value: lower-cased text (SRT-005) or a float (SRT-006); undefined when there is none. */
export function sortValue(v: unknown, type: SortRuleType): string | number | undefined {
  if (v === undefined || v === null) return undefined
  if (type === 'number') {
    const n = typeof v === 'number' ? v : Number.parseFloat(String(v))
    return Number.isNaN(n) ? undefined : n
  }
  const s = String(v)
  return s === '' ? undefined : s.toLowerCase()
}

/** Compares two items by one rule. Items without a value go last whatever the direction. */
export function compareByRule(a: unknown, b: unknown, r: SortRule): number {
  const x = sortValue(read(a, r.field), r.type)
  const y = sortValue(read(b, r.field), r.type)
  if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1
  const c = x < y ? -1 : x > y ? 1 : 0
  return r.direction === 'desc' ? -c : c
}

/**
 * Applies an option (SRT-002..004): client options sort by their rules in order, each later rule breaking
 * the ties of the earlier ones, keeping the input order for full ties; server options keep the answer's order.
 */
export function applySort<T>(items: readonly T[], option: SortOption): T[] {
  if (option.location === 'server' || option.rules.length === 0) return [...items]
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      for (const r of option.rules) {
        const c = compareByRule(a.item, b.item, r)
        if (c !== 0) return c
      }
      return a.index - b.index
    })
    .map((x) => x.item)
}
