import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HEADERS } from '../http'
import {
  acknowledgeWinRequest,
  activityRequest,
  ALL_PROGRAM_CODES,
  CACHE_BUSTER_PARAM,
  gamesFlagsRequest,
  GAMES_PATHS,
  householdIdFromToken,
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
} from './requests'

const code = fc.stringMatching(/^[A-Z][A-Z0-9]{2,11}$/)
const codes = fc.uniqueArray(code, { minLength: 1, maxLength: 6 })
const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url')
const tokenWith = (claims: object) => `${base64url({ alg: 'none' })}.${base64url(claims)}.sig`

describe('programs request', () => {
  it('sends storeId and userType [API-003] [GAM-001]', () => {
    expect(programsRequest({ storeId: '1502', userType: 'C' })).toEqual({
      method: 'GET',
      base: 'api',
      path: GAMES_PATHS.programs,
      query: { storeId: '1502', userType: 'C' },
      headers: {},
    })
  })

  it("adds programCodes only for a real code list, omitting it when empty or '*' [API-004]", () => {
    expect(ALL_PROGRAM_CODES).toBe('*')
    for (const none of [undefined, null, '', [], ' ', '*', ['*'], [' * '], ['', ' '], ['*', 'A1'], 'A1,*']) {
      expect(programsRequest({ storeId: '1', userType: 'C', programCodes: none }).query).not.toHaveProperty('programCodes')
    }
    fc.assert(
      fc.property(codes, (list) => {
        expect(programsRequest({ storeId: '1', userType: 'C', programCodes: list }).query.programCodes).toBe(list.join(','))
      }),
    )
    expect(programsRequest({ storeId: '1', userType: 'C', programCodes: ' A1 , B2,A1' }).query.programCodes).toBe('A1,B2')
  })
})

describe('points, prizes and activity requests', () => {
  it('asks program points with programCodes [API-006] [GAM-003]', () => {
    fc.assert(
      fc.property(codes, (list) => {
        expect(programPointsRequest(list)).toMatchObject({
          method: 'GET',
          path: GAMES_PATHS.programPoints,
          query: { programCodes: list.join(',') },
        })
      }),
    )
    expect(programPointsRequest([])).toBeUndefined()
  })

  it('asks prizes with an optional programCode, storeId and userType [API-007] [GAM-055]', () => {
    expect(prizesRequest({ programCode: 'SUMMERSTARS', storeId: '1502', userType: 'C' }).query).toEqual({
      programCode: 'SUMMERSTARS',
      storeId: '1502',
      userType: 'C',
    })
    expect(prizesRequest({ storeId: '1502', userType: 'C' }).query).toEqual({ storeId: '1502', userType: 'C' })
    expect(prizesRequest({ storeId: '1', userType: 'C' }).path).toBe(GAMES_PATHS.prizes)
  })

  it('asks prizes/{prizeId} with prizeType, programCode and storeId [API-008] [GAM-004]', () => {
    expect(prizeRequest({ prizeId: 'PZ 01/2', prizeType: 'VENDOR', programCode: 'SUMMERSTARS', storeId: '1502' })).toEqual({
      method: 'GET',
      base: 'api',
      path: '/api/games/prizes/PZ%2001%2F2',
      query: { prizeType: 'VENDOR', programCode: 'SUMMERSTARS', storeId: '1502' },
      headers: {},
    })
  })

  it("asks prizes/{uuid}/transactions with programCode and the shopper's time zone header [API-009]", () => {
    expect(transactionsRequest({ uuid: 'u-1', programCode: 'SUMMERSTARS', timeZone: 'America/Denver' })).toMatchObject({
      path: '/api/games/prizes/u-1/transactions',
      query: { programCode: 'SUMMERSTARS' },
      headers: { [HEADERS.timeZone]: 'America/Denver' },
    })
  })

  it('asks prizes/{uuid}/game/activity with numberOfDays=180 and programCodes [API-010] [GAM-006]', () => {
    expect(activityRequest({ uuid: 'u-1', programCodes: ['SUMMERSTARS', 'FRESHFINDS'] })).toMatchObject({
      path: '/api/games/prizes/u-1/game/activity',
      query: { numberOfDays: 180, programCodes: 'SUMMERSTARS,FRESHFINDS' },
    })
  })

  it("addresses the rewards history by the token's hid with numberOfDays=180, programs and an optional rand [API-011] [GAM-056]", () => {
    const token = tokenWith({ hid: '770123456789', uuid: 'u-1' })
    expect(householdIdFromToken(token)).toBe('770123456789')
    expect(rewardsHistoryRequest({ token, programCodes: ['SUMMERSTARS'], rand: 42 })).toMatchObject({
      method: 'GET',
      path: '/api/games/rewards/transactions/history/770123456789',
      query: { numberOfDays: 180, programs: 'SUMMERSTARS', rand: 42 },
    })
    expect(rewardsHistoryRequest({ token, programCodes: 'SUMMERSTARS' })!.query).toEqual({ numberOfDays: 180, programs: 'SUMMERSTARS' })
    for (const none of [undefined, 'not-a-jwt', tokenWith({ uuid: 'u-1' }), tokenWith({ hid: '' })])
      expect(rewardsHistoryRequest({ token: none, programCodes: ['A1'] })).toBeUndefined()
  })
})

describe('sweepstakes, gameplay, opt-in, how-it-works and redemption requests', () => {
  it('asks the sweepstake winner with programCode [API-012]', () => {
    expect(sweepstakeWinnerRequest('SNACKSWEEPS')).toMatchObject({
      method: 'GET',
      path: GAMES_PATHS.sweepstakeWinner,
      query: { programCode: 'SNACKSWEEPS' },
    })
  })

  it('posts update/sweepstakes/wins with {displayed: true, prizeId, programCode} [API-013] [GAM-025] [GAM-007]', () => {
    expect(acknowledgeWinRequest({ prizeId: 'PZ0101', programCode: 'SUMMERSTARS' })).toEqual({
      method: 'POST',
      base: 'api',
      path: '/api/games/update/sweepstakes/wins',
      query: {},
      headers: {},
      json: { displayed: true, prizeId: 'PZ0101', programCode: 'SUMMERSTARS' },
      write: 'games',
    })
  })

  it('asks gameplay/postgamedetails with programCode [API-014] [GAM-051]', () => {
    expect(postGameDetailsRequest('PANTRYBINGO')).toMatchObject({
      method: 'GET',
      path: '/api/games/gameplay/postgamedetails',
      query: { programCode: 'PANTRYBINGO' },
    })
  })

  it('posts gameplay/optin with the opt-in payload [API-015] [GAM-002]', () => {
    expect(optInRequest({ programCode: 'SNACKSWEEPS', storeId: '1502' })).toMatchObject({
      method: 'POST',
      path: '/api/games/gameplay/optin',
      json: { programCode: 'SNACKSWEEPS', storeId: '1502', optIn: true },
    })
  })

  it('posts update/howitworks with an empty body and query programCode [API-016] [GAM-050]', () => {
    const request = howItWorksRequest('SUMMERSTARS')
    expect(request).toMatchObject({ method: 'POST', path: '/api/games/update/howitworks', query: { programCode: 'SUMMERSTARS' } })
    expect(request.json).toBeUndefined()
  })

  it('posts redemption with the redemption payload [API-017] [GAM-005]', () => {
    expect(redemptionRequest({ programCode: 'SUMMERSTARS', prizeId: 'PZ0102', prizeType: 'VENDOR', storeId: '1502' })).toMatchObject({
      method: 'POST',
      path: '/api/games/redemption',
      json: { programCode: 'SUMMERSTARS', prizeId: 'PZ0102', prizeType: 'VENDOR', storeId: '1502' },
    })
  })
})

describe('content files', () => {
  it('reads the games flags file with a random cache-buster [API-023] [GAM-054]', () => {
    expect(CACHE_BUSTER_PARAM).toBe('rand')
    expect(gamesFlagsRequest(0.123)).toEqual({
      method: 'GET',
      base: 'content',
      path: '/content/games/flags.json',
      query: { rand: 0.123 },
      headers: {},
    })
  })

  it("reads the banner's left-navigation file, or the master file, with a cache-buster [API-024] [SHL-018] [SHL-019]", () => {
    expect(navigationRequest({ banner: 'freshway' }, 7)).toMatchObject({
      base: 'content',
      path: '/content/freshway/games/left-nav.json',
      query: { rand: 7 },
    })
    expect(navigationRequest('master', 8)).toMatchObject({
      base: 'content',
      path: '/content/master/games/left-nav.json',
      query: { rand: 8 },
    })
  })
})
