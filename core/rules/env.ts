/**
 * Environments (ENV-003..008) and the endpoint prefix each one uses (ENV-009).
 * Pure: the host name comes in as an argument; core/io/config reads location.
 */
export const GAMES_ENVIRONMENTS = ['qa1', 'qa2', 'qa3', 'stage', 'prod'] as const
export type GamesEnvironment = (typeof GAMES_ENVIRONMENTS)[number]

export const STOREFRONT_ENVIRONMENTS = ['dev1', 'dev2', 'dev3', 'qa1', 'qa2', 'qa3', 'stage', 'betaprod', 'prod', 'local'] as const
export type StorefrontEnvironment = (typeof STOREFRONT_ENVIRONMENTS)[number]

/**
 * The games rule (000 §1): a qa or stage name selects that environment, 'local' selects qa1,
 * anything else is prod. Checked in this order so 'qa1' inside 'localqa1' still wins.
 */
export function gamesEnvironmentForHost(host: string): GamesEnvironment {
  const h = host.toLowerCase()
  for (const env of ['qa1', 'qa2', 'qa3', 'stage'] as const) if (h.includes(env)) return env
  if (h.includes('local')) return 'qa1'
  return 'prod'
}

/**
 * The storefront rule (000 §9, 001 §9): the first storefront environment named in the host.
 * 'betaprod' is tried before 'prod' and 'local' last, so 'qa1.localhost' is qa1. A host naming none is prod.
 * Decision (REQUIREMENTS gap C4): the games widgets use gamesEnvironmentForHost, the storefront widgets this one.
 */
export function storefrontEnvironmentForHost(host: string): StorefrontEnvironment {
  const h = host.toLowerCase()
  for (const env of ['dev1', 'dev2', 'dev3', 'qa1', 'qa2', 'qa3', 'stage', 'betaprod', 'local'] as const) {
    if (h.includes(env)) return env
  }
  return 'prod'
}

/** Test environments are every one but prod and betaprod; only they get the mock recorder and player (ENV-025). */
export function isTestEnvironment(env: StorefrontEnvironment | GamesEnvironment): boolean {
  return env !== 'prod' && env !== 'betaprod'
}

export interface EnvironmentConfig {
  /** Every API path sits under this prefix (ENV-009). */
  readonly apiPrefix: string
  /** Placeholder subscription key: the spec does not reproduce real values (ENV-010). */
  readonly subscriptionKey: string
  /** Mock recorder and playback services: test environments only (ENV-025). */
  readonly recorderPrefix?: string
  readonly playbackPrefix?: string
}

const testEnv = (name: string): EnvironmentConfig => ({
  apiPrefix: `/abs/${name}`,
  subscriptionKey: `aisle-${name}-key`,
  recorderPrefix: `/mock/recorder/abs/${name}`,
  playbackPrefix: `/mock/playback/abs/${name}`,
})

export const ENVIRONMENT_CONFIG: Readonly<Record<StorefrontEnvironment, EnvironmentConfig>> = {
  dev1: testEnv('dev1'),
  dev2: testEnv('dev2'),
  dev3: testEnv('dev3'),
  qa1: testEnv('qa1'),
  qa2: testEnv('qa2'),
  qa3: testEnv('qa3'),
  stage: testEnv('stage'),
  // 'local' is served by the qa1 back end, as the games rule maps local to qa1.
  local: testEnv('qa1'),
  betaprod: { apiPrefix: '/abs/betaprod', subscriptionKey: 'aisle-betaprod-key' },
  prod: { apiPrefix: '/abs/pub', subscriptionKey: 'aisle-prod-key' },
}

/** The URL parameter that routes calls to the recorder or player (ENV-026, ENV-027). */
export const MODE_PARAM = 'mode'
export const API_MODES = ['record', 'playback'] as const
export type ApiMode = (typeof API_MODES)[number]

/** A host containing this word is the business (B2B) site, which clips on its own origin (ENV-030). */
export const BUSINESS_HOST_MARKER = 'business'
export const B2B_SITE_TYPE = 'B'
export const B2B_PROGRAM_HEADER_VALUE = '1P_B2B'

/** The business-to-business site variant is the session's siteType 'B' (ENV-028). */
export function isB2bSite(siteType: string | null | undefined): boolean {
  return siteType === B2B_SITE_TYPE
}

/**
 * Origin of the coupon clip calls (ENV-030): on a host containing 'business' the business
 * site's own (page) origin, everywhere else the API origin every other call uses.
 */
export function clipOriginFor(input: { host: string; pageOrigin: string; apiOrigin: string }): string {
  return input.host.toLowerCase().includes(BUSINESS_HOST_MARKER) ? input.pageOrigin : input.apiOrigin
}
