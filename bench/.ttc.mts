// Waterfall of one demo page at 1x: resource timings (scripts, API calls, CSS), long tasks, ready marks. Medians of N.
import { join } from 'node:path'
import { contentTime, launchBrowser, openRun, readyMarks, shopperCookies, url } from './browser'
import { demoPages } from './pages'
import { BANNER, startBenchServers } from './server'
const [build = 'dist', name = 'products', n = '3'] = process.argv.slice(2)
const servers = await startBenchServers(join(process.cwd(), build))
const browser = await launchBrowser()
const p = demoPages(BANNER).find((x) => x.name === name)!
// discover marks
let run = await openRun(browser, { cpu: 1, cookies: await shopperCookies(servers) })
await run.page.goto(url(servers, p)); await run.page.waitForTimeout(2500)
const { marks } = await readyMarks(run.page); await run.close()
for (let i = 0; i < Number(n); i++) {
  run = await openRun(browser, { cpu: 1, expected: marks, cookies: await shopperCookies(servers) })
  await run.page.goto(url(servers, p))
  const t = await contentTime(run.page, 15000)
  const w = await run.page.evaluate(() => ({
    nav: (() => { const e = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming; return { resp: Math.round(e.responseEnd), dcl: Math.round(e.domContentLoadedEventEnd), load: Math.round(e.loadEventEnd) } })(),
    res: performance.getEntriesByType('resource').map((e) => { const r = e as PerformanceResourceTiming; return `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.initiatorType} ${r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} ${r.encodedBodySize}` }),
    marks: performance.getEntriesByType('mark').filter((m) => m.name.startsWith('aisle')).map((m) => `${Math.round(m.startTime)} ${m.name}`),
    tasks: (window as any).__bench.tasks.map(([s, d]: [number, number]) => `${Math.round(s)}+${Math.round(d)}`),
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
  }))
  console.log(`--- run ${i + 1}: content ${Math.round(t)} ms`, JSON.stringify(w.nav), 'fcp', w.fcp)
  if (i === Number(n) - 1) { console.log(w.res.join('\n')); console.log(w.marks.join('\n')); console.log('long tasks', w.tasks.join(' ')) }
  await run.close()
}
await browser.close(); await servers.close(); process.exit(0)
