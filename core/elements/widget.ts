/**
 * A widget's registration, declared once in its folder: `widgets/<name>/<name>.widget.ts` default-exports
 * `declareWidget({...})`. No shipped module imports a declaration (the loader's table is read from the folders
 * themselves, vite.config.ts `widgetRegistry`), so it costs no byte; the tools that list widgets read it:
 * the family-isolation check (scripts/families), the catalogue's live examples (scripts/catalogue), the hostile
 * suites' mounts (test/hostile) and the byte budgets (.size-limit.cjs, through scripts/widgets/budgets.json).
 * Data only: a declaration imports nothing but this module and the catalogue's example ids.
 */

/** The families a module can belong to (scripts/families): shared is every page's. */
export const FAMILIES = ['shared', 'cart', 'products', 'coupons', 'games', 'profile'] as const
export type Family = (typeof FAMILIES)[number]

/** A gzip byte budget of one built file, in size-limit's units ('1.60 kB'), under the row name size-limit prints. */
export interface WidgetBudget {
  name: string
  limit: string
}

/** The live example of the tag in the catalogue (demo-pages/catalogue.html), with real ids from the simulator's seed. */
export interface TagExample {
  /** Attribute name → value, in the order the snippet shows them. */
  attributes: Readonly<Record<string, string>>
  /** What the example shows and what to do to see more (plain text). */
  note: string
  /**
   * Why the example runs in a frame of its own page (demo-pages/examples/<tag>.html) rather than inline: a tag
   * that owns the page (its route guard sends a guest to sign in, its router owns the address bar hash).
   */
  isolated?: string
}

/** A seeded record the hostile suites look up for an id attribute (test/hostile/hostile-kit.ts SEED_IDS). */
export type SeedId = 'active-product' | 'plain-coupon'

/** How the hostile-input suites mount the tag against the simulator. */
export interface HostileMount {
  /** Attributes that must stay valid for it to show data, each the id of a seeded record. */
  ids?: Readonly<Record<string, SeedId>>
  /** Whether it shows served or authored text at all (one that shows none is still checked for executions and unsafe attributes). */
  showsText: boolean
}

export interface WidgetDeclaration {
  /** `aisle-<folder>`: widgets/<name>/ registers <aisle-<name>> (scripts/widgets/declarations.test.ts checks). */
  tag: `aisle-${string}`
  /**
   * The families a page with only this tag may load on first paint (shared is every page's). The folder's own
   * modules belong to the first; none: they are shared.
   */
  families: readonly Exclude<Family, 'shared'>[]
  /** Its byte budgets, gzip; every size-limit row of the widget's own files. */
  budgets: {
    /** dist/widgets/<name>.js, the React build's entry. */
    own: WidgetBudget
    /** dist/compact/widgets/<name>.js, when the compact build's entry has a budget of its own. */
    compact?: WidgetBudget
    /** dist/chunks/<name>-*.js: the chunk the bundler names after the widget when other entries share its views. */
    chunk?: WidgetBudget
  }
  example: TagExample
  hostile: HostileMount
  /**
   * Set when aisle/prerender expands the tag: why its first client render is the same for every shopper
   * (docs/decisions/hosting.md 'Prerender: which tags'). Its renderer is the folder's <name>.prerender.tsx, which
   * aisle/prerender's table (prerender/tags.generated.ts) lists; the declarations test checks the two go together.
   */
  prerender?: string
}

/** Typed in place, returned as is. */
export const declareWidget = <const T extends WidgetDeclaration>(declaration: T): T => declaration
