/**
 * Routes of the games area (000 §2): the declared route 'games' and its inner pages game-grid,
 * game-details/{programCode}, prize-details/{id} and game-over (path not shown; ours is
 * game-over/{programCode}, gap A2). The inner route lives in the URL hash ('#/games/game-grid') because
 * the games area is a widget on a static CMS page (docs/decisions/games-and-profile.md). Pure parse and build only.
 */
import { GAME_STATUS, type GameStatus } from './status'

/** The declared route (SHL-001). */
export const GAMES_ROUTE = 'games'
export const GAMES_PAGES = ['game-grid', 'game-details', 'prize-details', 'game-over'] as const
export type GamesPage = (typeof GAMES_PAGES)[number]

export type GamesRoute =
  | { page: 'game-grid' }
  | { page: 'game-details'; programCode: string }
  | { page: 'prize-details'; prizeId: string; programCode?: string; prizeType?: string }
  | { page: 'game-over'; programCode: string }

export const GAME_GRID_ROUTE: GamesRoute = Object.freeze({ page: 'game-grid' })

const decode = (segment: string | undefined): string | undefined => {
  if (!segment) return undefined
  try {
    return decodeURIComponent(segment).trim() || undefined
  } catch {
    return undefined
  }
}

/**
 * The route a location names (SHL-001..006). Reads the hash when there is one ('#/games/…'), else the
 * path; everything before the first 'games' segment is ignored. A path without a page, an unknown page
 * or a page missing its id is the game grid (SHL-006, team design).
 */
export function parseGamesRoute(location: string): GamesRoute {
  const hashAt = location.indexOf('#')
  const target = hashAt >= 0 ? location.slice(hashAt + 1) : location
  const [pathPart = '', queryPart = ''] = target.split('?', 2)
  const segments = pathPart.split('/').filter(Boolean)
  const at = segments.indexOf(GAMES_ROUTE)
  if (at < 0) return GAME_GRID_ROUTE
  const [page, id] = [segments[at + 1], decode(segments[at + 2])]
  const query = new URLSearchParams(queryPart)
  switch (page) {
    case 'game-details':
      return id ? { page, programCode: id } : GAME_GRID_ROUTE
    case 'game-over':
      return id ? { page, programCode: id } : GAME_GRID_ROUTE
    case 'prize-details': {
      if (!id) return GAME_GRID_ROUTE
      const route: GamesRoute = { page, prizeId: id }
      const programCode = query.get('programCode')?.trim()
      const prizeType = query.get('prizeType')?.trim()
      if (programCode) route.programCode = programCode
      if (prizeType) route.prizeType = prizeType
      return route
    }
    default:
      return GAME_GRID_ROUTE
  }
}

/**
 * The route's path ('games/game-details/SUMMERSTARS'). Prize details carry programCode and prizeType as
 * query parameters: the prize call needs both (API-008) and Back needs the program (SHL-014).
 */
export function gamesRoutePath(route: GamesRoute): string {
  const e = encodeURIComponent
  switch (route.page) {
    case 'game-grid':
      return `${GAMES_ROUTE}/game-grid`
    case 'game-details':
    case 'game-over':
      return `${GAMES_ROUTE}/${route.page}/${e(route.programCode)}`
    case 'prize-details': {
      const query = new URLSearchParams()
      if (route.programCode) query.set('programCode', route.programCode)
      if (route.prizeType) query.set('prizeType', route.prizeType)
      const q = query.toString()
      return `${GAMES_ROUTE}/prize-details/${e(route.prizeId)}${q ? `?${q}` : ''}`
    }
    default:
      return route satisfies never
  }
}

/** The in-page link of a route: '#/games/game-grid'. */
export function gamesHref(route: GamesRoute): string {
  return `#/${gamesRoutePath(route)}`
}

export const GAME_GRID_HREF = gamesHref(GAME_GRID_ROUTE)

/** Where a program's card leads: the game-over page once the game is over, else its details (GAM-022). */
export function programRoute(program: { code: string; gameStatus: GameStatus }): GamesRoute {
  return program.gameStatus === GAME_STATUS.GAME_OVER
    ? { page: 'game-over', programCode: program.code }
    : { page: 'game-details', programCode: program.code }
}

/** Where a prize leads: its details, carrying what the details call and Back need. */
export function prizeRoute(prize: { prizeId: string; programCode?: string | undefined; prizeType?: string | undefined }): GamesRoute {
  const route: GamesRoute = { page: 'prize-details', prizeId: prize.prizeId }
  if (prize.programCode) route.programCode = prize.programCode
  if (prize.prizeType) route.prizeType = prize.prizeType
  return route
}

/**
 * The page to show for a route once the programs are known (GAM-022): a deep link to the details of an
 * ended game shows its game-over page, and the game-over page of a game still running shows its
 * details. A program the list does not know keeps the route (the page then says the game is not available).
 */
export function resolveRoute(route: GamesRoute, programs: readonly { code: string; gameStatus: GameStatus }[]): GamesRoute {
  if (route.page !== 'game-details' && route.page !== 'game-over') return route
  const program = programs.find((p) => p.code === route.programCode)
  return program ? programRoute(program) : route
}
