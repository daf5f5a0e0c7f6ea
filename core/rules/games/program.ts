/**
 * A Play & Earn program (game) as the API sends it (000 §3) and as every store and view sees it: the
 * seed's fields plus what the client derives (gameStatus, the four figures, faqurl, rulesurl, gameurl),
 * the minimum age and the token labels (000 §5).
 */
import { formatCount } from '../number-format'
import { type PointFigures, type PointsEntry, pointsFor } from './points'
import { type CalendarDay, type GameStatus, gameStatusOf } from './status'
import { fieldsOf, optionalBoolean, optionalText, safeLink } from './values'

export const PROGRAM_TYPES = ['DIVISION', 'EPISODIC'] as const
export type ProgramType = (typeof PROGRAM_TYPES)[number]

/** Program earn modes (GAM-015). */
export const EARN_MODES = ['EARN', 'BURN', 'SWEEPSTAKES'] as const
export type EarnMode = (typeof EARN_MODES)[number]

/** The uiAttributes a program may carry, verbatim (GAM-008). */
export const UI_ATTRIBUTES = ['FAQURL', 'RULESURL', 'GAMEURL', 'tokenLabelSingular', 'tokenLabelPlural', 'minAge'] as const
export type UiAttributes = Partial<Record<(typeof UI_ATTRIBUTES)[number], unknown>>

/** A program as the API sends it: the seed's fields (GAM-008) and the simulator's name, earnMode, imageUrl, description. */
export interface RawProgram {
  code?: unknown
  type?: unknown
  optInStatus?: unknown
  startDate?: unknown
  endDate?: unknown
  postProgLiveDate?: unknown
  howItWorks?: unknown
  /** The simulator marks a program whose how-it-works the shopper dismissed (API-016). */
  howItWorksAcknowledged?: unknown
  uiAttributes?: UiAttributes | null
  name?: unknown
  earnMode?: unknown
  imageUrl?: unknown
  description?: unknown
}

export interface TokenLabels {
  singular: string
  plural: string
}

export interface Program extends PointFigures {
  code: string
  /** DIVISION or EPISODIC; undefined for any other type the server sends. */
  type: ProgramType | undefined
  name: string
  earnMode: EarnMode | undefined
  optInStatus: string | undefined
  optedIn: boolean
  startDate: string | undefined
  endDate: string | undefined
  postProgLiveDate: string | undefined
  howItWorks: string | undefined
  howItWorksAcknowledged: boolean
  gameStatus: GameStatus
  faqurl: string | undefined
  rulesurl: string | undefined
  /** From uiAttributes FAQURL, RULESURL, GAMEURL (GAM-010); a link that is not http(s) or site-relative is dropped. */
  gameurl: string | undefined
  minAge: number
  tokenLabels: TokenLabels
  imageUrl: string | undefined
  description: string | undefined
}

/** Minimum age without minAge, by program type (GAM-028, GAM-029). */
export const DIVISION_MIN_AGE = 18
export const EPISODIC_MIN_AGE = 16
/** The program-level default (GAM-030): used only for a type that is neither DIVISION nor EPISODIC (docs/decisions/games-and-profile.md). */
export const PROGRAM_MIN_AGE_DEFAULT = 0
export const MIN_AGE_BY_TYPE = { DIVISION: DIVISION_MIN_AGE, EPISODIC: EPISODIC_MIN_AGE } as const satisfies Record<ProgramType, number>

/** Token labels when the program gives none (GAM-031, GAM-032). */
export const DEFAULT_TOKEN_LABEL_SINGULAR = 'Game point'
export const DEFAULT_TOKEN_LABEL_PLURAL = 'Game points'

export function programTypeOf(value: unknown): ProgramType | undefined {
  const t = optionalText(value)?.toUpperCase()
  return (PROGRAM_TYPES as readonly string[]).includes(t ?? '') ? (t as ProgramType) : undefined
}

export function earnModeOf(value: unknown): EarnMode | undefined {
  const m = optionalText(value)?.toUpperCase()
  return (EARN_MODES as readonly string[]).includes(m ?? '') ? (m as EarnMode) : undefined
}

/**
 * The minimum age (GAM-027..030): an explicit minAge parsed as an integer (parseInt, so '21' and '21+'
 * are 21); without one, or with one that holds no integer, 18 for DIVISION, 16 for EPISODIC, else 0.
 */
export function minAgeOf(type: unknown, minAge: unknown): number {
  const explicit = typeof minAge === 'number' ? Math.trunc(minAge) : Number.parseInt(optionalText(minAge) ?? '', 10)
  if (Number.isFinite(explicit)) return explicit
  const known = programTypeOf(type)
  return known ? MIN_AGE_BY_TYPE[known] : PROGRAM_MIN_AGE_DEFAULT
}

/** Token labels with the defaults for a missing or blank label (GAM-031, GAM-032). */
export function tokenLabelsOf(ui: UiAttributes | null | undefined): TokenLabels {
  return {
    singular: optionalText(ui?.tokenLabelSingular) ?? DEFAULT_TOKEN_LABEL_SINGULAR,
    plural: optionalText(ui?.tokenLabelPlural) ?? DEFAULT_TOKEN_LABEL_PLURAL,
  }
}

/** The label for a count: singular for exactly 1, plural for everything else, 0 included (GAM-033). */
export function tokenLabelFor(n: number, labels: TokenLabels): string {
  return n === 1 ? labels.singular : labels.plural
}

/** '1,250 Stars', '1 Game point', '0 Game points' (GAM-033, B5): the count as en-US writes it, without loading ICU. */
export function pointsText(n: number, labels: TokenLabels): string {
  return `${formatCount(n)} ${tokenLabelFor(n, labels)}`
}

/**
 * optInStatus values that mean opted in (GAM-013; the seed does not show the values). Compared
 * case-insensitively with '-', '_' and spaces ignored, so 'OPTED_IN', 'Opted In' and 'Y' all count and
 * 'NOT_OPTED_IN' does not.
 */
export const OPTED_IN_STATUSES = ['Y', 'YES', 'TRUE', '1', 'IN', 'OPTIN', 'OPTEDIN', 'ACTIVE', 'ENROLLED'] as const

export function optInStatusSaysOptedIn(value: unknown): boolean {
  if (value === true) return true
  const key = (optionalText(value) ?? '').toUpperCase().replace(/[\s_-]/g, '')
  return (OPTED_IN_STATUSES as readonly string[]).includes(key)
}

/** Opted in when either source says so (GAM-013, gap B2). */
export function isOptedIn(raw: RawProgram, optedInCodes: ReadonlySet<string>): boolean {
  const code = optionalText(raw.code)
  return (code !== undefined && optedInCodes.has(code)) || optInStatusSaysOptedIn(raw.optInStatus)
}

/**
 * A program as the client sees it (GAM-008..013, GAM-017..021, GAM-027..033). Undefined for a program
 * without a code: nothing can be requested or linked for it.
 */
export function normaliseProgram(
  raw: RawProgram,
  context: { optedInCodes: ReadonlySet<string>; points: readonly PointsEntry[]; today: CalendarDay },
): Program | undefined {
  const code = optionalText(raw.code)
  if (!code) return undefined
  const ui = fieldsOf(raw.uiAttributes) as UiAttributes
  const optedIn = isOptedIn(raw, context.optedInCodes)
  const endDate = optionalText(raw.endDate)
  return {
    code,
    type: programTypeOf(raw.type),
    name: optionalText(raw.name) ?? code,
    earnMode: earnModeOf(raw.earnMode),
    optInStatus: optionalText(raw.optInStatus),
    optedIn,
    startDate: optionalText(raw.startDate),
    endDate,
    postProgLiveDate: optionalText(raw.postProgLiveDate),
    howItWorks: optionalText(raw.howItWorks),
    howItWorksAcknowledged: optionalBoolean(raw.howItWorksAcknowledged) ?? false,
    gameStatus: gameStatusOf({ optedIn, endDate }, context.today),
    ...pointsFor(code, context.points),
    faqurl: safeLink(ui.FAQURL),
    rulesurl: safeLink(ui.RULESURL),
    gameurl: safeLink(ui.GAMEURL),
    minAge: minAgeOf(raw.type, ui.minAge),
    tokenLabels: tokenLabelsOf(ui),
    imageUrl: optionalText(raw.imageUrl),
    description: optionalText(raw.description),
  }
}
