/**
 * The sort keys an author may name (001 §9; SRT-001, SRT-003, SRT-008): the client keys of ./sort.ts and the server
 * sorts, which are sent and whose answer order is kept. Apart from ./sort.ts so that the deals grid, which sorts
 * offers in the browser only, does not carry the server sorts.
 */
import { CLIENT_SORT_KEYS, CLIENT_SORT_OPTIONS, type SortOption } from './sort'

/** SRT-008 */
export const SERVER_SORTS = [
  'top sellers',
  'price low to high',
  'best match',
  'club card',
  'FREQUENCY',
  'PURCHASE_DATE',
  'RECOMMENDED',
  'RECENTLY_PURCHASED',
] as const
export type ServerSort = (typeof SERVER_SORTS)[number]

const SERVER_LABELS: Record<ServerSort, string> = {
  'top sellers': 'Top Sellers',
  'price low to high': 'Price: Low to High',
  'best match': 'Best Match',
  'club card': 'Club Card',
  FREQUENCY: 'Frequency',
  PURCHASE_DATE: 'Purchase Date',
  RECOMMENDED: 'Recommended',
  RECENTLY_PURCHASED: 'Recently Purchased',
}

export const SERVER_SORT_OPTIONS: Readonly<Record<ServerSort, SortOption>> = Object.fromEntries(
  SERVER_SORTS.map((key): [string, SortOption] => [key, { field: key, rules: [], label: SERVER_LABELS[key], location: 'server' }]),
) as Record<ServerSort, SortOption>

/** Every sort key an author may name (a `sort` attribute): the client keys, then the server sorts. */
export const SORT_KEYS = [...CLIENT_SORT_KEYS, ...SERVER_SORTS] as const
export type SortKey = (typeof SORT_KEYS)[number]

/** The option for a key, client first; undefined for an unknown key. */
export function sortOption(key: string): SortOption | undefined {
  return (CLIENT_SORT_OPTIONS as Record<string, SortOption>)[key] ?? (SERVER_SORT_OPTIONS as Record<string, SortOption>)[key]
}

/** SRT-003: the sort value a server option sends; none for a client option. */
export const serverSortParam = (option: SortOption): string | undefined => (option.location === 'server' ? option.field : undefined)
