/**
 * Timed changes: from the user's input event (click, input, change: captured on the document and in
 * every shadow root, so non-composed events count too) to the frame after the DOM reached its new state
 * (a requestAnimationFrame and a task later, i.e. painted). Used for Clip, Add to cart, sort and Load More.
 */
import type { Page } from 'playwright'
import { CARDS } from './browser'

/** What "changed" means: the cards of the deals grid, the mini-cart badge, or one more 'Clipped'. */
export type Watch = 'cards' | 'badge' | 'clipped'

interface ChangeProbe {
  t0: number | null
  t1: number | null
}

/** Runs in the page: arms the probe. */
function arm(config: { watch: Watch; cards: { host: string; selector: string } }) {
  const roots: (Document | ShadowRoot)[] = [document]
  const collect = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      if (!el.shadowRoot) continue
      roots.push(el.shadowRoot)
      collect(el.shadowRoot)
    }
  }
  collect(document)
  const deepText = (root: Node): string => {
    let text = ''
    const walk = (n: Node) => {
      if (n.nodeType === Node.TEXT_NODE) text += n.textContent
      if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot)
      for (const c of n.childNodes) walk(c)
    }
    walk(root)
    return text
  }
  const signature = (): string => {
    if (config.watch === 'badge') {
      const badge = document.querySelector('aisle-mini-cart')?.shadowRoot?.querySelector('[part~="badge"]')
      return `${badge?.getAttribute('data-count')}|${badge?.textContent}`
    }
    if (config.watch === 'clipped') return String(deepText(document.body).split('Clipped').length)
    const host = document.querySelector(config.cards.host)
    const cards = host
      ? [...(host.shadowRoot?.querySelectorAll(config.cards.selector) ?? []), ...host.querySelectorAll(config.cards.selector)]
      : []
    return `${cards.length}|${cards[0] ? deepText(cards[0]) : ''}`
  }
  const probe: ChangeProbe = { t0: null, t1: null }
  ;(window as unknown as { __benchChange: ChangeProbe }).__benchChange = probe
  const before = signature()
  const onInput = (e: Event) => {
    if (probe.t0 === null) probe.t0 = e.timeStamp
  }
  // 'clipped' reads the text of the whole page (7,500 nodes on the catalogue page: ~80 ms at 4x). Walked on
  // every mutation, before the frame, the probe itself delayed the clip call and the paint it measures. So a
  // mutation counts only when the nodes it adds or the text it changes say 'Clipped' (a few nodes to read),
  // and the page is read after that frame has painted: t1 is taken first, then the change is confirmed.
  const mayClip = (records: MutationRecord[]) =>
    records.some((r) =>
      r.type === 'characterData'
        ? (r.target.textContent ?? '').includes('Clipped')
        : [...r.addedNodes].some((n) => deepText(n).includes('Clipped')),
    )
  let checking = false
  let again = false
  const check = () => {
    checking = true
    requestAnimationFrame(() =>
      setTimeout(() => {
        const painted = performance.now()
        checking = false
        if (signature() !== before) {
          observer.disconnect()
          probe.t1 = painted
        } else if (again) {
          again = false
          check()
        }
      }, 0),
    )
  }
  const observer = new MutationObserver((records) => {
    if (probe.t0 === null || probe.t1 !== null) return
    if (config.watch !== 'clipped') {
      if (signature() === before) return
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(() => (probe.t1 = performance.now()), 0))
      return
    }
    if (!mayClip(records)) return
    if (checking) again = true
    else check()
  })
  for (const root of roots) {
    for (const type of ['click', 'input', 'change']) root.addEventListener(type, onInput, { capture: true })
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true })
  }
}

/** Arms the probe, runs the action (a Playwright click or select), answers ms from input to painted, NaN on timeout. */
export async function timeChange(page: Page, watch: Watch, action: () => Promise<unknown>, timeout = 15_000): Promise<number> {
  await page.evaluate(arm, { watch, cards: { host: CARDS.host, selector: CARDS.selector } })
  await action()
  return elapsed(page, '__benchChange', timeout)
}

/** t1 - t0 of the probe the page holds under `key`, once t1 is set; NaN when it is not set within `timeout`. */
async function elapsed(page: Page, key: '__benchChange' | '__benchPress', timeout: number): Promise<number> {
  try {
    await page.waitForFunction((k) => (window as unknown as Record<string, { t1: number | null }>)[k]?.t1 != null, key, {
      polling: 20,
      timeout,
    })
  } catch {
    return Number.NaN
  }
  const p = await page.evaluate(
    (k) => (window as unknown as Record<string, { t0: number; t1: number }>)[k] as { t0: number; t1: number },
    key,
  )
  return p.t1 - p.t0
}

/** When the gallery reply finished arriving (its responseEnd, ms from navigation start), from resource timing. */
export async function galleryArrivedAt(page: Page, before: number): Promise<number | undefined> {
  const ends = await page.evaluate(
    (limit) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (e) => /\/offers\/(gallery|companion-gallery)|offergallery/.test(e.name) && (e as PerformanceResourceTiming).responseEnd <= limit,
        )
        .map((e) => (e as PerformanceResourceTiming).responseEnd),
    before,
  )
  return ends.length ? Math.max(...ends) : undefined
}

interface PressProbe {
  t0: number | null
  t1: number | null
  /** How t1 was read: 'event' (Event Timing: the paint after the click's handlers) or 'frame' (the next frame's start). */
  by?: 'event' | 'frame'
}

/**
 * Runs in the page: arms the press-feedback probe. The next click (captured on the document,
 * before any widget handles it) names the pressed button (composedPath, so inside shadow roots too) and t0 is
 * its timeStamp. t1 is when the frame showing that button with aria-busy="true" (the working state a screen
 * reader is told) was painted: when the state was set while the click's handlers ran, the browser's own Event
 * Timing entry for the click says when the next paint came (startTime + duration; entries under 16 ms are not
 * reported); otherwise, or without an entry, the start of the first animation frame after the state was set.
 * Not a requestAnimationFrame-then-task: a widget that defers its call until after that frame queues the call's
 * work ahead of such a task, and the probe would count it. The server's answer is not waited for.
 */
function armPress() {
  const probe: PressProbe = { t0: null, t1: null }
  ;(window as unknown as { __benchPress: PressProbe }).__benchPress = probe
  let click: PerformanceEventTiming | undefined
  let setAt: number | undefined
  let frameAt: number | undefined
  const settle = () => {
    if (probe.t1 !== null || setAt === undefined) return
    if (click && setAt <= click.processingEnd) {
      probe.by = 'event'
      probe.t1 = click.startTime + click.duration
    } else if (frameAt !== undefined) {
      probe.by = 'frame'
      probe.t1 = frameAt
    }
  }
  const timing = new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) if (e.name === 'click' && e.startTime === probe.t0) click = e
    settle()
  })
  timing.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
  const onClick = (e: Event) => {
    document.removeEventListener('click', onClick, true)
    const button = e.composedPath().find((n): n is HTMLButtonElement => n instanceof HTMLButtonElement)
    if (!button) return
    probe.t0 = e.timeStamp
    const observer = new MutationObserver(() => {
      if (button.getAttribute('aria-busy') !== 'true') return
      observer.disconnect()
      setAt = performance.now()
      requestAnimationFrame(() => {
        frameAt = performance.now()
        // The click's timing entry, when there is one, is delivered after this frame: wait for it a little.
        setTimeout(settle, 250)
      })
    })
    observer.observe(button, { attributes: true, attributeFilter: ['aria-busy'] })
  }
  document.addEventListener('click', onClick, true)
}

/** Arms the press probe before an action whose click it times (with timeChange's probe, on the same press). */
export async function armPressFeedback(page: Page): Promise<void> {
  await page.evaluate(armPress)
}

/** Ms from the armed press to its working state painted; NaN when the pressed button never said it was working. */
export function pressFeedbackTime(page: Page, timeout = 5_000): Promise<number> {
  return elapsed(page, '__benchPress', timeout)
}
