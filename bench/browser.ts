/**
 * One measured page view: a fresh browser context (no cache, no storage), the shopper's cookies,
 * CPU throttling through CDP, and an init script that records, from navigation start, when the
 * content is complete (document loaded and every expected 'aisle:*:ready' mark present, read at the
 * next animation frame), long tasks, layout shift and (on the scale page) when 30 cards are shown.
 */
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright'
import { chromiumArgs, chromiumPath } from '../test/support/chromium'
import { PRERENDER_PARAM } from '../sim/server'
import type { DemoPage } from './pages'
import type { BenchServers } from './server'

/** Time for late calls and layout shifts after the content is complete. */
export const SETTLE_MS = 500
export const CONTENT_TIMEOUT_MS = 15_000
export const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms))
/** `address` with the demo server's prerender switch (sim/server.ts PRERENDER_PARAM): '0' the page as written, '1' prerendered. */
export const withPrerender = (address: string, on: boolean) =>
  `${address}${address.includes('?') ? '&' : '?'}${PRERENDER_PARAM}=${on ? 1 : 0}`
/** A demo page as written, client-rendered: the demo server prerenders every banner page unless asked not to. */
export const url = (s: BenchServers, p: DemoPage) => withPrerender(s.demoUrl(p.path, p.host), false)

/** The shopper of every banner page: a signed-in customer with two items in the cart. */
export const SHOPPER = { user: 'C', cartQty: 2 } as const
/** Widgets mark 'aisle:<widget>:ready' when painted with their data. */
export const READY_MARK = /^aisle:(.+):ready$/
/** Where coupon cards are looked for, and what counts as one (the deals grid may not exist yet). */
export const CARDS = {
  host: 'aisle-deals-grid',
  selector: '[part~="grid"] > *, aisle-coupon-card:not([part~="grid"] *)',
  first: 30,
} as const

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })

/** Signs in on the simulator in Node and answers its Set-Cookie headers as browser cookies for the banner host. */
export async function shopperCookies(servers: BenchServers, body: object = SHOPPER, banner = 'freshway') {
  const reply = await servers.sim.fetch(
    new Request(`http://${banner}.localhost/__sim/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
  if (!reply.ok) throw new Error(`sign-in failed: ${reply.status} ${await reply.text()}`)
  return reply.headers.getSetCookie().map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim())
    const eq = pair.indexOf('=')
    const flags = attrs.map((a) => a.toLowerCase())
    const same = flags.find((a) => a.startsWith('samesite='))?.slice('samesite='.length)
    return {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      url: `http://${banner}.localhost/`,
      httpOnly: flags.includes('httponly'),
      sameSite: (same === 'strict' ? 'Strict' : same === 'none' ? 'None' : 'Lax') as 'Strict' | 'Lax' | 'None',
    }
  })
}

export interface BenchProbe {
  contentAt: number | null
  cardsAt: number | null
  longTaskMs: number
  longTasks: number
  /** Each long task as [startTime, duration] (ms): which ones came after a moment (the scale page's reply). */
  tasks: [number, number][]
  cls: number
}

/** Runs in the page before its scripts (addInitScript). */
function probe(config: { expected: string[]; cards: { host: string; selector: string; first: number } | null }) {
  if (window !== window.top) return
  const b: BenchProbe = { contentAt: null, cardsAt: null, longTaskMs: 0, longTasks: 0, tasks: [], cls: 0 }
  ;(window as unknown as { __bench: BenchProbe }).__bench = b
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        b.longTaskMs += e.duration
        b.longTasks += 1
        b.tasks.push([e.startTime, e.duration])
      }
    }).observe({ type: 'longtask', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) b.cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  } catch {
    // an entry type this browser lacks stays at 0
  }
  const cards = config.cards
  const countCards = () => {
    if (!cards) return 0
    const host = document.querySelector(cards.host)
    return host ? (host.shadowRoot?.querySelectorAll(cards.selector).length ?? 0) + host.querySelectorAll(cards.selector).length : 0
  }
  const tick = () => {
    if (b.cardsAt === null && cards && countCards() >= cards.first) b.cardsAt = performance.now()
    if (b.contentAt === null && document.readyState === 'complete') {
      const marks = new Set(performance.getEntriesByType('mark').map((m) => m.name))
      if (config.expected.every((name) => marks.has(name))) b.contentAt = performance.now()
    }
    if (b.contentAt === null || (cards && b.cardsAt === null && performance.now() < 30_000)) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

export interface RunOptions {
  /** CPU slowdown (1 = none, 4 = 4x), set through CDP Emulation.setCPUThrottlingRate. */
  cpu: number
  /** Marks that must be present for the content to count as complete. */
  expected?: string[]
  /** Cookies to start with (a signed-in shopper); none for a first-time guest. */
  cookies?: Awaited<ReturnType<typeof shopperCookies>>
  /** Also record when the first 30 coupon cards are shown. */
  cards?: boolean
}

export interface Run {
  context: BrowserContext
  page: Page
  cdp: CDPSession
  close(): Promise<void>
}

export async function openRun(browser: Browser, options: RunOptions): Promise<Run> {
  const context = await browser.newContext()
  if (options.cookies?.length) await context.addCookies(options.cookies)
  // tsx wraps named functions in __name(); functions sent to the page need it defined there.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f' })
  await context.addInitScript(probe, { expected: options.expected ?? [], cards: options.cards ? { ...CARDS } : null })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu })
  await cdp.send('Performance.enable')
  return { context, page, cdp, close: () => context.close() }
}

/** Waits for the probe's content time (ms from navigation start). */
export async function contentTime(page: Page, timeout = 20_000): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __bench?: BenchProbe }).__bench?.contentAt != null, null, {
    polling: 50,
    timeout,
  })
  return (await readProbe(page)).contentAt as number
}

/**
 * The library's scripts (paths under /aisle/, the compact build's prefix dropped) whose download ended before the content
 * mark: the widget code that could run before the content showed (a module runs once it and its imports are in).
 */
export async function scriptsBeforeContent(page: Page): Promise<string[]> {
  const names = await page.evaluate(() => {
    const at = (window as unknown as { __bench: BenchProbe }).__bench.contentAt ?? Number.POSITIVE_INFINITY
    return performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).responseEnd <= at)
      .map((e) => new URL(e.name).pathname)
  })
  return libraryScripts(names)
}

/** The library's script files among these paths, as paths under the build folder ('aisle.js', 'chunks/runtime-X.js'), sorted. */
export const libraryScripts = (paths: readonly string[]): string[] =>
  [...new Set(paths.filter((p) => /^\/aisle\/.*\.js$/.test(p)).map((p) => p.replace(/^\/aisle\/(compact\/)?/, '')))].sort()

export const readProbe = (page: Page): Promise<BenchProbe> =>
  page.evaluate(() => ({ ...(window as unknown as { __bench: BenchProbe }).__bench }))

export interface MainThread {
  longTaskMs: number
  cls: number
  nodes: number
  listeners: number
}

/** Long tasks and CLS from the probe, DOM nodes and JS event listeners from CDP Performance.getMetrics. */
export async function mainThread(page: Page, cdp: CDPSession): Promise<MainThread> {
  const probeNow = await readProbe(page)
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN
  return { longTaskMs: probeNow.longTaskMs, cls: probeNow.cls, nodes: metric('Nodes'), listeners: metric('JSEventListeners') }
}

/** The 'aisle:*:ready' marks present now, and the visible aisle-* tags (shadow roots included) without one. */
export async function readyMarks(page: Page): Promise<{ marks: string[]; unmarked: string[] }> {
  const found = await page.evaluate(() => {
    const tags = new Set<string>()
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.localName.startsWith('aisle-') && el.checkVisibility()) tags.add(el.localName)
        if (el.shadowRoot) visit(el.shadowRoot)
      }
    }
    visit(document)
    return { marks: performance.getEntriesByType('mark').map((m) => m.name), tags: [...tags] }
  })
  const marks = [...new Set(found.marks.filter((m) => READY_MARK.test(m)))].sort()
  const marked = new Set(marks.map((m) => `aisle-${READY_MARK.exec(m)?.[1]}`))
  return { marks, unmarked: found.tags.filter((t) => !marked.has(t)).sort() }
}
