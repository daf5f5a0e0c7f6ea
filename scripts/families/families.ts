/**
 * Family isolation: which family each source module belongs to, which built chunks a page
 * loads on first paint (the static import closure of the loader and its tags' entries), and the modules of a family
 * that land in a chunk a page without that family loads. The built files are read by ./built.ts; each widget's
 * families come from its declaration (widgets/<name>/<name>.widget.ts).
 */
import { FAMILIES, type Family } from '../../core/elements/widget'
import { readDeclarations } from '../widgets/declarations'

export { FAMILIES, type Family }

const DECLARED = await readDeclarations()

/** A widget folder's modules belong to the first family its declaration names (none: shared). */
const WIDGET_FOLDER_FAMILIES: ReadonlyMap<string, Family> = new Map(
  DECLARED.flatMap(({ folder, declaration }) => {
    const family = declaration.families[0]
    return family ? [[folder, family] as const] : []
  }),
)

/** The family folders of the layers and of the simulator: core/{rules,io,stores,runtime}/<family>/, sim/{routes,data}/<family>/. */
const FAMILY_FOLDER = new RegExp(
  `^(?:core/(?:rules|io|stores|runtime)|sim/(?:routes|data))/(${FAMILIES.filter((f) => f !== 'shared').join('|')})/`,
)

/**
 * widgets/shared holds what several widgets boot with; these of its modules serve one family (the boot of that family's
 * stores, the cart press every add button makes), so they count as that family's. The one list kept by hand: widgets/shared
 * names no widget, and a module there is shared unless it is named here.
 */
export const WIDGETS_SHARED_OF_A_FAMILY: Readonly<Record<string, Family>> = {
  'widgets/shared/boot-cart.ts': 'cart',
  'widgets/shared/boot-cart-buttons.ts': 'cart',
  'widgets/shared/use-cart-action.ts': 'cart',
  'widgets/shared/boot-coupons.ts': 'coupons',
}

/**
 * Family modules the page configuration reads on every page (core/io/config.ts resolves them into PageConfig):
 * counted as shared, each with its reason. Keep this list short; docs/decisions/builds-and-bytes.md "Family isolation" says why.
 */
export const READ_BY_PAGE_CONFIG: Readonly<Record<string, string>> = {
  'core/rules/cart/pages.ts': 'PageConfig.cartRefreshPage: the cart-refresh page paths (CRT-020), 0.2 kB',
}

/**
 * A family's module that another family's code reads by design, with the reason: it may travel with either. Each
 * entry is a measured cross-family need, not a convenience; keep the list short.
 */
export const ALSO_IN: Readonly<Record<string, { families: readonly Family[]; reason: string }>> = {
  'core/rules/products/mto-summary.ts': { families: ['cart'], reason: "the cart store names a made-to-order line's options (mtoSummary)" },
  'core/rules/products/subscription.ts': {
    families: ['cart'],
    reason: "the cart store reads a line's subscribe-and-save frequency (normaliseFrequency)",
  },
  'core/rules/products/sort.ts': {
    families: ['coupons'],
    reason: "the deals grid sorts with the product grid's client sort keys (grid-order.ts)",
  },
  'core/rules/coupons/page-params.ts': {
    families: ['games'],
    reason: 'the Bonus Path read (GAM-049) asks the companion gallery with its query',
  },
  'core/rules/coupons/offers-api.ts': { families: ['games'], reason: "the companion-gallery query's wire values (page-params.ts)" },
}

/**
 * A module's family, from its path: a layer's or the simulator's family folder, a widget folder (its declaration's first
 * family), or one of WIDGETS_SHARED_OF_A_FAMILY; anything else (the layers' top level, core/elements, widgets/ui,
 * libraries) is shared, and so is a module the page configuration reads (READ_BY_PAGE_CONFIG).
 */
export function familyOf(module: string): Family {
  if (module in READ_BY_PAGE_CONFIG) return 'shared'
  const inFolder = FAMILY_FOLDER.exec(module)?.[1] as Family | undefined
  if (inFolder) return inFolder
  const widget = /^widgets\/([^/]+)\//.exec(module)?.[1]
  return (widget === undefined ? undefined : WIDGET_FOLDER_FAMILIES.get(widget)) ?? WIDGETS_SHARED_OF_A_FAMILY[module] ?? 'shared'
}

/** The families each tag's widget may bring (shared is every page's), by tag without 'aisle-': its declaration's. */
export const TAG_FAMILIES: Readonly<Record<string, readonly Family[]>> = Object.fromEntries(
  DECLARED.map(({ folder, declaration }) => [folder, declaration.families]),
)

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
