/**
 * The browser phases of the bench: per demo page (discovery and static twin, time to content live and
 * static at each CPU rate, requests first and repeat visit, main thread), one-widget pages, the scale
 * page and the timed interactions. Every run is a fresh browser context.
 */
import type { Browser } from 'playwright'
import {
  CARDS,
  CONTENT_TIMEOUT_MS,
  contentTime,
  mainThread,
  openRun,
  readProbe,
  readyMarks,
  scriptsBeforeContent,
  SETTLE_MS,
  shopperCookies,
  sleep,
  url,
} from './browser'
import { armPressFeedback, galleryArrivedAt, pressFeedbackTime, timeChange } from './interact'
import { type DemoPage, sampleElement, snapshotPage, tagsIn, widgetPage } from './pages'
import { measurePrerendered } from './prerendered'
import { type LoggedCall, type ViewCalls, viewCalls } from './requests'
import type { Maybe, PageResult, ScaleResult, WidgetResult } from './results-types'
import type { BenchServers } from './server'
import { longestTaskAfter, ratio, type Summary, summarize } from './stats'

/** Runs (of the 1x ones) that also make a repeat visit: the calls are deterministic, the time budget is not. */
export const REPEAT_RUNS = 2
export const NOT_BUILT = 'n/a: widget not built yet'

/** The calls logged since the last clear, copied, and the log cleared. */
function takeCalls(s: BenchServers): LoggedCall[] {
  const calls = s.sim.state.requests.map((r) => ({ method: r.method, path: r.path, query: r.query, body: r.body }))
  s.sim.state.requests.length = 0
  return calls
}

/**
 * Loads the page once, settled: which ready marks it shows, and its static twin (served at static/<twin>.html). By default
 * as the signed-in shopper at its client-rendered address; `as` gives another user (no cookies: a guest) or address.
 */
export async function discover(
  browser: Browser,
  s: BenchServers,
  p: DemoPage,
  as: { cookies?: Awaited<ReturnType<typeof shopperCookies>>; address?: string; twin?: string } = {},
): Promise<{ marks: string[]; unmarked: string[]; staticUrl: string }> {
  const twin = as.twin ?? p.name
  const run = await openRun(browser, { cpu: 1, cookies: 'cookies' in as ? as.cookies : await shopperCookies(s) })
  try {
    await run.page.goto(as.address ?? url(s, p))
    // Settled: the set of ready marks has not changed for 750 ms (at most 4 s).
    let found = await readyMarks(run.page)
    for (let stable = 0, waited = 0; stable < 750 && waited < 4_000; waited += 250) {
      await sleep(250)
      const next = await readyMarks(run.page)
      stable = next.marks.join() === found.marks.join() ? stable + 250 : 0
      found = next
    }
    const snap = await snapshotPage(run.page, `/__bench/static/${twin}/`)
    s.pages.set(`static/${twin}.html`, snap.html)
    for (const [name, css] of Object.entries(snap.css)) s.pages.set(`static/${twin}/${name}`, css)
    return { ...found, staticUrl: s.benchUrl(`static/${twin}.html`, p.host) }
  } finally {
    await run.close()
  }
}

/** At 1x: time to content (live and static twin), the requests of a first and a repeat visit, the main thread. */
/**
 * `twin`: the same page already measured on the other build. Its ready marks are used and its static twin's times
 * are reused (the static twin has no script: it is the same page whichever build rendered it), so the second build
 * costs only its live runs.
 */
export async function measurePage(browser: Browser, s: BenchServers, p: DemoPage, runs: number, twin?: PageResult): Promise<PageResult> {
  const cpu = 1
  const result: PageResult = {
    name: p.name,
    url: url(s, p),
    marks: [],
    unmarked: [],
    content: {},
    requests: {},
    mainThread: {},
    errors: [],
  }
  const { marks, unmarked, staticUrl } = twin
    ? { marks: twin.marks, unmarked: twin.unmarked, staticUrl: undefined }
    : await discover(browser, s, p)
  Object.assign(result, { marks, unmarked })
  const mt = { longTaskMs: [] as number[], nodes: [] as number[], listeners: [] as number[], cls: [] as number[] }
  const counts = { first: [] as number[], repeat: [] as number[] }
  {
    const live: number[] = []
    const still: number[] = []
    const code = new Set<string>()
    for (let i = 0; i < runs; i++) {
      const cookies = await shopperCookies(s)
      const run = await openRun(browser, { cpu, expected: marks, cookies })
      run.page.on('pageerror', (e) => result.errors.push(String(e).slice(0, 200)))
      try {
        takeCalls(s)
        await run.page.goto(url(s, p))
        live.push(await contentTime(run.page, CONTENT_TIMEOUT_MS))
        for (const f of await scriptsBeforeContent(run.page)) code.add(f)
        if (cpu === 1) {
          await sleep(SETTLE_MS)
          const first = viewCalls(takeCalls(s))
          const m = await mainThread(run.page, run.cdp)
          for (const k of ['longTaskMs', 'nodes', 'listeners', 'cls'] as const) mt[k].push(m[k])
          counts.first.push(first.count)
          let repeat: ViewCalls | undefined
          if (i < REPEAT_RUNS) {
            await run.page.goto(url(s, p))
            await contentTime(run.page, CONTENT_TIMEOUT_MS)
            await sleep(SETTLE_MS)
            repeat = viewCalls(takeCalls(s))
            counts.repeat.push(repeat.count)
          }
          // The view listed is the first one, or a later one that shows more duplicates or cache misses.
          const worse = (kept: ViewCalls | undefined, next: ViewCalls | undefined) =>
            next !== undefined &&
            (kept === undefined || next.duplicates.length > kept.duplicates.length || next.gallery + next.cart > kept.gallery + kept.cart)
          if (worse(result.requests.first, first)) result.requests.first = first
          if (worse(result.requests.repeat, repeat)) result.requests.repeat = repeat
        }
      } catch (error) {
        result.errors.push(`${cpu}x run ${i + 1}: ${String(error).split('\n')[0]}`)
      } finally {
        await run.close()
      }
      if (staticUrl === undefined) continue
      const st = await openRun(browser, { cpu, cookies })
      try {
        await st.page.goto(staticUrl)
        still.push(await contentTime(st.page, CONTENT_TIMEOUT_MS))
      } finally {
        await st.close()
      }
    }
    const liveS = summarize(live)
    const staticS = twin ? twin.content[String(cpu)]?.static : summarize(still)
    result.content[String(cpu)] = {
      ...(liveS ? { live: liveS } : {}),
      ...(staticS ? { static: staticS } : {}),
      ...(ratio(liveS, staticS) ? { ratio: ratio(liveS, staticS) } : {}),
      // The page as served: replaced by the prerendered page's below where the demo server prerenders it.
      codeBeforeContent: [...code].sort(),
    }
    if (p.prerender) {
      try {
        const pre = await measurePrerendered(browser, s, p, runs, marks)
        const preS = summarize(pre.times)
        Object.assign(result.content[String(cpu)] as object, {
          prerenderedTags: pre.tags,
          prerenderedLoading: pre.loading,
          codeBeforeContent: pre.code,
          ...(preS ? { prerendered: preS } : {}),
          ...(ratio(preS, staticS) ? { prerenderedRatio: ratio(preS, staticS) } : {}),
          ...(pre.filmstrip ? { filmstrip: pre.filmstrip } : {}),
        })
      } catch (error) {
        result.errors.push(`prerendered: ${String(error).split('\n')[0]}`)
      }
    }
  }
  result.requests.firstCount = summarize(counts.first)
  result.requests.repeatCount = summarize(counts.repeat)
  result.mainThread = {
    longTaskMs: summarize(mt.longTaskMs),
    nodes: summarize(mt.nodes),
    listeners: summarize(mt.listeners),
    cls: summarize(mt.cls),
  }
  return result
}

/**
 * Time to content of the live page at a CPU slowdown (no target: the static twin is not loaded again),
 * as many runs as fit before the deadline, up to `runs`.
 */
export async function measureThrottled(
  browser: Browser,
  s: BenchServers,
  page: PageResult,
  p: DemoPage,
  cpu: number,
  runs: number,
  deadline: number,
): Promise<void> {
  const live: number[] = []
  for (let i = 0; i < runs && performance.now() < deadline; i++) {
    const run = await openRun(browser, { cpu, expected: page.marks, cookies: await shopperCookies(s) })
    try {
      await run.page.goto(url(s, p))
      live.push(await contentTime(run.page, CONTENT_TIMEOUT_MS))
    } catch (error) {
      page.errors.push(`${cpu}x run ${i + 1}: ${String(error).split('\n')[0]}`)
    } finally {
      await run.close()
    }
  }
  const summary = summarize(live)
  page.content[String(cpu)] = summary
    ? { live: summary, ...(live.length < runs ? { note: `${live.length} of ${runs} runs (time budget)` } : {}) }
    : { note: 'n/a: skipped (time budget)' }
}

/** DOM nodes, JS event listeners and long tasks of each widget alone on a page, minus a page with the loader only. */
export async function measureWidgets(
  browser: Browser,
  s: BenchServers,
  tags: readonly string[],
  pages: readonly DemoPage[],
  runs: number,
  deadline: number,
): Promise<WidgetResult[]> {
  const htmls = pages.map((p) => p.html)
  const samples = tags.map((t) => sampleElement(t, htmls))
  const variants: [string, string[]][] = [
    ['(loader only)', []],
    ...tags.map((t, i) => [t, [samples[i] as string]] as [string, string[]]),
    ['every widget', samples],
  ]
  const raw = new Map<string, { nodes: number[]; listeners: number[]; longTaskMs: number[]; cls: number[] }>()
  for (const [name, elements] of variants) {
    if (performance.now() > deadline) break
    const path = `widget/${name.replace(/[^a-z0-9-]/g, '_')}.html`
    s.pages.set(path, widgetPage(`Bench: ${name}`, elements))
    const acc = { nodes: [] as number[], listeners: [] as number[], longTaskMs: [] as number[], cls: [] as number[] }
    for (let i = 0; i < runs; i++) {
      const run = await openRun(browser, { cpu: 1, cookies: await shopperCookies(s) })
      try {
        await run.page.goto(s.benchUrl(path))
        await sleep(SETTLE_MS + 200)
        const m = await mainThread(run.page, run.cdp)
        acc.nodes.push(m.nodes)
        acc.listeners.push(m.listeners)
        acc.longTaskMs.push(m.longTaskMs)
        acc.cls.push(m.cls)
      } finally {
        await run.close()
      }
    }
    raw.set(name, acc)
  }
  const base = raw.get('(loader only)')
  const minus = (values: number[], baseline: number[] | undefined) => {
    const b = summarize(baseline ?? [])?.median ?? 0
    return summarize(values.map((v) => v - b))
  }
  return variants
    .filter(([name]) => raw.has(name))
    .map(([name]) => {
      const acc = raw.get(name) as { nodes: number[]; listeners: number[]; longTaskMs: number[]; cls: number[] }
      const isBase = name === '(loader only)'
      return {
        tag: name,
        nodes: isBase ? summarize(acc.nodes) : minus(acc.nodes, base?.nodes),
        listeners: isBase ? summarize(acc.listeners) : minus(acc.listeners, base?.listeners),
        longTaskMs: summarize(acc.longTaskMs),
        cls: summarize(acc.cls),
      }
    })
}

/** The coupons page with 5,000 offers at 4x: first 30 cards after the data, a sort change, a Load More, DOM nodes. */
export async function measureScale(
  browser: Browser,
  s: BenchServers,
  pages: readonly DemoPage[],
  runs: number,
  offers = 5_000,
): Promise<Maybe<ScaleResult>> {
  const page = pages.find((p) => tagsIn(p.html).includes(CARDS.host))
  if (!page) return { na: `${NOT_BUILT} (no <${CARDS.host}> on a demo page)` }
  s.sim.reset({ offers })
  const acc = {
    first30: [] as number[],
    sort: [] as number[],
    loadMore: [] as number[],
    nodes: [] as number[],
    longestTaskAfterReply: [] as number[],
  }
  const notes: Partial<Record<keyof typeof acc, string>> = {}
  try {
    for (let i = 0; i < runs; i++) {
      const run = await openRun(browser, { cpu: 4, cards: true, cookies: await shopperCookies(s) })
      try {
        await run.page.goto(url(s, page))
        await run.page.waitForFunction(
          () => (window as unknown as { __bench: { cardsAt: number | null } }).__bench.cardsAt !== null,
          null,
          { polling: 50, timeout: 30_000 },
        )
        const cardsAt = (await readProbe(run.page)).cardsAt as number
        const dataAt = await galleryArrivedAt(run.page, cardsAt)
        if (dataAt === undefined) notes.first30 = 'n/a: no gallery call seen in resource timing'
        else acc.first30.push(cardsAt - dataAt)
        acc.nodes.push((await mainThread(run.page, run.cdp)).nodes)
        const grid = run.page.locator(CARDS.host)
        const sort = grid.locator('select[part~="sort"]').or(grid.getByRole('combobox')).first()
        if ((await sort.count()) === 0) notes.sort = 'n/a: no sort control in the deals grid'
        else {
          const values = await sort.evaluate((el) =>
            [...((el as HTMLSelectElement).options ?? [])].map((o) => o.value).filter((v) => v !== (el as HTMLSelectElement).value),
          )
          if (values[0] === undefined) notes.sort = 'n/a: the sort control has one option'
          else acc.sort.push(await timeChange(run.page, 'cards', () => sort.selectOption(values[0] as string)))
        }
        const more = grid.getByRole('button', { name: /load more/i }).first()
        if ((await more.count()) === 0) notes.loadMore = 'n/a: no Load More button'
        else acc.loadMore.push(await timeChange(run.page, 'cards', () => more.click()))
        // The bench's goal: no long task over 200 ms after the reply, through the first cards, the sort and the Load More.
        if (dataAt !== undefined) acc.longestTaskAfterReply.push(longestTaskAfter((await readProbe(run.page)).tasks, dataAt))
      } catch (error) {
        notes.first30 ??= `n/a: ${String(error).split('\n')[0]}`
      } finally {
        await run.close()
      }
    }
  } finally {
    s.sim.reset()
  }
  const pick = (k: keyof typeof acc): Maybe<Summary> => summarize(acc[k]) ?? { na: notes[k] ?? 'n/a: not measured' }
  return {
    offers,
    first30: pick('first30'),
    sort: pick('sort'),
    loadMore: pick('loadMore'),
    nodes: pick('nodes'),
    longestTaskAfterReply: pick('longestTaskAfterReply'),
  }
}

const CLIP_BUTTON = /^Clip( Coupon| Offer)?$/

/**
 * Clip → Clipped painted and Add to cart → badge updated, at 4x, on the first demo page that has them; from the
 * same presses, press → working state painted (pressFeedbackMs).
 */
export async function measureInteractions(
  browser: Browser,
  s: BenchServers,
  pages: readonly PageResult[],
  demo: readonly DemoPage[],
  runs: number,
) {
  const time = async (
    page: PageResult | undefined,
    find: (p: import('playwright').Page) => import('playwright').Locator,
    watch: 'badge' | 'clipped',
    na: string,
  ): Promise<{ change: Maybe<Summary>; press: Maybe<Summary> }> => {
    if (!page) return { change: { na }, press: { na } }
    const target = demo.find((d) => d.name === page.name) as DemoPage
    const values: number[] = []
    const presses: number[] = []
    let note = na
    for (let i = 0; i < runs; i++) {
      s.sim.reset()
      const run = await openRun(browser, { cpu: 4, expected: page.marks, cookies: await shopperCookies(s) })
      try {
        await run.page.goto(url(s, target))
        await contentTime(run.page, CONTENT_TIMEOUT_MS)
        const button = find(run.page)
        if ((await button.count()) === 0) break
        await armPressFeedback(run.page)
        values.push(await timeChange(run.page, watch, () => button.click()))
        presses.push(await pressFeedbackTime(run.page))
      } catch (error) {
        note = `n/a: ${String(error).split('\n')[0]}`
      } finally {
        await run.close()
      }
    }
    return { change: summarize(values) ?? { na: note }, press: summarize(presses) ?? { na: note } }
  }
  const withTags = (...tags: string[]) =>
    pages.find((p) => tags.every((t) => tagsIn(demo.find((d) => d.name === p.name)?.html ?? '').includes(t)))
  const couponPage = pages.find((p) => tagsIn(demo.find((d) => d.name === p.name)?.html ?? '').some((t) => /coupon|deal|offer/.test(t)))
  const clip = await time(
    couponPage,
    (pg) => pg.getByRole('button', { name: CLIP_BUTTON }).first(),
    'clipped',
    `${NOT_BUILT} (no coupon widget with a Clip button on a demo page)`,
  )
  const addToCart = await time(
    withTags('aisle-add-to-cart', 'aisle-mini-cart'),
    (pg) => pg.locator('aisle-add-to-cart').first().getByRole('button'),
    'badge',
    `${NOT_BUILT} (no page with add-to-cart and mini-cart)`,
  )
  return { clip: clip.change, addToCart: addToCart.change, pressFeedbackMs: { clip: clip.press, addToCart: addToCart.press } }
}
