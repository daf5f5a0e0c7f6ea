/**
 * Renders React content inside a shadow root that adopts the base and Modal sheets, the way a widget's
 * element does (core/elements/define.ts), for stories and browser tests of the pure modal views. The React
 * root lives inside the shadow root, as r2wc's does, so the dialog's own events (cancel, close) reach React.
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { sheetFor } from '../../core/elements/define'
import baseCss from '../../styles/base.css?inline'
import { modalStyleSheet } from './modal-css'

function attach(host: HTMLElement): ShadowRoot {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  shadow.adoptedStyleSheets = [sheetFor(baseCss), modalStyleSheet()]
  return shadow
}

export interface ShadowMount {
  host: HTMLElement
  shadow: ShadowRoot
  root: Root
  unmount: () => void
}

/** Mounts `ui` in a new shadow host appended to `parent` (tests). */
export function mountInShadow(ui: ReactNode, parent: HTMLElement = document.body): ShadowMount {
  const host = document.createElement('div')
  host.setAttribute('data-aisle-shadow-host', '')
  parent.append(host)
  const shadow = attach(host)
  const root = createRoot(shadow)
  root.render(ui)
  return {
    host,
    shadow,
    root,
    unmount: () => {
      root.unmount()
      host.remove()
    },
  }
}

/** A story wrapper: its children render in a shadow root with the Modal's styles. */
export function ShadowHost({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const rootRef = useRef<Root | null>(null)
  useEffect(() => {
    const host = ref.current
    if (!host) return
    const root = createRoot(attach(host))
    rootRef.current = root
    return () => {
      rootRef.current = null
      // Unmounting a root during a parent's render is not allowed; defer it.
      queueMicrotask(() => root.unmount())
    }
  }, [])
  useEffect(() => {
    rootRef.current?.render(children)
  })
  return <div ref={ref} data-aisle-shadow-host="" />
}
