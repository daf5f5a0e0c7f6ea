import { PROFILE_PATHS, PROFILE_QUERY } from '../profile/endpoints'

export { DEFAULT_PROFILE_CUSTOMER_ID } from '../profile/endpoints'

const enc = encodeURIComponent

/**
 * Paths of the games calls and the profile calls of 000 §7, relative to the games environment's apiPrefix
 * (ENV-009). The seed names the calls ('prizes/{prizeId}', 'gameplay/optin', ...); the spellings around
 * those names are ours, and the simulator serves exactly these (sim/README-games.md).
 */
export const GAMES_PATHS = {
  programs: '/api/games/programs',
  programPoints: '/api/games/programs/points',
  prizes: '/api/games/prizes',
  prize: (prizeId: string) => `/api/games/prizes/${enc(prizeId)}`,
  prizeTransactions: (uuid: string) => `/api/games/prizes/${enc(uuid)}/transactions`,
  gameActivity: (uuid: string) => `/api/games/prizes/${enc(uuid)}/game/activity`,
  /** Addressed by the household id of the token's hid claim (API-011). */
  rewardsHistory: (householdId: string) => `/api/games/rewards/transactions/history/${enc(householdId)}`,
  sweepstakeWinner: '/api/games/sweepstake/winner',
  sweepstakesWins: '/api/games/update/sweepstakes/wins',
  postGameDetails: '/api/games/gameplay/postgamedetails',
  optIn: '/api/games/gameplay/optin',
  howItWorks: '/api/games/update/howitworks',
  redemption: '/api/games/redemption',
  ...PROFILE_PATHS,
} as const

/** Query names and wire values of the games and profile calls (000 §7, §9). */
export const GAMES_QUERY = {
  /** GET programs omits programCodes for an empty list or this value (API-004). */
  allProgramCodes: '*',
  /** Separator of code lists in programCodes / programs. */
  listSeparator: ',',
  /** The activity and rewards-history window, days (API-010, API-011, GAM-006). */
  activityDays: 180,
  ...PROFILE_QUERY,
} as const
