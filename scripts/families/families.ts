/**
 * Family isolation (issue 16 item 1): which family each source module belongs to, which built chunks a page
 * loads on first paint (the static import closure of the loader and its tags' entries), and the modules of a family
 * that land in a chunk a page without that family loads. Pure: the built files are read by ./built.ts.
 */

export const FAMILIES = ['shared', 'cart', 'products', 'coupons', 'games', 'profile'] as const
export type Family = (typeof FAMILIES)[number]

/** By path, first match wins; anything not named here (core io, the runtime, shared rules, elements, libraries) is shared. */
const FAMILY_PATHS: readonly (readonly [RegExp, Family])[] = [
  // The shared UI primitives (widgets/ui: the dialog every modal uses, its history and focus wrap): shared.
  [/^widgets\/ui\//, 'shared'],
  [/^core\/rules\/coupons\/|^core\/stores\/coupons|^core\/io\/api\/offers|^core\/runtime\/coupons|^core\/rules\/offers-api\.ts$|^core\/rules\/modal-prompts\.ts$|^core\/io\/offer-links\.ts$/, 'coupons'],
  [/^widgets\/(coupon-card|deals-grid|offer-carousel|coupon-modals)\/|^widgets\/shared\/boot-coupons\.ts$/, 'coupons'],
  [/^core\/rules\/games\/|^core\/stores\/games|^core\/io\/api\/games\.ts$|^core\/runtime\/games\.ts$|^widgets\/(game-grid|play-earn)\//, 'games'],
  [/^core\/rules\/profile\/|^core\/io\/api\/profile\.ts$|^core\/stores\/delivery-address\.ts$|^widgets\/delivery-address\//, 'profile'],
  [/^core\/rules\/products\/|^core\/stores\/(products|quick-add|subscriptions)|^core\/io\/api\/(catalog|recommendations|subscriptions|carousel-products)|^core\/runtime\/products/, 'products'],
  [/^widgets\/(product-card|product-carousel|quick-add)\//, 'products'],
  [/^core\/rules\/(cart|edit-order|shopping-api)|^core\/stores\/(cart|edit-order|pending-order)|^core\/io\/api\/(cart|shopping)\.ts$|^core\/runtime\/cart(-changes)?\.ts$/, 'cart'],
  [/^widgets\/(mini-cart|add-to-cart|order-alert)\/|^widgets\/shared\/boot-cart(-buttons)?\.ts$/, 'cart'],
]

/**
 * Family modules the page configuration reads on every page (core/io/config.ts resolves them into PageConfig):
 * counted as shared, each with its reason. Keep this list short; docs/decisions/builds-and-bytes.md "Family isolation" says why.
 */
export const READ_BY_PAGE_CONFIG: Readonly<Record<string, string>> = {
  'core/rules/cart-pages.ts': 'PageConfig.cartRefreshPage: the cart-refresh page paths (CRT-020), 0.2 kB',
}

/**
 * A family's module that another family's code reads by design, with the reason: it may travel with either. Each
 * entry is a measured cross-family need, not a convenience; keep the list short.
 */
export const ALSO_IN: Readonly<Record<string, { families: readonly Family[]; reason: string }>> = {
  'core/rules/products/mto-summary.ts': { families: ['cart'], reason: "the cart store names a made-to-order line's options (mtoSummary)" },
  'core/rules/products/subscription.ts': { families: ['cart'], reason: "the cart store reads a line's subscribe-and-save frequency (normaliseFrequency)" },
  'core/rules/products/sort.ts': { families: ['coupons'], reason: "the deals grid sorts with the product grid's client sort keys (grid-order.ts)" },
  'core/rules/coupons/page-params.ts': { families: ['games'], reason: 'the Bonus Path read (GAM-049) asks the companion gallery with its query' },
  'core/rules/offers-api.ts': { families: ['games'], reason: "the companion-gallery query's wire values (page-params.ts)" },
}

export function familyOf(module: string): Family {
  if (module in READ_BY_PAGE_CONFIG) return 'shared'
  return FAMILY_PATHS.find(([pattern]) => pattern.test(module))?.[1] ?? 'shared'
}

/** The families each tag's widget may bring (shared is every page's). A tag missing here fails the test. */
export const TAG_FAMILIES: Readonly<Record<string, readonly Family[]>> = {
  'banner-brand': [],
  'session-timeout': [],
  'mini-cart': ['cart'],
  'add-to-cart': ['cart'],
  'order-alert': ['cart'],
  'product-card': ['products', 'cart'],
  'product-carousel': ['products', 'cart'],
  'quick-add': ['products', 'cart'],
  'coupon-card': ['coupons'],
  'deals-grid': ['coupons'],
  'offer-carousel': ['coupons'],
  // The coupon prompts (progressive profile, passcode sign-in) read and write the shopper's profile.
  'coupon-modals': ['coupons', 'profile'],
  'game-grid': ['games', 'profile'],
  'play-earn': ['games', 'profile'],
  'delivery-address': ['profile'],
}

/** One build: each chunk's static imports and the source modules it carries (repo-relative paths). */
export interface ChunkGraph {
  imports: Readonly<Record<string, readonly string[]>>
  modules: Readonly<Record<string, readonly string[]>>
}

/** The chunks a page loads on first paint: the entries and every chunk they import statically, recursively. */
export function firstPaintChunks(graph: ChunkGraph, entries: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return
    seen.add(chunk)
    for (const dep of graph.imports[chunk] ?? []) visit(dep)
  }
  for (const entry of entries) visit(entry)
  return [...seen]
}

export interface Leak {
  page: string
  chunk: string
  module: string
  family: Family
}

/** Every module of a family the page does not hold that sits in a chunk the page loads on first paint. */
export function leaks(graph: ChunkGraph, page: string, entries: readonly string[], families: readonly Family[]): Leak[] {
  const allowed = new Set<Family>(['shared', ...families])
  return firstPaintChunks(graph, entries).flatMap((chunk) =>
    (graph.modules[chunk] ?? []).flatMap((module) => {
      const family = familyOf(module)
      if (allowed.has(family) || ALSO_IN[module]?.families.some((f) => allowed.has(f))) return []
      return [{ page, chunk, module, family }]
    }),
  )
}
