/**
 * The shopper's games history and redemption (000 §7; sim/README-games.md): prize transactions in the
 * shopper's time zone, game activity and the rewards transaction history over the last 180 days, and
 * POST redemption, which refuses a prize already redeemed or too dear and otherwise deducts the points.
 */
import { Hono } from 'hono'
import { GAMES_PATHS } from '../../../core/rules/endpoints'
import { HEADERS } from '../../../core/rules/http'
import type { SimPrize, SimUser } from '../../data'
import { jsonBody, type SimContext, type SimEnv } from '../../http'
import { nextId, type SimState } from '../../state'
import {
  badRequest,
  codeList,
  forbidden,
  gamesUser,
  isOptedIn,
  notFound,
  numberOfDays,
  pointsOf,
  routePattern,
  SIM_GAMES_CODES,
  SIM_GAMES_MESSAGES,
  withinDays,
} from './shared'

/** The activity line a redemption adds (one of the seeded activity descriptions). */
export const REDEMPTION_ACTIVITY = 'Redeemed points for a prize'
export const REDEMPTION_STATUS = 'COMPLETED'

const pad = (n: number) => String(n).padStart(2, '0')

/** True when Intl knows the IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** An ISO instant written as local date-time with its offset in `timeZone`: '2030-05-14T08:00:00-04:00'. */
export function localDateTime(iso: string, timeZone: string): string {
  const date = new Date(Math.floor(Date.parse(iso) / 1000) * 1000)
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  const p = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]))
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second))
  const offset = Math.round((local - date.getTime()) / 60_000)
  const abs = Math.abs(offset)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

const newestFirst = <T extends { date: string }>(list: T[]) => [...list].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))

/** numberOfDays of the query, or the 400 for a malformed one. */
function days(c: SimContext): number | Response {
  const n = numberOfDays(c.req.query('numberOfDays'))
  return Number.isNaN(n) ? badRequest(c, SIM_GAMES_CODES.badRequest, SIM_GAMES_MESSAGES.badNumberOfDays) : n
}

interface RedemptionBody {
  programCode?: unknown
  prizeId?: unknown
  prizeType?: unknown
  storeId?: unknown
}

type Refusal = { status: 400 | 404; code: string; message: string }

/** The prize a POST redemption may redeem, or its refusal; checked in this order. */
function redemptionCheck(state: SimState, user: SimUser, body: RedemptionBody | undefined): Refusal | { prize: SimPrize } {
  if (!body || typeof body.programCode !== 'string' || typeof body.prizeId !== 'string' || !body.programCode || !body.prizeId) {
    return { status: 400, code: SIM_GAMES_CODES.badRequest, message: SIM_GAMES_MESSAGES.badRedemption }
  }
  const { programCode, prizeId } = body
  const prize = state.prizes.find((p) => p.prizeId === prizeId && p.programCode === programCode)
  if (!prize) return { status: 404, code: SIM_GAMES_CODES.notFound, message: SIM_GAMES_MESSAGES.unknownPrize(prizeId) }
  if (body.prizeType !== undefined && body.prizeType !== prize.prizeType) {
    return { status: 400, code: SIM_GAMES_CODES.badRequest, message: SIM_GAMES_MESSAGES.prizeTypeMismatch }
  }
  const program = state.programs.find((p) => p.code === programCode)
  if (body.storeId !== undefined && !program?.storeIds.includes(String(body.storeId))) {
    return { status: 400, code: SIM_GAMES_CODES.badRequest, message: SIM_GAMES_MESSAGES.programNotAtStore }
  }
  if (program && Date.parse(program.endDate) < state.now()) {
    return { status: 400, code: SIM_GAMES_CODES.programEnded, message: SIM_GAMES_MESSAGES.redemptionEnded }
  }
  if (!isOptedIn(user, programCode)) return { status: 400, code: SIM_GAMES_CODES.notOptedIn, message: SIM_GAMES_MESSAGES.notOptedIn }
  if (prize.prizeType === 'SWEEPSTAKES') {
    return { status: 400, code: SIM_GAMES_CODES.sweepstakesNotRedeemable, message: SIM_GAMES_MESSAGES.sweepstakesNotRedeemable }
  }
  if (user.transactions.some((t) => t.prizeId === prizeId)) {
    return { status: 400, code: SIM_GAMES_CODES.alreadyRedeemed, message: SIM_GAMES_MESSAGES.alreadyRedeemed }
  }
  if (pointsOf(user, programCode).totalGamePoints < prize.pointsRequired) {
    return { status: 400, code: SIM_GAMES_CODES.insufficientPoints, message: SIM_GAMES_MESSAGES.insufficientPoints }
  }
  return { prize }
}

/**
 * A history read (activity, rewards history): the signed-in user, who must own the path's `idParam` (their uuid or
 * household id), and which lines to keep — within the numberOfDays window, of the programs `codesParam` lists (all
 * when it names none) — or the error reply.
 */
function historyRequest(
  c: SimContext,
  idParam: 'uuid' | 'householdId',
  codesParam: 'programCodes' | 'programs',
): { user: SimUser; keep: (line: { date: string; programCode: string }) => boolean } | Response {
  const user = gamesUser(c)
  if (user instanceof Response) return user
  if (c.req.param(idParam) !== user[idParam]) return forbidden(c, SIM_GAMES_MESSAGES.notYours)
  const window = days(c)
  if (window instanceof Response) return window
  const codes = codeList(c.req.query(codesParam))
  const state = c.get('state')
  return { user, keep: (line) => withinDays(state, line.date, window) && (!codes || codes.includes(line.programCode)) }
}

export function gamesHistoryRoutes() {
  const app = new Hono<SimEnv>()

  // GET prizes/{uuid}/transactions (API-009, gap A9): needs the user time-zone header; dates in that zone.
  app.get(routePattern(GAMES_PATHS.prizeTransactions, 'uuid'), (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const zone = c.req.header(HEADERS.timeZone)
    if (!zone) return badRequest(c, SIM_GAMES_CODES.missingTimeZone, SIM_GAMES_MESSAGES.missingTimeZone)
    if (!isTimeZone(zone)) return badRequest(c, SIM_GAMES_CODES.missingTimeZone, SIM_GAMES_MESSAGES.badTimeZone(zone))
    if (c.req.param('uuid') !== user.uuid) return forbidden(c, SIM_GAMES_MESSAGES.notYours)
    const programCode = c.req.query('programCode')
    if (!programCode) return badRequest(c, SIM_GAMES_CODES.missingParam, SIM_GAMES_MESSAGES.missingParam('programCode'))
    const own = user.transactions.filter((t) => t.programCode === programCode)
    return c.json(newestFirst(own).map((t) => ({ ...t, date: localDateTime(t.date, zone), timeZone: zone })))
  })

  // GET prizes/{uuid}/game/activity (API-010, gap A10): numberOfDays (180) and programCodes; newest first.
  app.get(routePattern(GAMES_PATHS.gameActivity, 'uuid'), (c) => {
    const asked = historyRequest(c, 'uuid', 'programCodes')
    if (asked instanceof Response) return asked
    return c.json(newestFirst(asked.user.activity.filter(asked.keep)).map((a) => ({ ...a })))
  })

  // GET rewards transaction history by household id (API-011, gap A11): numberOfDays, programs, optional rand.
  app.get(routePattern(GAMES_PATHS.rewardsHistory, 'householdId'), (c) => {
    const asked = historyRequest(c, 'householdId', 'programs')
    if (asked instanceof Response) return asked
    return c.json(
      newestFirst(asked.user.transactions.filter(asked.keep)).map(({ transactionId, date, description, points, status, programCode }) => ({
        transactionId,
        date,
        description,
        points,
        status,
        programCode,
      })),
    )
  })

  // POST redemption (API-017, gaps A5, A6): body {programCode, prizeId, prizeType, storeId}.
  app.post(GAMES_PATHS.redemption, async (c) => {
    const user = gamesUser(c)
    if (user instanceof Response) return user
    const state = c.get('state')
    const body = (await jsonBody(c)) as RedemptionBody | undefined
    const result = redemptionCheck(state, user, body)
    if (!('prize' in result)) return result.status === 404 ? notFound(c, result.message) : badRequest(c, result.code, result.message)
    const { prize } = result
    const points = pointsOf(user, prize.programCode)
    points.totalGamePoints -= prize.pointsRequired
    points.totalPrizesWon += 1
    const date = new Date(state.now()).toISOString()
    const transactionId = nextId(state, `TX-${user.key}-`)
    user.transactions.unshift({
      transactionId,
      date,
      description: `Redeemed ${prize.name}`,
      points: -prize.pointsRequired,
      status: REDEMPTION_STATUS,
      programCode: prize.programCode,
      prizeId: prize.prizeId,
    })
    user.activity.unshift({ date, description: REDEMPTION_ACTIVITY, pointsEarned: -prize.pointsRequired, programCode: prize.programCode })
    return c.json({
      status: REDEMPTION_STATUS,
      transactionId,
      programCode: prize.programCode,
      prizeId: prize.prizeId,
      pointsRedeemed: prize.pointsRequired,
      remainingPoints: points.totalGamePoints,
    })
  })

  return app
}
