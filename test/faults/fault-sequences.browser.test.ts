/**
 * The fault matrix's sequence cells: two per write endpoint (the rows of matrix-rows*.ts whose endpoint is a write,
 * core/rules/write-endpoints.testing.ts), for failures no single-call cell shows.
 * - 'reply after the page was left': the write's reply is slowed, the shopper leaves the page while it is in flight
 *   (the page's calls fail as on unload) and the write lands afterwards. The page left a mark of the write; the next
 *   page reads the server before it shows the cache the write outdates; the write was sent once, never replayed.
 * - 'the read this write depends on failed': user info fails for a signed-in shopper, who presses anyway. No write goes
 *   out without the shopper's identity.
 * Nothing uncaught in either.
 */
import { expect } from '@open-wc/testing'
import { userEvent } from 'vitest/browser'
import { afterAll, afterEach, beforeAll, describe, it, vi } from 'vitest'
import { IDENTITY_CONFIRM_ATTEMPTS, IDENTITY_CONFIRM_RETRY_MS } from '../../core/rules/session'
import { writeResourceOf } from '../../core/rules/write-endpoints.testing'
import { WRITE_MARK_LIFETIME_MS, WRITE_MARKS_STORAGE_KEY, type WriteResource } from '../../core/rules/write-marks'
import { WIDGETS } from '../../widgets/registry'
import { simControl } from '../support/sim-fetch'
import { endpointOf, faultTarget } from './endpoints'
import { armFault, captureLogs, type CellPage, deepQuery, leavePage, mount, openPage, realSleep, until, watchUncaught } from './matrix-kit'
import { type Cell, type MatrixRow, ROWS } from './matrix-rows'

/** The write's slowed reply: long after the page was left, well inside the mark's lifetime. */
const SLOW_REPLY_MS = 1500
/** The read that shows a resource's cache, for the resources that keep one: the next page must make it. */
const CACHE_READS: Partial<Record<WriteResource, string>> = {
  cart: 'GET /api/cart/minicart',
  coupons: 'GET /api/offers/gallery',
}

const resourceOf = (row: MatrixRow) => {
  const [method = '', path = ''] = row.endpoint.split(' ')
  return writeResourceOf(method, path)
}
const WRITE_ROWS = ROWS.filter((row) => resourceOf(row) !== undefined)

let uncaught: ReturnType<typeof watchUncaught>
/** The test page's own path: a row's query may add to it (a route, a query string); each test puts it back. */
const BASE_PATH = location.pathname
const calledTimes = (page: CellPage, endpoint: string) => page.calls.filter((c) => endpointOf(c.method, c.path) === endpoint).length
/** The write calls the simulator received, with the headers they carried. */
const received = (page: CellPage, row: MatrixRow) => page.sim.state.requests.filter((r) => endpointOf(r.method, r.path) === row.endpoint)

async function press(row: MatrixRow, cell: Cell): Promise<void> {
  try {
    await row.act?.(cell)
  } catch {
    // The row's own press waits for a state the failed read may never give: press the widget's first button anyway.
    const button = deepQuery(cell.el, '[part~="action"], [part~="button"], button')
    if (button) await userEvent.click(button)
  }
}

async function leftInFlight(row: MatrixRow): Promise<string[]> {
  const problems: string[] = []
  const logged = captureLogs()
  history.replaceState(null, '', `${BASE_PATH}${row.query ?? ''}`)
  const first = await openPage({ signIn: row.signIn })
  row.arrange?.(first)
  const el = await mount(row.widget(first))
  await armFault(first, faultTarget(row.endpoint), { name: 'slow', fault: { delayMs: SLOW_REPLY_MS } })
  await row.act?.({ page: first, el, logged, memo: {} })
  if (!(await until(() => calledTimes(first, row.endpoint) > 0))) return [`${row.endpoint} was never called`]
  first.leave()
  await leavePage()
  const marks = JSON.parse(localStorage.getItem(WRITE_MARKS_STORAGE_KEY) ?? '[]') as { resource: string }[]
  if (!marks.some((m) => m.resource === resourceOf(row))) problems.push(`left no mark of the ${resourceOf(row)} write in flight`)
  const storage = Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? '']))
  // The write lands on the server after the page was left.
  await until(() => received(first, row).some((r) => r.status !== undefined), SLOW_REPLY_MS * 4)

  const next = await openPage({ sim: first.sim, signIn: row.signIn, storage })
  row.arrange?.(next)
  await mount(row.widget(next))
  const read = CACHE_READS[resourceOf(row) as WriteResource]
  if (read && !(await until(() => calledTimes(next, read) > 0))) problems.push(`the next page showed its cache without ${read}`)
  await realSleep(0)
  if (received(next, row).length !== 1) problems.push(`the write reached the server ${received(next, row).length} times`)
  problems.push(...uncaught.take().map((u) => `uncaught ${u}`))
  return problems
}

async function identityFailed(row: MatrixRow): Promise<string[]> {
  const logged = captureLogs()
  history.replaceState(null, '', `${BASE_PATH}${row.query ?? ''}`)
  const page = await openPage({ signIn: row.signIn })
  row.arrange?.(page)
  await simControl(page.sim, 'POST', '/__sim/faults', [{ path: 'session/userinfo', status: 503 }])
  const el = await mount(row.widget(page))
  await press(row, { page, el, logged, memo: {} })
  // The write's bounded wait for the identity, and its outcome: sent with the identity, or not at all.
  await until(() => false, IDENTITY_CONFIRM_ATTEMPTS * IDENTITY_CONFIRM_RETRY_MS + 1000)
  const asGuest = received(page, row).filter((r) => !Object.keys(r.headers).some((h) => h.toLowerCase() === 'authorization'))
  return [...asGuest.map(() => `${row.endpoint} was sent without the shopper's identity`), ...uncaught.take().map((u) => `uncaught ${u}`)]
}

describe('fault matrix: sequences', () => {
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
  afterAll(() => uncaught.stop())

  it('has a sequence row for every write the widgets send, and no mark outlives what it can outdate', () => {
    expect(WRITE_ROWS.map((r) => resourceOf(r))).to.include.members(['cart', 'coupons', 'list', 'games', 'profile'])
    expect(SLOW_REPLY_MS).to.be.below(WRITE_MARK_LIFETIME_MS)
  })

  describe.each(WRITE_ROWS.map((row) => [row.endpoint, row] as const))('%s', (_endpoint, row) => {
    it(`${row.action}, reply after the page was left: the next page reads the server, the write is sent once`, async () => {
      expect(await leftInFlight(row)).to.deep.equal([])
    })
    it(`${row.action}, the read this write depends on failed: nothing is sent as a guest`, async () => {
      expect(await identityFailed(row)).to.deep.equal([])
    })
  })
})
