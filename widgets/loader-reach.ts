/**
 * The loader's half for a page that arrived prerendered (widgets/loader.ts imports it only when the page has a painted
 * tag, so every other page never downloads it): a painted tag waits until the shopper can reach it — it comes near the
 * viewport, takes focus, a pointer or a key, or the browser is idle — and a press the loader held on one of its controls
 * is performed once after hydration (docs/decisions/hosting.md "When a prerendered tag loads").
 */
import type { AisleTag } from './registry'

/**
 * A prerendered tag's code loads when the tag comes within this distance of the viewport (IntersectionObserver's
 * rootMargin): about a third of a phone screen, so a shopper scrolling at reading speed finds it hydrated on arrival.
 * Kept here, not in core/rules: the loader's modules import nothing from core/ (see below).
 */
export const PRERENDER_VISIBLE_MARGIN = '300px'

/**
 * The longest a prerendered tag out of sight waits for the browser to be idle before its code loads anyway
 * (requestIdleCallback's timeout; where the browser has none, as Safari, the plain delay).
 */
export const PRERENDER_IDLE_TIMEOUT_MS = 2_000

/** How long a held press on a control painted disabled waits, after hydration, for the widget to enable it. */
export const HELD_PRESS_WAIT_MS = 3_000

/**
 * The loader imports nothing from core/: each module there rides in a chunk the loader would then download first.
 * So these two are written again here: core/elements/hydration.ts HYDRATION_ROOT_ATTRIBUTE, and
 * core/elements/press.ts REPLAYED_PRESS_KEY (the loader's browser tests fail if either pair parts).
 */
const PAINTED = '[data-aisle-root]'
const REPLAYED_PRESS_KEY = Symbol.for('aisle.replayed-press')

/** What a held press can be performed on again: the controls a widget answers clicks on (a link works without code). */
const PRESSABLE = 'button,input[type=checkbox],input[type=radio]'

/** What brings a painted tag's code before it is visible or the browser idle: the shopper reaching into it. */
const REACH_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const

/** The presses this page's loader replayed, each the repeat of a trusted one it held (core/elements/press.ts reads it). */
const replays = new WeakSet<Event>()

/** A press the loader caught on a painted tag: the control (button, checkbox, …) and the event's type. */
export type Press = [control: Element, type: string]

/**
 * Takes a painted tag: it waits for the shopper to reach it before its code loads (a tag with a shadow root of its own,
 * not aisle/prerender's, loads now). Given a press the loader caught on it, holds that instead (see `hold`).
 */
export type Reach = (host: Element, press?: Press) => unknown

/** Each element index from the shadow root down to the control: the hydrated view renders the same elements in place. */
function pathOf(control: Element, root: ShadowRoot): number[] {
  const path: number[] = []
  for (let node: Node = control; node !== root; node = node.parentNode!)
    path.unshift([...(node.parentNode as ParentNode).children].indexOf(node as Element))
  return path
}

/** `load` asks for a tag's code (the loader's, once per tag). */
export default function createReach(win: Window, load: (tag: AisleTag) => Promise<unknown>): Reach {
  /** Painted tags whose code has not been asked for, by tag. */
  const waiting = new Map<string, Set<Element>>()
  /** The presses held on each painted tag, in order: each the path to its control. */
  const held = new Map<HTMLElement, number[][]>()
  let visible: IntersectionObserver | undefined
  let idle = false
  if (!(REPLAYED_PRESS_KEY in win)) Object.defineProperty(win, REPLAYED_PRESS_KEY, { value: (event: Event) => replays.has(event) })

  function wake(tag: string): Promise<unknown> {
    for (const el of waiting.get(tag) ?? []) visible!.unobserve(el)
    waiting.delete(tag)
    return load(tag as AisleTag)
  }

  /**
   * Performs each held press again, in order, on the same controls, hydrated now; each click is marked as the shopper's.
   * Every control is found before the first press, so a press that changes the view does not move a later one.
   */
  function replay(host: HTMLElement) {
    const controls = (held.get(host) ?? []).map((path) => {
      let node: Element | ShadowRoot | null | undefined = host.shadowRoot
      for (const index of path) node = node?.children[index]
      return node
    })
    held.delete(host)
    host.removeAttribute('aria-busy')
    if (!customElements.get(host.localName)) return
    for (const control of controls) if (control instanceof HTMLElement) pressWhenEnabled(control)
  }

  function pressWhenEnabled(control: HTMLElement) {
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
  function hold(host: HTMLElement, [control, type]: Press) {
    if (control.getRootNode() !== host.shadowRoot || !control.matches(PRESSABLE)) return
    if (control.matches(':disabled') !== (type === 'pointerup')) return
    // Every press is kept, in order: ten presses on Add before the code arrives are ten adds, as they are after.
    const first = !held.has(host)
    held.set(host, [...(held.get(host) ?? []), pathOf(control, host.shadowRoot!)])
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
    if (idle) return
    idle = true
    const all = () => {
      idle = false
      for (const waited of [...waiting.keys()]) void wake(waited)
    }
    if (win.requestIdleCallback) win.requestIdleCallback(all, { timeout: PRERENDER_IDLE_TIMEOUT_MS })
    else win.setTimeout(all, PRERENDER_IDLE_TIMEOUT_MS)
  }

  return (host, press) => {
    if (press) hold(host as HTMLElement, press)
    else if (host.shadowRoot?.querySelector(PAINTED)) defer(host)
    else return load(host.localName as AisleTag)
  }
}
