import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { simAssets } from './sim/assets-plugin.ts'
import { chromiumArgs, chromiumPath } from './test/support/chromium.ts'
import { clockPositions } from './test/time-travel/positions.ts'
import { PREACT_COMPAT_ALIASES, widgetRegistry } from './vite.config.ts'

const stub = fileURLToPath(new URL('./test/support/wtr-commands-stub.ts', import.meta.url))
/** `import 'aisle'` in examples/ (as a site writes it) is the source loader here, so the examples share the harness's runtime. */
const loaderSource = fileURLToPath(new URL('./widgets/aisle.ts', import.meta.url))
/** Every browser test, run once per build: `browser` (React) and `browser-compact` (preact/compat). */
const BROWSER_TESTS = [
  'widgets/**/*.browser.test.ts',
  'widgets/**/*.browser.test.tsx',
  'core/**/*.browser.test.ts',
  'test/**/*.browser.test.ts',
  'examples/**/*.browser.test.tsx',
]
/** A browser test's bound: several waits, each up to test/support/wait.ts's WAIT_BOUND_MS, on a loaded machine. */
const BROWSER_TEST_TIMEOUT_MS = 60_000
const browserProvider = playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } })
/**
 * The headless Chromium both browser projects run in (no browser download: test/support/chromium.ts). A new object for
 * each project: Vitest names each project's browser instance in place, so one shared object would name it twice.
 */
const chromiumBrowser = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: browserProvider,
  instances: [{ browser: 'chromium' as const }],
})

/** The Node suites whose answers depend on the day: the rules, the simulator's seed, the prerender, the widgets' pure parts. */
const DATED_UNIT_TESTS = ['core/**/*.test.ts', 'prerender/**/*.test.ts', 'sim/**/*.test.ts', 'widgets/**/*.unit.test.ts']
/** One run id for the time-travel projects' shared clocks (test/time-travel/setup.ts). */
const clockRun = `${process.pid}-${Date.now()}`

export default defineConfig({
  test: {
    // The counted lines of the visual, aria and engines projects come last in the run (test/engines/summary-reporter.ts).
    reporters: ['default', './test/engines/summary-reporter.ts'],
    projects: [
      {
        // The loader's table (widgets/registry.ts), read from the widget folders as the build reads it.
        plugins: [widgetRegistry()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [...DATED_UNIT_TESTS, 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'test/time-travel/*.test.ts'],
          // core/**/*.browser.test.ts run in Chromium (the browser project), not here.
          exclude: ['**/node_modules/**', '**/*.browser.test.ts', '**/*.time-travel.test.ts'],
          // Property tests (fast-check, 100 runs) share two cores with the browser projects in `npm test`: 5 s timed out under load.
          testTimeout: 20_000,
        },
      },
      {
        // The pictures the in-page simulator names, served as Storybook serves them (sim/assets-plugin.ts).
        plugins: [simAssets(), widgetRegistry()],
        resolve: {
          alias: [
            { find: '@web/test-runner-commands', replacement: stub },
            { find: /^aisle$/, replacement: loaderSource },
          ],
        },
        define: { 'process.env.NODE_ENV': JSON.stringify('test') },
        // preact/test-utils: named by test/support/act.ts for the compact project; pre-bundled here too so its discovery never reloads a run.
        optimizeDeps: {
          include: ['react', 'react-dom', 'react-dom/client', '@open-wc/testing', 'axe-core', '@storybook/react-vite', 'preact/test-utils'],
        },
        test: {
          name: 'browser',
          // No retry: a test that fails once fails the run (docs/decisions/testing.md "Browser waits and retries").
          include: BROWSER_TESTS,
          // A test's waits are bounded by test/support/wait.ts (15 s each), this by the test: both hold on a loaded machine.
          testTimeout: BROWSER_TEST_TIMEOUT_MS,
          setupFiles: ['test/support/browser-setup.ts'],
          browser: chromiumBrowser(),
        },
      },
      {
        // The compact build is a full peer: every browser test runs again with react and react-dom resolved to
        // preact/compat, as `vite build --mode compact` resolves them. Its own dependency cache, so the two projects never share
        // pre-bundled React.
        cacheDir: 'node_modules/.vite/browser-compact',
        plugins: [simAssets(), widgetRegistry()],
        resolve: {
          alias: [
            { find: '@web/test-runner-commands', replacement: stub },
            { find: /^aisle$/, replacement: loaderSource },
            ...PREACT_COMPAT_ALIASES,
            // Storybook's portable stories take act() from here when 'react' has none (preact/compat has none).
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
          ],
          dedupe: ['preact'],
        },
        define: { 'process.env.NODE_ENV': JSON.stringify('test') },
        optimizeDeps: {
          include: [
            'preact',
            'preact/hooks',
            'preact/compat',
            'preact/compat/client',
            'preact/compat/jsx-runtime',
            'preact/test-utils',
            '@r2wc/core',
            '@open-wc/testing',
            'axe-core',
            '@storybook/react-vite',
          ],
        },
        test: {
          name: 'browser-compact',
          // No retry, as in the browser project.
          include: BROWSER_TESTS,
          testTimeout: BROWSER_TEST_TIMEOUT_MS,
          setupFiles: ['test/support/browser-setup.ts', 'test/support/compact-setup.ts'],
          browser: chromiumBrowser(),
        },
      },
      ...(['e2e', 'e2e-compact'] as const).map((name) => ({
        // Every flow against the React build (e2e) and the compact build (e2e-compact): the global setup
        // serves the project's build under /aisle/ on a port of its own (test/e2e/global-setup.ts).
        test: {
          name,
          environment: 'node' as const,
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      })),
      {
        // The main flows in Chromium, Firefox ESR and WebKitGTK (test/engines/), one browser per engine.
        test: {
          name: 'engines',
          environment: 'node',
          include: ['test/engines/**/*.engine.test.ts'],
          globalSetup: ['test/engines/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // The dated suites once more on each moved clock (test/time-travel/): a year ahead, a leap day, across the next
      // daylight-saving change in the retailer's zone and across midnight UTC, so a test that holds only until some day fails now.
      ...clockPositions(Date.now()).map(({ name: position, timeZone }) => ({
        test: {
          name: `time-travel:${position}`,
          environment: 'node' as const,
          include: [...DATED_UNIT_TESTS, 'test/time-travel/clock.time-travel.test.ts'],
          exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
          setupFiles: ['test/time-travel/setup.ts'],
          env: {
            TZ: timeZone,
            AISLE_CLOCK_POSITION: position,
            AISLE_CLOCK_ANCHOR_FILE: join(tmpdir(), `aisle-clock-${clockRun}-${position}`),
          },
          testTimeout: 20_000,
        },
      })),
      // Every story of the built Storybook (storybook-static/, built by `npm test` first) against
      // its committed baselines (test/stories/): pictures at two widths for two banners, and accessible trees.
      // The stories on moved clocks, their accessible trees against the ARIA snapshots with dates masked (test/stories/time-travel.test.ts).
      {
        test: {
          name: 'stories-time-travel',
          environment: 'node' as const,
          include: ['test/stories/time-travel.test.ts'],
          globalSetup: ['test/stories/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 60_000,
        },
      },
      ...(['visual', 'aria'] as const).map((name) => ({
        test: {
          name,
          environment: 'node' as const,
          include: [`test/stories/${name}.test.ts`],
          globalSetup: ['test/stories/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
})
