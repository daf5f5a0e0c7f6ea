/**
 * The fault matrix: every endpoint the widgets call (matrix-rows.ts, checked against the
 * calls the widgets really make) x every fault (matrix-kit.ts FAULTS): the widget shows the catalogue's
 * message (or the documented behaviour where the spec has none), throws nothing uncaught and keeps what the
 * shopper had. Prints the matrix once, with a result per cell and the counts.
 */
import { expect } from '@open-wc/testing'
import { afterAll, afterEach, beforeAll, describe, it, vi } from 'vitest'
import { FALLBACK_MESSAGE } from '../../core/rules/errors'
import { ERROR_MODAL_TEXT } from '../../core/rules/modal'
import { WIDGETS } from '../../widgets/registry'
import { tearDownHarness } from '../support/widget-fixture'
import { endpointOf, faultTarget, NOT_CALLED_BY_WIDGETS, PATH_TEMPLATES, ROW_PENDING } from './endpoints'
import {
  armFault,
  captureLogs,
  type CellPage,
  deepText,
  fakeClock,
  FAULTS,
  type FaultColumn,
  leavePage,
  mount,
  openPage,
  passEveryTimeout,
  realSleep,
  until,
  watchUncaught,
} from './matrix-kit'
import { type Cell, type MatrixRow, ROWS } from './matrix-rows'

/** Tags no row mounts: mounted once each by the coverage test, so their calls are found too. */
const DISCOVERY_ONLY: { tag: string; markup: string; signIn?: Record<string, unknown> }[] = Object.keys(WIDGETS)
  .filter((tag) => !ROWS.some((r) => r.widget.toString().includes(`<${tag}`)))
  .map((tag) => ({ tag, markup: `<${tag}></${tag}>` }))

/** The test page's own path: a row's query may add to it (a page path, a query string, a hash); each test puts it back. */
const BASE_PATH = location.pathname

/** Texts that announce a failure; a silent row shows none of them. */
const FAILURE_TEXTS = [FALLBACK_MESSAGE, ERROR_MODAL_TEXT.title, ERROR_MODAL_TEXT.clipFailedTitle]

const results = new Map<string, Map<string, boolean>>()
let uncaught: ReturnType<typeof watchUncaught>

/** Waits until the page's calls stop for a moment (discovery only: which endpoints a widget calls). */
async function quiet(page: CellPage): Promise<void> {
  let seen = -1
  while (seen !== page.calls.length) {
    seen = page.calls.length
    await realSleep(200)
  }
}

/** A first page view without faults; answers its simulator and what it left in storage. */
async function priorVisit(
  row: MatrixRow,
  logged: string[],
  memo: Record<string, string>,
): Promise<{ sim: CellPage['sim']; storage: Record<string, string> }> {
  const page = await openPage({ signIn: row.signIn })
  row.arrange?.(page)
  const el = await mount(row.widget(page))
  await row.prior?.({ page, el, logged, memo })
  // The view ends first: stores write what they still hold back (as on page hide), then storage is read.
  await leavePage()
  const storage = Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? '']))
  return { sim: page.sim, storage }
}

/** One cell: the row's widget with its endpoint failing as `column` says; answers what went wrong (empty: the cell passes). */
async function runCell(row: MatrixRow, column: FaultColumn): Promise<string[]> {
  const problems: string[] = []
  const logged = captureLogs()
  const memo: Record<string, string> = {}
  history.replaceState(null, '', `${BASE_PATH}${row.query ?? ''}`)
  const prior = row.prior ? await priorVisit(row, logged, memo) : undefined
  const page = await openPage({ signIn: row.signIn, ...prior })
  row.arrange?.(page)
  await armFault(page, faultTarget(row.endpoint), column)
  uncaught.take()
  if (column.timeout) fakeClock()
  const el = await mount(row.widget(page))
  const cell: Cell = { page, el, logged, memo, ...(prior ? { stored: prior.storage } : {}) }
  await row.act?.(cell)
  if (!(await until(() => page.calls.some((c) => endpointOf(c.method, c.path) === row.endpoint))))
    return [`${row.endpoint} was never called`]
  if (column.timeout) await passEveryTimeout()
  if (!(await until(() => row.done(cell, column)))) problems.push(`never settled; it shows: "${deepText(el.parentElement).slice(0, 200)}"`)
  // Rejections and errors are reported in later tasks: give them two turns before reading them.
  await realSleep(0)
  await realSleep(0)
  const text = deepText(el.parentElement)
  const shown = row.shows(column)
  if ('message' in shown && !text.includes(shown.message))
    problems.push(`does not show "${shown.message}"; it shows: "${text.slice(0, 200)}"`)
  if ('silent' in shown) for (const t of FAILURE_TEXTS.filter((t) => text.includes(t))) problems.push(`shows "${t}" where ${shown.silent}`)
  if (row.kept && !row.kept.holds(cell)) problems.push(`lost ${row.kept.what}; it shows: "${text.slice(0, 300)}"`)
  problems.push(...uncaught.take().map((u) => `uncaught ${u}`))
  return problems
}

describe('fault matrix', () => {
  beforeAll(async () => {
    await Promise.all(Object.values(WIDGETS).map((load) => load()))
    uncaught = watchUncaught()
  })
  afterEach(async () => {
    vi.useRealTimers()
    await leavePage()
    vi.restoreAllMocks()
    history.replaceState(null, '', BASE_PATH)
  })
  afterAll(() => {
    uncaught.stop()
    const width = Math.max(...ROWS.map((r) => r.endpoint.length))
    const lines = [`${'endpoint'.padEnd(width)} | ${FAULTS.map((f) => f.name).join(' | ')}`]
    let pass = 0
    let cells = 0
    for (const row of ROWS) {
      const byFault = results.get(row.endpoint)
      const marks = FAULTS.map((f) => {
        const ok = byFault?.get(f.name)
        if (ok !== undefined) cells++
        if (ok) pass++
        return (ok === undefined ? '-' : ok ? 'pass' : 'FAIL').padEnd(f.name.length)
      })
      lines.push(`${row.endpoint.padEnd(width)} | ${marks.join(' | ')}`)
    }
    const listed = (table: Readonly<Record<string, string>>) =>
      Object.entries(table).map(([path, why]) => `  ${path.padEnd(width)}  ${why}`)
    lines.push(`path-table entries no widget calls (${Object.keys(NOT_CALLED_BY_WIDGETS).length}):`, ...listed(NOT_CALLED_BY_WIDGETS))
    lines.push(`path-table entries a widget calls, row still to write (${Object.keys(ROW_PENDING).length}):`, ...listed(ROW_PENDING))
    lines.push(
      `fault matrix: ${ROWS.length} endpoints x ${FAULTS.length} faults = ${ROWS.length * FAULTS.length} cells, ${cells} run, ${pass} pass`,
    )
    console.log(lines.join('\n'))
  })

  it('has a row for every endpoint the widgets call, and each row’s widget calls its endpoint [ERR-001]', async () => {
    const called = new Set<string>()
    const unreached: string[] = []
    for (const row of ROWS) {
      history.replaceState(null, '', `${BASE_PATH}${row.query ?? ''}`)
      const logged = captureLogs()
      const memo: Record<string, string> = {}
      const prior = row.prior ? await priorVisit(row, logged, memo) : undefined
      const page = await openPage({ signIn: row.signIn, ...prior })
      row.arrange?.(page)
      const el = await mount(row.widget(page))
      await row.act?.({ page, el, logged, memo })
      await until(() => page.calls.some((c) => endpointOf(c.method, c.path) === row.endpoint))
      await quiet(page)
      const mine = page.calls.map((c) => endpointOf(c.method, c.path))
      mine.forEach((e) => called.add(e))
      if (!mine.includes(row.endpoint)) unreached.push(`${row.endpoint} (${row.action})`)
      await leavePage()
      vi.restoreAllMocks()
      history.replaceState(null, '', BASE_PATH)
    }
    for (const { markup, signIn } of DISCOVERY_ONLY) {
      const page = await openPage({ signIn })
      await mount(markup)
      await quiet(page)
      page.calls.forEach((c) => called.add(endpointOf(c.method, c.path)))
      tearDownHarness()
    }
    const rowless = [...called].filter((e) => !ROWS.some((r) => r.endpoint === e)).sort()
    expect({ rowless, unreached }).to.deep.equal({ rowless: [], unreached: [] })
    // 41 rows and the other tags take 22-42 s on two cores under load: the limit leaves room for a busier machine.
  }, 120_000)

  it('names every path-table entry: a row, or listed as not called by a widget or as a row still to write [ERR-001]', () => {
    const rowPaths = ROWS.map((r) => r.endpoint.split(' ')[1])
    const forgotten = PATH_TEMPLATES.map((t) => t.path).filter(
      (p) => !rowPaths.includes(p) && !(p in NOT_CALLED_BY_WIDGETS) && !(p in ROW_PENDING),
    )
    const twice = Object.keys({ ...NOT_CALLED_BY_WIDGETS, ...ROW_PENDING }).filter(
      (p) => rowPaths.includes(p) || (p in NOT_CALLED_BY_WIDGETS && p in ROW_PENDING),
    )
    const stale = Object.keys({ ...NOT_CALLED_BY_WIDGETS, ...ROW_PENDING }).filter((p) => !PATH_TEMPLATES.some((t) => t.path === p))
    expect({ forgotten, twice, stale }).to.deep.equal({ forgotten: [], twice: [], stale: [] })
  })

  describe.each(ROWS.map((row) => [row.endpoint, row] as const))('%s', (_endpoint, row) => {
    const cells = FAULTS.map((f) => [f.name, row.reqs?.(f) ?? '', f] as const)
    it.each(cells)(
      `${row.action}, fault %s: shows the message, throws nothing, keeps what the shopper had %s`,
      async (name, _reqs, column) => {
        const problems = await runCell(row, column)
        if (!results.has(row.endpoint)) results.set(row.endpoint, new Map())
        results.get(row.endpoint)?.set(name, problems.length === 0)
        expect(problems).to.deep.equal([])
      },
    )
  })
})
