/**
 * The Play & Earn calls of 000 §7 under /abs/<env> (sim/README-games.md): programs, program points,
 * prizes, sweepstakes wins, post-game details, opt-in and how-it-works. Activity, transactions and
 * redemption live in games/history.ts, the profile calls in profile.ts; gamesRoutes() mounts all three.
 */
import { Hono } from 'hono'
import { GAMES_PATHS } from '../../../core/rules/endpoints'
import type { SimPrize, SimUser } from '../../data'
import { jsonBody, type SimContext, type SimEnv } from '../../http'
import type { SimState } from '../../state'
import { gamesHistoryRoutes } from './history'
import {
  badRequest,
  codeList,
  gamesUser,
  howItWorksSeen,
  isOptedIn,
  notFound,
  pointsOf,
  programJson,
  routePattern,
  SIM_GAMES_CODES,
  SIM_GAMES_MESSAGES,
} from './shared'
import { profileRoutes } from '../profile/profile'

/** Whether the opt-in answer and programs call say enhancements are on: the games flags file decides. */
const OPT_IN_ENHANCEMENTS_FLAG = 'optInEnhancementsEnabled'

const prizeJson = ({ terms: _t, redemptionInstructions: _r, ...fields }: SimPrize) => fields

/** Programs running at a store; an unknown store runs none. */
const storePrograms = (state: SimState, storeId: string) => state.programs.filter((p) => p.storeIds.includes(storeId))

/** The required query parameters of a call, or the 400 naming the first one missing. */
function required<K extends string>(c: SimContext, names: readonly K[]): Record<K, string> | Response {
  const out = {} as Record<K, string>
  for (const name of names) {
    const value = c.req.query(name)
    if (!value) return badRequest(c, SIM_GAMES_CODES.missingParam, SIM_GAMES_MESSAGES.missingParam(name))
    out[name] = value
  }
  return out
}

function winJson(state: SimState, win: SimUser['sweepstakesWins'][number]) {
  const prize = state.prizes.find((p) => p.prizeId === win.prizeId)
  return { ...win, prizeName: prize?.name ?? null, prizeType: prize?.prizeType ?? null }
}

export function gamesRoutes() {
  const app = new Hono<SimEnv>()

  // GET programs (API-003..005): the store's programs, the shopper's opted-in ones, and their wins.
  app.get(GAMES_PATHS.programs, (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const q = required(c, ['storeId', 'userType'] as const)
    if (q instanceof Response) return q
    const state = c.get('state')
    const codes = codeList(c.req.query('programCodes'))
    const programs = storePrograms(state, q.storeId).filter((p) => !codes || codes.includes(p.code))
    const shown = new Set(programs.map((p) => p.code))
    return c.json({
      userOptedInPrograms: programs.filter((p) => isOptedIn(user, p.code)).map((p) => programJson(p, user)),
      storePrograms: programs.map((p) => programJson(p, user)),
      sweepstakesWinners: user.sweepstakesWins.filter((w) => shown.has(w.programCode)).map((w) => winJson(state, w)),
      optInEnhancementsEnabled: state.gamesFlags[OPT_IN_ENHANCEMENTS_FLAG] === true,
    })
  })

  // GET program points (API-006): one entry per requested code the shopper has figures for.
  app.get(GAMES_PATHS.programPoints, (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const q = required(c, ['programCodes'] as const)
    if (q instanceof Response) return q
    const codes = codeList(q.programCodes) ?? Object.keys(user.points)
    return c.json(codes.filter((code) => user.points[code]).map((code) => ({ programCode: code, ...user.points[code] })))
  })

  // GET prizes (API-007): optional programCode, storeId (programs running there) and userType.
  app.get(GAMES_PATHS.prizes, (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const state = c.get('state')
    const programCode = c.req.query('programCode')
    const storeId = c.req.query('storeId')
    const atStore = storeId === undefined ? undefined : new Set(storePrograms(state, storeId).map((p) => p.code))
    return c.json(
      state.prizes
        .filter((p) => (!programCode || p.programCode === programCode) && (!atStore || atStore.has(p.programCode)))
        .map(prizeJson),
    )
  })

  // GET prizes/{prizeId} (API-008): the prize with its terms; prizeType and programCode must match it.
  app.get(routePattern(GAMES_PATHS.prize, 'prizeId'), (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const q = required(c, ['prizeType', 'programCode', 'storeId'] as const)
    if (q instanceof Response) return q
    const id = c.req.param('prizeId') ?? ''
    const prize = c.get('state').prizes.find((p) => p.prizeId === id && p.prizeType === q.prizeType && p.programCode === q.programCode)
    return prize ? c.json(prize) : notFound(c, SIM_GAMES_MESSAGES.unknownPrize(id))
  })

  // GET sweepstake winner (API-012): every win of the program with its displayed flag; the client keeps displayed false.
  app.get(GAMES_PATHS.sweepstakeWinner, (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const q = required(c, ['programCode'] as const)
    if (q instanceof Response) return q
    return c.json(user.sweepstakesWins.filter((w) => w.programCode === q.programCode).map((w) => winJson(c.get('state'), w)))
  })

  // POST update/sweepstakes/wins (API-013): body {displayed: true, prizeId, programCode}; the win stays displayed (GAM-026).
  app.post(GAMES_PATHS.sweepstakesWins, async (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const body = (await jsonBody(c)) as { displayed?: unknown; prizeId?: unknown; programCode?: unknown } | undefined
    if (!body || body.displayed !== true || typeof body.prizeId !== 'string' || typeof body.programCode !== 'string') {
      return badRequest(c, SIM_GAMES_CODES.badRequest, SIM_GAMES_MESSAGES.badWinAck)
    }
    const win = user.sweepstakesWins.find((w) => w.prizeId === body.prizeId && w.programCode === body.programCode)
    if (!win) return notFound(c, SIM_GAMES_MESSAGES.noWin)
    win.displayed = true
    return c.json({ ...win })
  })

  // GET gameplay/postgamedetails (API-014, gap A13): the final figures of a program.
  app.get(GAMES_PATHS.postGameDetails, (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const q = required(c, ['programCode'] as const)
    if (q instanceof Response) return q
    const state = c.get('state')
    const program = state.programs.find((p) => p.code === q.programCode)
    if (!program) return notFound(c, SIM_GAMES_MESSAGES.unknownProgram(q.programCode))
    const points = user.points[program.code] ?? { totalGamePoints: 0, totalPrizesWon: 0, sweepstakesEntries: 0, gameplaysUsed: 0 }
    const prizesWon = user.transactions.filter((t) => t.programCode === program.code && t.prizeId).map((t) => t.prizeId as string)
    return c.json({
      programCode: program.code,
      endDate: program.endDate,
      optedIn: isOptedIn(user, program.code),
      ...points,
      prizesWon: state.prizes.filter((p) => prizesWon.includes(p.prizeId)).map(prizeJson),
    })
  })

  // POST gameplay/optin (API-015, gaps A3, A4): body {programCode, storeId, optIn: true}; answers the updated program.
  app.post(GAMES_PATHS.optIn, async (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const body = (await jsonBody(c)) as { programCode?: unknown; storeId?: unknown; optIn?: unknown } | undefined
    if (
      !body ||
      typeof body.programCode !== 'string' ||
      !body.programCode ||
      typeof body.storeId !== 'string' ||
      !body.storeId ||
      body.optIn !== true
    ) {
      return badRequest(c, SIM_GAMES_CODES.badRequest, SIM_GAMES_MESSAGES.badOptIn)
    }
    const state = c.get('state')
    const program = state.programs.find((p) => p.code === body.programCode)
    if (!program) return notFound(c, SIM_GAMES_MESSAGES.unknownProgram(body.programCode))
    if (!program.storeIds.includes(body.storeId)) return badRequest(c, SIM_GAMES_CODES.badRequest, SIM_GAMES_MESSAGES.programNotAtStore)
    if (Date.parse(program.endDate) < state.now()) return badRequest(c, SIM_GAMES_CODES.programEnded, SIM_GAMES_MESSAGES.programEnded)
    if (!isOptedIn(user, program.code)) user.optedInPrograms.push(program.code)
    pointsOf(user, program.code)
    return c.json(programJson(program, user))
  })

  // POST update/howitworks (API-016, gap A14): empty body, query programCode; 200 with an empty body.
  app.post(GAMES_PATHS.howItWorks, (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const q = required(c, ['programCode'] as const)
    if (q instanceof Response) return q
    if (!c.get('state').programs.some((p) => p.code === q.programCode)) return notFound(c, SIM_GAMES_MESSAGES.unknownProgram(q.programCode))
    const seen = howItWorksSeen(user)
    if (!seen.includes(q.programCode)) seen.push(q.programCode)
    return c.body(null, 200)
  })

  app.route('/', gamesHistoryRoutes())
  app.route('/', profileRoutes())
  return app
}
