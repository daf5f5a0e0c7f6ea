// The games store against the in-process simulator: what each read shows, what each action sends, and what a failure says.
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import type { SimUser } from '../../../sim/data'
import { SIM_GAMES_MESSAGES } from '../../../sim/routes/games/shared'
import { signIn } from '../../../sim/testing'
import type { ShopperInfo } from '../../io/api/session'
import { createSafeStorage, type SafeStorage } from '../../io/storage'
import { CONTENT_PATHS, GAMES_PATHS } from '../../rules/endpoints'
import { FALLBACK_MESSAGE, INVALID_AUTHORIZATION } from '../../rules/errors'
import { GAME_GRID_HREF } from '../../rules/games/routes'
import { GAME_STATUS } from '../../rules/games/status'
import { type SimApi, simApi } from '../../../test/support/sim-api'
import { createGamesStore, type GamesStore } from './games'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const STORE = '1100'
let sim: Sim
let user: SimUser
let shopper: ShopperInfo
let storage: SafeStorage
let games: GamesStore
let client: SimApi
const log = { warn: vi.fn(), error: vi.fn() }

/** A memory storage shared by the stores of one test, so a second store is "the same page reloaded". */
function memoryStorage(): SafeStorage {
  const map = new Map<string, string>()
  const backing = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as unknown as Storage
  return createSafeStorage(() => backing)
}

function newStore(): GamesStore {
  client = simApi(sim, { token: shopper.token, userType: 'C', storeId: STORE })
  const { api } = client
  return createGamesStore({ api: () => api, shopper: () => shopper, storage, now: () => NOW, utcOffsetMinutes: () => 0, log })
}

beforeEach(async () => {
  log.warn.mockReset()
  sim = createSim({ clock: () => NOW, now: NOW })
  const session = await signIn(sim, { userType: 'C' })
  user = sim.state.users.find((u) => u.key === 'C') as SimUser
  shopper = { token: session.token, userType: 'C', storeId: STORE, uuid: user.uuid, j4u: {}, unattendedDeliveryIsEnabled: false }
  storage = memoryStorage()
  games = newStore()
})

const sent = (suffix: string, method = 'GET') => sim.state.requests.filter((r) => r.path.endsWith(suffix) && r.method === method)
const program = (code: string) => games.$programs.get().find((p) => p.code === code)

describe('programs and points', () => {
  test('[GAM-001] [GAM-003] [GAM-011] [GAM-018] [GAM-019] [GAM-020] [GAM-054] loads the flags, the store programs and each program points', async () => {
    await games.load()
    expect(games.$programsLoad.get().status).toBe('ready')
    expect(client.sent.filter((r) => new URL(r.url).pathname === CONTENT_PATHS.gamesFlags)).toHaveLength(1)
    const atStore = sim.state.programs.filter((p) => p.storeIds.includes(STORE)).map((p) => p.code)
    expect(games.$programs.get().map((p) => p.code)).toEqual(expect.arrayContaining(atStore))
    const stars = program('SUMMERSTARS')
    expect(stars?.gameStatus).toBe(GAME_STATUS.IN_PROGRESS)
    expect({
      ...(stars && { a: stars.totalGamePoints, b: stars.totalPrizesWon, c: stars.sweepstakesEntries, d: stars.gameplaysUsed }),
    }).toEqual({
      a: user.points.SUMMERSTARS?.totalGamePoints,
      b: user.points.SUMMERSTARS?.totalPrizesWon,
      c: user.points.SUMMERSTARS?.sweepstakesEntries,
      d: user.points.SUMMERSTARS?.gameplaysUsed,
    })
    expect(program('PANTRYBINGO')?.gameStatus).toBe(GAME_STATUS.GAME_OVER)
    const notJoined = games.$programs.get().find((p) => !user.optedInPrograms.includes(p.code) && p.gameStatus !== GAME_STATUS.GAME_OVER)
    expect(notJoined?.gameStatus).toBe(GAME_STATUS.NOT_STARTED)
  })

  test('concurrent loads share one programs call', async () => {
    await Promise.all([games.load(), games.load()])
    expect(sent(GAMES_PATHS.programs)).toHaveLength(1)
  })

  test('[ERR-006] [ERR-007] a failing programs call leaves an error with the catalogue message, no crash', async () => {
    sim.state.faults.push({ path: GAMES_PATHS.programs, status: 503, body: { serviceErrors: [{ message: 'Games are resting.' }] } })
    await games.load()
    expect(games.$programsLoad.get()).toEqual({ status: 'error', error: 'Games are resting.' })
    sim.state.faults.length = 0
    sim.state.faults.push({ path: GAMES_PATHS.programs, status: 418 })
    await games.load({ force: true })
    expect(games.$programsLoad.get().error).toBe(FALLBACK_MESSAGE)
  })

  test('[ERR-001] a 401 without a server message says Invalid authorization', async () => {
    sim.state.faults.push({ path: GAMES_PATHS.programs, status: 401, body: {} })
    await games.load()
    expect(games.$programsLoad.get().error).toBe(INVALID_AUTHORIZATION)
  })

  test('[GAM-054] a missing flags file is logged and every flag stays on', async () => {
    sim.state.gamesFlags = 'not a flags file' as never
    await games.load()
    expect(games.$programsLoad.get().status).toBe('ready')
    expect(games.$flags.get().gamesEnabled).toBe(true)
    expect(log.warn).toHaveBeenCalled()
  })
})

describe('opt in', () => {
  test('[GAM-002] [GAM-018] opting in sends the payload and makes the program In Progress at once', async () => {
    await games.load()
    const code = games.$programs.get().find((p) => p.gameStatus === GAME_STATUS.NOT_STARTED)?.code as string
    const [first, second] = await Promise.all([games.optIn(code), games.optIn(code)])
    expect(first).toEqual({ ok: true, value: undefined })
    expect(second).toEqual(first)
    const posts = sent(GAMES_PATHS.optIn, 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0]?.body).toEqual({ programCode: code, storeId: STORE, optIn: true })
    expect(program(code)?.gameStatus).toBe(GAME_STATUS.IN_PROGRESS)
    expect(program(code)?.totalGamePoints).toBe(0)
  })

  test('[ERR-004] a refused opt-in answers the server message and changes nothing', async () => {
    await games.load()
    const result = await games.optIn('PANTRYBINGO_UNKNOWN')
    expect(result).toEqual({ ok: false, message: FALLBACK_MESSAGE })
    const ended = await games.optIn('WINTERWONDER')
    expect(ended.ok).toBe(false)
  })
})

describe('prizes', () => {
  test('[GAM-055] [GAM-004] a game prize list, and one prize found from its id alone', async () => {
    await games.loadPrizes('SUMMERSTARS')
    const list = games.prizesOf('SUMMERSTARS').get()
    expect(list.status).toBe('ready')
    expect(list.data?.every((p) => p.programCode === 'SUMMERSTARS')).toBe(true)
    expect(sent(GAMES_PATHS.prizes).at(-1)?.query).toMatchObject({ programCode: 'SUMMERSTARS', storeId: STORE, userType: 'C' })

    const fresh = newStore()
    const target = list.data?.[1]
    await fresh.loadPrize({ prizeId: target?.prizeId as string })
    expect(fresh.$prize.get().data?.name).toBe(target?.name)
    expect(fresh.$prize.get().data?.terms).toBeTruthy()
  })

  test('[GAM-005] redeeming deducts the points; a second redemption shows the refusal verbatim [ERR-004]', async () => {
    const points = user.points.SUMMERSTARS
    if (points) points.totalGamePoints = 100_000
    await games.load()
    await games.loadPrizes('SUMMERSTARS')
    const redeemed = new Set(user.transactions.map((t) => t.prizeId))
    const before = program('SUMMERSTARS')?.totalGamePoints as number
    const prize = games
      .prizesOf('SUMMERSTARS')
      .get()
      .data?.find((p) => p.prizeType !== 'SWEEPSTAKES' && !redeemed.has(p.prizeId) && p.pointsRequired <= before)
    expect(prize).toBeDefined()
    if (!prize) return
    const result = await games.redeem(prize)
    expect(result.ok && result.value.status).toBe('COMPLETED')
    expect(sent(GAMES_PATHS.redemption, 'POST')[0]?.body).toEqual({
      programCode: 'SUMMERSTARS',
      prizeId: prize.prizeId,
      prizeType: prize.prizeType,
      storeId: STORE,
    })
    expect(program('SUMMERSTARS')?.totalGamePoints).toBe(before - prize.pointsRequired)
    expect(await games.redeem(prize)).toEqual({ ok: false, message: SIM_GAMES_MESSAGES.alreadyRedeemed })
  })

  test('[GAM-051] the game-over page reads post-game details', async () => {
    await games.loadPostGame('PANTRYBINGO')
    expect(games.$postGame.get().data?.totalGamePoints).toBe(user.points.PANTRYBINGO?.totalGamePoints)
  })
})

describe('activity', () => {
  test('[GAM-006] [GAM-056] both sources over 180 days, one list newest first', async () => {
    await games.load()
    await games.loadActivity()
    const activity = games.$activity.get().data ?? []
    expect(sent(GAMES_PATHS.gameActivity(user.uuid))[0]?.query).toMatchObject({ numberOfDays: '180' })
    expect(activity.some((e) => e.source === 'activity')).toBe(true)
    expect(activity.some((e) => e.source === 'history')).toBe(true)
    const times = activity.map((e) => Date.parse(e.date))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })
})

describe('sweepstakes wins', () => {
  test('[GAM-023] [GAM-024] [GAM-025] [GAM-026] shows undisplayed wins; acknowledging sends displayed true and it never shows again', async () => {
    await games.load()
    const undisplayed = user.sweepstakesWins.filter((w) => !w.displayed)
    expect(games.$wins.get().map((w) => w.prizeId)).toEqual(undisplayed.map((w) => w.prizeId))
    const win = games.$wins.get()[0]
    if (!win) throw new Error('no win to show')
    await games.acknowledgeWin(win)
    expect(games.$wins.get().some((w) => w.prizeId === win.prizeId)).toBe(false)
    expect(sent(GAMES_PATHS.sweepstakesWins, 'POST')[0]?.body).toEqual({
      displayed: true,
      prizeId: win.prizeId,
      programCode: win.programCode,
    })

    const reloaded = newStore()
    await reloaded.load()
    expect(reloaded.$wins.get().some((w) => w.prizeId === win.prizeId)).toBe(false)
  })

  test('[GAM-026] a failed acknowledgement still hides the win after a reload', async () => {
    await games.load()
    const win = games.$wins.get()[0]
    if (!win) throw new Error('no win to show')
    sim.state.faults.push({ path: GAMES_PATHS.sweepstakesWins, status: 500 })
    await games.acknowledgeWin(win)
    const reloaded = newStore()
    await reloaded.load()
    expect(reloaded.$wins.get().some((w) => w.prizeId === win.prizeId)).toBe(false)
  })
})

describe('how it works and navigation', () => {
  test('[GAM-050] [GAM-046] dismissing how-it-works hides it at once and sends the programCode', async () => {
    await games.dismissHowItWorks('SUMMERSTARS')
    expect(games.$howItWorksDismissed.get().has('SUMMERSTARS')).toBe(true)
    expect(sent(GAMES_PATHS.howItWorks, 'POST')[0]?.query).toEqual({ programCode: 'SUMMERSTARS' })
  })

  test('[SHL-018] [SHL-021] the banner navigation, games links rewritten to the grid', async () => {
    await games.loadNavigation()
    const nav = games.$navigation.get().data
    expect(nav?.title).toBe(sim.state.navigation.freshway?.title)
    expect(nav?.menuItems.find((i) => i.label === 'Play & Earn')?.url).toBe(GAME_GRID_HREF)
  })

  test('[SHL-019] a 404 banner file falls back to master; [SHL-020] another failure is logged and shows nothing', async () => {
    const own = sim.state.navigation.freshway
    delete sim.state.navigation.freshway
    await games.loadNavigation()
    sim.state.navigation.freshway = own as NonNullable<typeof own>
    expect(games.$navigation.get().data?.title).toBe(sim.state.navigation.master?.title)

    const other = newStore()
    sim.state.navigation.freshway = { title: 'no menu' } as never
    await other.loadNavigation()
    expect(other.$navigation.get().status).toBe('error')
    expect(other.$navigation.get().data).toBeUndefined()
    expect(log.warn).toHaveBeenCalled()
  })
})
