/**
 * The fault matrix's rows for the games widgets (<aisle-game-grid>, <aisle-play-earn>); see matrix-rows.ts.
 */
import { ACKNOWLEDGED_WINS_KEY } from '../../core/stores/games/actions'
import { GAME_STATUS_LABELS } from '../../core/rules/games/status'
import { START_PLAYING } from '../../core/rules/games/texts'
import { type CellPage, until } from './matrix-kit'
import { games, gamesReqs, type MatrixRow, part, stateOf, warned } from './matrix-row-types'

/** An unjoined, running game of the C shopper's store. */
const unjoinedGame = (page: CellPage) => {
  const c = page.sim.state.users.find((u) => u.key === 'C')
  const today = new Date().toISOString()
  return (
    page.sim.state.programs.find(
      (p) => p.storeIds.includes('1100') && !c?.optedInPrograms.includes(p.code) && p.endDate > today && p.startDate < today,
    )?.code ?? ''
  )
}

/** The seeded shopper has a win to show; rows about other things start with it already shown. */
const hideWins = (page: CellPage) => {
  for (const user of page.sim.state.users) for (const w of user.sweepstakesWins) w.displayed = true
}

export const GAMES_ROWS: readonly MatrixRow[] = [
  {
    endpoint: 'GET /api/games/programs',
    widget: () => '<aisle-game-grid></aisle-game-grid>',
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'error',
    reqs: gamesReqs,
    shows: games,
  },
  {
    endpoint: 'GET /api/games/programs/points',
    widget: () => '<aisle-game-grid></aisle-game-grid>',
    action: 'mount',
    done: (cell) => stateOf(cell.el) === 'error',
    reqs: gamesReqs,
    shows: games,
  },
  {
    endpoint: 'POST /api/games/gameplay/optin',
    widget: () => '<aisle-game-grid></aisle-game-grid>',
    action: `click ${START_PLAYING}`,
    act: async (cell) => {
      const code = unjoinedGame(cell.page)
      const button = () => cell.el.shadowRoot?.querySelector<HTMLButtonElement>(`[data-code="${code}"] button[part~="opt-in"]`)
      if (!(await until(() => !!button()))) throw new Error(`no '${START_PLAYING}' on ${code}`)
      button()?.click()
    },
    done: (cell) => !!cell.el.shadowRoot?.querySelector(`[data-code="${unjoinedGame(cell.page)}"] [part~="message"]`)?.textContent,
    reqs: gamesReqs,
    shows: games,
    kept: {
      what: 'the game not joined',
      holds: (cell) =>
        cell.el.shadowRoot?.querySelector(`[data-code="${unjoinedGame(cell.page)}"] [part~="status"]`)?.textContent ===
        GAME_STATUS_LABELS[0],
    },
  },
  {
    endpoint: 'GET /api/games/prizes',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/game-details/SUMMERSTARS',
    arrange: hideWins,
    action: "mount on a game's details page",
    done: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="prizes"] [role="alert"]')?.textContent,
    reqs: gamesReqs,
    shows: games,
    kept: { what: "the game's details", holds: (cell) => !!cell.el.shadowRoot?.querySelector('[data-code="SUMMERSTARS"]') },
  },
  {
    endpoint: 'GET /content/games/flags.json',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    arrange: hideWins,
    action: 'mount',
    done: (cell) => warned(cell, 'games flags could not be read'),
    shows: () => ({
      silent: 'a failed flags file leaves every flag on and is logged (docs/decisions/games-and-profile.md "Play & Earn widgets")',
    }),
    kept: { what: 'the games', holds: (cell) => (cell.el.shadowRoot?.querySelectorAll('[data-code]').length ?? 0) > 0 },
  },
  {
    endpoint: 'GET /content/:p/games/left-nav.json',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    arrange: hideWins,
    action: 'mount',
    done: (cell) => warned(cell, 'left navigation could not be read'),
    shows: () => ({
      silent: 'a failed navigation file is logged and the navigation is left out (docs/decisions/testing.md "Fault matrix")',
    }),
    kept: { what: 'the games', holds: (cell) => (cell.el.shadowRoot?.querySelectorAll('[data-code]').length ?? 0) > 0 },
  },
  {
    endpoint: 'GET /content/master/games/left-nav.json',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    arrange: (page) => {
      hideWins(page)
      // The banner has no left-navigation file: it answers 404, so the master file is read (API-024, SHL-019).
      delete page.sim.state.navigation[page.runtime.config.banner.id]
    },
    action: "mount (the banner's left-nav file answers 404)",
    done: (cell) => warned(cell, 'left navigation could not be read'),
    reqs: () => '[API-024] [SHL-019] [SHL-020]',
    shows: () => ({ silent: 'a failed master navigation file is logged and the navigation is left out (SHL-020)' }),
    kept: {
      what: 'the games (no navigation over them)',
      holds: (cell) => (cell.el.shadowRoot?.querySelectorAll('[data-code]').length ?? 0) > 0 && !part(cell.el, 'left-nav'),
    },
  },
  {
    endpoint: 'GET /api/games/prizes/:p/game/activity',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/game-details/SUMMERSTARS',
    arrange: hideWins,
    action: "mount on a game's details page",
    done: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="activity"] [role="alert"]')?.textContent,
    reqs: gamesReqs,
    shows: games,
    kept: { what: "the game's details", holds: (cell) => !!cell.el.shadowRoot?.querySelector('[data-code="SUMMERSTARS"]') },
  },
  {
    endpoint: 'GET /api/games/prizes/:p/transactions',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/game-details/SUMMERSTARS',
    arrange: hideWins,
    action: "mount on a game's details page",
    done: (cell) => warned(cell, 'prize transactions could not be read'),
    reqs: () => '[API-009] [GAM-016]',
    shows: () => ({ silent: "failed prize transactions are logged and no prize is marked 'Redeemed' (GAM-016)" }),
    kept: {
      what: "the game's prizes",
      holds: (cell) =>
        !!cell.el.shadowRoot?.querySelector('[part="prize-list"]') && !cell.el.shadowRoot?.querySelector('[part="prize-redeemed"]'),
    },
  },
  {
    endpoint: 'GET /api/games/rewards/transactions/history/:p',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/game-details/SUMMERSTARS',
    arrange: hideWins,
    action: "mount on a game's details page",
    done: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="activity"] [role="alert"]')?.textContent,
    reqs: gamesReqs,
    shows: games,
    kept: { what: "the game's details", holds: (cell) => !!cell.el.shadowRoot?.querySelector('[data-code="SUMMERSTARS"]') },
  },
  {
    endpoint: 'GET /api/games/prizes/:p',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/prize-details/PZ0102',
    arrange: hideWins,
    action: "mount on a prize's page",
    done: (cell) => !!cell.el.shadowRoot?.querySelector('[data-page="prize-details"] [role="alert"]')?.textContent,
    reqs: gamesReqs,
    shows: games,
    kept: { what: 'the Play & Earn area around it', holds: (cell) => !!cell.el.shadowRoot?.querySelector('[data-page="prize-details"]') },
  },
  {
    endpoint: 'POST /api/games/redemption',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/prize-details/PZ0102',
    arrange: (page) => {
      hideWins(page)
      const points = page.sim.state.users.find((u) => u.key === 'C')?.points.SUMMERSTARS
      if (points) points.totalGamePoints = 100_000
      const c = page.sim.state.users.find((u) => u.key === 'C')
      if (c) c.transactions = c.transactions.filter((t) => t.prizeId !== 'PZ0102')
    },
    action: 'click Redeem',
    act: async (cell) => {
      const redeem = () => cell.el.shadowRoot?.querySelector<HTMLButtonElement>('[part~="redeem"]')
      if (!(await until(() => !!redeem()))) throw new Error(`no Redeem button: ${stateOf(cell.el) ?? ''}`)
      redeem()?.click()
    },
    done: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="redeem-result"]')?.textContent,
    reqs: gamesReqs,
    shows: games,
    kept: {
      what: 'the Redeem button, to try again',
      holds: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="redeem"]:not([aria-busy])'),
    },
  },
  {
    endpoint: 'POST /api/games/update/sweepstakes/wins',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    action: "click 'Got it, don't show again' on a win",
    act: async (cell) => {
      const gotIt = () => cell.el.shadowRoot?.querySelector<HTMLButtonElement>('[part~="win-acknowledge"]')
      if (!(await until(() => !!gotIt()))) throw new Error('no win notice')
      gotIt()?.click()
    },
    // The answer is not read (gap A12): a 200 of any shape is an acknowledgement, nothing to log.
    done: (cell, column) => (column.status === 200 && !column.fault.malformed ? true : warned(cell, 'win acknowledgement failed')),
    shows: () => ({
      silent: 'a failed acknowledgement is logged and the win stays hidden (docs/decisions/games-and-profile.md "Play & Earn widgets")',
    }),
    kept: {
      what: 'the acknowledgement (the win hidden, remembered on this device)',
      holds: (cell) =>
        !cell.el.shadowRoot?.querySelector('dialog[open] [part~="win-acknowledge"]') &&
        (localStorage.getItem(ACKNOWLEDGED_WINS_KEY) ?? '[]') !== '[]',
    },
  },
  {
    endpoint: 'POST /api/games/update/howitworks',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/game-details/SUMMERSTARS',
    arrange: (page) => {
      hideWins(page)
      for (const user of page.sim.state.users) user.howItWorksSeen = []
    },
    action: "click 'Got it' on how it works",
    act: async (cell) => {
      const gotIt = () => cell.el.shadowRoot?.querySelector<HTMLButtonElement>('[part~="how-it-works"] button')
      if (!(await until(() => !!gotIt()))) throw new Error('no how-it-works panel')
      gotIt()?.click()
    },
    // The answer is not read (API-016): a 200 of any shape is an acknowledgement, nothing to log.
    done: (cell, column) => (column.status === 200 && !column.fault.malformed ? true : warned(cell, 'how-it-works acknowledgement failed')),
    shows: () => ({
      silent: 'a failed acknowledgement is logged and the panel stays hidden (docs/decisions/games-and-profile.md "Play & Earn widgets")',
    }),
    kept: {
      what: "the panel dismissed, the game's details shown",
      holds: (cell) =>
        !cell.el.shadowRoot?.querySelector('[part~="how-it-works"]') && !!cell.el.shadowRoot?.querySelector('[data-code="SUMMERSTARS"]'),
    },
  },
  {
    endpoint: 'GET /api/games/gameplay/postgamedetails',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/game-over/PANTRYBINGO',
    arrange: hideWins,
    action: "mount on a game's game-over page",
    done: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="game-over"] [role="alert"]')?.textContent,
    reqs: gamesReqs,
    shows: games,
    kept: { what: 'the game-over page', holds: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="game-over"]') },
  },
  {
    endpoint: 'GET /api/games/sweepstake/winner',
    widget: () => '<aisle-play-earn></aisle-play-earn>',
    query: '#/games/game-over/PANTRYBINGO',
    arrange: hideWins,
    action: "mount on a game's game-over page",
    done: (cell) => warned(cell, 'sweepstakes winners could not be read'),
    reqs: () => '[API-012] [GAM-024]',
    shows: () => ({ silent: "a game's failed winner read is logged; the wins of the programs answer still show (API-012)" }),
    kept: { what: 'the game-over page', holds: (cell) => !!cell.el.shadowRoot?.querySelector('[part~="game-over"]') },
  },
]
