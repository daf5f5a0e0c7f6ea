/**
 * The programs response (000 §3, §7) and the game grid built from it: which programs show, in what
 * order, with which call to action, and which sections or empty text the grid shows.
 */
import type { GamesFlags } from './flags'
import type { PointsEntry } from './points'
import { normaliseProgram, type Program, type RawProgram } from './program'
import { type GamesRoute, programRoute } from './routes'
import { type CalendarDay, GAME_STATUS, GAME_STATUS_LABELS, type GameStatus, isBeforeStart, isListed } from './status'
import { type SweepstakesWin, undisplayedWins } from './sweepstakes'
import { BONUS_PATH_DESCRIPTION, GAME_NOT_AVAILABLE, GAMES_DESCRIPTION, NO_GAMES_OR_BONUS_PATH, PLAY_NOW, START_PLAYING } from './texts'
import { fieldsOf, listOf, optionalBoolean, optionalText } from './values'

export interface ProgramsResponse {
  userOptedInPrograms: RawProgram[]
  storePrograms: RawProgram[]
  /** Only the wins still to show (displayed false, GAM-023). */
  sweepstakesWinners: SweepstakesWin[]
  /** Read, no effect yet (GAM-052, gap B3). */
  optInEnhancementsEnabled: boolean
}

/** The programs answer read as its four parts (API-005); a missing list is empty, the flag false. */
export function normaliseProgramsResponse(raw: unknown): ProgramsResponse {
  const f = fieldsOf(raw)
  const programs = (list: unknown) => listOf(list).filter((p): p is RawProgram => p !== null && typeof p === 'object')
  return {
    userOptedInPrograms: programs(f.userOptedInPrograms),
    storePrograms: programs(f.storePrograms),
    sweepstakesWinners: undisplayedWins(f.sweepstakesWinners),
    optInEnhancementsEnabled: optionalBoolean(f.optInEnhancementsEnabled) ?? false,
  }
}

/**
 * Every program the shopper can see (GAM-001, GAM-009..013): the store's programs in server order, then
 * programs the shopper opted in to that the store list lacks (a shopper who changed store still sees
 * their game). One program per code; the store's copy wins.
 */
export function buildPrograms(response: ProgramsResponse, points: readonly PointsEntry[], today: CalendarDay): Program[] {
  const optedInCodes = new Set(response.userOptedInPrograms.flatMap((p) => optionalText(p.code) ?? []))
  const programs: Program[] = []
  for (const raw of [...response.storePrograms, ...response.userOptedInPrograms]) {
    const program = normaliseProgram(raw, { optedInCodes, points, today })
    if (program && !programs.some((p) => p.code === program.code)) programs.push(program)
  }
  return programs
}

/** Grid order by status (team design): games in progress first, then games to start, then ended games. */
export const GRID_STATUS_ORDER = [
  GAME_STATUS.IN_PROGRESS,
  GAME_STATUS.NOT_STARTED,
  GAME_STATUS.GAME_OVER,
] as const satisfies readonly GameStatus[]

/** The grid's programs (GAM-001, GAM-053): those still listed, by GRID_STATUS_ORDER, server order within a status. */
export function gridPrograms(programs: readonly Program[], today: CalendarDay): Program[] {
  const rank = (p: Program) => GRID_STATUS_ORDER.indexOf(p.gameStatus)
  return programs
    .filter((p) => isListed(p, today))
    .map((p, index) => ({ p, index }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.index - b.index)
    .map(({ p }) => p)
}

export type CardAction =
  | { kind: 'opt-in'; label: typeof START_PLAYING }
  | { kind: 'play'; label: typeof PLAY_NOW; href: string }
  | { kind: 'unavailable'; message: typeof GAME_NOT_AVAILABLE }
  | { kind: 'game-over'; label: (typeof GAME_STATUS_LABELS)[2]; route: GamesRoute }

/**
 * A program's call to action (GAM-038, GAM-042, GAM-045, GAM-022): Not Started → 'Start Playing' (opt
 * in); In Progress with a game URL, once the start date has come → 'Play now!' opening gameurl; In
 * Progress without one, or before the start date → 'The game is not available at this time'; Game Over →
 * its game-over page.
 */
export function cardAction(program: Pick<Program, 'code' | 'gameStatus' | 'gameurl' | 'startDate'>, today: CalendarDay): CardAction {
  switch (program.gameStatus) {
    case GAME_STATUS.NOT_STARTED:
      return { kind: 'opt-in', label: START_PLAYING }
    case GAME_STATUS.IN_PROGRESS:
      return program.gameurl && !isBeforeStart(program.startDate, today)
        ? { kind: 'play', label: PLAY_NOW, href: program.gameurl }
        : { kind: 'unavailable', message: GAME_NOT_AVAILABLE }
    case GAME_STATUS.GAME_OVER:
      return { kind: 'game-over', label: GAME_STATUS_LABELS[GAME_STATUS.GAME_OVER], route: programRoute(program) }
    default:
      return program.gameStatus satisfies never
  }
}

export interface GridContent {
  games: { description: typeof GAMES_DESCRIPTION; programs: Program[] } | undefined
  bonusPath: { description: typeof BONUS_PATH_DESCRIPTION } | undefined
  empty: typeof NO_GAMES_OR_BONUS_PATH | undefined
}

/**
 * The grid's sections (GAM-047..049, GAM-054): the games section when the flag is on and a game is
 * listed; the bonus path section when its flag is on and it has offers; neither → the empty text.
 */
export function gridContent(input: {
  flags: Pick<GamesFlags, 'gamesEnabled' | 'bonusPathEnabled'>
  programs: readonly Program[]
  bonusPathAvailable: boolean
  today: CalendarDay
}): GridContent {
  const listed = gridPrograms(input.programs, input.today)
  const games: GridContent['games'] =
    input.flags.gamesEnabled && listed.length > 0 ? { description: GAMES_DESCRIPTION, programs: listed } : undefined
  const bonusPath: GridContent['bonusPath'] =
    input.flags.bonusPathEnabled && input.bonusPathAvailable ? { description: BONUS_PATH_DESCRIPTION } : undefined
  return { games, bonusPath, empty: games || bonusPath ? undefined : NO_GAMES_OR_BONUS_PATH }
}
