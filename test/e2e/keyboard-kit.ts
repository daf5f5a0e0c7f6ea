/**
 * Keyboard-only driving for the end-to-end suites: every move is a key press (page.keyboard), never a click
 * or a focus() call. The page side (KB_PAGE_SCRIPT, installed with addInitScript so the demo pages' strict CSP
 * does not apply to it) reads the deep active element through shadow roots, its accessible name, and whether
 * its focus indicator is visible: its computed outline or box-shadow differs from an unfocused copy of it
 * (a clone placed next to it for one synchronous read, so the same shadow-root styles apply).
 */
import type { Page } from 'playwright'
import { expect } from 'vitest'

/** One tab stop, as the page saw it. */
export interface Stop {
  /** Accessible name (aria-labelledby, aria-label, labels, text, alt, title). */
  name: string
  /** 'host-tag > tag[part]' path through shadow roots, for failure messages. */
  path: string
  /** The coupon card the stop sits in, if any. */
  offerId: string | null
  /** The game card the stop sits in, if any. */
  code: string | null
  /** Inside an open <dialog>. */
  inDialog: boolean
  /** Why its focus indicator is not visible, or null when it is. */
  focusProblem: string | null
}

/** Counts the suite prints once. */
export const counts = { flows: 0, steps: 0, stops: 0 }

export const KB_PAGE_SCRIPT = `
window.__kb = (() => {
  const deep = () => {
    let el = document.activeElement
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement
    return el
  }
  // Text as a screen reader gets it: no aria-hidden parts, no option lists.
  const raw = (node) => {
    if (node.nodeType === 3) return node.data
    if (node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true' || node.localName === 'select') return ''
    return [...node.childNodes].map(raw).join('')
  }
  const text = (el) => (el ? raw(el) : '').replace(/\\s+/g, ' ').trim()
  const nameOf = (el) => {
    const root = el.getRootNode()
    const by = el.getAttribute('aria-labelledby')
    if (by) {
      const t = by.split(/\\s+/).map((id) => root.getElementById(id)).filter(Boolean).map(text).join(' ')
      if (t) return t
    }
    const label = (el.getAttribute('aria-label') || '').trim()
    if (label) return label
    if (el.labels && el.labels.length) return [...el.labels].map(text).join(' ')
    const own = text(el)
    if (own) return own
    const img = el.querySelector && el.querySelector('img[alt]')
    return (img && img.alt) || el.getAttribute('title') || el.getAttribute('placeholder') || ''
  }
  const pathOf = (el) => {
    const parts = []
    let node = el
    while (node) {
      const part = node.getAttribute && node.getAttribute('part')
      parts.unshift(node.localName + (part ? '[part="' + part + '"]' : ''))
      const root = node.getRootNode()
      node = root instanceof ShadowRoot ? root.host : null
    }
    return parts.join(' > ')
  }
  const outlined = (s) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !/rgba\\(.*, 0\\)$|transparent/.test(s.outlineColor)
  const shadowed = (s) => s.boxShadow !== 'none' && s.boxShadow !== ''
  // What is drawn around the element: its outline (when one shows) and its box-shadow.
  const ring = (s) => (outlined(s) ? [s.outlineStyle, s.outlineWidth, s.outlineColor, s.outlineOffset].join(' ') : 'no outline') + ' | ' + s.boxShadow
  const drawn = (s) => outlined(s) || shadowed(s)
  const focusProblem = (el) => {
    if (!el || el === document.body) return 'nothing is focused'
    const box = el.getBoundingClientRect()
    if (box.width < 4 || box.height < 4) return 'the focused element is not visible (' + box.width + 'x' + box.height + ')'
    const focused = getComputedStyle(el)
    const now = ring(focused)
    if (!drawn(focused)) return 'no outline or box-shadow: ' + now
    const copy = el.cloneNode(true)
    copy.removeAttribute('id')
    el.after(copy)
    const before = ring(getComputedStyle(copy))
    copy.remove()
    if (before === now) return 'the outline and box-shadow are the same unfocused: ' + now
    return null
  }
  return {
    deep,
    stop() {
      const el = deep()
      const card = el && el.closest && el.closest('[data-offer-id]')
      const game = el && el.closest && el.closest('[data-code]')
      return {
        name: el ? nameOf(el) : '',
        path: el ? pathOf(el) : '(none)',
        offerId: card ? card.getAttribute('data-offer-id') : null,
        code: game ? game.getAttribute('data-code') : null,
        inDialog: !!(el && el.closest && el.closest('dialog[open]')),
        focusProblem: focusProblem(el),
      }
    },
    /** Remembers the focused element, to compare after a modal closes. */
    mark() { window.__kbMarked = deep(); return window.__kbMarked ? nameOf(window.__kbMarked) : '' },
    isMarked() { return deep() === window.__kbMarked && !!window.__kbMarked },
    openDialogs() {
      const all = []
      const walk = (root) => root.querySelectorAll('*').forEach((n) => {
        if (n.localName === 'dialog' && n.open) all.push(pathOf(n))
        if (n.shadowRoot) walk(n.shadowRoot)
      })
      walk(document)
      return all
    },
  }
})()
`

export async function installKit(page: Page): Promise<void> {
  await page.addInitScript({ content: KB_PAGE_SCRIPT })
}

export const currentStop = (page: Page): Promise<Stop> => page.evaluate('window.__kb.stop()') as Promise<Stop>

const describeStop = (s: Stop) => `${s.path} "${s.name}"${s.offerId ? ` (offer ${s.offerId})` : ''}`

/** Fails when the stop has no visible focus indicator. */
export function assertVisibleFocus(stop: Stop): void {
  if (stop.focusProblem) throw new Error(`no visible focus on ${describeStop(stop)}: ${stop.focusProblem}`)
}

export interface TabTarget {
  /** The accessible name, exactly, or a pattern. */
  name: string | RegExp
  /** Only a stop inside this coupon card (or one of these). */
  offerId?: string | readonly string[]
  /** Only a stop whose path contains this text (a host tag or a part). */
  path?: string
}

const matches = (s: Stop, t: TabTarget) =>
  (typeof t.name === 'string' ? s.name === t.name : t.name.test(s.name)) &&
  (!t.offerId || (typeof t.offerId === 'string' ? s.offerId === t.offerId : t.offerId.includes(s.offerId ?? ''))) &&
  (!t.path || s.path.includes(t.path))

/**
 * Presses Tab (Shift+Tab with `back`) until the target is focused, at most `max` times. Every stop passed on
 * the way must show a visible focus indicator. Fails with the list of stops when the target is not reached.
 */
export async function tabTo(page: Page, target: TabTarget, options: { max?: number; back?: boolean } = {}): Promise<Stop> {
  const max = options.max ?? 80
  const seen: Stop[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab')
    const stop = await currentStop(page)
    seen.push(stop)
    counts.stops++
    assertVisibleFocus(stop)
    if (matches(stop, target)) {
      counts.steps++
      return stop
    }
  }
  throw new Error(
    `"${String(target.name)}" was not reached in ${max} ${options.back ? 'Shift+Tab' : 'Tab'} presses; stops:\n${seen.map(describeStop).join('\n')}`,
  )
}

/** Presses a key on the focused element and counts the step. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key)
  counts.steps++
}

const T = { timeout: 20_000 }
/** The open dialogs, by path. */
const openDialogs = (page: Page) => page.evaluate('window.__kb.openDialogs()') as Promise<string[]>

/**
 * Remembers the focused control, presses `key` on it (or runs `open`, for a modal nothing on the page opens
 * by keyboard) and waits for one open modal holding focus.
 */
export async function openModal(page: Page, key: string | (() => Promise<unknown>)): Promise<string> {
  const opener = (await page.evaluate('window.__kb.mark()')) as string
  if (typeof key === 'string') await press(page, key)
  else await key()
  await expect.poll(() => openDialogs(page), T).toEqual([expect.any(String)])
  await expect.poll(async () => (await currentStop(page)).inDialog, T).toBe(true)
  return opener
}

/**
 * Tab, then Shift+Tab, around the open modal until focus wraps: every stop stays inside the dialog (no trap
 * leak) and shows its focus. Returns the names met going forward.
 */
export async function assertTrapped(page: Page): Promise<string[]> {
  let forward: string[] = []
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = []
    for (let i = 0; ; i++) {
      if (i === 15) throw new Error(`${key} never wrapped inside the modal; stops: ${seen.join(', ')}`)
      await page.keyboard.press(key)
      const stop = await currentStop(page)
      counts.stops++
      if (!stop.inDialog) throw new Error(`${key} left the open modal for ${describeStop(stop)}; stops before: ${seen.join(', ')}`)
      assertVisibleFocus(stop)
      const id = `${stop.path} "${stop.name}"`
      if (seen.includes(id)) break
      seen.push(id)
    }
    if (key === 'Tab') forward = seen
  }
  counts.steps++
  return forward
}

/**
 * Presses `key` (Escape, or Enter/Space on a focused close control) and waits for the modal to close and
 * focus to be back on the control that opened it (or on `returnsTo`, what replaced it), visibly.
 */
export async function closeModal(page: Page, key = 'Escape', returnsTo: 'opener' | 'page' | TabTarget = 'opener'): Promise<void> {
  await press(page, key)
  await expect.poll(() => openDialogs(page), T).toEqual([])
  if (returnsTo === 'page') {
    // Opened by the page itself, with nothing focused: focus is back on the page, not left in the dialog.
    await expect.poll(async () => (await currentStop(page)).path, T).toBe('body')
    return
  }
  if (returnsTo === 'opener') await expect.poll(() => page.evaluate('window.__kb.isMarked()'), T).toBe(true)
  else await expect.poll(async () => matches(await currentStop(page), returnsTo), T).toBe(true)
  assertVisibleFocus(await currentStop(page))
}
