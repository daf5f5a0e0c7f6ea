/**
 * Lighthouse (the npm package, its default mobile settings: emulated phone, simulated slow 4G and 4x
 * CPU) on the system Chromium through chrome-launcher: performance and accessibility per demo page,
 * one run per page (the bench's time budget). Lighthouse opens each page as a first-time guest, except a
 * members-only page (Play & Earn sends a guest to sign-in, SES-011: measured as a guest, Lighthouse would
 * score the redirect and the sign-in page): it opens those with the shopper's cookies set in the browser
 * first (Lighthouse clears storage between runs, not cookies).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { type BrowserContext, chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from '../test/support/chromium'
import type { LighthouseResult } from './results-types'

export interface LighthousePage {
  name: string
  url: string
  /** Cookies to open the page with (a members-only page); none for a first-time guest. */
  cookies?: Parameters<BrowserContext['addCookies']>[0]
}

/** Sets (or, with none, clears) the browser's cookies through CDP before a run. */
async function setCookies(port: number, cookies: LighthousePage['cookies']): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('no default browser context')
    await context.clearCookies()
    if (cookies?.length) await context.addCookies(cookies)
  } finally {
    await browser.close()
  }
}

export async function runLighthouse(pages: readonly LighthousePage[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs })
  const results: LighthouseResult[] = []
  try {
    for (const p of pages) {
      try {
        await setCookies(chrome.port, p.cookies)
        const reply = await lighthouse(p.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        })
        const lhr = reply?.lhr
        if (!lhr) throw new Error('no report')
        const score = (id: string) => {
          const s = lhr.categories[id]?.score
          return typeof s === 'number' ? Math.round(s * 100) : undefined
        }
        const failing = Object.entries(lhr.audits)
          .filter(([, a]) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
          .map(([id, a]) => (a.displayValue ? `${id} (${a.displayValue})` : id))
        const perf = score('performance')
        const a11y = score('accessibility')
        results.push({
          page: p.name,
          ...(perf === undefined ? {} : { performance: perf }),
          ...(a11y === undefined ? {} : { accessibility: a11y }),
          ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
          failing,
        })
      } catch (error) {
        results.push({ page: p.name, error: String(error).split('\n')[0] })
      }
    }
  } finally {
    chrome.kill()
  }
  return results
}
