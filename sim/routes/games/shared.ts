/**
 * What the simulator's games and profile routes share (sim/README-games.md): the Bearer check every call
 * of 000 §7 meets, the error bodies and messages, and the program reply shape.
 */
import { GAMES_QUERY } from '../../../core/rules/endpoints'
import type { SimProgram, SimUser } from '../../data'
import { bearerSession, errorBody, type SimContext } from '../../http'
import { type SimState, userByKey } from '../../state'

/**
 * Messages of the simulator's refusals. The seed's catalogue (000 §8) gives texts per status, not these
 * server messages; the UI shows the first `errors` entry of a 400 (ERR-004), so they are written for shoppers.
 */
export const SIM_GAMES_MESSAGES = {
  unauthorized: 'Token is missing, invalid or expired.',
  missingParam: (name: string) => `Query parameter ${name} is required.`,
  badNumberOfDays: 'numberOfDays must be a whole number from 1 to 180.',
  missingTimeZone: 'Your time zone could not be determined. Please refresh the page and try again.',
  badTimeZone: (zone: string) => `Unknown time zone "${zone}".`,
  notYours: 'You can only see your own games information.',
  unknownProgram: (code: string) => `There is no game with code ${code}.`,
  unknownPrize: (id: string) => `There is no prize with id ${id}.`,
  noWin: 'There is no such sweepstakes win for this game.',
  badWinAck: 'Send {"displayed": true, "prizeId": "...", "programCode": "..."}.',
  badOptIn: 'Send {"programCode": "...", "storeId": "...", "optIn": true}.',
  programNotAtStore: 'This game is not available at your store.',
  programEnded: 'This game has ended, so you can no longer join it.',
  badRedemption: 'Send {"programCode": "...", "prizeId": "...", "prizeType": "...", "storeId": "..."}.',
  prizeTypeMismatch: 'The prize type does not match this prize.',
  redemptionEnded: 'This game has ended, so its prizes can no longer be redeemed.',
  notOptedIn: 'Join this game before redeeming its prizes.',
  sweepstakesNotRedeemable: 'Sweepstakes prizes are won in drawings and cannot be redeemed with points.',
  alreadyRedeemed: 'You have already redeemed this prize.',
  insufficientPoints: "You don't have enough points to redeem this prize.",
} as const

/** Error codes carried next to the messages (errors[0].code). */
export const SIM_GAMES_CODES = {
  unauthorized: 'UNAUTHORIZED',
  badRequest: 'INVALID_REQUEST',
  missingParam: 'MISSING_PARAMETER',
  missingTimeZone: 'MISSING_TIME_ZONE',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  programEnded: 'PROGRAM_ENDED',
  redemptionEnded: 'This game has ended, so its prizes can no longer be redeemed.',
  notOptedIn: 'NOT_OPTED_IN',
  sweepstakesNotRedeemable: 'SWEEPSTAKES_NOT_REDEEMABLE',
  alreadyRedeemed: 'ALREADY_REDEEMED',
  insufficientPoints: 'INSUFFICIENT_POINTS',
} as const

/** optInStatus values of the simulator's programs (not shown in 000 §3; gap B2, docs/decisions/games-and-profile.md). */
export const SIM_OPT_IN_STATUS = { optedIn: 'OPTED_IN', notOptedIn: 'NOT_OPTED_IN' } as const

/** The signed-in user a games call is for, or a 401 reply: every games call carries a Bearer token (ENV-011). */
export function gamesUser(c: SimContext): SimUser | Response {
  const session = bearerSession(c)
  const user = session && session !== 'expired' ? userByKey(c.get('state'), session.userKey) : undefined
  return user ?? c.json(errorBody(SIM_GAMES_CODES.unauthorized, SIM_GAMES_MESSAGES.unauthorized), 401)
}

/** A Hono route pattern from a path builder of GAMES_PATHS: each argument becomes a `:name` parameter. */
export function routePattern<N extends string[]>(build: (...args: N) => string, ...names: N): string {
  let path = build(...(names.map((n) => `__${n}__`) as N))
  for (const name of names) path = path.replace(`__${name}__`, `:${name}`)
  return path
}

export const badRequest = (c: SimContext, code: string, message: string) => c.json(errorBody(code, message), 400)
export const notFound = (c: SimContext, message: string) => c.json(errorBody(SIM_GAMES_CODES.notFound, message), 404)
export const forbidden = (c: SimContext, message: string) => c.json(errorBody(SIM_GAMES_CODES.forbidden, message), 403)

/** A comma-separated code list of the query; undefined when absent, empty or '*' (every code). */
export function codeList(value: string | undefined): string[] | undefined {
  if (value === undefined || value === '' || value === GAMES_QUERY.allProgramCodes) return undefined
  const codes = value
    .split(GAMES_QUERY.listSeparator)
    .map((s) => s.trim())
    .filter(Boolean)
  return codes.length ? codes : undefined
}

/** numberOfDays of the activity calls: default and maximum 180 (000 §9); NaN when malformed. */
export function numberOfDays(value: string | undefined): number {
  if (value === undefined) return GAMES_QUERY.activityDays
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= GAMES_QUERY.activityDays ? n : Number.NaN
}

/** True when an ISO date lies within the last `days` days of the simulator's clock. */
export const withinDays = (state: SimState, iso: string, days: number) => Date.parse(iso) >= state.now() - days * 86_400_000

export const isOptedIn = (user: SimUser, code: string) => user.optedInPrograms.includes(code)

/** Programs whose how-it-works panel the shopper dismissed (POST update/howitworks). */
export function howItWorksSeen(user: SimUser): string[] {
  if (!Array.isArray(user.howItWorksSeen)) user.howItWorksSeen = []
  return user.howItWorksSeen as string[]
}

/** A program as the programs and opt-in calls answer it: the seeded fields plus the shopper's state. */
export function programJson(program: SimProgram, user: SimUser) {
  const { storeIds: _storeIds, ...fields } = program
  return {
    ...fields,
    optInStatus: isOptedIn(user, program.code) ? SIM_OPT_IN_STATUS.optedIn : SIM_OPT_IN_STATUS.notOptedIn,
    howItWorksAcknowledged: howItWorksSeen(user).includes(program.code),
  }
}

/** The shopper's figures for a program, created at zero on first use (opt-in, redemption). */
export function pointsOf(user: SimUser, code: string) {
  user.points[code] ??= { totalGamePoints: 0, totalPrizesWon: 0, sweepstakesEntries: 0, gameplaysUsed: 0 }
  return user.points[code]
}
