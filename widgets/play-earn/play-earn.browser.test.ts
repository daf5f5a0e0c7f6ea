// The Play & Earn shell and router: layout per page, Back targets, left navigation, dropdown, focus and URL rules.
import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, beforeEach, describe, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { FOR_U_HOME_PATH } from '../../core/rules/games/shell'
import { BACK, PLAY_AND_EARN } from '../../core/rules/games/texts'
import { GAME_GRID_HREF } from '../../core/rules/games/routes'
import { GAMES_PATHS } from '../../core/rules/endpoints'
import { gamesStoreOf } from '../../core/runtime/games/games'
import type { Harness } from '../../test/support/widget-fixture'
import { atHash, mountArea, pageOf, part, partText, q, tearDownArea } from './play-earn-fixture'
import { PLAY_EARN_READY_MARK } from './PlayEarn.connected'

/** Holds the simulator's answers to calls whose path contains `fragment` until release (no wall-clock waits). */
function holdRequests(h: Harness, fragment: string) {
  const answer = h.sim.fetch
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  let held = 0
  h.sim.fetch = async (request: Request) => {
    if (new URL(request.url).pathname.includes(fragment)) {
      held += 1
      await gate
    }
    return answer(request)
  }
  return { held: () => held, release }
}

/** Waits frame by frame (requestAnimationFrame) until `done` holds: the state, with no clock of its own. */
const settles = (done: () => unknown) =>
  new Promise<void>((resolve) => {
    const check = () => (done() ? resolve() : requestAnimationFrame(check))
    check()
  })

/** The router's writes to the address bar from now on: push or replace, and the hash written. */
function addressWrites() {
  const push = vi.spyOn(history, 'pushState')
  const replace = vi.spyOn(history, 'replaceState')
  const hash = (url: string | URL | null | undefined) => new URL(String(url), location.href).hash
  return () => [...push.mock.calls.map((c) => ['push', hash(c[2])]), ...replace.mock.calls.map((c) => ['replace', hash(c[2])])]
}

describe('<aisle-play-earn> shell', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })
  afterEach(async () => {
    tearDownArea()
    vi.restoreAllMocks()
    await page.viewport(1280, 800)
  })

  it("shows the grid with the breadcrumb to the 'for U' home, 'Play & Earn' and the banner's left navigation [SHL-001] [SHL-002] [SHL-007] [SHL-010] [SHL-011] [SHL-012] [SHL-018] [SHL-021]", async () => {
    const { h, el } = await mountArea({ hash: '#/games/game-grid' })
    await waitUntil(() => part(el, 'left-nav') && part(el, 'card'), 'grid and navigation', { timeout: 4000 })
    expect(pageOf(el)).to.equal('game-grid')
    expect(partText(el, 'title')).to.equal('Freshway for U')
    expect(part(el, 'breadcrumb')?.querySelector('a')?.getAttribute('href')).to.equal(FOR_U_HOME_PATH)
    expect(part(el, 'breadcrumb')?.textContent).to.equal('Freshway for U')
    expect(partText(el, 'section')).to.equal(PLAY_AND_EARN)
    expect(part(el, 'back')).to.equal(null)
    const nav = h.sim.state.navigation.freshway
    expect(partText(el, 'left-nav-title')).to.equal(nav?.title)
    const links = [...(el.shadowRoot?.querySelectorAll('[part="left-nav-link"]') ?? [])]
    expect(links.map((a) => a.textContent)).to.deep.equal(nav?.menuItems.map((i) => i.label))
    for (const [i, item] of (nav?.menuItems ?? []).entries()) {
      expect(links[i]?.getAttribute('href')).to.equal(item.url.toLowerCase().includes('games') ? GAME_GRID_HREF : item.url)
    }
    expect(performance.getEntriesByName(PLAY_EARN_READY_MARK).length).to.be.greaterThan(0)
    await expect(el).to.be.accessible()
  })

  it('opens a game from the grid: Back leads to the grid, no left navigation, the page scrolls to the top [SHL-003] [SHL-008] [SHL-009] [SHL-013] [SHL-017]', async () => {
    const { el } = await mountArea()
    await waitUntil(() => part(el, 'card'), 'cards', { timeout: 4000 })
    const scroll = vi.spyOn(window, 'scrollTo')
    ;(q(el, '[data-code="SUMMERSTARS"] a[part="name"]') as HTMLAnchorElement).click()
    await waitUntil(() => pageOf(el) === 'game-details', 'details', { timeout: 4000 })
    expect(location.hash).to.equal('#/games/game-details/SUMMERSTARS')
    expect(scroll.mock.calls).to.deep.include([{ top: 0 }])
    expect(partText(el, 'back')).to.equal(BACK)
    expect(part(el, 'back')?.getAttribute('href')).to.equal(GAME_GRID_HREF)
    expect(part(el, 'left-nav')).to.equal(null)
    expect(part(el, 'breadcrumb')).to.equal(null)
    await expect(el).to.be.accessible()
  })

  it('follows the browser Back button between inner pages [SHL-016]', async () => {
    const { el } = await mountArea({ hash: '#/games/game-grid' })
    await waitUntil(() => part(el, 'card'), 'cards', { timeout: 4000 })
    ;(q(el, '[data-code="SUMMERSTARS"] a[part="name"]') as HTMLAnchorElement).click()
    await waitUntil(() => pageOf(el) === 'game-details', 'details', { timeout: 4000 })
    history.back()
    await waitUntil(() => pageOf(el) === 'game-grid', 'back to the grid', { timeout: 4000 })
    expect(location.hash).to.equal('#/games/game-grid')
  })

  it('ignores navigation to the route on screen and hands scrolling to the router [SHL-026] [SHL-028]', async () => {
    const { el } = await mountArea({ hash: '#/games' })
    await waitUntil(() => part(el, 'left-nav'), 'navigation', { timeout: 4000 })
    expect(history.scrollRestoration).to.equal('manual')
    const before = history.length
    const scroll = vi.spyOn(window, 'scrollTo')
    const gamesLink = [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('[part="left-nav-link"]') ?? [])].find(
      (a) => a.getAttribute('href') === GAME_GRID_HREF,
    )
    gamesLink?.click()
    await new Promise((r) => requestAnimationFrame(r))
    expect(history.length).to.equal(before)
    expect(location.hash).to.equal('#/games')
    expect(scroll.mock.calls).to.have.length(0)
  })

  it('writes the address of a page only once its content has arrived, one history entry per navigation [SHL-027]', async () => {
    const { h, el } = await mountArea({ hash: '#/games/game-grid' })
    await waitUntil(() => part(el, 'card'), 'cards', { timeout: 4000 })
    const gate = holdRequests(h, GAMES_PATHS.postGameDetails)
    const writes = addressWrites()
    ;(q(el, '[data-code="PANTRYBINGO"] a[part~="game-over"]') as HTMLAnchorElement).click()
    await waitUntil(() => pageOf(el) === 'game-over' && gate.held() > 0, 'game-over page, its details asked for', { timeout: 4000 })
    expect(location.hash).to.equal('#/games/game-grid')
    expect(writes()).to.deep.equal([])
    gate.release()
    await waitUntil(() => location.hash === '#/games/game-over/PANTRYBINGO', 'the address follows the page', { timeout: 4000 })
    expect(writes()).to.deep.equal([['push', '#/games/game-over/PANTRYBINGO']])
    history.back()
    await waitUntil(() => pageOf(el) === 'game-grid', 'back to the grid', { timeout: 4000 })
    expect(location.hash).to.equal('#/games/game-grid')
  })

  // Every wait is on a state (frame by frame, or the store's own change), none on a clock: a loaded machine only makes
  // it slower, bounded by the test's timeout.
  it(
    'never writes the address of a navigation superseded before its content arrived [SHL-027] [SHL-026]',
    { timeout: 60_000 },
    async () => {
      const { h, el } = await mountArea({ hash: '#/games/game-details/SUMMERSTARS' })
      await settles(() => q(el, '[data-prize] a'))
      const prizeId = q(el, '[data-prize]')?.getAttribute('data-prize') ?? ''
      const gate = holdRequests(h, GAMES_PATHS.prize(prizeId))
      const writes = addressWrites()
      ;(q(el, `[data-prize="${prizeId}"] a`) as HTMLAnchorElement).click()
      await settles(() => pageOf(el) === 'prize-details' && gate.held() > 0)
      expect(location.hash).to.equal('#/games/game-details/SUMMERSTARS')
      ;(part(el, 'back') as HTMLAnchorElement).click()
      await settles(() => pageOf(el) === 'game-details' && part(el, 'prize-list'))
      const prize = gamesStoreOf(h.runtime).$prize
      const arrived = new Promise<void>((resolve) => {
        const stop = prize.listen((load) => load.status === 'ready' && (stop(), resolve()))
      })
      gate.release()
      await arrived
      // The arrival re-renders the area; its effects (deferred to after a paint by preact/compat) have run two frames later.
      await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
      expect(pageOf(el)).to.equal('game-details')
      expect(part(el, 'prize-list')).to.not.equal(null)
      expect(location.hash).to.equal('#/games/game-details/SUMMERSTARS')
      expect(writes()).to.deep.equal([])
    },
  )

  it('shows the grid for an unknown inner path [SHL-006]', async () => {
    const { el } = await mountArea({ hash: '#/games/leaderboard/2' })
    expect(pageOf(el)).to.equal('game-grid')
  })

  it("falls back to the master navigation when the banner's file answers 404 [SHL-019]", async () => {
    const { h, el } = await mountArea({
      before: (harness) => {
        delete harness.sim.state.navigation.freshway
      },
    })
    await waitUntil(() => part(el, 'left-nav'), 'navigation', { timeout: 4000 })
    expect(partText(el, 'left-nav-title')).to.equal(h.sim.state.navigation.master?.title)
  })

  it('shows no navigation, and logs, when the navigation file fails otherwise [SHL-020]', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { h, el } = await mountArea({
      before: (harness) => {
        harness.sim.state.navigation.freshway = { title: 'broken' } as never
      },
    })
    await waitUntil(() => h.runtime.slots.size > 0 && warn.mock.calls.some((c) => String(c[0]).includes('left navigation')), 'logged', {
      timeout: 4000,
    })
    await waitUntil(() => part(el, 'card'), 'cards', { timeout: 4000 })
    expect(part(el, 'left-nav')).to.equal(null)
  })

  it('turns the navigation into a dropdown at 990px and keeps Tab inside it while open [SHL-022] [SHL-023]', async () => {
    await page.viewport(990, 800)
    const { el } = await mountArea()
    await waitUntil(() => part(el, 'left-nav-toggle'), 'dropdown', { timeout: 4000 })
    const toggle = part(el, 'left-nav-toggle') as HTMLButtonElement
    expect(toggle.getAttribute('aria-expanded')).to.equal('false')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).to.equal('true')
    const links = [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('[part="left-nav-link"]') ?? [])]
    links.at(-1)?.focus()
    await userEvent.keyboard('{Tab}')
    expect(el.shadowRoot?.activeElement).to.equal(toggle)
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(el.shadowRoot?.activeElement).to.equal(links.at(-1))
    await expect(el).to.be.accessible()
  })

  it('switches the focus outline mode on at Tab and off at a mouse click [SHL-024] [SHL-025]', async () => {
    const { el } = await mountArea()
    const root = () => part(el, 'root')?.getAttribute('data-focus-outline')
    expect(root()).to.equal('off')
    await userEvent.keyboard('{Tab}')
    expect(root()).to.equal('on')
    await userEvent.click(part(el, 'title') as HTMLElement)
    expect(root()).to.equal('off')
  })

  it('shows a games API error message verbatim [ERR-004]', async () => {
    const { el } = await mountArea({
      hash: '#/games/game-grid',
      before: (h) => {
        h.sim.state.faults.push({
          path: GAMES_PATHS.programs,
          status: 400,
          body: { errors: [{ message: 'Store 1100 has paused its games.' }] },
        })
      },
    })
    await waitUntil(() => part(el, 'error'), 'error', { timeout: 4000 })
    expect(partText(el, 'error')).to.equal('Store 1100 has paused its games.')
    atHash('')
  })
})
