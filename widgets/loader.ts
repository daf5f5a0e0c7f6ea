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
import { type AisleTag, SHARED_READS, WIDGETS } from './registry'

/**
 * A prerendered tag's code loads when the tag comes within this distance of the viewport (IntersectionObserver's
 * rootMargin): about a third of a phone screen, so a shopper scrolling at reading speed finds it hydrated on arrival.
 * Kept here, not in core/rules (see below).
 */
export const PRERENDER_VISIBLE_MARGIN = '300px'

/**
 * The longest a prerendered tag out of sight waits for the browser to be idle before its code loads anyway
 * (requestIdleCallback's timeout; where the browser has none, as Safari, the plain delay).
 */
export const PRERENDER_IDLE_TIMEOUT_MS = 2_000

/**
 * The loader imports nothing from core/: each module there rides in a chunk the loader would then download first.
 * So these two are written again here: core/elements/hydration.ts HYDRATION_ROOT_ATTRIBUTE, and
 * core/elements/press.ts REPLAYED_PRESS_KEY (the loader's browser tests fail if either pair parts).
 */
const PAINTED = '[data-aisle-root]'
const REPLAYED_PRESS_KEY = Symbol.for('aisle.replayed-press')

/** How long a held press on a control painted disabled waits, after hydration, for the widget to enable it. */
export const HELD_PRESS_WAIT_MS = 3_000

/** What a held press can be performed on again: the controls a widget answers clicks on (a link works without code). */
const PRESSABLE = 'button,[role=button],input[type=checkbox],input[type=radio]'
/** What brings a painted tag's code before it is visible or the browser idle: the shopper reaching into it. */
const REACH_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const

/** The presses this page's loader replayed, each the repeat of a trusted one it held (core/elements/press.ts reads it). */
const replays = new WeakSet<Event>()

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

/** Each element index from the shadow root down to the control: the hydrated view renders the same elements in place. */
function pathOf(control: Element, root: ShadowRoot): number[] {
  const path: number[] = []
  for (let node: Node = control; node !== root; node = node.parentNode!)
    path.unshift([...(node.parentNode as ParentNode).children].indexOf(node as Element))
  return path
}

export function createLoader(doc: Document = document): Loader {
  const win = doc.defaultView!
  const loading = new Map<string, Promise<unknown>>()
  const warned = new Set<string>()
  /** Painted tags whose code has not been asked for, by tag. */
  const waiting = new Map<string, Set<Element>>()
  const held = new Map<HTMLElement, number[]>()
  let visible: IntersectionObserver | undefined
  let idle = false
  if (!(REPLAYED_PRESS_KEY in win)) Object.defineProperty(win, REPLAYED_PRESS_KEY, { value: (event: Event) => replays.has(event) })

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

  function wake(tag: string): Promise<unknown> {
    for (const el of waiting.get(tag) ?? []) visible!.unobserve(el)
    waiting.delete(tag)
    return load(tag as AisleTag)
  }

  /** Performs a held press again on the same control, hydrated now, once; the click is marked as the shopper's. */
  function replay(host: HTMLElement) {
    let node: Element | ShadowRoot | null | undefined = host.shadowRoot
    for (const index of held.get(host) ?? []) node = node?.children[index]
    held.delete(host)
    host.removeAttribute('aria-busy')
    if (!(node instanceof HTMLElement) || !customElements.get(host.localName)) return
    const control = node
    const press = () => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })
      replays.add(click)
      control.dispatchEvent(click)
    }
    if (!control.matches(':disabled')) return press()
    // Painted disabled until the widget has measured itself (the carousel's arrows): pressed once it is enabled.
    const enabled = new MutationObserver(() => {
      if (control.matches(':disabled')) return
      enabled.disconnect()
      press()
    })
    enabled.observe(control, { attributes: true, attributeFilter: ['disabled'] })
    win.setTimeout(() => enabled.disconnect(), HELD_PRESS_WAIT_MS)
  }

  /**
   * A trusted press on a control of a painted tag whose code is not defined yet: held, then performed after hydration.
   * An enabled control's press is its click; a disabled one gets no click, so its press is the pointer's release.
   */
  function hold(event: Event) {
    const host = event.currentTarget as HTMLElement
    const root = host.shadowRoot
    const control = (event.composedPath()[0] as Element).closest?.(PRESSABLE)
    if (!event.isTrusted || customElements.get(host.localName) || !root || control?.getRootNode() !== root) return
    if (control.matches(':disabled') !== (event.type === 'pointerup')) return
    event.preventDefault()
    // One press per tag is kept (a double click before the code arrives is one press).
    const first = !held.has(host)
    held.set(host, pathOf(control, root))
    host.setAttribute('aria-busy', 'true')
    if (first) void wake(host.localName).then(() => setTimeout(() => replay(host)))
  }

  function defer(el: Element) {
    const tag = el.localName
    const hosts = waiting.get(tag) ?? new Set()
    if (hosts.has(el)) return
    waiting.set(tag, hosts.add(el))
    visible ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) void wake(entry.target.localName)
      },
      { rootMargin: PRERENDER_VISIBLE_MARGIN },
    )
    visible.observe(el)
    for (const type of REACH_EVENTS) el.addEventListener(type, () => void wake(tag), { capture: true, once: true })
    for (const type of ['click', 'pointerup']) el.addEventListener(type, hold, true)
    if (idle) return
    idle = true
    const all = () => {
      idle = false
      for (const waited of [...waiting.keys()]) void wake(waited)
    }
    if (win.requestIdleCallback) win.requestIdleCallback(all, { timeout: PRERENDER_IDLE_TIMEOUT_MS })
    else win.setTimeout(all, PRERENDER_IDLE_TIMEOUT_MS)
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
    // A painted tag of a known widget not asked for yet waits for the shopper; any other instance loads its tag now.
    for (const tag of tags) {
      const painted = [root, ...root.querySelectorAll(tag)].filter((el): el is Element => el instanceof Element && el.localName === tag)
      if (isAisleTag(tag) && !loading.has(tag) && painted.every((el) => el.shadowRoot?.querySelector(PAINTED))) {
        painted.forEach(defer)
        tags.delete(tag)
      }
    }
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
