/**
 * `npx tsx bench/profile-scale.ts [dist] [runs] [--profile]`: the bench's scale measurement alone (5,000
 * offers, 4x CPU; bench/measure.ts measureScale) against a build already made, plus, with --profile, a CPU
 * profile of the first run from the gallery reply on, summed by function (self time), and the long tasks
 * after the reply. For finding where the time goes; the figures that count are `npm run bench`'s.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'
import type { Browser, CDPSession, Page } from 'playwright'
import { CARDS, launchBrowser, openRun, readProbe, shopperCookies, url } from './browser'
import { galleryArrivedAt, timeChange } from './interact'
import { measureScale } from './measure'
import { demoPages, tagsIn } from './pages'
import { BANNER, startBenchServers } from './server'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

const consumers = new Map<string, SourceMapConsumer | null>()
/** Where a minified frame comes from (its source map, when the build has one beside it). */
function origin(f: { url: string; lineNumber: number; columnNumber?: number }): string {
  const file = f.url.split('/aisle/')[1]?.split('?')[0]
  if (!file) return `${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`
  if (!consumers.has(file)) {
    const map = join(distDir, `${file}.map`)
    consumers.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null)
  }
  const pos = consumers.get(file)?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber ?? 0 })
  return pos?.source ? `${pos.source.replace(/^(\.\.\/)+/, '')}:${pos.line} ${pos.name ?? ''}` : `${file}:${f.lineNumber + 1}`
}

/** Self time per function (ms), biggest first. */
function selfTimes(profile: Profile, from = 0, top = 25): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  let t = profile.startTime
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0
    const n = byId.get(id)
    if (!n || t < from) return
    const f = n.callFrame
    const key = `${f.functionName || '(anonymous)'} ${origin(f)}`
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${k}`)
}

/**
 * Main-thread trace events of the DevTools timeline summed by kind (ms, inclusive of nested ones of other kinds),
 * from the gallery reply's end on when the trace holds it.
 */
function traceTotals(json: string): { from: number; lines: string[] } {
  type Ev = {
    name: string
    ph: string
    ts: number
    dur?: number
    tid: number
    pid: number
    args?: { name?: string; data?: { url?: string; requestId?: string } }
  }
  const events = (JSON.parse(json) as { traceEvents: Ev[] }).traceEvents
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const sent = events.find(
    (e) => e.name === 'ResourceSendRequest' && /\/offers\/(gallery|companion-gallery)|offergallery/.test(e.args?.data?.url ?? ''),
  )
  const from = events.find((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === sent?.args?.data?.requestId)?.ts ?? 0
  const kinds = [
    'FunctionCall',
    'EvaluateScript',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'v8.parseOnBackground',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'ParseHTML',
    'MinorGC',
    'MajorGC',
    'V8.GC_MC_BACKGROUND_MARKING',
    'Decode Image',
    'ImageResourceContent::updateImage',
    'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost',
  ]
  const totals = new Map<string, number>()
  for (const e of events) {
    if (e.ph !== 'X' || !main || e.tid !== main.tid || e.pid !== main.pid || e.ts < from || !kinds.includes(e.name)) continue
    totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
  }
  return {
    from,
    lines: [
      `(from ${from ? 'the gallery reply' : 'the start'})`,
      ...[...totals.entries()].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${k}`),
    ],
  }
}

async function profiled(cdp: CDPSession, what: string, action: () => Promise<unknown>, browser?: Browser, page?: Page) {
  if (browser && page)
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await action()
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
  const trace = browser && page ? traceTotals((await browser.stopTracing()).toString()) : { from: 0, lines: [] }
  console.log(`\n--- ${what}: self time by function ---\n${selfTimes(profile, trace.from).join('\n')}`)
  console.log(`--- ${what}: main-thread trace events ---\n${trace.lines.join('\n')}`)
}

const args = process.argv.slice(2)
const distDir = resolve(args.find((a) => !a.startsWith('--') && Number.isNaN(Number(a))) ?? 'dist')

async function main() {
  const dist = distDir
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3)
  const servers = await startBenchServers(dist)
  const browser = await launchBrowser()
  try {
    const pages = demoPages(BANNER)
    if (args.includes('--profile')) {
      const page = pages.find((p) => tagsIn(p.html).includes(CARDS.host))
      if (!page) throw new Error('no deals grid page')
      servers.sim.reset({ offers: 5_000 })
      const run = await openRun(browser, { cpu: 4, cards: true, cookies: await shopperCookies(servers) })
      try {
        await profiled(
          run.cdp,
          'load to 30 cards',
          async () => {
            await run.page.goto(url(servers, page))
            await run.page.waitForFunction(
              () => (window as unknown as { __bench: { cardsAt: number | null } }).__bench.cardsAt !== null,
              null,
              { polling: 50, timeout: 30_000 },
            )
          },
          browser,
          run.page,
        )
        const cardsAt = (await readProbe(run.page)).cardsAt as number
        const dataAt = await galleryArrivedAt(run.page, cardsAt)
        console.log(`first 30 cards: ${cardsAt - (dataAt ?? Number.NaN)} ms after the reply (reply at ${dataAt} ms)`)
        const grid = run.page.locator(CARDS.host)
        const sort = grid.locator('select[part~="sort"]').first()
        await profiled(
          run.cdp,
          'sort',
          async () => console.log(`sort: ${await timeChange(run.page, 'cards', () => sort.selectOption({ index: 2 }))} ms`),
          browser,
          run.page,
        )
        const more = grid.getByRole('button', { name: /load more/i }).first()
        await profiled(
          run.cdp,
          'load more',
          async () => console.log(`load more: ${await timeChange(run.page, 'cards', () => more.click())} ms`),
          browser,
          run.page,
        )
        const tasks = await run.page.evaluate(
          (after) =>
            performance
              .getEntriesByType('longtask')
              .filter((e) => e.startTime >= after)
              .map((e) => Math.round(e.duration)),
          dataAt ?? 0,
        )
        console.log(`long tasks after the reply (ms): ${tasks.join(', ') || 'none'}`)
      } finally {
        await run.close()
      }
    }
    console.log('\nmeasureScale:', JSON.stringify(await measureScale(browser, servers, pages, runs), null, 1))
  } finally {
    await browser.close()
    await servers.close()
  }
}

await main()
