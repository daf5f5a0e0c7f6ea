/**
 * Turns a connected React component into an `aisle-*` custom element (ARCHITECTURE §3):
 * open shadow root, adopted stylesheets (no inline <style>, so a strict CSP works), string
 * attributes only (parsed by our own safe parsers in the component), guarded registration so a
 * page that loads the script twice does not throw, and the shared runtime booted on first connect.
 */
import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'
import baseCss from '../../styles/base.css?inline'

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

export interface DefineOptions {
  /** Attribute-backed props, all strings: the component parses them (see attributes.ts). */
  attributes?: readonly string[]
  /** The widget's own CSS text (imported with `?inline`). */
  css: string
  /** Runs once before the first instance connects (boots the runtime). */
  boot?: () => void
}

/** Kebab-case attribute for a camelCase prop, as r2wc maps them. */
export const attributeName = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

export function defineAisleElement<P extends object>(tag: `aisle-${string}`, Component: ComponentType<P>, options: DefineOptions) {
  const existing = customElements.get(tag)
  if (existing) return existing
  const props = Object.fromEntries((options.attributes ?? []).map((name) => [name, 'string' as const]))
  // r2wc's typings do not declare the lifecycle callbacks its class implements.
  const Base = r2wc(Component as ComponentType<object>, { shadow: 'open', props: props as Record<string, 'string'> }) as unknown as {
    new (): HTMLElement & { connectedCallback(): void }
  }
  const stylesheets = [sheetFor(baseCss), sheetFor(options.css)]
  let booted = false
  class AisleElement extends Base {
    override connectedCallback() {
      if (!booted) {
        booted = true
        options.boot?.()
      }
      const root = this.shadowRoot
      if (root && root.adoptedStyleSheets.length === 0) root.adoptedStyleSheets = stylesheets
      super.connectedCallback()
    }
  }
  customElements.define(tag, AisleElement)
  return AisleElement
}

/** Typed against the one declaration of each event's name and detail (./events.ts). */
export { dispatchAisleEvent } from './events'
