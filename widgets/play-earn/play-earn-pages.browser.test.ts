// The Play & Earn pages: game details, prize details and redemption, game over, activity, the sweepstakes win notice.
import { expect } from '@open-wc/testing'
import { waitUntil } from '../../test/support/wait'
import { afterEach, beforeEach, describe, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { GAMES_PATHS } from '../../core/rules/endpoints'
import { GAME_STATUS_LABELS } from '../../core/rules/games/status'
import {
  ACTIVITY_PROCESSING_NOTE,
  AVAILABLE_PRIZES,
  BACK,
  CONGRATULATIONS,
  GOT_IT,
  GOT_IT_DONT_SHOW_AGAIN,
  NOTHING_HERE_YET,
  SHOP_TO_EARN,
  PRIZE_REDEEMED,
  SUMMARY_HEADLINE_ANONYMOUS,
  SUMMARY_HEADLINE_SIGNED_IN,
  SURVEY_LINK_TEXT,
} from '../../core/rules/games/texts'
import { SIM_GAMES_MESSAGES } from '../../sim/routes/games/shared'
import { mountArea, pageOf, part, partText, q, requests, tearDownArea } from './play-earn-fixture'
import { PRIZE_TEXT } from './PrizeDetails.view'
import { GAME_GRID_TEXT } from '../game-grid/GameGrid.view'

const click = (el: Element, selector: string) => (q(el, selector) as HTMLElement).click()

describe('<aisle-play-earn> pages', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })
  afterEach(() => {
    tearDownArea()
    vi.restoreAllMocks()
  })

  it("game details: 'Available Prizes', how it works with 'Got it', and the activity of the last 180 days, for a signed-in shopper with a valid token [GAM-039] [GAM-046] [GAM-050] [GAM-055] [GAM-006] [GAM-056] [SES-016]", async () => {
    const { h, el } = await mountArea({ hash: '#/games/game-details/SUMMERSTARS' })
    await waitUntil(() => part(el, 'prize-list') && part(el, 'activity-list'), 'prizes and activity', { timeout: 5000 })
    expect(q(el, '#aisle-prizes-heading')?.textContent).to.equal(AVAILABLE_PRIZES)
    const prizes = h.sim.state.prizes.filter((p) => p.programCode === 'SUMMERSTARS')
    expect(el.shadowRoot?.querySelectorAll('[part="prize-list"] li').length).to.equal(prizes.length)
    expect(part(el, 'activity')?.textContent).to.contain(ACTIVITY_PROCESSING_NOTE)
    expect((await requests(h, '/game/activity'))[0]?.query.numberOfDays).to.equal('180')
    // Both sources in one list: the game activity and the rewards transaction history.
    const c = h.sim.state.users.find((u) => u.key === 'C')
    const recent = (date: string) => Date.parse(date) > Date.now() - 170 * 86_400_000
    const fromActivity = c?.activity.find((a) => a.programCode === 'SUMMERSTARS' && recent(a.date))
    const fromHistory = c?.transactions.find((t) => t.programCode === 'SUMMERSTARS' && recent(t.date))
    if (!fromActivity || !fromHistory) throw new Error('the seed has no recent SUMMERSTARS activity or history')
    expect(part(el, 'activity-list')?.textContent).to.contain(fromActivity.description).and.to.contain(fromHistory.description)
    const how = part(el, 'how-it-works')
    expect(how?.textContent).to.contain(h.sim.state.programs.find((p) => p.code === 'SUMMERSTARS')?.howItWorks)
    await expect(el).to.be.accessible()
    ;(how?.querySelector('button') as HTMLButtonElement).click()
    await waitUntil(() => !part(el, 'how-it-works'), 'panel gone', { timeout: 4000 })
    expect(how?.querySelector('button')?.textContent).to.equal(GOT_IT)
    await waitUntil(async () => (await requests(h, GAMES_PATHS.howItWorks, 'POST')).length === 1, 'how-it-works sent', { timeout: 4000 })
  })

  it("a game in progress with no prizes and no activity yet: 'Nothing here yet' under both, 'Shop to earn!' under the activity, and the FAQ link of its uiAttributes [GAM-040] [GAM-041] [GAM-010]", async () => {
    const { h, el } = await mountArea({
      hash: '#/games/game-details/FRESHFINDS',
      before: (h) => {
        h.sim.state.prizes = h.sim.state.prizes.filter((p) => p.programCode !== 'FRESHFINDS')
        for (const user of h.sim.state.users) {
          user.activity = user.activity.filter((a) => a.programCode !== 'FRESHFINDS')
          user.transactions = user.transactions.filter((t) => t.programCode !== 'FRESHFINDS')
        }
      },
    })
    await waitUntil(
      () => part(el, 'activity')?.querySelector('[part="empty"]') && part(el, 'prizes')?.querySelector('[part="empty"]'),
      'both empty',
      {
        timeout: 5000,
      },
    )
    expect(partText(el, 'status')).to.equal(GAME_STATUS_LABELS[1])
    expect(part(el, 'prizes')?.querySelector('[part="empty"]')?.textContent).to.equal(NOTHING_HERE_YET)
    const activity = [...(part(el, 'activity')?.querySelectorAll('[part="empty"] p') ?? [])].map((p) => p.textContent)
    expect(activity).to.deep.equal([NOTHING_HERE_YET, SHOP_TO_EARN])
    const program = h.sim.state.programs.find((p) => p.code === 'FRESHFINDS')
    expect(q(el, '.links a')?.getAttribute('href')).to.equal(program?.uiAttributes.FAQURL)
    expect(el.shadowRoot?.querySelectorAll('.links a').length).to.equal(program?.uiAttributes.RULESURL ? 2 : 1)
    await expect(el).to.be.accessible()
  })

  it("marks 'Redeemed' the prizes of a game with a COMPLETED transaction, not a pending one, from the game's prize transactions [GAM-016] [API-009]", async () => {
    let completed = ''
    let pending = ''
    const { h, el } = await mountArea({
      hash: '#/games/game-details/SUMMERSTARS',
      before: (harness) => {
        const c = harness.sim.state.users.find((u) => u.key === 'C')
        const [first, second] = harness.sim.state.prizes.filter((p) => p.programCode === 'SUMMERSTARS' && p.prizeType !== 'SWEEPSTAKES')
        if (!c || !first || !second) throw new Error('the seed has no C shopper with two SUMMERSTARS prizes')
        completed = first.prizeId
        pending = second.prizeId
        const line = { date: new Date().toISOString(), description: 'Redeemed', points: -10, programCode: 'SUMMERSTARS' }
        c.transactions = [
          ...c.transactions.filter((t) => t.programCode !== 'SUMMERSTARS'),
          { ...line, transactionId: 'TX-DONE', status: 'COMPLETED', prizeId: completed },
          { ...line, transactionId: 'TX-WAIT', status: 'PENDING', prizeId: pending },
        ]
      },
    })
    await waitUntil(() => q(el, `[data-prize="${completed}"] [part="prize-redeemed"]`), 'the redeemed prize marked', { timeout: 5000 })
    expect(q(el, `[data-prize="${completed}"] [part="prize-redeemed"]`)?.textContent).to.equal(PRIZE_REDEEMED)
    expect(q(el, `[data-prize="${pending}"] [part="prize-redeemed"]`)).to.equal(null)
    expect(el.shadowRoot?.querySelectorAll('[part="prize-redeemed"]').length).to.equal(1)
    // The prize transactions, not the rewards transaction history (…/rewards/transactions/history/…).
    const asked = (await requests(h, '/transactions')).filter((r) => r.path.endsWith('/transactions'))
    expect(asked).to.have.length(1)
    expect(asked[0]?.query.programCode).to.equal('SUMMERSTARS')
    await expect(el).to.be.accessible()
  })

  it("a game not started: 'Start Playing' opts in and the page turns In Progress [GAM-002] [GAM-018] [GAM-019]", async () => {
    let code = ''
    const { el } = await mountArea({
      hash: (h) => {
        const c = h.sim.state.users.find((u) => u.key === 'C')
        const now = new Date().toISOString()
        code =
          h.sim.state.programs.find((p) => p.storeIds.includes('1100') && !c?.optedInPrograms.includes(p.code) && p.endDate > now)?.code ??
          ''
        return `#/games/game-details/${code}`
      },
    })
    await waitUntil(() => part(el, 'opt-in'), 'opt-in', { timeout: 5000 })
    expect(partText(el, 'status')).to.equal(GAME_STATUS_LABELS[0])
    click(el, 'button[part~="opt-in"]')
    await waitUntil(() => partText(el, 'status') === GAME_STATUS_LABELS[1], 'In Progress', { timeout: 5000 })
    expect(code).not.to.equal('')
  })

  it('prize details: Back leads to its game, Redeem completes for a signed-in shopper, and a refusal shows the server message [SHL-004] [SHL-014] [GAM-004] [GAM-005] [ERR-004] [SES-017]', async () => {
    const { h, el } = await mountArea({
      hash: '#/games/game-details/SUMMERSTARS',
      before: (harness) => {
        const points = harness.sim.state.users.find((u) => u.key === 'C')?.points.SUMMERSTARS
        if (points) points.totalGamePoints = 100_000
      },
    })
    await waitUntil(() => part(el, 'prize-list'), 'prizes', { timeout: 5000 })
    const c = h.sim.state.users.find((u) => u.key === 'C')
    const fresh = h.sim.state.prizes.find(
      (p) => p.programCode === 'SUMMERSTARS' && p.prizeType !== 'SWEEPSTAKES' && !c?.transactions.some((t) => t.prizeId === p.prizeId),
    )
    click(el, `[data-prize="${fresh?.prizeId}"] a`)
    await waitUntil(() => part(el, 'redeem'), 'prize page', { timeout: 5000 })
    expect(pageOf(el)).to.equal('prize-details')
    expect(part(el, 'back')?.getAttribute('href')).to.equal('#/games/game-details/SUMMERSTARS')
    expect(q(el, '#aisle-prize-heading')?.textContent).to.equal(fresh?.name)
    await expect(el).to.be.accessible()
    click(el, '[part~="redeem"]')
    await waitUntil(() => part(el, 'redeem-result'), 'redeemed', { timeout: 5000 })
    expect(partText(el, 'redeem-result')).to.equal(PRIZE_TEXT.redeemed)

    const redeemed = c?.transactions.find((t) => t.status === 'COMPLETED' && t.programCode === 'SUMMERSTARS')
    history.back()
    await waitUntil(() => pageOf(el) === 'game-details', 'back', { timeout: 4000 })
    await waitUntil(() => q(el, `[data-prize="${redeemed?.prizeId}"] a`), 'list', { timeout: 4000 })
    click(el, `[data-prize="${redeemed?.prizeId}"] a`)
    await waitUntil(() => part(el, 'redeem'), 'second prize', { timeout: 5000 })
    click(el, '[part~="redeem"]')
    await waitUntil(() => part(el, 'redeem-result'), 'refused', { timeout: 5000 })
    expect(partText(el, 'redeem-result')).to.equal(SIM_GAMES_MESSAGES.alreadyRedeemed)
  })

  it('prize details without a program code: Back goes to the previous page [SHL-015]', async () => {
    const { h, el } = await mountArea({ hash: '#/games/prize-details/PZ0102' })
    await waitUntil(() => q(el, '#aisle-prize-heading'), 'prize', { timeout: 5000 })
    expect(q(el, '#aisle-prize-heading')?.textContent).to.equal(h.sim.state.prizes.find((p) => p.prizeId === 'PZ0102')?.name)
    // Found from the prize list, the prize names its game, so Back leads there (SHL-014 fallback from the loaded prize).
    const programCode = h.sim.state.prizes.find((p) => p.prizeId === 'PZ0102')?.programCode
    expect(part(el, 'back')?.getAttribute('href')).to.equal(`#/games/game-details/${programCode}`)
    tearDownArea()

    const again = await mountArea({ hash: '#/games/prize-details/NOPRIZE' })
    await waitUntil(() => q(again.el, '[part="page"] [role="alert"]'), 'prize error', { timeout: 5000 })
    const back = part(again.el, 'back') as HTMLButtonElement
    expect(back.tagName).to.equal('BUTTON')
    expect(back.textContent).to.equal(BACK)
    const historyBack = vi.spyOn(history, 'back').mockImplementation(() => {})
    back.click()
    expect(historyBack.mock.calls).to.have.length(1)
  })

  it('an ended game opens its game-over page: signed-in headline, final figures, survey link, Back to the previous page [SHL-005] [SHL-016] [GAM-020] [GAM-022] [GAM-035] [GAM-036] [GAM-037] [GAM-051]', async () => {
    const { h, el } = await mountArea({ hash: '#/games/game-details/PANTRYBINGO' })
    await waitUntil(() => pageOf(el) === 'game-over' && part(el, 'figures'), 'game over', { timeout: 5000 })
    expect(location.hash).to.equal('#/games/game-over/PANTRYBINGO')
    expect(partText(el, 'headline')).to.equal(SUMMARY_HEADLINE_SIGNED_IN)
    const c = h.sim.state.users.find((u) => u.key === 'C')
    expect(q(el, '[data-figure="totalPrizesWon"]')?.textContent).to.equal(String(c?.points.PANTRYBINGO?.totalPrizesWon))
    expect(partText(el, 'survey')).to.equal(SURVEY_LINK_TEXT)
    expect(part(el, 'survey')?.getAttribute('href')).to.equal(h.sim.state.gamesFlags.surveyUrl)
    expect(part(el, 'back')?.tagName).to.equal('BUTTON')
    expect(part(el, 'left-nav')).to.equal(null)
    expect(await requests(h, GAMES_PATHS.postGameDetails)).to.have.length(1)
    await expect(el).to.be.accessible()
  })

  it('a guest or anonymous shopper who opens a game-over page reads the anonymous headline and the survey link there, not sign-in, and nothing of a games user [GAM-034] [GAM-036] [GAM-037] [SES-015]', async () => {
    for (const signIn of [null, { userType: 'A' }]) {
      const { h, el } = await mountArea({ hash: '#/games/game-over/PANTRYBINGO', signIn })
      await waitUntil(() => part(el, 'survey'), 'the survey link', { timeout: 5000 })
      expect(pageOf(el)).to.equal('game-over')
      expect(location.hash).to.equal('#/games/game-over/PANTRYBINGO')
      expect(partText(el, 'headline')).to.equal(SUMMARY_HEADLINE_ANONYMOUS)
      expect(part(el, 'figures')).to.equal(null)
      expect(part(el, 'survey')?.getAttribute('href')).to.equal(h.sim.state.gamesFlags.surveyUrl)
      expect(partText(el, 'sign-in')).to.equal(GAME_GRID_TEXT.signIn)
      expect(part(el, 'back')?.tagName).to.equal('BUTTON')
      // No game of the shopper's is asked for: only the public flags file.
      expect(await requests(h, '/api/games/')).to.deep.equal([])
      await expect(el).to.be.accessible()
      tearDownArea()
    }
  })

  it("shows a win of an ended game's draw that came after the programs were read, from its sweepstake winners, and none of those already displayed [API-012] [GAM-023] [GAM-024] [GAM-043]", async () => {
    const { h, el } = await mountArea({ hash: '#/games/game-grid' })
    await waitUntil(() => part(el, 'card'), 'grid', { timeout: 5000 })
    const c = h.sim.state.users.find((u) => u.key === 'C')
    const prize = h.sim.state.prizes.find((p) => p.programCode === 'PANTRYBINGO')
    if (!c || !prize) throw new Error('the seed has no C shopper or no PANTRYBINGO prize')
    expect((q(el, 'dialog') as HTMLDialogElement | null)?.open ?? false).to.equal(false)
    // The draw happens now, after the page read the programs (and their winners).
    c.sweepstakesWins.push({ prizeId: prize.prizeId, programCode: 'PANTRYBINGO', displayed: false })
    click(el, '[data-code="PANTRYBINGO"] a[part~="game-over"]')
    await waitUntil(() => (q(el, 'dialog') as HTMLDialogElement | null)?.open, 'win notice', { timeout: 5000 })
    expect(q(el, 'dialog')?.querySelector('h2')?.textContent).to.equal(CONGRATULATIONS)
    const asked = await requests(h, GAMES_PATHS.sweepstakeWinner)
    expect(asked.map((r) => r.query.programCode)).to.deep.equal(['PANTRYBINGO'])
    click(el, '[part~="win-acknowledge"]')
    await waitUntil(async () => (await requests(h, GAMES_PATHS.sweepstakesWins, 'POST')).length === 1, 'sent', { timeout: 4000 })
    expect((await requests(h, GAMES_PATHS.sweepstakesWins, 'POST'))[0]?.body).to.deep.equal({
      displayed: true,
      prizeId: prize.prizeId,
      programCode: 'PANTRYBINGO',
    })
  })

  it('shows a sweepstakes win once; "Got it, don\'t show again" acknowledges it and it never comes back [GAM-007] [GAM-024] [GAM-025] [GAM-026] [GAM-043] [GAM-044]', async () => {
    const { h, el } = await mountArea({ wins: true })
    const win = h.sim.state.users.find((u) => u.key === 'C')?.sweepstakesWins.find((w) => !w.displayed)
    await waitUntil(() => (q(el, 'dialog') as HTMLDialogElement | null)?.open, 'win notice', { timeout: 5000 })
    const dialog = q(el, 'dialog') as HTMLDialogElement
    expect(dialog.querySelector('h2')?.textContent).to.equal(CONGRATULATIONS)
    const ack = part(el, 'win-acknowledge') as HTMLButtonElement
    expect(ack.textContent).to.equal(GOT_IT_DONT_SHOW_AGAIN)
    // Checked once the dialog has faded in: mid-fade its colours are not the ones the shopper reads.
    await Promise.all((el.shadowRoot?.getAnimations() ?? []).map((a) => a.finished))
    await expect(el).to.be.accessible()
    ack.click()
    await waitUntil(() => !(q(el, 'dialog') as HTMLDialogElement | null)?.open, 'closed', { timeout: 4000 })
    await waitUntil(async () => (await requests(h, GAMES_PATHS.sweepstakesWins, 'POST')).length === 1, 'sent', { timeout: 4000 })
    expect((await requests(h, GAMES_PATHS.sweepstakesWins, 'POST'))[0]?.body).to.deep.equal({
      displayed: true,
      prizeId: win?.prizeId,
      programCode: win?.programCode,
    })
    tearDownArea()

    // A reload: the same server, a fresh page (local storage cleared, so only the server remembers).
    const reload = await mountArea({ wins: true, sim: h.sim })
    await waitUntil(() => part(reload.el, 'card'), 'grid', { timeout: 5000 })
    expect((q(reload.el, 'dialog') as HTMLDialogElement | null)?.open ?? false).to.equal(false)
  })
})
