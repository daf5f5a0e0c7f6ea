/**
 * The games calls of 000 §7 as plain request descriptions: method, path, query, per-call headers and
 * body. The api client (core/io/api) adds the headers every games call carries (ENV-011..016) and the
 * environment's prefix; the paths are GAMES_PATHS of core/rules/endpoints.ts, which the simulator serves.
 */
import { CONTENT_PATHS } from '../endpoint-families'
import { GAMES_PATHS as ENDPOINT_PATHS, GAMES_QUERY } from './endpoints'
import { HEADERS } from '../http'
import { decodeTokenClaims } from '../session'
import type { WriteResource } from '../write-marks'
import { ACTIVITY_WINDOW_DAYS } from './activity'
import { acknowledgementBody } from './sweepstakes'

export interface ApiRequest {
  method: 'GET' | 'POST'
  /** 'api': under the environment's API prefix; 'content': a CMS content file on the site. */
  base: 'api' | 'content'
  path: string
  /** Only parameters with a value; an omitted parameter is absent, never empty. */
  query: Record<string, string | number | boolean>
  headers: Record<string, string>
  /** JSON body; undefined sends no body at all. */
  json?: unknown
  /** A write: the cache it can leave outdated (core/rules/write-marks.ts). */
  write?: WriteResource
}

/**
 * Paths of the games calls (API-003..017), relative to the games environment's apiPrefix: those of
 * endpoints.ts (the simulator serves them), named by the call.
 */
export const GAMES_PATHS = {
  programs: ENDPOINT_PATHS.programs,
  programPoints: ENDPOINT_PATHS.programPoints,
  prizes: ENDPOINT_PATHS.prizes,
  prize: ENDPOINT_PATHS.prize,
  transactions: ENDPOINT_PATHS.prizeTransactions,
  activity: ENDPOINT_PATHS.gameActivity,
  rewardsHistory: ENDPOINT_PATHS.rewardsHistory,
  sweepstakeWinner: ENDPOINT_PATHS.sweepstakeWinner,
  sweepstakesWins: ENDPOINT_PATHS.sweepstakesWins,
  postGameDetails: ENDPOINT_PATHS.postGameDetails,
  optIn: ENDPOINT_PATHS.optIn,
  howItWorks: ENDPOINT_PATHS.howItWorks,
  redemption: ENDPOINT_PATHS.redemption,
} as const

/** The cache-buster parameter of content files and the rewards history (API-011, API-023, API-024). */
export const CACHE_BUSTER_PARAM = 'rand'
/** The code list meaning 'every program': programCodes is then left out (API-004). */
export const ALL_PROGRAM_CODES = GAMES_QUERY.allProgramCodes

const get = (path: string, query: ApiRequest['query'] = {}, headers: Record<string, string> = {}): ApiRequest => ({
  method: 'GET',
  base: 'api',
  path,
  query,
  headers,
})
/** Every POST of the games is a write of the games (opt-ins, redemptions, acknowledgements). */
const post = (path: string, json: unknown, query: ApiRequest['query'] = {}): ApiRequest => ({
  method: 'POST',
  base: 'api',
  path,
  query,
  headers: {},
  json,
  write: 'games',
})

/** Codes as one comma-separated parameter: trimmed, blanks and repeats dropped. Undefined when none is left. */
export function programCodesParam(codes: string | readonly string[] | null | undefined): string | undefined {
  const list = (typeof codes === 'string' ? codes.split(',') : (codes ?? [])).map((c) => c.trim()).filter(Boolean)
  const unique = [...new Set(list)]
  return unique.length ? unique.join(GAMES_QUERY.listSeparator) : undefined
}

/** GET programs with storeId and userType (API-003), and programCodes only for a real code list: omitted when empty or '*' (API-004). */
export function programsRequest(input: {
  storeId: string
  userType: string
  programCodes?: string | readonly string[] | null
}): ApiRequest {
  const codes = programCodesParam(input.programCodes)
  const everyProgram = codes === undefined || codes.split(GAMES_QUERY.listSeparator).includes(ALL_PROGRAM_CODES)
  return get(GAMES_PATHS.programs, { storeId: input.storeId, userType: input.userType, ...(everyProgram ? {} : { programCodes: codes }) })
}

/** GET program points for the given codes (API-006); undefined when there is no code to ask about. */
export function programPointsRequest(programCodes: string | readonly string[]): ApiRequest | undefined {
  const codes = programCodesParam(programCodes)
  return codes ? get(GAMES_PATHS.programPoints, { programCodes: codes }) : undefined
}

/** GET prizes with an optional programCode, storeId and userType (API-007, GAM-055). */
export function prizesRequest(input: { programCode?: string | undefined; storeId: string; userType: string }): ApiRequest {
  return get(GAMES_PATHS.prizes, {
    ...(input.programCode ? { programCode: input.programCode } : {}),
    storeId: input.storeId,
    userType: input.userType,
  })
}

/** GET prizes/{prizeId} with prizeType, programCode and storeId (API-008, GAM-004). */
export function prizeRequest(input: { prizeId: string; prizeType: string; programCode: string; storeId: string }): ApiRequest {
  return get(GAMES_PATHS.prize(input.prizeId), { prizeType: input.prizeType, programCode: input.programCode, storeId: input.storeId })
}

/** GET prizes/{uuid}/transactions with programCode and the shopper's time zone header (API-009). */
export function transactionsRequest(input: { uuid: string; programCode: string; timeZone: string }): ApiRequest {
  return get(GAMES_PATHS.transactions(input.uuid), { programCode: input.programCode }, { [HEADERS.timeZone]: input.timeZone })
}

/** GET prizes/{uuid}/game/activity with numberOfDays=180 and programCodes (API-010, GAM-006). */
export function activityRequest(input: { uuid: string; programCodes: string | readonly string[] }): ApiRequest {
  const codes = programCodesParam(input.programCodes)
  return get(GAMES_PATHS.activity(input.uuid), { numberOfDays: ACTIVITY_WINDOW_DAYS, ...(codes ? { programCodes: codes } : {}) })
}

/** The household id the rewards history is addressed by: the token's hid claim (API-011). */
export function householdIdFromToken(token: string | null | undefined): string | undefined {
  const hid = decodeTokenClaims(token).hid
  return hid === undefined || String(hid).trim() === '' ? undefined : String(hid)
}

/**
 * GET rewards transaction history for the token's household with numberOfDays=180, programs and an
 * optional rand (API-011). Undefined when the token carries no household id: there is nothing to ask.
 */
export function rewardsHistoryRequest(input: {
  token: string | null | undefined
  programCodes: string | readonly string[]
  rand?: string | number | undefined
}): ApiRequest | undefined {
  const householdId = householdIdFromToken(input.token)
  if (!householdId) return undefined
  const programs = programCodesParam(input.programCodes)
  return get(GAMES_PATHS.rewardsHistory(householdId), {
    numberOfDays: ACTIVITY_WINDOW_DAYS,
    ...(programs ? { programs } : {}),
    ...(input.rand !== undefined ? { [CACHE_BUSTER_PARAM]: input.rand } : {}),
  })
}

/** GET sweepstake winner with programCode (API-012). */
export function sweepstakeWinnerRequest(programCode: string): ApiRequest {
  return get(GAMES_PATHS.sweepstakeWinner, { programCode })
}

/** POST update/sweepstakes/wins with {displayed: true, prizeId, programCode} (API-013, GAM-025). */
export function acknowledgeWinRequest(win: { prizeId: string; programCode: string }): ApiRequest {
  return post(GAMES_PATHS.sweepstakesWins, acknowledgementBody(win))
}

/** GET gameplay/postgamedetails with programCode (API-014, GAM-051). */
export function postGameDetailsRequest(programCode: string): ApiRequest {
  return get(GAMES_PATHS.postGameDetails, { programCode })
}

/** POST gameplay/optin (API-015, GAM-002); the payload is the team's {programCode, storeId, optIn: true} (gap A3). */
export function optInRequest(input: { programCode: string; storeId: string }): ApiRequest {
  return post(GAMES_PATHS.optIn, { programCode: input.programCode, storeId: input.storeId, optIn: true })
}

/** POST update/howitworks with an empty body (none at all) and query programCode (API-016, GAM-050). */
export function howItWorksRequest(programCode: string): ApiRequest {
  return post(GAMES_PATHS.howItWorks, undefined, { programCode })
}

/** POST redemption (API-017, GAM-005); the payload is the team's {programCode, prizeId, prizeType, storeId} (gap A5). */
export function redemptionRequest(input: { programCode: string; prizeId: string; prizeType: string; storeId: string }): ApiRequest {
  return post(GAMES_PATHS.redemption, {
    programCode: input.programCode,
    prizeId: input.prizeId,
    prizeType: input.prizeType,
    storeId: input.storeId,
  })
}

const content = (path: string, rand: string | number): ApiRequest => ({
  method: 'GET',
  base: 'content',
  path,
  query: { [CACHE_BUSTER_PARAM]: rand },
  headers: {},
})

/** GET the games configuration flags file with a random cache-buster (API-023, GAM-054). */
export function gamesFlagsRequest(rand: string | number): ApiRequest {
  return content(CONTENT_PATHS.gamesFlags, rand)
}

/** GET the left-navigation file of the banner, or the master file, with a cache-buster (API-024, SHL-018, SHL-019). */
export function navigationRequest(source: { banner: string } | 'master', rand: string | number): ApiRequest {
  return content(source === 'master' ? CONTENT_PATHS.leftNavMaster : CONTENT_PATHS.leftNav(source.banner), rand)
}
