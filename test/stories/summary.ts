/**
 * The run's counted lines for the visual and ARIA suites, printed by the run's summary reporter
 * (test/engines/summary-reporter.ts) beside the engines line, from what actually ran and passed:
 *   visual: 147 stories x 2 widths x 2 banners, all passed
 *   aria: 147 snapshots, all passed
 * Each test records what it compared in its meta (visual.test.ts, aria.test.ts); a test that failed or
 * did not run is named instead of counted.
 */
import type { TestCase, TestModule } from 'vitest/node'

declare module 'vitest' {
  interface TaskMeta {
    /** A visual test: its story, banner and the widths it compared with their baselines. */
    visual?: { story: string; banner: string; widths: string[] }
    /** An ARIA test: its story, whose accessible tree it compared. */
    aria?: { story: string }
  }
}

const isVisual = (test: TestCase) => test.module.moduleId.endsWith('test/stories/visual.test.ts')
const isAria = (test: TestCase) => test.module.moduleId.endsWith('test/stories/aria.test.ts')

/** Failed tests, and tests that did not finish; tests left out on purpose (`-t`, `--project`) are only counted. */
function problems(tests: TestCase[]): { failed: string[]; notRun: string[]; skipped: number } {
  const failed = tests.filter((t) => t.result().state === 'failed').map((t) => t.fullName)
  const notRun = tests.filter((t) => t.result().state === 'pending').map((t) => t.fullName)
  const skipped = tests.filter((t) => t.result().state === 'skipped').length
  return { failed, notRun, skipped }
}

function tail({ failed, notRun, skipped }: ReturnType<typeof problems>): string {
  const left = skipped ? `, ${skipped} left out` : ''
  if (!failed.length && !notRun.length) return `, all passed${left}`
  const named = [...failed.map((f) => `  failed: ${f}`), ...notRun.map((n) => `  not run: ${n}`)]
  return `, ${failed.length} failed, ${notRun.length} not run${left}\n${named.join('\n')}`
}

/** `visual: <stories> x <widths> widths x <banners> banners, …`, counting only comparisons that passed. */
export function visualLine(modules: readonly TestModule[]): string | undefined {
  const tests = modules.flatMap((m) => [...m.children.allTests()]).filter(isVisual)
  const perStory = tests.filter((t) => t.meta().visual)
  if (!perStory.length && !tests.length) return undefined
  const passed = perStory.filter((t) => t.result().state === 'passed').map((t) => t.meta().visual!)
  const stories = new Set(passed.map((v) => v.story))
  const widths = new Set(passed.flatMap((v) => v.widths))
  const banners = new Set(passed.map((v) => v.banner))
  const comparisons = passed.reduce((n, v) => n + v.widths.length, 0)
  // Every story compared at every width for every banner, or the count says it was not.
  const whole = comparisons === stories.size * widths.size * banners.size ? '' : ` (only ${comparisons} comparisons)`
  return `visual: ${stories.size} stories x ${widths.size} widths x ${banners.size} banners${whole}${tail(problems(tests))}`
}

/** `aria: <n> snapshots, …`, counting only snapshots that matched. */
export function ariaLine(modules: readonly TestModule[]): string | undefined {
  const tests = modules.flatMap((m) => [...m.children.allTests()]).filter(isAria)
  if (!tests.length) return undefined
  const matched = tests.filter((t) => t.result().state === 'passed' && t.meta().aria).length
  return `aria: ${matched} snapshots${tail(problems(tests))}`
}
