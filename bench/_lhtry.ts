import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { startBenchServers } from './server'
import { chromiumArgs, chromiumPath } from '../test/support/chromium'
const s = await startBenchServers()
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs })
for (const p of ['/', '/products.html']) {
  const t = Date.now()
  const r = await lighthouse(s.demoUrl(p), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })
  const lhr = r!.lhr
  console.log(p, Date.now() - t, 'ms', lhr.categories.performance.score, lhr.categories.accessibility.score, lhr.runtimeError, lhr.runWarnings)
  for (const [k, a] of Object.entries(lhr.audits)) if (a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative') console.log('  ', k, a.score, a.displayValue ?? '')
}
chrome.kill()
await s.close()
