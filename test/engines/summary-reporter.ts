/**
 * Prints the engines project's count as the run's last line: `engines: 3 x <n> flows, all passed`, or what failed
 * or did not run. A reporter, so the line comes after every project's output, not inside the engines file's logs.
 */
import type { Reporter, TestModule } from 'vitest/node'

export default class EnginesSummary implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const modules = testModules.filter((m) => m.project.name === 'engines')
    if (!modules.length) return
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
    if (!failed.length && !notRun.length) console.log(`\nengines: ${shape}, all passed`)
    else console.log(`\nengines: ${shape}, ${passed} passed, ${failed.length} failed, ${notRun.length} not run\n${[...failed.map((f) => `  failed: ${f}`), ...notRun.map((n) => `  not run: ${n}`)].join('\n')}`)
  }
}
