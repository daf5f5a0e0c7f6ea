/**
 * Prints the run's counted lines last, after every project's output:
 *   visual: <stories> x 2 widths x 2 banners, all passed   (test/stories/summary.ts)
 *   aria: <n> snapshots, all passed
 *   engines: 3 x <n> flows, all passed (chromium 31 s, firefox 40 s, webkit 75 s)
 * or what failed or did not run. Each line is counted from the tests that ran; a project not in the run prints none.
 * An engine's time runs from its browser's launch to its close (engines.engine.test.ts records it in its suite's meta).
 */
import type { Reporter, TestModule } from 'vitest/node'
import { ariaLine, visualLine } from '../stories/summary'

export default class RunSummary implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines = [visualLine(testModules), ariaLine(testModules), this.enginesLine(testModules)].filter((l) => l !== undefined)
    if (lines.length) console.log(`\n${lines.join('\n')}`)
  }

  private enginesLine(testModules: ReadonlyArray<TestModule>): string | undefined {
    const modules = testModules.filter((m) => m.project.name === 'engines')
    if (!modules.length) return undefined
    const perEngine = new Map<string, number>()
    const failed: string[] = []
    const notRun: string[] = []
    let passed = 0
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const engine = test.parent.type === 'suite' ? test.parent.name : '?'
        perEngine.set(engine, (perEngine.get(engine) ?? 0) + 1)
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed.push(`${engine} › ${test.name}`)
        else notRun.push(`${engine} › ${test.name}`)
      }
    }
    const counts = [...new Set(perEngine.values())]
    const shape = counts.length === 1 ? `${perEngine.size} x ${counts[0]} flows` : [...perEngine].map(([e, n]) => `${e} ${n}`).join(', ')
    const seconds = new Map<string, number>()
    for (const module of modules)
      for (const suite of module.children.allSuites())
        if (suite.meta().engineSeconds !== undefined) seconds.set(suite.name, suite.meta().engineSeconds!)
    const times = [...perEngine.keys()].filter((e) => seconds.has(e)).map((e) => `${e} ${Math.round(seconds.get(e)!)} s`)
    const timed = times.length ? ` (${times.join(', ')})` : ''
    if (!failed.length && !notRun.length) return `engines: ${shape}, all passed${timed}`
    return `engines: ${shape}, ${passed} passed, ${failed.length} failed, ${notRun.length} not run${timed}\n${[...failed.map((f) => `  failed: ${f}`), ...notRun.map((n) => `  not run: ${n}`)].join('\n')}`
  }
}

declare module 'vitest' {
  interface TaskMeta {
    /** An engine's suite: seconds from its browser's launch to its close. */
    engineSeconds?: number
  }
}
