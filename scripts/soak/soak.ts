/**
 * `npm run soak -- --seconds 3600 --seed N [--steps M] [--build react|compact] [--port P]`: the long chaos soak
 * (test/e2e/soak/). Serves the built library, the demo pages and the simulator as `npm start` does (run
 * `npm run build` first), walks seed N, then N+1, … until the time is up, and prints each walk's figures. A
 * violation prints the seed, the step and the last actions, ends that walk (the next seed starts), and the run exits 1.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { type LibraryBuild, startServer } from '../../sim/server'
import { chromiumArgs, chromiumPath } from '../../test/support/chromium'
import { runSoak, type SoakReport } from '../../test/e2e/soak/run'
import { SOAK_BANNER } from '../../test/e2e/soak/world'

/** How long `npm run soak` walks when neither --seconds nor --steps is given. */
const DEFAULT_SOAK_SECONDS = 60

const { values } = parseArgs({
  options: {
    seconds: { type: 'string' },
    seed: { type: 'string', default: '1' },
    steps: { type: 'string' },
    build: { type: 'string', default: 'react' },
    port: { type: 'string', default: process.env.AISLE_SOAK_PORT ?? '4191' },
  },
})
const build = (values.build === 'compact' ? 'compact' : 'react') satisfies LibraryBuild
const port = Number(values.port)
// A replay (`--steps M`, as a violation prints it) walks its steps to the end; otherwise the walk has a time (default 60 s).
const walkSeconds = values.seconds ? Number(values.seconds) : values.steps ? Number.POSITIVE_INFINITY : DEFAULT_SOAK_SECONDS
const until = Date.now() + walkSeconds * 1000
const server = await startServer({ port, build, recordingsDir: mkdtempSync(join(tmpdir(), 'aisle-soak-rec-')) })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
const reports: SoakReport[] = []
const violations: string[] = []
try {
  for (let seed = Number(values.seed); Date.now() < until; seed++) {
    const seconds = Math.max(1, (until - Date.now()) / 1000)
    try {
      const report = await runSoak(browser, {
        seed,
        seconds,
        ...(values.steps ? { steps: Number(values.steps) } : {}),
        url: (path) => `http://${SOAK_BANNER}.localhost:${port}${path}`,
        log: (line) => console.log(line),
      })
      reports.push(report)
      console.log(`walk done: ${JSON.stringify(report)}`)
    } catch (error) {
      // A violation ends its walk; the soak goes on with the next seed and reports every one at the end.
      const text = String(error instanceof Error ? error.message : error)
      violations.push(text)
      console.error(text)
    }
    if (values.steps) break
  }
} finally {
  const total = (k: keyof SoakReport) => reports.reduce((n, r) => n + r[k], 0)
  console.log(
    `${build} build: ${reports.length + violations.length} walks, ${reports.length} clean (${total('steps')} steps, ${total('presses')} presses, ${total('faults')} faults, ${total('settles')} settles), ${violations.length} violations`,
  )
  for (const v of violations) console.log(`violation: ${v.split('\n')[0]}`)
  await browser.close()
  await server.close()
}
const exitCode = violations.length ? 1 : 0
process.exit(exitCode)
