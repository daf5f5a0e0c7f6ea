/**
 * The fault matrix's machinery: the eleven fault columns, a cell's page (a fresh in-page
 * simulator and runtime, a fetch that logs every call, content files included), deep shadow-DOM text, and
 * the window's uncaught errors. The rows live in matrix-rows.ts, the cells in fault-matrix.browser.test.ts.
 */
import { fixture } from '@open-wc/testing'
import { vi } from 'vitest'
import { createBrowserCookieJar } from '../../core/io/cookies'
import { DEFAULT_TIMEOUT_MS } from '../../core/io/api/client'
import { resolvePageConfig } from '../../core/io/config'
import { createSafeStorage } from '../../core/io/storage'
import { gamesErrorMessage } from '../../core/rules/errors'
import { CATALOG_TIMEOUT_MS } from '../../core/rules/cart/shopping-api'
import { createRuntime, installRuntime, type Runtime } from '../../core/runtime'
import { createSim } from '../../sim/app'
import type { SimFault } from '../../sim/state'
import { clearSimCookies, simControl, simFetch, simSignIn } from '../support/sim-fetch'
import { tearDownHarness } from '../support/widget-fixture'
import { historySettled } from '../../widgets/ui/modal-history'

export type Sim = ReturnType<typeof createSim>

/** Timers as the page had them before any test faked them: polling keeps real time while the client's clock is fake. */
const realSetTimeout = window.setTimeout.bind(window)
export const realSleep = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms))

/** The longest time-out any call sets, plus a millisecond: advancing the fake clock this far times every call out. */
export const PAST_EVERY_TIMEOUT_MS = Math.max(DEFAULT_TIMEOUT_MS, ...Object.values(CATALOG_TIMEOUT_MS)) + 1

/** The 400 answer's validation error: a games call shows it (ERR-004); a storefront call shows the catalogue's text. */
export const VALIDATION_ERROR = { code: 'INVALID_FIELD', message: 'Simulated validation failure.' }

export interface FaultColumn {
  name: string
  /** What the simulator answers: a SimFault without its path (armed per row). */
  fault: Omit<SimFault, 'path'>
  /** The HTTP status the shopper's widget sees, when an answer comes back at all. */
  status?: number
  /** Whether the fake clock must pass every time-out. */
  timeout?: boolean
}

/** The columns, in print order: the statuses, then no answer in time, an unreadable answer, a wrong one, no network. */
export const FAULTS: readonly FaultColumn[] = [
  { name: '400', status: 400, fault: { status: 400, body: { errors: [VALIDATION_ERROR], message: 'Bad Request' } } },
  ...[401, 403, 404, 500, 503, 504].map((status) => ({ name: String(status), status, fault: { status } })),
  { name: 'timeout', timeout: true, fault: { delayMs: PAST_EVERY_TIMEOUT_MS * 10 } },
  { name: 'malformed', status: 200, fault: { malformed: true } },
  { name: 'shape', status: 200, fault: { status: 200, body: ['a well-formed reply of the wrong shape'] } },
  { name: 'offline', fault: { network: true } },
]

/** The gateway body of a status-only fault, as sim/app.ts answers it. */
const simulatedFailureBody = (status: number) => ({
  errors: [{ code: String(status), message: 'Simulated failure.' }],
  message: 'Simulated failure.',
})

/** The message a games call shows for a column (ERR-002..007): by status and body; no answer or an unreadable one is the fallback. */
export function gamesMessage(column: FaultColumn): string {
  if (column.status === undefined || column.status === 200) return gamesErrorMessage(0, null)
  return gamesErrorMessage(column.status, column.fault.body ?? simulatedFailureBody(column.status))
}

export interface LoggedCall {
  method: string
  path: string
}

/** One cell's page: its simulator, runtime and the log of every call the page's fetch made. */
export interface CellPage {
  sim: Sim
  runtime: Runtime
  calls: LoggedCall[]
  /** Faults on paths outside the API prefix (CMS content files), applied by the page's fetch. */
  browserFaults: SimFault[]
  /** Leaves the page: every call still in flight, and any later one, fails as the browser aborts them on unload. */
  leave(): void
}

const API_PREFIX = /^\/abs\/[^/]+/

/** A fetch over the in-page simulator that logs every call and answers faults armed on content files itself. */
function loggingFetch(page: Omit<CellPage, 'runtime' | 'leave'>, gone: Promise<never>): typeof fetch {
  const inner = simFetch(page.sim)
  return (input, init) => Promise.race([answer(input, init), gone])
  async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init)
    const url = new URL(request.url)
    page.calls.push({ method: request.method, path: url.pathname })
    const fault = API_PREFIX.test(url.pathname)
      ? undefined
      : page.browserFaults.find(
          (f) =>
            url.pathname.includes(f.path) &&
            (!f.pattern || new RegExp(f.pattern).test(url.pathname)) &&
            (!f.method || f.method === request.method),
        )
    if (fault) {
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      if (fault.network) throw new TypeError('Failed to fetch')
      if (fault.malformed) return new Response('{"truncated', { status: 200, headers: { 'content-type': 'application/json' } })
      if (fault.status) return Response.json(fault.body ?? simulatedFailureBody(fault.status), { status: fault.status })
    }
    return inner(request)
  }
}

/** A fresh page: cookies and storage cleared (then `storage` restored), a simulator, a signed-in shopper, the runtime installed. */
export async function openPage(
  options: { sim?: Sim; signIn?: Record<string, unknown> | null; storage?: Record<string, string> } = {},
): Promise<CellPage> {
  clearSimCookies()
  localStorage.clear()
  for (const [key, value] of Object.entries(options.storage ?? {})) localStorage.setItem(key, value)
  const sim = options.sim ?? createSim()
  await simControl(sim, 'DELETE', '/__sim/faults')
  if (options.signIn !== null) await simSignIn(sim, options.signIn ?? { userType: 'C' })
  const page = { sim, calls: [] as LoggedCall[], browserFaults: [] as SimFault[] }
  let leave = () => {}
  const gone = new Promise<never>((_resolve, reject) => {
    leave = () => reject(new TypeError('Failed to fetch'))
  })
  gone.catch(() => undefined)
  const config = resolvePageConfig({ host: 'freshway.localhost', origin: location.origin, search: location.search })
  const runtime = createRuntime(window, {
    config,
    fetch: loggingFetch(page, gone),
    cookies: createBrowserCookieJar(),
    storage: createSafeStorage(() => window.localStorage),
  })
  installRuntime(runtime)
  return { ...page, runtime, leave }
}

/** Arms a column's fault on one endpoint: through /__sim/faults for API paths, through the page's fetch for content files. */
export async function armFault(
  page: CellPage,
  target: { path: string; pattern: string; method: string; api: boolean },
  column: FaultColumn,
): Promise<void> {
  const fault: SimFault = { ...column.fault, path: target.path, pattern: target.pattern, method: target.method }
  if (target.api) await simControl(page.sim, 'POST', '/__sim/faults', [fault])
  else page.browserFaults.push(fault)
}

/** Text of a node and of every shadow root below it, whitespace collapsed. */
export function deepText(node: Node | null | undefined): string {
  if (!node) return ''
  const parts: string[] = []
  const walk = (n: Node) => {
    if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '')
    if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot)
    if (n instanceof HTMLTemplateElement || n instanceof HTMLScriptElement || n instanceof HTMLStyleElement) return
    n.childNodes.forEach(walk)
  }
  walk(node)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** The first element matching `selector` in `root` or any shadow root below it. */
export function deepQuery<T extends Element = HTMLElement>(root: Node | null | undefined, selector: string): T | null {
  if (!root) return null
  const scope = root as ParentNode
  const direct = scope.querySelector?.(selector) as T | null
  if (direct) return direct
  for (const el of scope.querySelectorAll?.('*') ?? []) {
    if (el.shadowRoot) {
      const found = deepQuery<T>(el.shadowRoot, selector)
      if (found) return found
    }
  }
  return null
}

/**
 * How long a cell waits for a sign. A passing cell waits only until it holds (~250 ms a step); the limit is for
 * a loaded machine: with two cores under a load of 15+, a page once took over 4 s to show the how-it-works panel.
 */
export const UNTIL_TIMEOUT_MS = 10_000

/** Polls with real timers until `check` holds; false after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = UNTIL_TIMEOUT_MS): Promise<boolean> {
  const end = performance.now() + timeoutMs
  for (;;) {
    try {
      if (await check()) return true
    } catch {
      /* not yet */
    }
    if (performance.now() > end) return false
    await realSleep(20)
    // On a fake clock, short timers (debounces, the retry back-off) run on while no time-out is reached.
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(10)
  }
}

/** Uncaught errors and unhandled rejections of the window, collected per cell. */
export function watchUncaught(): { take(): string[]; stop(): void } {
  let seen: string[] = []
  const onError = (e: ErrorEvent) => seen.push(`error: ${e.message}`)
  const onRejection = (e: PromiseRejectionEvent) => seen.push(`unhandledrejection: ${String((e.reason as Error)?.message ?? e.reason)}`)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return {
    take() {
      const out = seen
      seen = []
      return out
    },
    stop() {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    },
  }
}

/** Fakes the client's clock (setTimeout/clearTimeout only: React and polling keep theirs). */
export function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
}

/** Passes every call's time-out on the fake clock, then gives the page its real timers back. */
export async function passEveryTimeout(): Promise<void> {
  await vi.advanceTimersByTimeAsync(PAST_EVERY_TIMEOUT_MS)
  vi.useRealTimers()
}

/** Mounts a row's markup in a fresh fixture; answers its first element (the row's widget). */
export async function mount(markup: string): Promise<HTMLElement> {
  const host = await fixture<HTMLElement>('<div></div>')
  host.innerHTML = markup
  return host.firstElementChild as HTMLElement
}

/** The page's console warnings and errors, kept for the rows' signs (and out of the test output). */
export function captureLogs(): string[] {
  const logged: string[] = []
  const keep = (...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '))
  }
  vi.spyOn(console, 'warn').mockImplementation(keep)
  vi.spyOn(console, 'error').mockImplementation(keep)
  return logged
}

/**
 * Ends a page view: a modal still open steps back over its history entry as it closes, and that step lands later; the
 * next page waits for it, so it cannot take the next row's query off the address.
 */
export async function leavePage(): Promise<void> {
  tearDownHarness()
  await until(() => historySettled())
}
