/** Drives the system Chromium through playwright-core (no browser download): fresh context per test. */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright'
import { afterAll, afterEach, beforeEach, inject } from 'vitest'
import { chromiumArgs, chromiumPath } from '../support/chromium'

export const port = () => inject('e2ePort')
/** The build this project's server answers /aisle/ with: 'react' (project e2e) or 'compact' (project e2e-compact). */
export const build = () => inject('e2eBuild')
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

/**
 * A control call to the simulator made from inside the browser, on the banner's own origin: Node
 * cannot resolve *.localhost names (Chromium can), and the session cookies then land in the context
 * exactly as a real sign-in would set them.
 */
export async function simCall(
  context: BrowserContext,
  method: string,
  path: string,
  body?: unknown,
  banner = 'freshway',
): Promise<unknown> {
  const page = await context.newPage()
  try {
    await page.goto(bannerUrl(banner, '/__sim/requests'))
    const reply = await page.evaluate(
      async ([m, p, b]) => {
        const r = await fetch(p as string, {
          method: m as string,
          headers: { 'content-type': 'application/json' },
          ...(b === undefined ? {} : { body: JSON.stringify(b) }),
        })
        return { ok: r.ok, status: r.status, text: await r.text() }
      },
      [method, path, body] as const,
    )
    if (!reply.ok) throw new Error(`${method} ${path} failed: ${reply.status} ${reply.text}`)
    return reply.text ? JSON.parse(reply.text) : null
  } finally {
    await page.close()
  }
}

/** Resets the simulator. */
export async function resetSim(context: BrowserContext, banner = 'freshway', body: Record<string, unknown> = {}) {
  await simCall(context, 'POST', '/__sim/reset', body, banner)
}
/** Signs the context in (the session cookies land in the context). */
export async function signIn(context: BrowserContext, body: Record<string, unknown>, banner = 'freshway') {
  return simCall(context, 'POST', '/__sim/session', body, banner)
}

/** Text inside an element's shadow root, by CSS selector (Playwright pierces open shadow roots). */
export async function shadowText(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().textContent()
}

/** Registers a fresh context (1280×900) and a simulator reset for each test of the calling suite; returns the current test's context. */
export function contextPerTest(): () => BrowserContext {
  let context: BrowserContext | undefined
  beforeEach(async () => {
    context = await (await launch()).newContext({ viewport: { width: 1280, height: 900 } })
    await resetSim(context)
  })
  afterEach(async () => {
    await context?.close()
  })
  afterAll(closeBrowser)
  return () => context as BrowserContext
}
