import { expect, fixture, html } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, describe, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { minAgeConfirmation, minAgeLine } from '../../core/rules/games/age'
import { resetAttributeWarnings } from '../../core/elements/attributes'
import { GAMES_PATHS, OFFER_PATHS } from '../../core/rules/endpoints'
import { FALLBACK_MESSAGE } from '../../core/rules/errors'
import { gamesStoreOf } from '../../core/runtime/games/games'
import { DEFAULT_TOKEN_LABEL_PLURAL, DIVISION_MIN_AGE, EPISODIC_MIN_AGE, pointsText } from '../../core/rules/games/program'
import { GAME_STATUS_LABELS } from '../../core/rules/games/status'
import {
  BONUS_PATH_DESCRIPTION,
  GAME_NOT_AVAILABLE,
  GAMES_DESCRIPTION,
  NO_GAMES_OR_BONUS_PATH,
  PLAY_NOW,
  START_PLAYING,
} from '../../core/rules/games/texts'
import { isBonusPathOffer } from '../../sim/routes/coupons/offers-shared'
import { simControl, simSignIn } from '../../test/support/sim-fetch'
import { type Harness, setUpHarness, startHarness, tearDownHarness } from '../../test/support/widget-fixture'
import { GAME_GRID_READY_MARK } from './GameGrid.connected'
import { GAME_GRID_TEXT } from './GameGrid.view'
import './game-grid.element'

const root = (el: Element) => el.shadowRoot?.querySelector('[part="root"]')
const stateOf = (el: Element) => root(el)?.getAttribute('data-state')
const card = (el: Element, code: string) => el.shadowRoot?.querySelector(`[data-code="${code}"]`)
const text = (el: Element | null | undefined, part: string) => el?.querySelector(`[part~="${part}"]`)?.textContent

async function mount(h: Harness, markup = html`<aisle-game-grid></aisle-game-grid>`) {
  startHarness(h)
  const el = await fixture(markup)
  await waitUntil(() => ['ready', 'error', 'signed-out'].includes(stateOf(el) ?? ''), 'game grid did not settle', { timeout: 5000 })
  return el
}

/** The store's programs the signed-in C shopper has not joined, still running, with or without a GAMEURL. */
function unjoined(h: Harness, withGame: boolean) {
  const c = h.sim.state.users.find((u) => u.key === 'C')
  const today = new Date().toISOString()
  return h.sim.state.programs.find(
    (p) =>
      p.storeIds.includes('1100') &&
      !c?.optedInPrograms.includes(p.code) &&
      p.endDate > today &&
      p.startDate < today &&
      !!p.uiAttributes.GAMEURL === withGame,
  )
}

describe('<aisle-game-grid>', () => {
  afterEach(() => {
    tearDownHarness()
    vi.restoreAllMocks()
    resetAttributeWarnings()
  })

  it('shows each game with its status, points in its token labels and the three figures from its points entry [GAM-001] [GAM-003] [GAM-011] [GAM-017] [GAM-031] [GAM-033] [GAM-048]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    expect(stateOf(el)).to.equal('ready')
    expect(text(root(el), 'description')).to.equal(GAMES_DESCRIPTION)
    const c = h.sim.state.users.find((u) => u.key === 'C')
    const figures = c?.points.SUMMERSTARS
    const stars = card(el, 'SUMMERSTARS')
    expect(text(stars, 'status')).to.equal(GAME_STATUS_LABELS[1])
    expect(text(stars, 'points')).to.equal(`Points: ${pointsText(figures?.totalGamePoints ?? -1, { singular: 'Star', plural: 'Stars' })}`)
    expect(stars?.querySelector('[data-figure="totalPrizesWon"]')?.textContent).to.equal(String(figures?.totalPrizesWon))
    expect(stars?.querySelector('[data-figure="sweepstakesEntries"]')?.textContent).to.equal(String(figures?.sweepstakesEntries))
    expect(stars?.querySelector('[data-figure="gameplaysUsed"]')?.textContent).to.equal(String(figures?.gameplaysUsed))
    expect(text(card(el, 'PANTRYBINGO'), 'status')).to.equal(GAME_STATUS_LABELS[2])
    expect(performance.getEntriesByName(GAME_GRID_READY_MARK).length).to.be.greaterThan(0)
    await expect(el).to.be.accessible()
  })

  it("offers 'Play now!' for a game in progress with a game URL, and the game-over page of an ended game [GAM-038] [GAM-022]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    const play = card(el, 'SUMMERSTARS')?.querySelector('a[part~="play"]')
    expect(play?.textContent).to.equal(PLAY_NOW)
    expect(play?.getAttribute('href')).to.equal(h.sim.state.programs.find((p) => p.code === 'SUMMERSTARS')?.uiAttributes.GAMEURL)
    expect(card(el, 'PANTRYBINGO')?.querySelector('a[part~="game-over"]')?.getAttribute('href')).to.equal('#/games/game-over/PANTRYBINGO')
    expect(card(el, 'SUMMERSTARS')?.querySelector('a[part="name"]')?.getAttribute('href')).to.equal('#/games/game-details/SUMMERSTARS')
  })

  it("'Start Playing' opts in and the card turns In Progress; without a game URL it says the game is not available [GAM-045] [GAM-002] [GAM-018] [GAM-042]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const program = unjoined(h, false)
    if (!program) throw new Error('the seed has no unjoined game without a GAMEURL')
    const el = await mount(h)
    const button = card(el, program.code)?.querySelector('button[part~="opt-in"]') as HTMLButtonElement
    expect(button.textContent).to.equal(START_PLAYING)
    expect(text(card(el, program.code), 'status')).to.equal(GAME_STATUS_LABELS[0])
    button.click()
    button.click()
    await waitUntil(() => text(card(el, program.code), 'status') === GAME_STATUS_LABELS[1], 'did not turn In Progress', { timeout: 4000 })
    expect(text(card(el, program.code), 'unavailable')).to.equal(GAME_NOT_AVAILABLE)
    const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string; method: string }[]
    expect(log.filter((r) => r.path.endsWith(GAMES_PATHS.optIn))).to.have.length(1)
    await expect(el).to.be.accessible()
  })

  it("states each game's minimum age, its minAge or its type's default, none for a game of another type without one, and beside 'Start Playing' that the press confirms it [GAM-027] [GAM-028] [GAM-029] [GAM-030] [CST-024]", async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const program = unjoined(h, false)
    if (!program) throw new Error('the seed has no unjoined game without a GAMEURL')
    // A game of a type that is neither DIVISION nor EPISODIC, with no minAge: the program-level default, 0.
    const other = h.sim.state.programs.find((p) => p.code === 'SUMMERSTARS')
    if (!other) throw new Error('the seed has no SUMMERSTARS')
    Object.assign(other, { type: 'SEASONAL' })
    delete other.uiAttributes.minAge
    const el = await mount(h)
    expect(card(el, 'SUMMERSTARS')).to.not.equal(null)
    expect(card(el, 'SUMMERSTARS')?.querySelector('[part="min-age"]')).to.equal(null)
    const ageOf = (p: (typeof h.sim.state.programs)[number]) =>
      p.uiAttributes.minAge ? Number.parseInt(p.uiAttributes.minAge, 10) : p.type === 'DIVISION' ? DIVISION_MIN_AGE : EPISODIC_MIN_AGE
    const shown = h.sim.state.programs.filter((p) => p !== other && card(el, p.code))
    expect(shown.map((p) => p.type)).to.include.members(['DIVISION', 'EPISODIC'])
    expect(shown.some((p) => p.uiAttributes.minAge) && shown.some((p) => !p.uiAttributes.minAge)).to.equal(true)
    for (const p of shown) {
      const notStarted = text(card(el, p.code), 'status') === GAME_STATUS_LABELS[0]
      expect(text(card(el, p.code), 'min-age')).to.equal(notStarted ? minAgeConfirmation(ageOf(p)) : minAgeLine(ageOf(p)))
    }
    const button = card(el, program.code)?.querySelector('button[part~="opt-in"]') as HTMLButtonElement
    const describedBy = el.shadowRoot?.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(describedBy?.textContent).to.equal(minAgeConfirmation(ageOf(program)))
    await expect(el).to.be.accessible()
    await userEvent.click(button)
    await waitUntil(() => text(card(el, program.code), 'status') === GAME_STATUS_LABELS[1], 'did not turn In Progress', { timeout: 4000 })
    expect(text(card(el, program.code), 'min-age')).to.equal(minAgeLine(ageOf(program)))
  })

  it('keeps a game ending today out of Game Over, lists an ended game only until its postProgLiveDate, and shows 0 for a game with no points entry [GAM-021] [GAM-053] [GAM-012]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const now = new Date()
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
    const harvest = h.sim.state.programs.find((p) => p.code === 'HARVESTHUNT')
    const c = h.sim.state.users.find((u) => u.key === 'C')
    if (!harvest || !c) throw new Error('the seed has no HARVESTHUNT or no C shopper')
    harvest.endDate = `${today}T23:00:00.000Z`
    delete c.points.SUMMERSTARS
    const gone = h.sim.state.programs.filter(
      (p) => p.storeIds.includes('1100') && p.postProgLiveDate && p.postProgLiveDate < now.toISOString(),
    )
    expect(gone.map((p) => p.code)).to.include('WINTERWONDER')
    const el = await mount(h)
    expect(text(card(el, 'HARVESTHUNT'), 'status')).to.not.equal(GAME_STATUS_LABELS[2])
    expect(text(card(el, 'HARVESTHUNT'), 'status')).to.be.a('string')
    expect(text(card(el, 'PANTRYBINGO'), 'status')).to.equal(GAME_STATUS_LABELS[2])
    for (const p of gone) expect(card(el, p.code)).to.equal(null)
    const stars = card(el, 'SUMMERSTARS')
    expect(text(stars, 'points')).to.equal(`Points: ${pointsText(0, { singular: 'Star', plural: 'Stars' })}`)
    for (const figure of ['totalPrizesWon', 'sweepstakesEntries', 'gameplaysUsed']) {
      expect(stars?.querySelector(`[data-figure="${figure}"]`)?.textContent).to.equal('0')
    }
  })

  it('shows a refused opt-in with the server message on its card [ERR-004]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    await simControl(h.sim, 'POST', '/__sim/faults', [
      { path: GAMES_PATHS.optIn, status: 400, body: { errors: [{ message: 'Opt-in is closed today.' }] } },
    ])
    const program = unjoined(h, true)
    if (!program) throw new Error('the seed has no unjoined game with a GAMEURL')
    const el = await mount(h)
    ;(card(el, program.code)?.querySelector('button') as HTMLButtonElement).click()
    await waitUntil(() => text(card(el, program.code), 'message'), 'no message', { timeout: 4000 })
    expect(text(card(el, program.code), 'message')).to.equal('Opt-in is closed today.')
    expect(text(card(el, program.code), 'status')).to.equal(GAME_STATUS_LABELS[0])
    await expect(el).to.be.accessible()
  })

  it('says there are no games when the games flag is off [GAM-047] [GAM-054]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    await simControl(h.sim, 'PATCH', '/__sim/state', {
      gamesFlags: { gamesEnabled: false },
      offers: h.sim.state.offers.filter((o) => !isBonusPathOffer(o)),
    })
    const el = await mount(h)
    expect(text(root(el), 'empty')).to.equal(NO_GAMES_OR_BONUS_PATH)
    expect(el.shadowRoot?.querySelector('[part="card"]')).to.equal(null)
    await expect(el).to.be.accessible()
  })

  it('shows the Bonus Path section to a shopper with bonus-path offers and no games, asking the gallery for one bonus offer [GAM-049]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    await simControl(h.sim, 'PATCH', '/__sim/state', { gamesFlags: { gamesEnabled: false } })
    const el = await mount(h)
    expect(stateOf(el)).to.equal('ready')
    expect(text(root(el), 'bonus-path')).to.equal(BONUS_PATH_DESCRIPTION)
    expect(root(el)?.querySelector('[part="empty"]')).to.equal(null)
    expect(el.shadowRoot?.querySelector('[part="card"]')).to.equal(null)
    const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string; query: Record<string, string> }[]
    const reads = log.filter((r) => r.path.endsWith(OFFER_PATHS.companionGallery))
    expect(reads).to.have.length(1)
    expect(reads[0]?.query).to.include({ storeId: '1100', includeOnlyBonusOffer: 'y', limit: '1' })
    await expect(el).to.be.accessible()
  })

  it('shows the Bonus Path section beside the games, and neither the section nor a gallery read while its flag is off [GAM-049] [GAM-054]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h)
    expect(text(root(el), 'bonus-path')).to.equal(BONUS_PATH_DESCRIPTION)
    expect(card(el, 'SUMMERSTARS')).not.to.equal(null)
    tearDownHarness()

    const off = setUpHarness()
    await simSignIn(off.sim, { userType: 'C' })
    await simControl(off.sim, 'PATCH', '/__sim/state', { gamesFlags: { bonusPathEnabled: false } })
    const hidden = await mount(off)
    expect(card(hidden, 'SUMMERSTARS')).not.to.equal(null)
    expect(root(hidden)?.querySelector('[part~="bonus-path"]')).to.equal(null)
    const log = (await simControl(off.sim, 'GET', '/__sim/requests')) as { path: string }[]
    expect(log.filter((r) => r.path.endsWith(OFFER_PATHS.companionGallery))).to.have.length(0)
  })

  it('shows the Bonus Path section on a repeat visit without asking the gallery again, and asks with couponsClipped in the address [GAM-049] [CPN-080] [CPN-082]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    await mount(h)
    const probes = async (sim: Harness['sim']) =>
      ((await simControl(sim, 'GET', '/__sim/requests')) as { path: string }[]).filter((r) => r.path.endsWith(OFFER_PATHS.companionGallery))
        .length
    expect(await probes(h.sim)).to.equal(1)
    const again = async (search: string) => {
      tearDownHarness()
      const stored = Object.fromEntries(Object.entries(localStorage))
      const next = setUpHarness({ sim: h.sim })
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
      await simSignIn(next.sim, { userType: 'C' })
      history.replaceState(null, '', `${location.pathname}${search}`)
      await simControl(next.sim, 'DELETE', '/__sim/requests')
      const el = await mount(next)
      expect(text(root(el), 'bonus-path')).to.equal(BONUS_PATH_DESCRIPTION)
      return probes(next.sim)
    }
    expect(await again('')).to.equal(0)
    expect(await again('?couponsClipped=1')).to.equal(1)
    history.replaceState(null, '', location.pathname)
  })

  it('keeps the grid and hides the Bonus Path section when the bonus-path offers cannot be read [GAM-049]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: OFFER_PATHS.companionGallery, status: 500, body: {} }])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = await mount(h)
    expect(stateOf(el)).to.equal('ready')
    expect(card(el, 'SUMMERSTARS')).not.to.equal(null)
    expect(root(el)?.querySelector('[part~="bonus-path"]')).to.equal(null)
    expect(warn.mock.calls.some(([m]) => String(m).includes('bonus-path'))).to.equal(true)
  })

  it('shows the catalogue message when the programs cannot be read [ERR-006] [ERR-007]', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    await simControl(h.sim, 'POST', '/__sim/faults', [{ path: GAMES_PATHS.programs, status: 500, body: {} }])
    const el = await mount(h)
    expect(stateOf(el)).to.equal('error')
    expect(text(root(el), 'error')).to.equal(FALLBACK_MESSAGE)
    await expect(el).to.be.accessible()
  })

  it('asks a guest to sign in and makes no games call [SES-001] [SES-012]', async () => {
    const h = setUpHarness()
    const el = await mount(h)
    expect(stateOf(el)).to.equal('signed-out')
    expect(el.shadowRoot?.querySelector('[part="sign-in"] button')?.textContent).to.equal(GAME_GRID_TEXT.signIn)
    const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string }[]
    expect(log.some((r) => r.path.includes('/api/games/'))).to.equal(false)
    await expect(el).to.be.accessible()
  })

  it("refuses the types 'g' and 'a' in any case, even with a valid token: the sign-in prompt and no games call [SES-014] [SES-015]", async () => {
    for (const userType of ['g', 'a', 'A']) {
      const h = setUpHarness()
      await simSignIn(h.sim, { userType })
      const el = await mount(h)
      expect(stateOf(el)).to.equal('signed-out')
      const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string }[]
      expect(log.some((r) => r.path.includes('/api/games/'))).to.equal(false)
      tearDownHarness()
    }
  })

  it('links to the Play & Earn page named by play-earn-href; a bad value warns once and links in-page', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const el = await mount(h, html`<aisle-game-grid play-earn-href="/play-earn.html"></aisle-game-grid>`)
    expect(card(el, 'SUMMERSTARS')?.querySelector('a[part="name"]')?.getAttribute('href')).to.equal(
      '/play-earn.html#/games/game-details/SUMMERSTARS',
    )
    tearDownHarness()

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const h2 = setUpHarness()
    await simSignIn(h2.sim, { userType: 'C' })
    const bad = await mount(h2, html`<aisle-game-grid play-earn-href="javascript:alert(1)"></aisle-game-grid>`)
    expect(card(bad, 'SUMMERSTARS')?.querySelector('a[part="name"]')?.getAttribute('href')).to.equal('#/games/game-details/SUMMERSTARS')
    const warnings = warn.mock.calls.filter((c) => String(c[0]).includes('<aisle-game-grid>'))
    expect(warnings).to.have.length(1)
    expect(String(warnings[0]?.[0])).to.contain('play-earn-href')
  })

  it(`labels a game without token labels in '${DEFAULT_TOKEN_LABEL_PLURAL}' [GAM-032]`, async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    const plain = h.sim.state.programs.find(
      (p) => p.storeIds.includes('1100') && !p.uiAttributes.tokenLabelPlural && p.endDate > new Date().toISOString(),
    )
    if (!plain) throw new Error('the seed has no game without token labels at the store')
    const el = await mount(h)
    expect(text(card(el, plain.code), 'points')).to.match(new RegExp(` ${DEFAULT_TOKEN_LABEL_PLURAL}$`))
  })

  it('shares one games store, and one programs call, with every games widget on the page', async () => {
    const h = setUpHarness()
    await simSignIn(h.sim, { userType: 'C' })
    startHarness(h)
    const first = await fixture(html`<aisle-game-grid></aisle-game-grid>`)
    const second = await fixture(html`<aisle-game-grid></aisle-game-grid>`)
    await waitUntil(() => stateOf(first) === 'ready' && stateOf(second) === 'ready', 'both grids ready', { timeout: 5000 })
    expect(gamesStoreOf(h.runtime)).to.equal(gamesStoreOf(h.runtime))
    const log = (await simControl(h.sim, 'GET', '/__sim/requests')) as { path: string }[]
    expect(log.filter((r) => r.path.endsWith(GAMES_PATHS.programs))).to.have.length(1)
  })
})
