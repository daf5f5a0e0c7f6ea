/**
 * The one script a CMS page includes (`<script type="module" src=".../aisle.js">`). It registers
 * every `aisle-*` tag lazily: a tag's module (and the shared runtime chunks) is downloaded only
 * when the page, now or later, contains that tag. Loading the script twice is harmless.
 *
 * A tag that arrived painted (aisle/prerender's declarative shadow root) waits until the shopper can reach it: it
 * comes near the viewport, takes focus, a pointer or a key, or the browser is idle. A press on one of its controls
 * meanwhile is held and performed again once the code has hydrated it (docs/decisions/hosting.md "When a prerendered
 * tag loads").
 */
import type { Press, Reach } from './loader-reach'
import { type AisleTag, SHARED_READS, WIDGETS } from './registry'

/**
 * What a press caught on a painted tag can be on: the controls a widget answers clicks on are among these (the
 * prerendered page's half picks them out); a link works without code, so its click is never prevented.
 */
const CONTROLS = 'button,input'

const LOADER_KEY = Symbol.for('aisle.loader')
/** core/runtime/cross-tab.ts RESTORED_KEY, written again (the loader imports nothing from core/; its browser test pairs them). */
const RESTORED_KEY = Symbol.for('aisle.restored')
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
  const win = doc.defaultView!
  const loading = new Map<string, Promise<unknown>>()
  const warned = new Set<string>()
  /** The prerendered page's half (widgets/loader-reach.ts), asked for once the page has a painted tag. */
  let reach: Promise<Reach> | undefined

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

  /**
   * Hands a painted tag (or a press caught on one of its controls) to the prerendered page's half, downloaded with the
   * first; were it to fail to download, the tag loads now, as on a page without prerendering.
   */
  function reached(host: Element, press?: Press): Promise<unknown> {
    reach ??= import('./loader-reach').then((half) => half.default(win, load))
    return reach.then(
      (take) => take(host, press),
      () => load(host.localName as AisleTag),
    )
  }

  /**
   * A trusted press on a control of a painted tag whose code is not defined yet: prevented now (a pointer's release
   * has nothing to prevent), then held by the prerendered page's half and performed after hydration. Registered after
   * the scan that found the tag handed it over, so the half has taken the tag in when it takes the press.
   */
  function catchPress(this: Element, event: Event) {
    const control = (event.composedPath()[0] as Element).closest?.(CONTROLS)
    if (event.isTrusted && control && !this.matches(':defined')) {
      event.preventDefault()
      void reached(this, [control, event.type])
    }
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
    // Only custom elements not defined yet can need loading (an unknown aisle-* typo is never defined): the
    // browser picks them out. Walking every element of a long page in script ('*') took 71 ms at 4x CPU on
    // the tag catalogue, which has thousands.
    const found = [...root.querySelectorAll(':not(:defined)')]
    if (root instanceof Element) found.push(root)
    return Promise.all(
      found.map((el) => {
        const tag = el.localName
        // A known tag with a shadow root before its code arrived painted (aisle/prerender): its presses are caught
        // from now on, and the prerendered page's half decides when its code loads. Any other tag loads now.
        if (!el.shadowRoot || loading.has(tag) || !isAisleTag(tag)) return consider(tag)
        el.addEventListener('click', catchPress, true)
        el.addEventListener('pointerup', catchPress, true)
        return reached(el)
      }),
    ).then(() => undefined)
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
  // Restored from the back/forward cache, perhaps before any tag's code ran: a tag prerendered for the shopper and
  // hydrated after that reads afresh (core/runtime/cross-tab.ts changedSinceServedFor).
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) (holder as { [RESTORED_KEY]?: boolean })[RESTORED_KEY] = true
  })
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
