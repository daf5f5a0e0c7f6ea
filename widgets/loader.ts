/**
 * The one script a CMS page includes (`<script type="module" src=".../aisle.js">`). It registers
 * every `aisle-*` tag lazily: a tag's module (and the shared runtime chunks) is downloaded only
 * when the page, now or later, contains that tag. Loading the script twice is harmless.
 */
import { type AisleTag, SHARED_READS, WIDGETS } from './registry'

const LOADER_KEY = Symbol.for('aisle.loader')
export const TAG_PREFIX = 'aisle-'

export const LOADER_MESSAGES = {
  unknownTag: (tag: string, known: readonly string[]) => `Aisle: <${tag}> is not an Aisle widget. Known tags: ${known.join(', ')}.`,
  loadFailed: (tag: string) => `Aisle: could not load <${tag}>. The rest of the page still works; reload to try again.`,
} as const

const isAisleTag = (tag: string): tag is AisleTag => Object.hasOwn(WIDGETS, tag)

export interface Loader {
  /** Loads the modules of every Aisle tag in `root` (default: the document). */
  scan(root?: ParentNode): Promise<void>
  /** Resolves when the tag's module has been loaded (and its element defined). */
  load(tag: AisleTag): Promise<unknown>
}

export function createLoader(doc: Document = document): Loader {
  const loading = new Map<string, Promise<unknown>>()
  const warned = new Set<string>()

  function load(tag: AisleTag): Promise<unknown> {
    let pending = loading.get(tag)
    if (!pending) {
      // The first tag: the shared reads start now, beside its download (a failed load leaves them to the widget's boot).
      if (loading.size === 0)
        SHARED_READS().then(
          (shared) => shared.startSharedReads(),
          () => undefined,
        )
      pending = WIDGETS[tag]().catch((error: unknown) => {
        loading.delete(tag)
        console.error(LOADER_MESSAGES.loadFailed(tag), error)
      })
      loading.set(tag, pending)
    }
    return pending
  }

  function consider(tag: string): Promise<unknown> | undefined {
    if (!tag.startsWith(TAG_PREFIX)) return undefined
    if (isAisleTag(tag)) return load(tag)
    if (!warned.has(tag) && !customElements.get(tag)) {
      warned.add(tag)
      console.warn(LOADER_MESSAGES.unknownTag(tag, Object.keys(WIDGETS)))
    }
    return undefined
  }

  function scan(root: ParentNode = doc): Promise<void> {
    const tags = new Set<string>()
    if (root instanceof Element) tags.add(root.localName)
    // Only custom elements not defined yet can need loading (an unknown aisle-* typo is never defined): the
    // browser picks them out. Walking every element of a long page in script ('*') took 71 ms at 4x CPU on
    // the tag catalogue, which has thousands.
    for (const el of root.querySelectorAll(':not(:defined)')) if (el.localName.startsWith(TAG_PREFIX)) tags.add(el.localName)
    return Promise.all([...tags].map(consider)).then(() => undefined)
  }

  return { scan, load }
}

/** Starts the page's loader once: scans now and watches for tags added later (CMS personalisation, SPA routes). */
export function startLoader(win: Window = window): Loader {
  const holder = win as unknown as { [LOADER_KEY]?: Loader }
  const existing = holder[LOADER_KEY]
  if (existing) return existing
  const loader = createLoader(win.document)
  holder[LOADER_KEY] = loader
  const begin = () => {
    void loader.scan()
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) void loader.scan(node)
    }).observe(win.document.documentElement, { childList: true, subtree: true })
  }
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', begin, { once: true })
  else begin()
  return loader
}
