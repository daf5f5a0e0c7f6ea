/**
 * Games configuration flags (API-023, GAM-054). The seed does not show the file's contents; ours is a
 * flat JSON of booleans plus the survey URL (gap A16, A29). Every flag defaults to on, so a missing or
 * broken file leaves the games area working as usual.
 */
import { fieldsOf, optionalBoolean, safeLink } from './values'

export const GAMES_FLAG_NAMES = ['gamesEnabled', 'bonusPathEnabled', 'howItWorksEnabled', 'sweepstakesWinsEnabled'] as const
export type GamesFlagName = (typeof GAMES_FLAG_NAMES)[number]

export interface GamesFlags extends Record<GamesFlagName, boolean> {
  /** The summary page's survey link (GAM-037); no URL, no link. */
  surveyUrl: string | undefined
}

export const DEFAULT_GAMES_FLAGS: Readonly<GamesFlags> = Object.freeze({
  gamesEnabled: true,
  bonusPathEnabled: true,
  howItWorksEnabled: true,
  sweepstakesWinsEnabled: true,
  surveyUrl: undefined,
})

/**
 * The flags from the file's JSON (anything: a failed fetch passes undefined). A flag is off only when
 * the file says false ('false' as text too); the survey URL must be a safe link (http(s) or site-relative).
 */
export function normaliseGamesFlags(raw: unknown): GamesFlags {
  const f = fieldsOf(raw)
  const flags: GamesFlags = { ...DEFAULT_GAMES_FLAGS }
  for (const name of GAMES_FLAG_NAMES) flags[name] = optionalBoolean(f[name]) ?? DEFAULT_GAMES_FLAGS[name]
  flags.surveyUrl = safeLink(f.surveyUrl)
  return flags
}
