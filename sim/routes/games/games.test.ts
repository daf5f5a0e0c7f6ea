// The Play & Earn calls of the simulator (sim/routes/games/games.ts, games/history.ts), in process through createSim().fetch.
import { beforeEach, describe, expect, test } from 'vitest'
import { GAMES_PATHS, GAMES_QUERY } from '../../../core/rules/endpoints'
import { gamesErrorMessage } from '../../../core/rules/errors'
import { HEADERS } from '../../../core/rules/http'
import { decodeTokenClaims } from '../../../core/rules/session'
import { createSim, type Sim } from '../../app'
import type { SimUser } from '../../data'
import { call, type SignedIn, signIn } from '../../testing'
import { localDateTime, REDEMPTION_STATUS } from './history'
import { SIM_GAMES_CODES, SIM_GAMES_MESSAGES, SIM_OPT_IN_STATUS } from './shared'

const NOW = Date.UTC(2030, 4, 14, 12, 0, 0)
const DAY = 86_400_000
const STORE = '1100'
let sim: Sim
let c: SignedIn
let user: SimUser
beforeEach(async () => {
  sim = createSim({ clock: () => NOW, now: NOW })
  c = await signIn(sim, { userType: 'C' })
  user = sim.state.users.find((u) => u.key === 'C') as SimUser
})

type Json = Record<string, unknown> & { errors?: { code: string; message: string }[] }
const get = async (path: string, headers: Record<string, string> = c.auth) => {
  const response = await call(sim, path, { headers })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json & Json[] }
}
const post = async (path: string, body?: unknown, headers: Record<string, string> = c.auth) => {
  const response = await call(sim, path, { method: 'POST', headers, ...(body === undefined ? {} : { body }) })
  const text = await response.text()
  return { status: response.status, text, body: (text ? JSON.parse(text) : null) as Json }
}
const programsPath = (extra = '') => `${GAMES_PATHS.programs}?storeId=${STORE}&userType=C${extra}`
const codes = (list: unknown) => (list as { code: string }[]).map((p) => p.code)

describe('every games call needs a valid Bearer token', () => {
  const calls: [string, string][] = [
    ['GET', programsPath()],
    ['GET', `${GAMES_PATHS.programPoints}?programCodes=SUMMERSTARS`],
    ['GET', GAMES_PATHS.prizes],
    ['GET', `${GAMES_PATHS.prize('PZ0101')}?prizeType=SWEEPSTAKES&programCode=SUMMERSTARS&storeId=${STORE}`],
    ['GET', `${GAMES_PATHS.prizeTransactions('u')}?programCode=SUMMERSTARS`],
    ['GET', `${GAMES_PATHS.gameActivity('u')}?numberOfDays=180`],
    ['GET', `${GAMES_PATHS.rewardsHistory('h')}?numberOfDays=180`],
    ['GET', `${GAMES_PATHS.sweepstakeWinner}?programCode=SUMMERSTARS`],
    ['POST', GAMES_PATHS.sweepstakesWins],
    ['GET', `${GAMES_PATHS.postGameDetails}?programCode=SUMMERSTARS`],
    ['POST', GAMES_PATHS.optIn],
    ['POST', `${GAMES_PATHS.howItWorks}?programCode=SUMMERSTARS`],
    ['POST', GAMES_PATHS.redemption],
  ]
  test('answers 401 without a token, with an unknown token and with an expired one', async () => {
    const expired = await signIn(sim, { userType: 'C', tokenExpiresInMs: -1 })
    for (const [method, path] of calls) {
      for (const headers of [{}, { [HEADERS.authorization]: 'Bearer nope' }, expired.auth]) {
        const response = await call(sim, path, { method, headers })
        expect(response.status, `${method} ${path}`).toBe(401)
        expect(gamesErrorMessage(401, await response.json()), path).toBe(SIM_GAMES_MESSAGES.unauthorized)
      }
    }
  })
})

describe('GET programs', () => {
  test('[API-003] needs storeId and userType; a missing one is a 400 naming it', async () => {
    expect((await get(programsPath())).status).toBe(200)
    const noStore = await get(`${GAMES_PATHS.programs}?userType=C`)
    expect(noStore.status).toBe(400)
    expect(gamesErrorMessage(400, noStore.body)).toBe(SIM_GAMES_MESSAGES.missingParam('storeId'))
    expect(gamesErrorMessage(400, (await get(`${GAMES_PATHS.programs}?storeId=${STORE}`)).body)).toBe(
      SIM_GAMES_MESSAGES.missingParam('userType'),
    )
  })

  test('[API-005] answers userOptedInPrograms, storePrograms, sweepstakesWinners with displayed and prizeId, and optInEnhancementsEnabled', async () => {
    const { body } = await get(programsPath())
    const atStore = sim.state.programs.filter((p) => p.storeIds.includes(STORE)).map((p) => p.code)
    expect(codes(body.storePrograms)).toEqual(atStore)
    expect(codes(body.userOptedInPrograms)).toEqual(atStore.filter((code) => user.optedInPrograms.includes(code)))
    expect(body.sweepstakesWinners).toEqual(
      user.sweepstakesWins.map((w) => expect.objectContaining({ displayed: w.displayed, prizeId: w.prizeId, programCode: w.programCode })),
    )
    expect(body.optInEnhancementsEnabled).toBe(false)
    const program = (body.storePrograms as Record<string, unknown>[])[0] as Record<string, unknown>
    for (const field of ['code', 'type', 'optInStatus', 'startDate', 'endDate', 'howItWorks', 'uiAttributes'])
      expect(program, field).toHaveProperty(field)
    sim.state.gamesFlags.optInEnhancementsEnabled = true
    expect((await get(programsPath())).body.optInEnhancementsEnabled).toBe(true)
  })

  test('[API-004] filters by programCodes when given, and answers every program for none or *', async () => {
    expect(codes((await get(programsPath('&programCodes=SUMMERSTARS,SNACKSWEEPS'))).body.storePrograms)).toEqual([
      'SUMMERSTARS',
      'SNACKSWEEPS',
    ])
    const every = codes((await get(programsPath())).body.storePrograms)
    expect(codes((await get(programsPath(`&programCodes=${GAMES_QUERY.allProgramCodes}`))).body.storePrograms)).toEqual(every)
    expect(codes((await get(programsPath('&programCodes='))).body.storePrograms)).toEqual(every)
  })

  test('a store that runs no game answers empty lists', async () => {
    const last = sim.state.stores.at(-1)?.storeId
    const { body } = await get(`${GAMES_PATHS.programs}?storeId=${last}&userType=C`)
    expect(body).toMatchObject({ userOptedInPrograms: [], storePrograms: [], sweepstakesWinners: [] })
  })
})

describe('points, prizes and post-game details', () => {
  test('[API-006] program points answer one entry per requested code with the four figures', async () => {
    const { body } = await get(`${GAMES_PATHS.programPoints}?programCodes=SUMMERSTARS,FRESHFINDS,SNACKSWEEPS`)
    expect(body).toEqual(['SUMMERSTARS', 'FRESHFINDS'].map((code) => ({ programCode: code, ...user.points[code] })))
    expect((await get(GAMES_PATHS.programPoints)).status).toBe(400)
  })

  test('[API-007] prizes filter by the optional programCode and by the programs running at storeId', async () => {
    const all = (await get(GAMES_PATHS.prizes)).body
    expect(all).toHaveLength(sim.state.prizes.length)
    const own = (await get(`${GAMES_PATHS.prizes}?programCode=SUMMERSTARS&storeId=${STORE}&userType=C`)).body
    expect(own.map((p) => p.prizeId)).toEqual(sim.state.prizes.filter((p) => p.programCode === 'SUMMERSTARS').map((p) => p.prizeId))
    expect(own[0]).toEqual(
      expect.objectContaining({
        prizeId: expect.any(String),
        prizeType: expect.any(String),
        pointsRequired: expect.any(Number),
        programCode: 'SUMMERSTARS',
      }),
    )
    const last = sim.state.stores.at(-1)?.storeId
    expect((await get(`${GAMES_PATHS.prizes}?storeId=${last}`)).body).toEqual([])
  })

  test('[API-008] a prize by id with prizeType, programCode and storeId, including its terms; a mismatch is 404', async () => {
    const prize = sim.state.prizes.find((p) => p.programCode === 'FRESHFINDS' && p.prizeType !== 'SWEEPSTAKES')!
    const ok = await get(`${GAMES_PATHS.prize(prize.prizeId)}?prizeType=${prize.prizeType}&programCode=FRESHFINDS&storeId=${STORE}`)
    expect(ok.body).toEqual(prize)
    expect((await get(`${GAMES_PATHS.prize(prize.prizeId)}?prizeType=SWEEPSTAKES&programCode=FRESHFINDS&storeId=${STORE}`)).status).toBe(
      404,
    )
    expect((await get(`${GAMES_PATHS.prize(prize.prizeId)}?programCode=FRESHFINDS&storeId=${STORE}`)).status).toBe(400)
  })

  test('[API-014] post-game details answer the final figures of the program', async () => {
    const { body } = await get(`${GAMES_PATHS.postGameDetails}?programCode=PANTRYBINGO`)
    expect(body).toMatchObject({ programCode: 'PANTRYBINGO', optedIn: true, ...user.points.PANTRYBINGO })
    expect((await get(`${GAMES_PATHS.postGameDetails}?programCode=NOPE`)).status).toBe(404)
  })
})

describe('transactions, activity and rewards history', () => {
  const txPath = () => `${GAMES_PATHS.prizeTransactions(user.uuid)}?programCode=SUMMERSTARS`

  test('[API-009] transactions need the user time-zone header: without it a 400 whose first error the UI shows', async () => {
    const missing = await get(txPath())
    expect(missing.status).toBe(400)
    expect(missing.body.errors?.[0]?.code).toBe(SIM_GAMES_CODES.missingTimeZone)
    expect(gamesErrorMessage(400, missing.body)).toBe(SIM_GAMES_MESSAGES.missingTimeZone)
    expect((await get(txPath(), { ...c.auth, [HEADERS.timeZone]: 'Mars/Olympus' })).status).toBe(400)
  })

  test('[API-009] transactions of the program, newest first, dated in the header time zone', async () => {
    const { status, body } = await get(txPath(), { ...c.auth, [HEADERS.timeZone]: 'America/New_York' })
    expect(status).toBe(200)
    const seeded = user.transactions.filter((t) => t.programCode === 'SUMMERSTARS')
    expect(body.map((t) => t.transactionId)).toEqual(seeded.map((t) => t.transactionId))
    expect(body[0]?.date).toBe(localDateTime(seeded[0]!.date, 'America/New_York'))
    expect(localDateTime('2030-05-14T12:00:00.000Z', 'America/New_York')).toBe('2030-05-14T08:00:00-04:00')
    expect(localDateTime('2030-01-14T12:00:00.000Z', 'Asia/Kolkata')).toBe('2030-01-14T17:30:00+05:30')
    expect(
      (await get(`${GAMES_PATHS.prizeTransactions('someone-else')}?programCode=SUMMERSTARS`, { ...c.auth, [HEADERS.timeZone]: 'UTC' }))
        .status,
    ).toBe(403)
  })

  test('[API-010] activity covers the last numberOfDays=180 days, newest first, for the programCodes', async () => {
    user.activity.push({
      date: new Date(NOW - 181 * DAY).toISOString(),
      description: 'Too old',
      pointsEarned: 5,
      programCode: 'SUMMERSTARS',
    })
    const { body } = await get(
      `${GAMES_PATHS.gameActivity(user.uuid)}?numberOfDays=${GAMES_QUERY.activityDays}&programCodes=SUMMERSTARS,FRESHFINDS`,
    )
    const expected = user.activity.filter((a) => ['SUMMERSTARS', 'FRESHFINDS'].includes(a.programCode) && a.description !== 'Too old')
    expect(body.length).toBe(expected.length)
    expect(body.every((a) => ['SUMMERSTARS', 'FRESHFINDS'].includes(a.programCode as string))).toBe(true)
    const times = body.map((a) => Date.parse(a.date as string))
    expect(times).toEqual([...times].sort((x, y) => y - x))
    expect((await get(`${GAMES_PATHS.gameActivity(user.uuid)}?numberOfDays=365`)).status).toBe(400)
  })

  test("[API-011] rewards history is addressed by the token's hid, with numberOfDays=180 and programs", async () => {
    const hid = String(decodeTokenClaims(c.token).hid)
    expect(hid).toBe(user.householdId)
    const { body } = await get(`${GAMES_PATHS.rewardsHistory(hid)}?numberOfDays=180&programs=PANTRYBINGO&rand=42`)
    expect(body.map((t) => t.transactionId)).toEqual(
      user.transactions.filter((t) => t.programCode === 'PANTRYBINGO').map((t) => t.transactionId),
    )
    expect(body[0]).toEqual(
      expect.objectContaining({
        date: expect.any(String),
        description: expect.any(String),
        points: expect.any(Number),
        status: expect.any(String),
      }),
    )
    expect((await get(`${GAMES_PATHS.rewardsHistory('0')}?numberOfDays=180`)).status).toBe(403)
  })
})

describe('sweepstakes wins', () => {
  test('[API-012] the winner call answers the wins of the program with their displayed flag', async () => {
    const win = user.sweepstakesWins.find((w) => !w.displayed)!
    const { body } = await get(`${GAMES_PATHS.sweepstakeWinner}?programCode=${win.programCode}`)
    expect(body).toEqual([expect.objectContaining({ prizeId: win.prizeId, programCode: win.programCode, displayed: false })])
  })

  test('[API-013] [GAM-026] an acknowledged win is never answered as undisplayed again', async () => {
    const win = user.sweepstakesWins.find((w) => !w.displayed)!
    const ack = await post(GAMES_PATHS.sweepstakesWins, { displayed: true, prizeId: win.prizeId, programCode: win.programCode })
    expect(ack).toMatchObject({ status: 200, body: { displayed: true, prizeId: win.prizeId } })
    expect((await get(`${GAMES_PATHS.sweepstakeWinner}?programCode=${win.programCode}`)).body).toEqual([
      expect.objectContaining({ displayed: true }),
    ])
    const winners = (await get(programsPath())).body.sweepstakesWinners as { prizeId: string; displayed: boolean }[]
    expect(winners.every((w) => w.displayed)).toBe(true)
  })

  test('[API-013] refuses a body without displayed true, and a win that does not exist', async () => {
    const win = user.sweepstakesWins[0]!
    expect((await post(GAMES_PATHS.sweepstakesWins, { displayed: false, prizeId: win.prizeId, programCode: win.programCode })).status).toBe(
      400,
    )
    expect((await post(GAMES_PATHS.sweepstakesWins, { displayed: true, prizeId: 'PZ9999', programCode: win.programCode })).status).toBe(404)
  })
})

describe('opt-in and how-it-works', () => {
  test('[API-015] opting in with {programCode, storeId, optIn: true} answers the program, which then shows as opted in', async () => {
    const { status, body } = await post(GAMES_PATHS.optIn, { programCode: 'SNACKSWEEPS', storeId: STORE, optIn: true })
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: 'SNACKSWEEPS', optInStatus: SIM_OPT_IN_STATUS.optedIn })
    expect(codes((await get(programsPath())).body.userOptedInPrograms)).toContain('SNACKSWEEPS')
    expect((await get(`${GAMES_PATHS.programPoints}?programCodes=SNACKSWEEPS`)).body).toEqual([
      { programCode: 'SNACKSWEEPS', totalGamePoints: 0, totalPrizesWon: 0, sweepstakesEntries: 0, gameplaysUsed: 0 },
    ])
  })

  test('[API-015] refuses a bad payload, an unknown program, a store without the game and an ended game', async () => {
    for (const bad of [undefined, {}, { programCode: 'SNACKSWEEPS' }, { programCode: 'SNACKSWEEPS', storeId: STORE, optIn: 'yes' }]) {
      const r = await post(GAMES_PATHS.optIn, bad)
      expect(r.status, JSON.stringify(bad)).toBe(400)
      expect(gamesErrorMessage(400, r.body)).toBe(SIM_GAMES_MESSAGES.badOptIn)
    }
    expect((await post(GAMES_PATHS.optIn, { programCode: 'NOPE', storeId: STORE, optIn: true })).status).toBe(404)
    const last = sim.state.stores.at(-1)!.storeId
    expect(gamesErrorMessage(400, (await post(GAMES_PATHS.optIn, { programCode: 'SNACKSWEEPS', storeId: last, optIn: true })).body)).toBe(
      SIM_GAMES_MESSAGES.programNotAtStore,
    )
    user.optedInPrograms = user.optedInPrograms.filter((code) => code !== 'PANTRYBINGO')
    expect(gamesErrorMessage(400, (await post(GAMES_PATHS.optIn, { programCode: 'PANTRYBINGO', storeId: STORE, optIn: true })).body)).toBe(
      SIM_GAMES_MESSAGES.programEnded,
    )
    expect(user.optedInPrograms).not.toContain('PANTRYBINGO')
  })

  test('[API-016] how-it-works takes an empty body and query programCode, answers 200 empty, and is remembered', async () => {
    const r = await post(`${GAMES_PATHS.howItWorks}?programCode=SUMMERSTARS`)
    expect(r).toMatchObject({ status: 200, text: '' })
    const program = ((await get(programsPath('&programCodes=SUMMERSTARS'))).body.storePrograms as Json[])[0]
    expect(program).toMatchObject({ howItWorksAcknowledged: true })
    expect((await post(GAMES_PATHS.howItWorks)).status).toBe(400)
  })
})

describe('redemption', () => {
  /** A non-sweepstakes FRESHFINDS prize C has not redeemed, with C's points set to `points`. */
  function redeemable(points: 'exact' | 'short') {
    const redeemed = new Set(user.transactions.map((t) => t.prizeId))
    const prize = sim.state.prizes.find((p) => p.programCode === 'FRESHFINDS' && p.prizeType !== 'SWEEPSTAKES' && !redeemed.has(p.prizeId))!
    user.points.FRESHFINDS!.totalGamePoints = prize.pointsRequired - (points === 'short' ? 1 : 0)
    return {
      programCode: prize.programCode,
      prizeId: prize.prizeId,
      prizeType: prize.prizeType,
      storeId: STORE,
      pointsRequired: prize.pointsRequired,
    }
  }

  test('[API-017] redeeming deducts the points and adds a COMPLETED transaction', async () => {
    const { pointsRequired, ...payload } = redeemable('exact')
    const won = user.points.FRESHFINDS!.totalPrizesWon
    const r = await post(GAMES_PATHS.redemption, payload)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({
      status: REDEMPTION_STATUS,
      prizeId: payload.prizeId,
      pointsRedeemed: pointsRequired,
      remainingPoints: 0,
    })
    expect(user.points.FRESHFINDS).toMatchObject({ totalGamePoints: 0, totalPrizesWon: won + 1 })
    const tx = await get(`${GAMES_PATHS.prizeTransactions(user.uuid)}?programCode=FRESHFINDS`, { ...c.auth, [HEADERS.timeZone]: 'UTC' })
    expect(tx.body[0]).toMatchObject({
      transactionId: r.body.transactionId,
      prizeId: payload.prizeId,
      points: -pointsRequired,
      status: 'COMPLETED',
    })
  })

  test('[API-017] refuses a prize already redeemed, and one that needs more points, with a code and a message', async () => {
    const { pointsRequired: _p, ...payload } = redeemable('exact')
    await post(GAMES_PATHS.redemption, payload)
    user.points.FRESHFINDS!.totalGamePoints = 10_000
    const again = await post(GAMES_PATHS.redemption, payload)
    expect(again.status).toBe(400)
    expect(again.body.errors?.[0]).toEqual({ code: SIM_GAMES_CODES.alreadyRedeemed, message: SIM_GAMES_MESSAGES.alreadyRedeemed })
    const { pointsRequired: _q, ...dear } = redeemable('short')
    const before = user.points.FRESHFINDS!.totalGamePoints
    const short = await post(GAMES_PATHS.redemption, dear)
    expect(short.body.errors?.[0]).toEqual({ code: SIM_GAMES_CODES.insufficientPoints, message: SIM_GAMES_MESSAGES.insufficientPoints })
    expect(gamesErrorMessage(short.status, short.body)).toBe(SIM_GAMES_MESSAGES.insufficientPoints)
    expect(user.points.FRESHFINDS!.totalGamePoints).toBe(before)
    expect(user.transactions.filter((t) => t.prizeId === dear.prizeId)).toEqual([])
  })

  test('[API-017] refuses a bad payload, a sweepstakes prize, a game not joined and an ended game', async () => {
    expect(gamesErrorMessage(400, (await post(GAMES_PATHS.redemption, { prizeId: 'PZ0101' })).body)).toBe(SIM_GAMES_MESSAGES.badRedemption)
    const sweeps = sim.state.prizes.find((p) => p.programCode === 'FRESHFINDS' && p.prizeType === 'SWEEPSTAKES')!
    expect((await post(GAMES_PATHS.redemption, { programCode: 'FRESHFINDS', prizeId: sweeps.prizeId })).body.errors?.[0]?.code).toBe(
      SIM_GAMES_CODES.sweepstakesNotRedeemable,
    )
    const snack = sim.state.prizes.find((p) => p.programCode === 'SNACKSWEEPS' && p.prizeType !== 'SWEEPSTAKES')!
    expect((await post(GAMES_PATHS.redemption, { programCode: 'SNACKSWEEPS', prizeId: snack.prizeId })).body.errors?.[0]?.code).toBe(
      SIM_GAMES_CODES.notOptedIn,
    )
    const bingo = sim.state.prizes.find(
      (p) => p.programCode === 'PANTRYBINGO' && p.prizeType !== 'SWEEPSTAKES' && !user.transactions.some((t) => t.prizeId === p.prizeId),
    )!
    expect((await post(GAMES_PATHS.redemption, { programCode: 'PANTRYBINGO', prizeId: bingo.prizeId })).body.errors?.[0]?.code).toBe(
      SIM_GAMES_CODES.programEnded,
    )
    expect((await post(GAMES_PATHS.redemption, { programCode: 'FRESHFINDS', prizeId: 'PZ9999' })).status).toBe(404)
  })
})
