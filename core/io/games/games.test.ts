// The games calls of core/io/games/games.ts against the in-process simulator: what each call sends, and what it reads.
import { beforeEach, describe, expect, test } from 'vitest'
import { createSim, type Sim } from '../../../sim/app'
import type { SimUser } from '../../../sim/data'
import { SIM_GAMES_MESSAGES } from '../../../sim/routes/games/shared'
import { signIn } from '../../../sim/testing'
import { CONTENT_PATHS, GAMES_PATHS } from '../../rules/endpoints'
import { FALLBACK_MESSAGE } from '../../rules/errors'
import { ACTIVITY_WINDOW_DAYS } from '../../rules/games/activity'
import { DEFAULT_GAMES_FLAGS } from '../../rules/games/flags'
import { HEADERS } from '../../rules/http'
import { decodeTokenClaims } from '../../rules/session'
import { pageConfig } from '../../../test/support/api'
import { createMemoryCookieJar } from '../cookies'
import { type ApiClient, createApiClient } from '../api/client'
import { isApiError } from '../api/errors'
import {
  acknowledgeHowItWorks,
  acknowledgeSweepstakesWin,
  currentTimeZone,
  fetchGameActivity,
  fetchGamesFlags,
  fetchNavigation,
  fetchPostGameDetails,
  fetchPrize,
  fetchPrizes,
  fetchPrizeTransactions,
  fetchProgramPoints,
  fetchPrograms,
  fetchRewardsHistory,
  fetchSweepstakeWinners,
  optInToProgram,
  redeemPrize,
} from './games'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const STORE = '1100'
let sim: Sim
let api: ApiClient
let token: string
let user: SimUser

/** A client whose fetch hands every Request to the simulator, signed in as C. */
async function setUp(host = 'freshway.localhost') {
  sim = createSim({ clock: () => NOW, now: NOW })
  token = (await signIn(sim, { userType: 'C' })).token
  user = sim.state.users.find((u) => u.key === 'C') as SimUser
  api = createApiClient({
    config: pageConfig(host),
    session: { current: () => ({ token, userType: 'C', storeId: STORE }), refresh: async () => undefined },
    cookies: createMemoryCookieJar(),
    fetch: (input, init) => sim.fetch(new Request(input, init)),
  })
}
beforeEach(() => setUp())

/** The latest call the simulator received whose path ends with `suffix`. */
function sent(suffix: string) {
  const found = sim.state.requests.filter((r) => r.path.endsWith(suffix)).at(-1)
  if (!found) throw new Error(`no request to ${suffix}`)
  return found
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  )

describe('programs and points', () => {
  test('[API-003] [API-004] GET programs sends storeId and userType, and programCodes only for a real code list', async () => {
    await fetchPrograms(api, { storeId: STORE, userType: 'C', programCodes: ['SUMMERSTARS', 'FRESHFINDS'] })
    expect(sent(GAMES_PATHS.programs).query).toEqual({ storeId: STORE, userType: 'C', programCodes: 'SUMMERSTARS,FRESHFINDS' })
    for (const programCodes of [[], '*', undefined]) {
      await fetchPrograms(api, { storeId: STORE, userType: 'C', programCodes })
      expect(sent(GAMES_PATHS.programs).query, String(programCodes)).toEqual({ storeId: STORE, userType: 'C' })
    }
  })

  test('[API-005] [GAM-023] reads both program lists, keeps only the undisplayed winners, and reads optInEnhancementsEnabled', async () => {
    const reply = await fetchPrograms(api, { storeId: STORE, userType: 'C' })
    const atStore = sim.state.programs.filter((p) => p.storeIds.includes(STORE))
    expect(reply.storePrograms.map((p) => p.code)).toEqual(atStore.map((p) => p.code))
    expect(reply.userOptedInPrograms.map((p) => p.code)).toEqual(
      atStore.filter((p) => user.optedInPrograms.includes(p.code)).map((p) => p.code),
    )
    expect(user.sweepstakesWins.some((w) => w.displayed)).toBe(true)
    expect(reply.sweepstakesWinners).toEqual(
      user.sweepstakesWins.filter((w) => !w.displayed).map((w) => ({ prizeId: w.prizeId, programCode: w.programCode })),
    )
    expect(reply.optInEnhancementsEnabled).toBe(false)
  })

  test('[API-005] a reply without the program lists is a typed shape error, not a crash', async () => {
    sim.state.faults.push({ path: GAMES_PATHS.programs, status: 200, body: { sweepstakesWinners: [], optInEnhancementsEnabled: false } })
    const error = await failure(fetchPrograms(api, { storeId: STORE, userType: 'C' }))
    expect(isApiError(error) && error.kind).toBe('shape')
    expect(isApiError(error) && error.userMessage).toBe(FALLBACK_MESSAGE)
  })

  test('[API-006] GET program points sends programCodes and reads the five fields of each entry', async () => {
    const points = await fetchProgramPoints(api, ['SUMMERSTARS', 'FRESHFINDS'])
    expect(sent(GAMES_PATHS.programPoints).query).toEqual({ programCodes: 'SUMMERSTARS,FRESHFINDS' })
    expect(points).toEqual(['SUMMERSTARS', 'FRESHFINDS'].map((programCode) => ({ programCode, ...user.points[programCode] })))
    const before = sim.state.requests.length
    expect(await fetchProgramPoints(api, [])).toEqual([])
    expect(sim.state.requests.length).toBe(before)
  })
})

describe('prizes, transactions and activity', () => {
  test('[API-007] GET prizes sends programCode, storeId and userType and reads the prize list', async () => {
    const prizes = await fetchPrizes(api, { programCode: 'SUMMERSTARS', storeId: STORE, userType: 'C' })
    expect(sent(GAMES_PATHS.prizes).query).toEqual({ programCode: 'SUMMERSTARS', storeId: STORE, userType: 'C' })
    expect(prizes.map((p) => p.prizeId)).toEqual(sim.state.prizes.filter((p) => p.programCode === 'SUMMERSTARS').map((p) => p.prizeId))
  })

  test('[API-008] GET prizes/{prizeId} sends prizeType, programCode and storeId and reads the prize', async () => {
    const seeded = sim.state.prizes.find((p) => p.programCode === 'FRESHFINDS' && p.prizeType === 'RECIPE') ?? sim.state.prizes[0]!
    const prize = await fetchPrize(api, {
      prizeId: seeded.prizeId,
      prizeType: seeded.prizeType,
      programCode: seeded.programCode,
      storeId: STORE,
    })
    expect(sent(GAMES_PATHS.prize(seeded.prizeId)).query).toEqual({
      prizeType: seeded.prizeType,
      programCode: seeded.programCode,
      storeId: STORE,
    })
    expect(prize).toEqual({ ...seeded })
  })

  test('[API-009] GET prizes/{uuid}/transactions sends programCode and the time-zone header, by default the runtime zone', async () => {
    const list = await fetchPrizeTransactions(api, { uuid: user.uuid, programCode: 'SUMMERSTARS', timeZone: 'America/Denver' })
    const request = sent(GAMES_PATHS.prizeTransactions(user.uuid))
    expect(request.query).toEqual({ programCode: 'SUMMERSTARS' })
    expect(request.headers[HEADERS.timeZone]).toBe('America/Denver')
    expect(list.map((t) => t.transactionId)).toEqual(
      user.transactions.filter((t) => t.programCode === 'SUMMERSTARS').map((t) => t.transactionId),
    )
    expect(list[0]?.date).toMatch(/-0[67]:00$/)
    await fetchPrizeTransactions(api, { uuid: user.uuid, programCode: 'SUMMERSTARS' })
    expect(sent(GAMES_PATHS.prizeTransactions(user.uuid)).headers[HEADERS.timeZone]).toBe(currentTimeZone())
    expect(currentTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  test('[API-010] GET prizes/{uuid}/game/activity sends numberOfDays=180 and programCodes', async () => {
    const activity = await fetchGameActivity(api, { uuid: user.uuid, programCodes: ['SUMMERSTARS'] })
    expect(sent(GAMES_PATHS.gameActivity(user.uuid)).query).toEqual({
      numberOfDays: String(ACTIVITY_WINDOW_DAYS),
      programCodes: 'SUMMERSTARS',
    })
    expect(activity.map((a) => a.points)).toEqual(user.activity.filter((a) => a.programCode === 'SUMMERSTARS').map((a) => a.pointsEarned))
  })

  test("[API-011] GET rewards history goes to the token's household with numberOfDays=180, programs and rand", async () => {
    const history = await fetchRewardsHistory(api, { token, programCodes: ['PANTRYBINGO'], rand: 7 })
    const hid = String(decodeTokenClaims(token).hid)
    expect(sent(GAMES_PATHS.rewardsHistory(hid)).query).toEqual({ numberOfDays: '180', programs: 'PANTRYBINGO', rand: '7' })
    expect(history.map((h) => h.description)).toEqual(
      user.transactions.filter((t) => t.programCode === 'PANTRYBINGO').map((t) => t.description),
    )
    expect(await fetchRewardsHistory(api, { token: 'not-a-jwt', programCodes: ['PANTRYBINGO'] })).toEqual([])
  })
})

describe('sweepstakes, post-game, opt-in, how-it-works and redemption', () => {
  test('[API-012] [API-013] [GAM-026] keeps only undisplayed wins, acknowledges with {displayed: true, prizeId, programCode}, and the win is gone', async () => {
    const win = user.sweepstakesWins.find((w) => !w.displayed)!
    expect(await fetchSweepstakeWinners(api, win.programCode)).toEqual([{ prizeId: win.prizeId, programCode: win.programCode }])
    expect(sent(GAMES_PATHS.sweepstakeWinner).query).toEqual({ programCode: win.programCode })
    await acknowledgeSweepstakesWin(api, { prizeId: win.prizeId, programCode: win.programCode })
    expect(sent(GAMES_PATHS.sweepstakesWins)).toMatchObject({
      method: 'POST',
      body: { displayed: true, prizeId: win.prizeId, programCode: win.programCode },
    })
    expect(await fetchSweepstakeWinners(api, win.programCode)).toEqual([])
    expect((await fetchPrograms(api, { storeId: STORE, userType: 'C' })).sweepstakesWinners).toEqual([])
  })

  test('[API-014] GET gameplay/postgamedetails sends programCode and reads the final figures', async () => {
    const details = await fetchPostGameDetails(api, 'PANTRYBINGO')
    expect(sent(GAMES_PATHS.postGameDetails).query).toEqual({ programCode: 'PANTRYBINGO' })
    expect(details).toMatchObject({ programCode: 'PANTRYBINGO', ...user.points.PANTRYBINGO })
  })

  test('[API-015] POST gameplay/optin sends {programCode, storeId, optIn: true}; the program is then opted in', async () => {
    const program = await optInToProgram(api, { programCode: 'SNACKSWEEPS', storeId: STORE })
    expect(sent(GAMES_PATHS.optIn)).toMatchObject({ method: 'POST', body: { programCode: 'SNACKSWEEPS', storeId: STORE, optIn: true } })
    expect(program.code).toBe('SNACKSWEEPS')
    expect((await fetchPrograms(api, { storeId: STORE, userType: 'C' })).userOptedInPrograms.map((p) => p.code)).toContain('SNACKSWEEPS')
  })

  test('[API-016] POST update/howitworks sends no body and query programCode', async () => {
    await acknowledgeHowItWorks(api, 'SUMMERSTARS')
    expect(sent(GAMES_PATHS.howItWorks)).toMatchObject({ method: 'POST', query: { programCode: 'SUMMERSTARS' }, body: null, status: 200 })
  })

  test('[API-017] POST redemption sends {programCode, prizeId, prizeType, storeId} and reads the completed redemption', async () => {
    const prize = sim.state.prizes.find(
      (p) => p.programCode === 'FRESHFINDS' && p.prizeType !== 'SWEEPSTAKES' && !user.transactions.some((t) => t.prizeId === p.prizeId),
    )!
    user.points.FRESHFINDS!.totalGamePoints = prize.pointsRequired + 5
    const input = { programCode: 'FRESHFINDS', prizeId: prize.prizeId, prizeType: prize.prizeType, storeId: STORE }
    const result = await redeemPrize(api, input)
    expect(sent(GAMES_PATHS.redemption).body).toEqual(input)
    expect(result).toEqual({ status: 'COMPLETED', transactionId: expect.any(String), remainingPoints: 5 })
  })

  test('[API-017] [ERR-004] a refused redemption is an ApiError whose message is the first error of the 400', async () => {
    const done = user.transactions[0]!
    const prize = sim.state.prizes.find((p) => p.prizeId === done.prizeId)!
    const error = await failure(
      redeemPrize(api, { programCode: prize.programCode, prizeId: prize.prizeId, prizeType: prize.prizeType, storeId: STORE }),
    )
    expect(isApiError(error) && { status: error.status, message: error.userMessage }).toEqual({
      status: 400,
      message: SIM_GAMES_MESSAGES.alreadyRedeemed,
    })
  })

  test('[ERR-002] a games call without a valid token is an ApiError showing the server message', async () => {
    token = 'expired'
    const error = await failure(fetchPrizes(api, { storeId: STORE, userType: 'C' }))
    expect(isApiError(error) && error.status).toBe(401)
    expect(isApiError(error) && error.userMessage).toBe(SIM_GAMES_MESSAGES.unauthorized)
  })
})

describe('content files', () => {
  /** A client recording the URLs it fetches: content files are outside the API prefix, so the simulator does not log them. */
  function spyClient() {
    const urls: URL[] = []
    const client = createApiClient({
      config: pageConfig('freshway.localhost'),
      session: { current: () => ({ token }), refresh: async () => undefined },
      cookies: createMemoryCookieJar(),
      fetch: (input, init) => {
        const request = new Request(input, init)
        urls.push(new URL(request.url))
        return sim.fetch(request)
      },
    })
    return { client, urls }
  }

  test('[API-023] the games flags file is read with a random cache-buster, outside the API prefix', async () => {
    const { client, urls } = spyClient()
    sim.state.gamesFlags.gamesEnabled = false
    const flags = await fetchGamesFlags(client)
    expect(flags).toEqual({ ...DEFAULT_GAMES_FLAGS, gamesEnabled: false, surveyUrl: sim.state.gamesFlags.surveyUrl })
    expect(urls.map((u) => u.pathname)).toEqual([CONTENT_PATHS.gamesFlags])
    await fetchGamesFlags(client)
    const [first, second] = urls.map((u) => u.searchParams.get('rand'))
    expect(first).toMatch(/^\d+$/)
    expect(second).toMatch(/^\d+$/)
  })

  test('[API-024] [SHL-019] the banner navigation file is read with a cache-buster; a 404 there reads the master file', async () => {
    const { client, urls } = spyClient()
    const own = await fetchNavigation(client)
    expect(own.source).toBe('banner')
    expect(own.navigation?.title).toBe(sim.state.navigation.freshway?.title)
    expect(own.navigation?.menuItems.length).toBe(sim.state.navigation.freshway?.menuItems.length)
    const fallback = await fetchNavigation(client, 'riverbend')
    expect(fallback).toMatchObject({ source: 'master', navigation: { title: sim.state.navigation.master?.title } })
    expect(urls.map((u) => u.pathname)).toEqual([
      CONTENT_PATHS.leftNav('freshway'),
      CONTENT_PATHS.leftNav('riverbend'),
      CONTENT_PATHS.leftNavMaster,
    ])
    for (const url of urls) expect(url.searchParams.get('rand'), url.href).toMatch(/^\d+$/)
  })

  test('a navigation failure other than a 404 on the banner file is thrown, not replaced by the master file', async () => {
    const { client, urls } = spyClient()
    sim.state.navigation.freshway = { title: 'no menu' } as never
    expect(isApiError(await failure(fetchNavigation(client)))).toBe(true)
    expect(urls.map((u) => u.pathname)).toEqual([CONTENT_PATHS.leftNav('freshway')])
  })
})
