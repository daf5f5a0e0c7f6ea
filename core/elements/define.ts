/**
 * Turns a connected React component into an `aisle-*` custom element (ARCHITECTURE §3):
 * open shadow root, adopted stylesheets (no inline <style>, so a strict CSP works), string
 * attributes only (parsed by our own safe parsers in the component), guarded registration so a
 * page that loads the script twice does not throw, and the shared runtime booted on first connect.
 *
 * A host that arrives with a declarative shadow root (aisle/prerender) is hydrated, not replaced:
 * the element keeps the root (stock r2wc's attachShadow would return it emptied) and React hydrates the
 * root's wrapper (./hydration.ts). Without one the element client-renders into its shadow root as before.
 */
import r2wc from '@r2wc/core'
import { type ComponentType, createElement } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import baseCss from '../../styles/base.css?inline'
import { DETACHED_RELEASE_MS } from '../rules/hosting'
import { afterCommit, holdQueuedEvents } from './hydration-guard'
import { attributeName, HYDRATION_DATA_ATTRIBUTE, HYDRATION_PROPS_ATTRIBUTE, HYDRATION_ROOT_ATTRIBUTE, propsKey } from './hydration'

export { attributeName }

/** Props every Aisle component receives from r2wc. */
export interface ElementHostProps {
  /** The element's shadow root (r2wc passes it as `container`). */
  container?: ShadowRoot
}

const sheets = new Map<string, CSSStyleSheet>()

/** One constructable stylesheet per CSS text, shared by every instance (and every widget, for the base). */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

interface Mounted {
  root: Root
  /** Called once the first render committed (the queued-event guard's release; a no-op without a hydration). */
  done: () => void
  Component: ComponentType<object>
  /** The props last rendered (r2wc passes one object it mutates, so a copy). */
  last: Record<string, unknown>
}

const sameProps = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => Object.is(a[key], b[key]))

function hydrationWrapper(container: Node): HTMLElement | null {
  for (const child of Array.from(container.childNodes)) {
    if (child instanceof HTMLElement && child.hasAttribute(HYDRATION_ROOT_ATTRIBUTE)) return child
  }
  return null
}

/**
 * r2wc's renderer, with hydration: a prerendered wrapper whose props still match is hydrated (a mismatch makes
 * React client-render that wrapper's children only, never a second copy); a wrapper rendered with other
 * attributes is emptied and client-rendered (the attributes set before the upgrade win, in both builds:
 * preact/compat does not patch attributes while hydrating); no wrapper, a client render into the root.
 */
function renderer(names: readonly string[], hydrate?: (data: unknown) => void) {
  return {
    mount(container: HTMLElement, Component: ComponentType<object>, props: object): Mounted {
      const current = props as Record<string, unknown>
      const wrapper = hydrationWrapper(container)
      let done = () => {}
      let root: Root
      if (wrapper && wrapper.getAttribute(HYDRATION_PROPS_ATTRIBUTE) === propsKey(names, current)) {
        const tag = (container as unknown as ShadowRoot).host?.localName
        const data = wrapper.getAttribute(HYDRATION_DATA_ATTRIBUTE)
        if (data && hydrate) {
          try {
            hydrate(JSON.parse(data))
          } catch {
            // Unreadable: the first render will not match and React renders this widget afresh.
          }
        }
        done = holdQueuedEvents(container)
        root = hydrateRoot(wrapper, afterCommit(done, createElement(Component, props)), {
          onRecoverableError: (error) => console.warn(`Aisle: <${tag}> re-rendered its prerendered markup.`, error),
        })
      } else {
        wrapper?.replaceChildren()
        root = createRoot(wrapper ?? container)
        root.render(afterCommit(done, createElement(Component, props)))
      }
      return { root, Component, done, last: { ...current } }
    },
    /** r2wc calls this once per attribute while upgrading, with the props unchanged: rendering then would abort a hydration. */
    update(mounted: Mounted, props: object) {
      const current = props as Record<string, unknown>
      if (sameProps(mounted.last, current)) return
      mounted.last = { ...current }
      mounted.root.render(afterCommit(mounted.done, createElement(mounted.Component, props)))
    },
    unmount(mounted: Mounted) {
      mounted.root.unmount()
    },
  }
}

/** The names of a component's attribute-backed props: its props (the element's generated interface, attributes.ts) but `container`. */
export type AttributeProp<P> = Exclude<keyof P, keyof ElementHostProps> & string

export interface DefineOptions<P = object> {
  /**
   * Attribute-backed props (camelCase), all strings, in the element's order: each one a prop of the component, so a name the
   * element's `@attr` docs lack does not compile, and the manifest test (scripts/manifest) holds the list equal to those docs.
   * The component parses them (see attributes.ts). An absent, removed or '' attribute
   * is an unset prop. An attribute the element needs says 'Required' in its `@attr` line, and what the tag shows without
   * it (`Required: without it … says '…'`): the manifest marks it `required: true`, and the component renders that inert
   * state (no control that looks live) and warns once (docs/decisions/hosting.md "Required attributes").
   */
  attributes?: readonly AttributeProp<P>[]
  /** The widget's own CSS text (imported with `?inline`). */
  css: string
  /** Runs once before the first instance connects (boots the runtime). */
  boot?: () => void
  /** Before a prerendered instance hydrates: takes the data its markup was rendered from (seeds the stores its first render reads). */
  hydrate?: (data: unknown) => void
}

/** r2wc's per-instance state, under its registered symbols: the props object, the mounted root, whether connected, and its render step. */
const R2WC_PROPS = Symbol.for('r2wc.props')
const R2WC_CONTEXT = Symbol.for('r2wc.context')
const R2WC_CONNECTED = Symbol.for('r2wc.connected')
const R2WC_RENDER = Symbol.for('r2wc.render')
interface R2wcState {
  [R2WC_PROPS]: Record<string, unknown>
  [R2WC_CONTEXT]?: Mounted
  [R2WC_CONNECTED]: boolean
  [R2WC_RENDER](): void
}

/** Tags out of the document and not yet released (for tests: releaseDetachedElements). */
const detached = new Set<{ release(): void }>()

/** Releases every tag now out of the document at once, as DETACHED_RELEASE_MS later would: a test's page is gone for good. */
export function releaseDetachedElements(): void {
  for (const element of [...detached]) element.release()
}

const camelCase = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

export function defineAisleElement<P extends object>(tag: `aisle-${string}`, Component: ComponentType<P>, options: DefineOptions<P>) {
  const existing = customElements.get(tag)
  if (existing) return existing
  const names: readonly string[] = options.attributes ?? []
  const props = Object.fromEntries(names.map((name) => [name, 'string' as const]))
  // r2wc's typings do not declare the lifecycle callbacks its class implements.
  const Base = r2wc(
    Component as ComponentType<object>,
    { shadow: 'open', props: props as Record<string, 'string'> },
    renderer(names, options.hydrate),
  ) as unknown as {
    new (): HTMLElement &
      R2wcState & {
        connectedCallback(): void
        disconnectedCallback(): void
        attributeChangedCallback(name: string, old: string | null, value: string | null): void
      }
  }
  const observed = new Set(names)
  const stylesheets = [sheetFor(baseCss), sheetFor(options.css)]
  let booted = false
  /**
   * The platform's lifecycle as a native element's (docs/decisions/hosting.md "Moves, clones and cleared attributes"):
   * a move (out and back in) is one widget, a node left out releases it after DETACHED_RELEASE_MS, a node created out
   * of the document (createElement, cloneNode) mounts when it connects, and an attribute removed or set to '' is
   * cleared (stock r2wc ignores both and unmounts on every disconnect).
   */
  class AisleElement extends Base {
    #release: ReturnType<typeof setTimeout> | undefined

    constructor() {
      super()
      this[R2WC_CONNECTED] = this.isConnected
    }

    /** A declarative shadow root is kept as it is (the platform's attachShadow would return it emptied). */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return (init.mode === 'open' && this.shadowRoot) || super.attachShadow(init)
    }

    override connectedCallback() {
      if (!booted) {
        booted = true
        options.boot?.()
      }
      const root = this.shadowRoot
      if (root && root.adoptedStyleSheets.length === 0) root.adoptedStyleSheets = stylesheets
      clearTimeout(this.#release)
      detached.delete(this)
      super.connectedCallback()
    }

    override disconnectedCallback() {
      this[R2WC_CONNECTED] = false
      clearTimeout(this.#release)
      detached.add(this)
      this.#release = setTimeout(() => this.release(), DETACHED_RELEASE_MS)
    }

    /** Unmounts a tag still out of the document (r2wc's own disconnect step). */
    release() {
      clearTimeout(this.#release)
      detached.delete(this)
      if (!this.isConnected) super.disconnectedCallback()
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const prop = camelCase(name)
      if (value || !observed.has(prop)) return super.attributeChangedCallback(name, old, value)
      // Cleared as if never written: the prop a tag without the attribute has (r2wc's constructor skips '' too).
      if (!(prop in this[R2WC_PROPS])) return
      delete this[R2WC_PROPS][prop]
      this[R2WC_RENDER]()
    }
  }
  customElements.define(tag, AisleElement)
  return AisleElement
}

/** Typed against the one declaration of each event's name and detail (./events.ts). */
export { dispatchAisleEvent } from './events'
