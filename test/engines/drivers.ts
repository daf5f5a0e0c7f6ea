/**
 * The three EngineDriver implementations. Each browser is started once per engine and reused across flows; each
 * flow gets a fresh context (Chromium and Firefox: a browser context; WebKit: a new WebDriver session, since
 * WebDriver classic has no contexts).
 *
 * - Chromium: Playwright on the system Chromium (as test/e2e does), input through CDP.
 * - Firefox ESR: puppeteer-core over WebDriver BiDi (`browser: 'firefox'`), input through input.performActions.
 * - WebKitGTK: WebKitWebDriver (started here on a free port, under `xvfb-run -a`) driving MiniBrowser with
 *   `--automation`, through selenium-webdriver connected to that server (no driver download: selenium-manager only
 *   runs when no server is given), input through WebDriver Actions.
 *
 * Binaries: CHROME_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH override the Debian paths.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { chromium } from 'playwright'
import puppeteer from 'puppeteer-core'
import { Capabilities, Key, Origin, WebDriver } from 'selenium-webdriver'
import { Executor, HttpClient } from 'selenium-webdriver/http'
import { BANNERS } from '../../core/rules/banners'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { clickPoint, type EngineContext, type EngineDriver, type EngineName, type EnginePage, splitKey } from './engine'
import { pageOp } from './locator'

export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver'
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ||
  ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser'].find((p) =>
    existsSync(p),
  ) ||
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** Every *.localhost host the demo serves: the fifteen banners' and the partner's. Firefox resolves only these. */
export const LOCAL_HOSTS = [...BANNERS.flatMap((b) => b.hosts.filter((h) => h.endsWith('.localhost'))), 'partner.localhost']

const DEFAULT_SIZE = { width: 1280, height: 900 }
const source = (fn: string | ((arg: never) => unknown), arg: unknown) =>
  `(${typeof fn === 'string' ? fn : fn.toString()})(${JSON.stringify(arg ?? null)})`

// ---------------------------------------------------------------- Chromium (Playwright, CDP)

export async function launchChromium(): Promise<EngineDriver> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    errorsFromStart: true,
    async newContext(size = DEFAULT_SIZE): Promise<EngineContext> {
      const context = await browser.newContext({ viewport: { width: size.width ?? 1280, height: size.height ?? 900 } })
      return {
        async newPage(): Promise<EnginePage> {
          const page = await context.newPage()
          const errors: string[] = []
          page.on('pageerror', (e) => errors.push(String(e)))
          const self: EnginePage = {
            goto: async (url) => void (await page.goto(url)),
            url: async () => page.url(),
            evaluate: (fn, arg) => page.evaluate(source(fn, arg)),
            async click(target, options) {
              const { x, y } = await clickPoint(self, target, options?.timeout)
              await page.mouse.click(x, y)
            },
            press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key.replace(/\+Space$/, '+ ')),
            type: (text) => page.keyboard.type(text),
            setViewport: (width, height) => page.setViewportSize({ width, height }),
            errors: async () => errors.slice(),
            close: () => page.close(),
          }
          return self
        },
        close: () => context.close(),
      }
    },
    close: () => browser.close(),
  }
}

// ---------------------------------------------------------------- Firefox ESR (puppeteer-core, WebDriver BiDi)

export async function launchFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: null,
    extraPrefsFirefox: {
      'network.dns.localDomains': LOCAL_HOSTS.join(','),
      // The machine has no network: nothing may call home.
      'network.captive-portal-service.enabled': false,
      'browser.safebrowsing.update.enabled': false,
    },
  })
  const version = await browser.version()
  return {
    name: 'firefox',
    version,
    errorsFromStart: true,
    async newContext(size = DEFAULT_SIZE): Promise<EngineContext> {
      const context = await browser.createBrowserContext()
      return {
        async newPage(): Promise<EnginePage> {
          const page = await context.newPage()
          await page.setViewport({ width: size.width ?? 1280, height: size.height ?? 900 })
          const errors: string[] = []
          page.on('pageerror', (e) => errors.push(String(e)))
          const self: EnginePage = {
            goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
            url: async () => page.url(),
            evaluate: (fn, arg) => page.evaluate(source(fn, arg)) as never,
            async click(target, options) {
              const { x, y } = await clickPoint(self, target, options?.timeout)
              await page.mouse.click(x, y)
            },
            async press(key) {
              const { modifiers, key: main } = splitKey(key)
              for (const m of modifiers) await page.keyboard.down(m as never)
              await page.keyboard.press((main === 'Space' ? ' ' : main) as never)
              for (const m of modifiers.reverse()) await page.keyboard.up(m as never)
            },
            type: (text) => page.keyboard.type(text),
            setViewport: (width, height) => page.setViewport({ width, height }),
            errors: async () => errors.slice(),
            close: () => page.close(),
          }
          return self
        },
        close: () => context.close(),
      }
    },
    close: () => browser.close(),
  }
}

// ---------------------------------------------------------------- WebKitGTK (WebKitWebDriver, WebDriver classic)

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => ok(port))
    })
  })
}

async function waitForStatus(url: string, child: ChildProcess, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`)
    try {
      const reply = await fetch(`${url}/status`)
      if (reply.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`WebKitWebDriver did not answer on ${url} in ${timeout} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

const WD_KEYS: Record<string, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Space: Key.SPACE,
  ' ': Key.SPACE,
  Escape: Key.ESCAPE,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  Backspace: Key.BACK_SPACE,
  Home: Key.HOME,
  End: Key.END,
  Shift: Key.SHIFT,
  Control: Key.CONTROL,
  Alt: Key.ALT,
}

/** Fails a WebDriver command that does not answer: a stuck MiniBrowser must fail its flow, not hang the run. */
function guard<T>(what: string, command: Promise<T>, ms = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`WebKitWebDriver: ${what} did not answer in ${ms / 1000} s`)), ms)
  })
  return Promise.race([command, late]).finally(() => clearTimeout(timer))
}

interface DriverServer {
  url: string
  stop(): void
}

/** WebKitWebDriver on a free port under `xvfb-run -a`, in its own process group so stop() ends Xvfb and the driver together. */
async function startWebKitDriver(): Promise<DriverServer> {
  const port = await freePort()
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1600x1200x24', webkitDriverPath, `--port=${port}`, '--host=127.0.0.1'], {
    detached: true,
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  // A run cut short (a hook that timed out) must not leave Xvfb and the driver behind.
  process.once('exit', stop)
  try {
    await waitForStatus(url, child)
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}

export async function launchWebKit(): Promise<EngineDriver> {
  let server = await startWebKitDriver()
  const capabilities = () =>
    new Capabilities({
      'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      pageLoadStrategy: 'normal',
    })
  const start = async () => {
    const session = WebDriver.createSession(new Executor(new HttpClient(server.url)), capabilities())
    await guard('new session', session.getSession(), 60_000)
    return session
  }
  const restart = async () => {
    server.stop()
    server = await startWebKitDriver()
  }
  const probe = await start()
  const caps = await probe.getCapabilities()
  const version = `WebKitGTK ${String(caps.get('browserVersion'))} (${String(caps.get('browserName'))})`
  await probe.quit()

  // WebKitWebDriver holds one session at a time: a session a timed-out flow left open is ended first, and a driver
  // that does not end it (or start a new one) is started again.
  let open: WebDriver | undefined
  return {
    name: 'webkit',
    version,
    errorsFromStart: false,
    async newContext(size = DEFAULT_SIZE): Promise<EngineContext> {
      if (open) {
        const ended = await guard('quit', open.quit(), 15_000).then(
          () => true,
          () => false,
        )
        open = undefined
        if (!ended) await restart()
      }
      const driver = await start().catch(async () => {
        await restart()
        return start()
      })
      open = driver
      await guard('timeouts', driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 }))
      const first = await guard('window handle', driver.getWindowHandle())
      let current = first
      let firstUsed = false
      const focus = async (handle: string) => {
        if (current !== handle) {
          await guard('switch window', driver.switchTo().window(handle))
          current = handle
        }
      }
      const sized = async (width: number, height: number) => {
        // The window's outer size: grow it until the viewport is the size asked for.
        const inner = () => guard('viewport size', driver.executeScript('return [innerWidth, innerHeight]')) as Promise<[number, number]>
        let now = await inner()
        if (now[0] === width && now[1] === height) return
        await guard('window size', driver.manage().window().setRect({ width, height }), 15_000)
        now = await inner()
        if (now[0] !== width || now[1] !== height)
          await guard(
            'window size',
            driver
              .manage()
              .window()
              .setRect({ width: width + (width - now[0]), height: height + (height - now[1]) }),
            15_000,
          )
      }
      return {
        async newPage(): Promise<EnginePage> {
          let handle: string
          if (!firstUsed) {
            firstUsed = true
            handle = first
          } else {
            const before = await driver.getAllWindowHandles()
            // A window, not a tab: WebKit throttles a hidden tab's page, and the flows drive both at once.
            await driver.switchTo().newWindow('window')
            handle = (await driver.getAllWindowHandles()).find((h) => !before.includes(h)) as string
            current = handle
          }
          await focus(handle)
          await sized(size.width ?? 1280, size.height ?? 900)
          const self: EnginePage = {
            async goto(to) {
              await focus(handle)
              await guard(`get ${to}`, driver.get(to))
            },
            async url() {
              await focus(handle)
              return guard('current url', driver.getCurrentUrl())
            },
            async evaluate(fn, arg) {
              await focus(handle)
              return guard('execute script', driver.executeScript(`return ${source(fn, arg)}`)) as never
            },
            async click(target, options) {
              const { x, y } = await clickPoint(self, target, options?.timeout)
              await focus(handle)
              await guard(
                'pointer actions',
                driver.actions({ async: true }).move({ x, y, origin: Origin.VIEWPORT }).press().release().perform(),
              )
            },
            async press(key) {
              await focus(handle)
              const { modifiers, key: main } = splitKey(key)
              let chain = driver.actions({ async: true })
              for (const m of modifiers) chain = chain.keyDown(WD_KEYS[m] ?? m)
              const k = WD_KEYS[main] ?? main
              chain = chain.keyDown(k).keyUp(k)
              for (const m of [...modifiers].reverse()) chain = chain.keyUp(WD_KEYS[m] ?? m)
              await guard(`key ${key}`, chain.perform())
            },
            async type(text) {
              await focus(handle)
              let chain = driver.actions({ async: true })
              for (const ch of text) chain = chain.keyDown(ch).keyUp(ch)
              await guard('typing', chain.perform())
            },
            async setViewport(width, height) {
              await focus(handle)
              await sized(width, height)
            },
            async errors() {
              return ((await self.evaluate(pageOp('errors', null))) as string[]) ?? []
            },
            async close() {
              await focus(handle)
              await driver.close()
              const rest = await driver.getAllWindowHandles()
              if (rest[0]) {
                await driver.switchTo().window(rest[0])
                current = rest[0]
              }
            },
          }
          return self
        },
        async close() {
          await guard('quit', driver.quit(), 15_000)
          if (open === driver) open = undefined
        },
      }
    },
    async close() {
      if (open) await guard('quit', open.quit(), 15_000).catch(() => undefined)
      server.stop()
    },
  }
}

export const LAUNCHERS: Record<EngineName, () => Promise<EngineDriver>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
}
