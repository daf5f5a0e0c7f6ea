/**
 * Locators that work the same in every engine: a plain, serialisable description resolved by one script in the
 * page, so no engine's own selector dialect (Playwright's piercing CSS, WebDriver's shadow-root commands) decides
 * what a flow finds.
 *
 * `loc('aisle-deals-grid', 'article[data-state="clip"]')`: each step is a CSS selector searched in the whole deep
 * subtree of the previous step's matches — its light children and every open shadow root below it, at any depth.
 * Filters narrow the matches: `withText` (the deep text, as a screen reader would read it), `has` (a locator that
 * must match inside), `nth` (the n-th match; the first by default).
 */

export interface LocSpec {
  steps: string[]
  text?: { source: string; flags: string }
  has?: LocSpec
  nth?: number
  /** Searched inside this locator's match only. */
  within?: LocSpec
}

export class Loc {
  constructor(readonly spec: LocSpec) {}
  /** Only matches whose deep text matches (a string must equal the trimmed text). */
  withText(text: string | RegExp): Loc {
    const re = typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text
    return new Loc({ ...this.spec, text: { source: re.source, flags: re.flags } })
  }
  /** Only matches holding a match of `inner` in their deep subtree. */
  has(inner: Loc): Loc {
    return new Loc({ ...this.spec, has: inner.spec })
  }
  /** The n-th match (0-based; -1 is the last). */
  nth(n: number): Loc {
    return new Loc({ ...this.spec, nth: n })
  }
  /** A locator searched inside this one's match. */
  find(...steps: string[]): Loc {
    const plain = this.spec.nth === undefined && !this.spec.text && !this.spec.has
    return new Loc(plain ? { ...this.spec, steps: [...this.spec.steps, ...steps] } : { steps, within: this.spec })
  }
  toString(): string {
    const s = this.spec
    return `${s.steps.join(' >>> ')}${s.text ? ` with text /${s.text.source}/` : ''}${s.has ? ` has(${new Loc(s.has).toString()})` : ''}${s.nth !== undefined ? ` nth(${s.nth})` : ''}`
  }
}

export const loc = (...steps: string[]): Loc => new Loc({ steps })

/**
 * The page side: `window.__aisleEngine(op, spec, extra)`. Installed by every call that needs it (the function is
 * sent with the call, so a page that navigated meanwhile gets it again), never by an init script: WebDriver
 * classic has none. It also records the page's uncaught errors from the first call on (`errors` op).
 */
export const PAGE_KIT = String.raw`
(() => {
  if (window.__aisleEngine) return window.__aisleEngine
  const errors = []
  addEventListener('error', (e) => errors.push(String(e.error || e.message)))
  addEventListener('unhandledrejection', (e) => errors.push('Unhandled rejection: ' + String(e.reason)))
  const deepAll = (root, selector) => {
    const out = []
    const walk = (node) => {
      for (const el of node.querySelectorAll('*')) {
        if (el.matches(selector)) out.push(el)
        if (el.shadowRoot) walk(el.shadowRoot)
      }
    }
    if (root.shadowRoot) walk(root.shadowRoot)
    walk(root)
    return out
  }
  const raw = (node) => {
    if (node.nodeType === 3) return node.data
    if (node.nodeType !== 1 && node.nodeType !== 11) return ''
    if (node.nodeType === 1) {
      if (node.localName === 'style' || node.localName === 'script' || node.localName === 'template') return ''
      if (node.localName === 'slot') {
        const assigned = node.assignedNodes({ flatten: true })
        if (assigned.length) return assigned.map(raw).join('')
      }
      if (node.shadowRoot) return raw(node.shadowRoot)
    }
    return [...node.childNodes].map(raw).join('')
  }
  const text = (el) => raw(el).replace(/\s+/g, ' ').trim()
  const resolveAll = (spec, scope) => {
    let current = [scope || document]
    for (const step of spec.steps) {
      const next = []
      for (const root of current) for (const el of deepAll(root, step)) if (!next.includes(el)) next.push(el)
      current = next
    }
    if (spec.text) {
      const re = new RegExp(spec.text.source, spec.text.flags)
      current = current.filter((el) => re.test(text(el)))
    }
    if (spec.has) current = current.filter((el) => resolveAll(spec.has, el).length > 0)
    if (spec.nth !== undefined) {
      const one = spec.nth < 0 ? current[current.length + spec.nth] : current[spec.nth]
      current = one ? [one] : []
    }
    return current
  }
  const resolve = (spec) => {
    const scope = spec.within ? resolve(spec.within) : document
    if (!scope) return null
    return resolveAll(spec, scope === document ? null : scope)[0] || null
  }
  const deepContains = (outer, node) => {
    while (node) {
      if (node === outer) return true
      node = node.parentNode || (node instanceof ShadowRoot ? node.host : null)
    }
    return false
  }
  const deepAt = (x, y) => {
    let el = document.elementFromPoint(x, y)
    while (el && el.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y)
      if (!inner || inner === el) break
      el = inner
    }
    return el
  }
  const describe = (el) => el ? el.localName + (el.getAttribute('part') ? '[part="' + el.getAttribute('part') + '"]' : '') + (el.id ? '#' + el.id : '') : 'nothing'
  const deepActive = () => {
    let el = document.activeElement
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement
    return el
  }
  const api = (op, spec, extra) => {
    if (op === 'errors') return errors.slice()
    if (op === 'active') {
      const el = deepActive()
      return el ? { tag: el.localName, part: el.getAttribute('part'), name: (el.getAttribute('aria-label') || text(el)).trim() } : null
    }
    const el = resolve(spec)
    if (op === 'count') return spec.nth !== undefined ? (el ? 1 : 0) : resolveAll(spec, spec.within ? resolve(spec.within) : null).length
    if (!el) return null
    switch (op) {
      case 'text': return text(el)
      case 'attr': return el.getAttribute(extra)
      case 'value': return el.value === undefined ? null : String(el.value)
      case 'checked': return !!el.checked
      case 'point': {
        // Instant: a smooth scroll (scroll-behavior in a widget's CSS) would move the element after its point is taken.
        if (extra !== 'still') el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
        // An inline element (a link in a heading) may wrap: aim at the centre of each of its boxes in turn.
        const boxes = [...el.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1)
        if (!boxes.length) return { problem: 'not visible' }
        let problem = ''
        for (const r of boxes) {
          const x = Math.round(r.left + r.width / 2)
          const y = Math.round(r.top + r.height / 2)
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) { problem = 'outside the viewport at ' + x + ',' + y; continue }
          const hit = deepAt(x, y)
          if (deepContains(el, hit)) return { x, y }
          problem = describe(hit) + ' is on top at ' + x + ',' + y
        }
        return { problem }
      }
      default: throw new Error('unknown op ' + op)
    }
  }
  window.__aisleEngine = api
  return api
})()`

/** A function's source running `op` on `spec` in the page (for EnginePage.evaluate). */
export const pageOp = (op: string, spec: LocSpec | null, extra?: unknown): string =>
  `() => (${PAGE_KIT})(${JSON.stringify(op)}, ${JSON.stringify(spec)}, ${JSON.stringify(extra ?? null)})`
