/**
 * `npm run bench`: builds both builds, serves each (React and compact) with the demo pages and the simulator,
 * drives the system Chromium (fresh context per run, RUNS runs, 1x and 4x CPU) over every demo page on both builds,
 * runs Lighthouse once per goal page per build, prints one table with ✓ / ✗ per target (the goals of bench/targets.ts, a build
 * column side by side) and writes bench/results/latest.json. BENCH_RUNS overrides the run count (≥ 5 for
 * figures worth quoting). Exits 0 when it measured, whatever the targets say; 1 when it could not run.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser, shopperCookies } from './browser'
import { type AttributedPage, pageAttribution } from './attribution'
import { distReader, loaderFiles as theLoaderFiles, measureBytes, pageBytes, type Size, walkImports } from './bytes'
import { runLighthouse } from './lighthouse'
import { measureInteractions, measurePage, measureScale, measureThrottled, measureWidgets } from './measure'
import { type DemoPage, demoPages, tagsIn, widgetTags } from './pages'
import { marksLeft } from './prerendered'
import { type Build, checkTwoShoppers, measureFirstByte, measureServed } from './personal'
import { BANNERS } from '../core/rules/banners'
import type { BenchResults, BuildBytes, BuildName, PageResult, ServedContent } from './results-types'
import { BANNER, startBenchServers } from './server'
import { buildRows, renderTable, TARGETS, tally } from './targets'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
const CPU_RATES = [1, 4]
/** One-widget pages give counts (DOM nodes, listeners) that do not vary between runs: three runs are enough. */
const WIDGET_RUNS = Math.min(RUNS, 3)
/** Where a compact (preact/compat) build may live, relative to the root; the first that exists is used. */
const COMPACT_DIRS = ['dist/compact', 'dist-compact']
const COPY = join(ROOT, 'node_modules', '.cache', 'aisle-bench', `build-${process.pid}`)
const OUT = join(ROOT, 'bench', 'results', 'latest.json')
/**
 * The whole run must stay under 12 minutes on 2 cores with both builds: the figures without a target (one-widget pages,
 * 4x time to content) stop here.
 */
const OPTIONAL_DEADLINE_MS = 10.5 * 60_000
/** Runs of the guest's pages and of the first-byte pairs (the personal-first-paint passes; the budget is 12 minutes). */
const SERVED_RUNS = Math.min(RUNS, 3)
const FIRST_BYTE_RUNS = 10
/** Other banners' home pages: one load per user and build, against the bench banner's static twin (same page, other theme). */
const HOME_RUNS = 1
/** Demo pages only a signed-in shopper sees (a guest is sent to sign-in, SES-011): Lighthouse opens them signed in. */
const MEMBERS_ONLY = ['play-earn']

const log = (msg: string) => process.stderr.write(`[bench ${((performance.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${msg}\n`)
const t0 = performance.now()

/** What a guest's row of a members-only page says: the page sends a guest to sign-in before anything shows. */
const MEMBERS_ONLY_GUEST = 'n/a: members-only, a guest is sent to sign-in (SES-011); not timed'
/** One page's personal-first-paint pass may take this long (both builds); a pass that hangs leaves its rows n/a. */
const SERVED_PAGE_MS = 90_000

/** The pass's figures, or n/a rows for every build when it did not finish in time. */
async function bounded(
  pass: Promise<Partial<Record<BuildName, ServedContent>>>,
  page: string,
  user: ServedContent['user'] = 'guest',
): Promise<Partial<Record<BuildName, ServedContent>>> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<Partial<Record<BuildName, ServedContent>>>((ok) => {
    timer = setTimeout(() => {
      const na = { page, user, errors: [`n/a: not done in ${SERVED_PAGE_MS / 1000} s`] }
      ok({ react: na, compact: na })
    }, SERVED_PAGE_MS)
  })
  try {
    return await Promise.race([
      pass.catch((e: unknown) => {
        const na = { page, user, errors: [`n/a: ${String(e).split('\n')[0]}`] }
        return { react: na, compact: na }
      }),
      late,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** Ends the browser phases early (BENCH_ONLY=content). */
class SkipRest extends Error {}

/** Builds and copies dist/ (and a compact build) aside: other people's builds may empty dist/ during the run. */
function buildAndCopy(): void {
  for (let attempt = 1; attempt <= 2; attempt++) {
    // BENCH_BUILD=0: measure the build already in dist/ (while working on the bench itself).
    if (process.env.BENCH_BUILD !== '0') {
      const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
      if (build.status !== 0) throw new Error('npm run build failed')
    }
    rmSync(COPY, { recursive: true, force: true })
    mkdirSync(COPY, { recursive: true })
    cpSync(join(ROOT, 'dist'), join(COPY, 'dist'), { recursive: true })
    for (const dir of COMPACT_DIRS)
      if (!dir.startsWith('dist/') && existsSync(join(ROOT, dir))) cpSync(join(ROOT, dir), join(COPY, dir), { recursive: true })
    const read = distReader(join(COPY, 'dist'))
    if (read('aisle.js') !== undefined && walkImports('aisle.js', read).missing.length === 0) return
    log('the copied build is incomplete (another build ran at the same time); building again')
  }
  throw new Error('could not get a complete build')
}

/** How many folders below the project root a compact build folder sits (its source maps' paths climb that many). */
const compactDepth = (dir: string) => (COMPACT_DIRS.find((d) => dir.endsWith(d)) ?? 'dist/compact').split('/').length

/** Each attributed page of one build (bench/attribution.ts): the loader, the mini cart alone, the partner page, every widget. */
function attributePages(
  dir: string,
  depth: number,
  partnerWidgets: readonly string[],
  allWidgetsFiles: readonly string[],
): Partial<Record<AttributedPage, ReturnType<typeof pageAttribution>>> {
  const files: Record<AttributedPage, readonly string[] | undefined> = {
    loader: walkImports('aisle.js', distReader(dir)).files,
    miniCartPage: pageBytes(dir, ['mini-cart'])?.files,
    partnerPage: pageBytes(dir, partnerWidgets)?.files,
    allWidgetsPage: allWidgetsFiles,
  }
  return Object.fromEntries(Object.entries(files).flatMap(([page, list]) => (list ? [[page, pageAttribution(dir, list, depth)]] : [])))
}

/** Bytes of one build that the bench's goals (bench/targets.ts) name. */
function buildBytes(dir: string, report: { loader: Size; allWidgetsPage: { size: Size } }): BuildBytes {
  const miniCart = pageBytes(dir, ['mini-cart'])
  return { loader: report.loader, allWidgetsPage: report.allWidgetsPage.size, ...(miniCart ? { miniCartPage: miniCart.size } : {}) }
}

async function main() {
  const startedAt = new Date().toISOString()
  log('building')
  buildAndCopy()
  const dist = join(COPY, 'dist')
  const compactDir = COMPACT_DIRS.map((d) => join(COPY, d)).find((d) => existsSync(join(d, 'aisle.js')))
  // BENCH_PAGES=index,partner: only these demo pages (while working on the bench; the figures of a whole run need them all).
  const only = process.env.BENCH_PAGES?.split(',')
  const pages = demoPages(BANNER).filter((p) => !only || only.includes(p.name))
  const tags = widgetTags()
  log(`bytes of both builds (${tags.length} registered widgets, ${pages.length} demo pages)`)
  const bytes = await measureBytes(dist)
  const compactReport = compactDir ? await measureBytes(compactDir, { floor: false }) : undefined
  const compactBytes = compactDir && compactReport ? buildBytes(compactDir, compactReport) : undefined
  const partnerTags = [...new Set(pages.filter((p) => p.host !== BANNER).flatMap((p) => tagsIn(p.html)))]
  const partnerWidgets = partnerTags.map((t) => t.replace(/^aisle-/, ''))
  const reactPartner = pageBytes(dist, partnerWidgets)
  const compactPartner = compactDir ? pageBytes(compactDir, partnerWidgets) : undefined
  const reactMiniCart = pageBytes(dist, ['mini-cart'])
  const attribution: BenchResults['attribution'] = { react: attributePages(dist, 1, partnerWidgets, bytes.allWidgetsPage.files) }
  if (compactDir && compactReport)
    attribution.compact = attributePages(compactDir, compactDepth(compactDir), partnerWidgets, compactReport.allWidgetsPage.files)
  const loaderFiles: BenchResults['loaderFiles'] = {
    react: theLoaderFiles(distReader(dist)),
    ...(compactDir ? { compact: theLoaderFiles(distReader(compactDir)) } : {}),
  }
  const byteFigures: BenchResults['bytes'] = {
    ...bytes,
    ...(reactMiniCart ? { miniCartPage: reactMiniCart.size } : {}),
    partnerPage: {
      tags: partnerTags,
      ...(reactPartner ? { react: reactPartner.size } : {}),
      compact: compactPartner?.size ?? { na: `n/a: no compact build (${COMPACT_DIRS.join(' or ')})` },
    },
  }
  const compactNA = { na: `n/a: no compact build (${COMPACT_DIRS.join(' or ')})` }
  // BENCH_ONLY=bytes: the byte rows and the attribution only (seconds, no browser), e.g. while cutting modules.
  if (process.env.BENCH_ONLY === 'bytes') {
    const only: BenchResults = {
      startedAt,
      durationMs: Math.round(performance.now() - t0),
      machine: { cpus: cpus().length, node: process.version, chromium: 'n/a' },
      runs: 0,
      cpuRates: [],
      bytes: byteFigures,
      attribution,
      pages: [],
      compact: compactBytes ? { bytes: compactBytes, pages: [] } : compactNA,
      widgets: [],
      scale: { na: 'n/a: not run' },
      interaction: { clip: { na: 'n/a: not run' }, addToCart: { na: 'n/a: not run' } },
      lighthouse: [],
    }
    rmSync(COPY, { recursive: true, force: true })
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true })
    writeFileSync(OUT, `${JSON.stringify(only, null, 2)}\n`)
    console.log(renderTable(buildRows(only).filter((r) => r.section.startsWith('bytes'))))
    return
  }

  // One set of servers per build, each serving its build under /aisle/ (and /aisle/compact/): every page on both builds.
  const servers = await startBenchServers(dist)
  const compactServers = compactDir ? await startBenchServers(compactDir) : undefined
  let browser = await launchBrowser()
  const results: PageResult[] = []
  const compactResults: PageResult[] = []
  let widgets: BenchResults['widgets'] = []
  let scale: BenchResults['scale'] = { na: 'n/a: not run' }
  let interaction: BenchResults['interaction'] = { clip: { na: 'n/a: not run' }, addToCart: { na: 'n/a: not run' } }
  const lighthouse: BenchResults['lighthouse'] = []
  const served: NonNullable<BenchResults['served']> = {}
  const firstByte: NonNullable<BenchResults['firstByte']> = {}
  const twoShoppers: NonNullable<BenchResults['twoShoppers']> = {}
  let widgetsSkipped: string | undefined
  const chromium = browser.version()
  try {
    // Targets first: 1x pages on both builds, scale, interactions, Lighthouse; then the figures without a target, as time allows.
    for (const p of pages) {
      log(`1x: time to content vs static, requests, main thread: ${p.name} (React build)`)
      const react = await measurePage(browser, servers, p, RUNS)
      results.push(react)
      if (!compactServers) continue
      log(`1x: time to content vs the same static twin, requests, main thread: ${p.name} (compact build)`)
      compactResults.push(await measurePage(browser, compactServers, p, RUNS, react))
    }
    const builds: Build[] = [{ name: 'react', s: servers }, ...(compactServers ? [{ name: 'compact' as const, s: compactServers }] : [])]
    const keep = (got: Partial<Record<BuildName, ServedContent>>) => {
      for (const [build, c] of Object.entries(got) as [BuildName, ServedContent][]) (served[build] ??= []).push(c)
    }
    const guestIndex: Partial<Record<BuildName, ServedContent>> = {}
    for (const p of pages) {
      log(`1x: time to content as served, guest: ${p.name} (both builds)`)
      const got = MEMBERS_ONLY.includes(p.name)
        ? Object.fromEntries(builds.map((b) => [b.name, { page: p.name, user: 'guest' as const, errors: [MEMBERS_ONLY_GUEST] }]))
        : await bounded(measureServed(browser, builds, p, 'guest', SERVED_RUNS), p.name)
      if (p.name === 'index') Object.assign(guestIndex, got)
      keep(got)
    }
    const index = pages.find((p) => p.name === 'index')
    const shopperIndex = results.find((r) => r.name === 'index')
    // BENCH_HOMES=n: the first n other banners only (while working on the bench).
    const homes = BANNERS.map((b) => b.id).filter((id) => id !== BANNER)
    for (const banner of index ? homes.slice(0, Number(process.env.BENCH_HOMES ?? homes.length)) : []) {
      log(`1x: ${banner}'s home page as served, shopper and guest (both builds)`)
      const home = { ...(index as DemoPage), host: banner }
      const label = `home: ${banner}`
      const one = shopperIndex?.content['1']
      const shopperMarks = shopperIndex?.marks ?? []
      const loaded = (one?.prerenderedTags ?? []).filter((t) => !(one?.prerenderedLoading ?? []).includes(t))
      const awaited = Object.fromEntries(builds.map((b) => [b.name, marksLeft(shopperMarks, loaded)]))
      keep(
        await bounded(
          measureServed(browser, builds, home, 'shopper', HOME_RUNS, label, {
            marks: shopperMarks,
            awaited,
            ...(one?.static ? { static: one.static } : {}),
          }),
          label,
          'shopper',
        ),
      )
      const guest = guestIndex.react
      keep(
        await bounded(
          measureServed(browser, builds, home, 'guest', HOME_RUNS, label, {
            marks: guest?.marks ?? [],
            awaited: Object.fromEntries(builds.map((b) => [b.name, guestIndex[b.name]?.awaited ?? []])),
            ...(guest?.static ? { static: guest.static } : {}),
          }),
          label,
        ),
      )
    }
    for (const { name, s } of builds) {
      log(`time to first byte with and without personal prerender; two shoppers (${name} build)`)
      firstByte[name] = await measureFirstByte(s, pages, FIRST_BYTE_RUNS)
      const cold = await startBenchServers(name === 'react' ? dist : (compactDir as string))
      try {
        twoShoppers[name] = await checkTwoShoppers(s, cold, pages)
      } finally {
        await cold.close()
      }
    }
    // BENCH_ONLY=content: the 1x pages and the personal-first-paint passes only.
    if (process.env.BENCH_ONLY === 'content') throw new SkipRest()
    log('scale: 5,000 offers at 4x (React build)')
    scale = await measureScale(browser, servers, pages, RUNS)
    log('interactions at 4x (React build)')
    interaction = await measureInteractions(browser, servers, results, pages, RUNS)
    await browser.close()
    // Lighthouse once per goal page per build (its own throttling; one run each keeps the bench within its time budget).
    const goalPages = (list: PageResult[]) => list.filter((r) => (TARGETS.lighthousePages as readonly string[]).includes(r.name))
    for (const [build, list, s] of [
      ['react', results, servers],
      ['compact', compactResults, compactServers],
    ] as const) {
      if (!s) continue
      log(`lighthouse (${build} build)`)
      const memberCookies = await shopperCookies(s)
      const runs = await runLighthouse(
        goalPages(list).map((r) => ({ name: r.name, url: r.url, ...(MEMBERS_ONLY.includes(r.name) ? { cookies: memberCookies } : {}) })),
      )
      lighthouse.push(...runs.map((l) => ({ ...l, build })))
    }
    browser = await launchBrowser()
    const deadline = t0 + OPTIONAL_DEADLINE_MS
    log('one-widget pages (React build)')
    widgets = await measureWidgets(browser, servers, tags, pages, WIDGET_RUNS, deadline)
    for (const cpu of CPU_RATES.filter((c) => c !== 1)) {
      log(`${cpu}x: time to content (React build)`)
      for (const r of results)
        await measureThrottled(browser, servers, r, pages.find((p) => p.name === r.name) as DemoPage, cpu, RUNS, deadline)
    }
    if (widgets.length < tags.length + 2)
      widgetsSkipped = `${widgets.length} of ${tags.length + 2} one-widget pages measured: time budget (${OPTIONAL_DEADLINE_MS / 60_000} min)`
  } catch (error) {
    if (!(error instanceof SkipRest)) throw error
  } finally {
    await browser.close()
  }
  await servers.close()
  await compactServers?.close()
  rmSync(COPY, { recursive: true, force: true })

  const report: BenchResults = {
    startedAt,
    durationMs: Math.round(performance.now() - t0),
    machine: { cpus: cpus().length, node: process.version, chromium },
    runs: RUNS,
    cpuRates: CPU_RATES,
    bytes: byteFigures,
    attribution,
    loaderFiles,
    served,
    firstByte,
    twoShoppers,
    pages: results,
    compact: compactBytes ? { bytes: compactBytes, pages: compactResults } : compactNA,
    widgets,
    ...(widgetsSkipped ? { widgetsSkipped } : {}),
    scale,
    interaction,
    lighthouse,
  }
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true })
  writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`)
  const rows = buildRows(report)
  const { passed, failed } = tally(rows)
  console.log(renderTable(rows))
  console.log(
    `\n${passed} targets met, ${failed} not met. ${RUNS} runs each (one-widget pages ${WIDGET_RUNS}), CPU ${CPU_RATES.join('x and ')}x, ${cpus().length} cores, Chromium ${chromium}, ${(report.durationMs / 1000).toFixed(0)} s.`,
  )
  console.log(`Details (every figure, calls, failing Lighthouse audits): ${join('bench', 'results', 'latest.json')}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
