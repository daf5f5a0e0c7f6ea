/** Drives the system Chromium through playwright-core (no browser download): fresh context per test. */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright'
import { inject } from 'vitest'
import { chromiumArgs, chromiumPath } from '../support/chromium'

export const port = () => inject('e2ePort')
export const bannerUrl = (banner: string, path = '/') => `http://${banner}.localhost:${port()}${path}`

let browser: Browser | undefined
export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
  return browser
}
export async function closeBrowser(): Promise<void> {
  await browser?.close()
  browser = undefined
}

/** A fresh context whose page errors are collected: an uncaught error fails the test that reads them. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  return { page, errors }
}

/** Resets the simulator and optionally signs the context in (the session cookies land in the context). */
export async function resetSim(context: BrowserContext, banner = 'freshway', body: Record<string, unknown> = {}) {
  await context.request.post(bannerUrl(banner, '/__sim/reset'), { data: body })
}
export async function signIn(context: BrowserContext, body: Record<string, unknown>, banner = 'freshway') {
  const r = await context.request.post(bannerUrl(banner, '/__sim/session'), { data: body })
  if (!r.ok()) throw new Error(`sign-in failed: ${r.status()} ${await r.text()}`)
  return r.json()
}

/** Text inside an element's shadow root, by CSS selector (Playwright pierces open shadow roots). */
export async function shadowText(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().textContent()
}
