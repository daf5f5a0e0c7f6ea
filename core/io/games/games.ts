/**
 * The Play & Earn calls of 000 §7 (API-003..017, API-023, API-024). Each request is described by the pure
 * builders of core/rules/games/requests.ts, sent as a games call (Bearer, banner, store id and client name
 * headers), validated at the boundary (valibot: only what the seed says an answer has is required) and
 * reshaped by the rules' normalisers into domain types. Failures surface as ApiError with the catalogue's
 * message for their status (gamesErrorMessage, ERR-001..007).
 */
import * as v from 'valibot'
import { companionGalleryQuery } from '../../rules/coupons/page-params'
import { ENDPOINT_FAMILIES } from '../../rules/endpoint-families'
import { type ActivityEntry, normaliseActivity, normaliseRewardsHistory } from '../../rules/games/activity'
import { type GamesFlags, normaliseGamesFlags } from '../../rules/games/flags'
import { normaliseProgramsResponse, type ProgramsResponse } from '../../rules/games/grid'
import { type Navigation, type NavigationSource, navigationFailureDecision, normaliseNavigation } from '../../rules/games/navigation'
import { figuresOf, normalisePointsEntries, type PointFigures, type PointsEntry } from '../../rules/games/points'
import { normalisePrize, normalisePrizes, normaliseTransactions, type Prize, type Transaction } from '../../rules/games/prizes'
import type { RawProgram } from '../../rules/games/program'
import {
  acknowledgeWinRequest,
  activityRequest,
  gamesFlagsRequest,
  howItWorksRequest,
  navigationRequest,
  optInRequest,
  postGameDetailsRequest,
  prizeRequest,
  prizesRequest,
  programPointsRequest,
  programsRequest,
  redemptionRequest,
  rewardsHistoryRequest,
  sweepstakeWinnerRequest,
  transactionsRequest,
} from '../../rules/games/requests'
import { type SweepstakesWin, undisplayedWins } from '../../rules/games/sweepstakes'
import { optionalText } from '../../rules/games/values'
import type { ApiClient } from '../api/client'
import { ApiError, isApiError } from '../api/errors'
import { cacheBuster } from '../api/session'

import { sendGamesRequest } from '../api/games-request'

export { sendGamesRequest }

/** The shopper's IANA time zone, sent with the transactions call (API-009). */
export const currentTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

// Raw fields as the seed names them (000 §3, §7); every other field passes through untouched (looseObject).
const id = v.union([v.string(), v.number()])
const text = v.optional(v.nullable(id))
const flag = v.union([v.boolean(), v.string(), v.number()])
const list = v.array(v.looseObject({}))

export const programSchema = v.looseObject({
  code: text,
  type: text,
  optInStatus: v.optional(v.unknown()),
  startDate: text,
  endDate: text,
  postProgLiveDate: text,
  howItWorks: text,
  uiAttributes: v.optional(
    v.nullable(
      v.looseObject({ FAQURL: text, RULESURL: text, GAMEURL: text, tokenLabelSingular: text, tokenLabelPlural: text, minAge: text }),
    ),
  ),
})

/** The programs answer (API-005): the two program lists, the winners (each with displayed and prizeId) and the flag. */
export const programsSchema = v.looseObject({
  userOptedInPrograms: v.array(programSchema),
  storePrograms: v.array(programSchema),
  sweepstakesWinners: v.array(v.looseObject({ displayed: flag, prizeId: id })),
  optInEnhancementsEnabled: flag,
})

/** A program points entry (API-006): all five fields. */
export const pointsEntrySchema = v.looseObject({
  programCode: id,
  totalGamePoints: id,
  totalPrizesWon: id,
  sweepstakesEntries: id,
  gameplaysUsed: id,
})

/** Prize shapes are not shown (gap A7, A8): a prize is identified by its prizeId, the rest is read if present. */
export const prizeSchema = v.looseObject({ prizeId: id })
const winnersSchema = v.array(v.looseObject({ displayed: flag, prizeId: id }))
const nothing = v.unknown()

/** GET programs with storeId and userType, and programCodes only for a real list (API-003..005). */
export async function fetchPrograms(
  api: ApiClient,
  input: { storeId: string; userType: string; programCodes?: string | readonly string[] | null },
): Promise<ProgramsResponse> {
  return normaliseProgramsResponse(await sendGamesRequest(api, programsRequest(input), programsSchema))
}

/** GET program points for the codes (API-006); no codes, no call. */
export async function fetchProgramPoints(api: ApiClient, programCodes: string | readonly string[]): Promise<PointsEntry[]> {
  const request = programPointsRequest(programCodes)
  return request ? normalisePointsEntries(await sendGamesRequest(api, request, v.array(pointsEntrySchema))) : []
}

/** GET prizes with the optional programCode, storeId and userType (API-007). */
export async function fetchPrizes(
  api: ApiClient,
  input: { programCode?: string | undefined; storeId: string; userType: string },
): Promise<Prize[]> {
  return normalisePrizes(await sendGamesRequest(api, prizesRequest(input), v.array(prizeSchema)))
}

/** GET prizes/{prizeId} with prizeType, programCode and storeId (API-008). */
export async function fetchPrize(
  api: ApiClient,
  input: { prizeId: string; prizeType: string; programCode: string; storeId: string },
): Promise<Prize> {
  const request = prizeRequest(input)
  const raw = await sendGamesRequest(api, request, prizeSchema)
  const prize = normalisePrize(raw)
  if (!prize)
    throw new ApiError('shape', `Unexpected reply from ${request.path}`, {
      status: 200,
      body: raw,
      path: request.path,
      issues: ['prizeId: blank'],
    })
  return prize
}

/** GET prizes/{uuid}/transactions with programCode and the user time-zone header (API-009); the zone is injectable for tests. */
export async function fetchPrizeTransactions(
  api: ApiClient,
  input: { uuid: string; programCode: string; timeZone?: string },
): Promise<Transaction[]> {
  const request = transactionsRequest({ uuid: input.uuid, programCode: input.programCode, timeZone: input.timeZone ?? currentTimeZone() })
  return normaliseTransactions(await sendGamesRequest(api, request, list))
}

/** GET prizes/{uuid}/game/activity with numberOfDays=180 and programCodes (API-010). */
export async function fetchGameActivity(
  api: ApiClient,
  input: { uuid: string; programCodes: string | readonly string[] },
): Promise<ActivityEntry[]> {
  return normaliseActivity(await sendGamesRequest(api, activityRequest(input), list))
}

/**
 * GET rewards transaction history for the household of the token's hid claim, with numberOfDays=180,
 * programs and a rand (API-011). A token without a household id has nothing to ask for: no call, no entries.
 */
export async function fetchRewardsHistory(
  api: ApiClient,
  input: { token: string | null | undefined; programCodes: string | readonly string[]; rand?: string | number },
): Promise<ActivityEntry[]> {
  const request = rewardsHistoryRequest({ ...input, rand: input.rand ?? cacheBuster() })
  return request ? normaliseRewardsHistory(await sendGamesRequest(api, request, list)) : []
}

/** GET sweepstake winner with programCode (API-012): only the entries with displayed false are kept (GAM-023). */
export async function fetchSweepstakeWinners(api: ApiClient, programCode: string): Promise<SweepstakesWin[]> {
  return undisplayedWins(await sendGamesRequest(api, sweepstakeWinnerRequest(programCode), winnersSchema))
}

/** POST update/sweepstakes/wins with {displayed: true, prizeId, programCode} (API-013); the answer is not read. */
export async function acknowledgeSweepstakesWin(api: ApiClient, win: { prizeId: string; programCode: string }): Promise<void> {
  await sendGamesRequest(api, acknowledgeWinRequest(win), nothing)
}

export interface PostGameDetails extends PointFigures {
  programCode: string | undefined
  /** The prizes won in the game (gap A13), in the prize shape. */
  prizesWon: Prize[]
}

/**
 * GET gameplay/postgamedetails with programCode (API-014; answer shape gap A13). The answer names its program: one
 * without the code is not the game's figures (fault matrix: a 200 of the wrong shape showed zeros).
 */
export async function fetchPostGameDetails(api: ApiClient, programCode: string): Promise<PostGameDetails> {
  const raw = await sendGamesRequest(
    api,
    postGameDetailsRequest(programCode),
    v.looseObject({ programCode: v.string(), prizesWon: v.optional(v.array(prizeSchema)) }),
  )
  return { programCode: optionalText(raw.programCode), ...figuresOf(raw), prizesWon: normalisePrizes(raw.prizesWon) }
}

/** The opt-in answer is the joined program: one without its code is not a confirmation (fault matrix: a 200 of the wrong shape). */
const joinedProgramSchema = v.looseObject({ ...programSchema.entries, code: v.string() })

/** POST gameplay/optin with {programCode, storeId, optIn: true} (API-015, gap A3); answers the updated program (gap A4). */
export async function optInToProgram(api: ApiClient, input: { programCode: string; storeId: string }): Promise<RawProgram> {
  return sendGamesRequest(api, optInRequest(input), joinedProgramSchema)
}

/** POST update/howitworks with an empty body and query programCode (API-016); the answer is not read. */
export async function acknowledgeHowItWorks(api: ApiClient, programCode: string): Promise<void> {
  await sendGamesRequest(api, howItWorksRequest(programCode), nothing)
}

export interface RedemptionResult {
  status: string
  transactionId: string | undefined
  remainingPoints: number | undefined
}

/** POST redemption with {programCode, prizeId, prizeType, storeId} (API-017, gaps A5, A6). */
export async function redeemPrize(
  api: ApiClient,
  input: { programCode: string; prizeId: string; prizeType: string; storeId: string },
): Promise<RedemptionResult> {
  // The answer names the redemption's status: a reply without one is not a redemption (fault matrix: a 200 of the wrong shape).
  const raw = await sendGamesRequest(
    api,
    redemptionRequest(input),
    v.looseObject({ status: v.pipe(v.string(), v.nonEmpty()), transactionId: text, remainingPoints: v.optional(v.number()) }),
  )
  return { status: optionalText(raw.status) ?? '', transactionId: optionalText(raw.transactionId), remainingPoints: raw.remainingPoints }
}

/** The flags file is one JSON object; a list is the wrong file (valibot's object schemas take arrays too). */
const flagsFileSchema = v.pipe(
  v.unknown(),
  v.check((file) => typeof file === 'object' && file !== null && !Array.isArray(file), 'the flags file is not a JSON object'),
  v.looseObject({}),
)

/** GET the games configuration flags file with a random cache-buster (API-023); its contents are not shown (gap A16). */
export async function fetchGamesFlags(api: ApiClient): Promise<GamesFlags> {
  return normaliseGamesFlags(await sendGamesRequest(api, gamesFlagsRequest(cacheBuster()), flagsFileSchema))
}

export const navigationSchema = v.looseObject({ title: v.string(), menuItems: v.array(v.looseObject({ label: text, url: text })) })

/**
 * GET the left-navigation file of the banner with a cache-buster (API-024); a 404 there reads the master
 * file instead (SHL-019). Any other failure throws, to be logged (SHL-020).
 */
export async function fetchNavigation(
  api: ApiClient,
  banner: string = api.config.banner.id,
): Promise<{ source: NavigationSource; navigation: Navigation | undefined }> {
  try {
    return {
      source: 'banner',
      navigation: normaliseNavigation(await sendGamesRequest(api, navigationRequest({ banner }, cacheBuster()), navigationSchema)),
    }
  } catch (error) {
    if (!isApiError(error) || navigationFailureDecision('banner', error.status).kind !== 'fetch-master') throw error
  }
  return {
    source: 'master',
    navigation: normaliseNavigation(await sendGamesRequest(api, navigationRequest('master', cacheBuster()), navigationSchema)),
  }
}

/** Entries of a companion-gallery answer, counted only: the offers are the coupon family's to read (API-053 shapes). */
const offerEntries = v.nullish(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())]))
const bonusPathReplySchema = v.looseObject({ companionGalleryOffer: offerEntries, offers: offerEntries })

/**
 * Whether the store has bonus-path offers for the shopper (GAM-049): the companion gallery with
 * includeOnlyBonusOffer=y and limit 1 (API-052), read lightly — one entry answers the question, and the
 * games family does not pull in the coupon schemas to count it.
 */
export async function fetchBonusPathAvailable(api: ApiClient, input: { storeId: string }): Promise<boolean> {
  const query = companionGalleryQuery({
    storeId: input.storeId,
    rand: Number(cacheBuster()),
    guest: false,
    onlyBonusOffers: true,
    limit: 1,
  })
  const reply = await api.request(ENDPOINT_FAMILIES.offers.companionGallery, { query, schema: bonusPathReplySchema })
  const size = (list: typeof reply.offers) => (list ? Object.keys(list).length : 0)
  return size(reply.companionGalleryOffer ?? reply.offers) > 0
}
