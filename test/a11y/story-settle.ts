/**
 * Knowing when a story has finished rendering: for the accessibility matrix over the stories, and for
 * the visual and ARIA suites, which drive the built Storybook from Node (test/stories/) and ask the
 * page through `window.__aisleStorySettled` (installed by .storybook/preview.ts).
 * A story is settled when every API call it made has been answered (except the ones its
 * `parameters.sim` holds back forever to show a loading state), no call started or ended for a
 * short quiet period (long enough for the client's one retry after a 5xx), and every Aisle element
 * in it has its shadow root.
 */
import type { Decorator } from '@storybook/react-vite'
import { createElement, Fragment, type ReactNode, useLayoutEffect } from 'react'
import { releaseDetachedElements } from '../../core/elements/define'
import { API_PATH_FRAGMENT, LOADING_FOREVER_MS, type SimParameters, storySim } from '../../.storybook/sim'
import { RETRY_BASE_DELAY_MS } from '../../core/rules/retry'
import type { Sim } from '../../sim/app'
import type { SimFault } from '../../sim/state'

interface Tracker {
  pending: Set<Request>
  lastActivity: number
  forever: SimFault[]
  /** The story arms faults: a failed GET is retried once after a pause, which settling waits for. */
  hasFaults: boolean
}

const trackers = new WeakMap<Sim, Tracker>()
let current: Tracker | undefined

/** The faults a story arms, in the order the simulator matches them (sim/app.ts: first match wins). */
function armedFaults(params: SimParameters | undefined): SimFault[] {
  const faults: SimFault[] = [...(params?.faults ?? [])]
  if (params?.delayMs) faults.push({ path: API_PATH_FRAGMENT, delayMs: params.delayMs })
  return faults
}

/** A call the story holds back on purpose: its first matching fault delays it "forever". */
function heldBack(t: Tracker, request: Request): boolean {
  const path = new URL(request.url).pathname
  const fault = t.forever.find((f) => path.includes(f.path) && (!f.method || f.method.toUpperCase() === request.method))
  return (fault?.delayMs ?? 0) >= LOADING_FOREVER_MS
}

/**
 * A project decorator: counts the story simulator's calls in flight. The runtime's fetch looks up
 * `sim.fetch` on every call (.storybook/sim.ts storyFetch), so wrapping it here, before the story's
 * elements mount, sees every call they make.
 */
export const trackSimCalls: Decorator = (Story, { loaded, parameters }) => {
  const { sim } = storySim(loaded)
  let tracker = trackers.get(sim)
  if (!tracker) {
    const params = parameters.sim as SimParameters | undefined
    const t: Tracker = {
      pending: new Set(),
      lastActivity: performance.now(),
      forever: armedFaults(params),
      hasFaults: (params?.faults?.length ?? 0) > 0,
    }
    tracker = t
    trackers.set(sim, t)
    const original = sim.fetch.bind(sim)
    sim.fetch = async (request: Request) => {
      t.pending.add(request)
      t.lastActivity = performance.now()
      try {
        return await original(request)
      } finally {
        t.pending.delete(request)
        t.lastActivity = performance.now()
      }
    }
  }
  current = tracker
  return createElement(ReleasePrevious, null, Story())
}

/** The previous story's tags leave the canvas in this story's commit: released then, not under this story's runtime. */
function ReleasePrevious({ children }: { children: ReactNode }) {
  useLayoutEffect(() => releaseDetachedElements())
  return createElement(Fragment, null, children)
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
const tick = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Every Aisle element under the roots, through open shadow roots. */
export function aisleElements(roots: readonly ParentNode[]): Element[] {
  const found: Element[] = []
  const walk = (root: ParentNode) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName.startsWith('aisle-')) found.push(el)
      if (el.shadowRoot) walk(el.shadowRoot)
    }
  }
  roots.forEach(walk)
  return found
}

/** Every open shadow root under the roots, nested ones included. */
function shadowRoots(roots: readonly ParentNode[]): ShadowRoot[] {
  const found: ShadowRoot[] = []
  const walk = (root: ParentNode) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        found.push(el.shadowRoot)
        walk(el.shadowRoot)
      }
    }
  }
  roots.forEach(walk)
  return found
}

/**
 * Jumps every finite animation and transition under the roots (shadow roots included) to its end:
 * axe must see the state the shopper reads, not a dialog a quarter faded in. (Storybook pauses
 * animations for tests with a document-level style, which does not reach into shadow roots.)
 * Endless ones (a loading spinner) keep running.
 */
export function finishAnimations(roots: readonly ParentNode[]): void {
  const all = [document, ...shadowRoots(roots)].flatMap((root) => root.getAnimations())
  for (const animation of new Set(all)) {
    if (animation.playState === 'finished' || animation.effect?.getComputedTiming().endTime === Infinity) continue
    animation.finish()
  }
}

/**
 * Resolves once the story is settled (see the top of this file); rejects after `timeoutMs` naming
 * what it still waited for.
 */
export async function storySettled(roots: () => readonly ParentNode[], hasFaults: boolean, timeoutMs = 60_000): Promise<void> {
  // After a failed GET the client waits RETRY_BASE_DELAY_MS before its one retry: stay until it would have started.
  const quietMs = hasFaults ? RETRY_BASE_DELAY_MS + 100 : 30
  const started = performance.now()
  for (;;) {
    const t = current
    const inFlight = t ? [...t.pending].filter((r) => !heldBack(t, r)) : []
    const unrendered = aisleElements(roots()).filter((el) => customElements.get(el.localName) && !el.shadowRoot)
    const quiet = !t || performance.now() - t.lastActivity >= quietMs
    if (inFlight.length === 0 && unrendered.length === 0 && quiet) {
      // Let React commit what the last answers changed, and the browser lay it out.
      await frame()
      await frame()
      if (!t || (t.pending.size === [...t.pending].filter((r) => heldBack(t, r)).length && performance.now() - t.lastActivity >= quietMs)) {
        finishAnimations(roots())
        await frame()
        return
      }
    }
    if (performance.now() - started > timeoutMs) {
      const waiting = [
        ...inFlight.map((r) => `${r.method} ${new URL(r.url).pathname}`),
        ...unrendered.map((el) => `<${el.localName}> without a shadow root`),
      ]
      throw new Error(`The story did not settle within ${timeoutMs} ms; still waiting for: ${waiting.join(', ') || 'a quiet network'}`)
    }
    await tick(quiet ? 10 : Math.min(quietMs, 50))
  }
}

/** What a Storybook preview page shows: the story's root, and the Aisle elements widgets appended to <body> (the session-timeout modal). */
export function previewRoots(): Element[] {
  const root = document.getElementById('storybook-root')
  return [...(root ? [root] : []), ...[...document.body.children].filter((el) => el.localName.startsWith('aisle-'))]
}

/** Resolves once the story a Storybook preview page shows now has settled (call it after Storybook reports the story rendered). */
export function previewSettled(timeoutMs?: number): Promise<void> {
  return storySettled(previewRoots, current?.hasFaults ?? false, timeoutMs)
}
