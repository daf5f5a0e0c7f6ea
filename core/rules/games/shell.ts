/**
 * The games page shell (000 §2, §9): page title, Back link versus breadcrumb and left navigation, where
 * Back goes, and the router's rules (same URL ignored, scroll to top, deferred URL updates, manual scroll
 * restoration). Pure decisions; the shell widget applies them.
 */
import { type GamesRoute, gamesHref, parseGamesRoute } from './routes'
import { BACK, FOR_U_SUFFIX, PLAY_AND_EARN } from './texts'

/** '<banner> for U' (SHL-007). */
export function pageTitle(bannerDisplayName: string): string {
  return `${bannerDisplayName}${FOR_U_SUFFIX}`
}

/** The 'for U' home the breadcrumb links to (SHL-010; the site's Just for U page). */
export const FOR_U_HOME_PATH = '/foru.html'

/** Pages that show 'Back' and hide the left navigation (SHL-008, SHL-009). */
export const BACK_LINK_PAGES = ['game-details', 'game-over', 'prize-details'] as const satisfies readonly GamesRoute['page'][]

export type ShellLayout =
  | { kind: 'back'; backLabel: typeof BACK; leftNavigation: false }
  | {
      kind: 'breadcrumb'
      breadcrumb: { label: string; href: typeof FOR_U_HOME_PATH }
      sectionLabel: typeof PLAY_AND_EARN
      leftNavigation: true
    }

/** What the shell shows around a page (SHL-008..012). */
export function shellLayout(route: GamesRoute, bannerDisplayName: string): ShellLayout {
  if ((BACK_LINK_PAGES as readonly string[]).includes(route.page)) return { kind: 'back', backLabel: BACK, leftNavigation: false }
  return {
    kind: 'breadcrumb',
    breadcrumb: { label: pageTitle(bannerDisplayName), href: FOR_U_HOME_PATH },
    sectionLabel: PLAY_AND_EARN,
    leftNavigation: true,
  }
}

export type BackTarget = { kind: 'route'; route: GamesRoute } | { kind: 'previous-page' }

/**
 * Where 'Back' goes (SHL-013..016): game-details → the game grid; prize-details → its game's details,
 * the program code taken from the route or else from the loaded prize, or the previous page when
 * neither has one; every other page (game-over included) → the previous page.
 */
export function backTarget(route: GamesRoute, loadedPrize?: { programCode?: string | undefined }): BackTarget {
  switch (route.page) {
    case 'game-details':
      return { kind: 'route', route: { page: 'game-grid' } }
    case 'prize-details': {
      const programCode = route.programCode ?? loadedPrize?.programCode
      return programCode ? { kind: 'route', route: { page: 'game-details', programCode } } : { kind: 'previous-page' }
    }
    case 'game-grid':
    case 'game-over':
      return { kind: 'previous-page' }
    default:
      return route satisfies never
  }
}

/** Browser scroll restoration is off; the router scrolls to the top itself (SHL-017, SHL-028). */
export const SCROLL_RESTORATION = 'manual'
/** How far a page's main content has loaded (the store's load status). */
export type ContentStatus = 'idle' | 'loading' | 'ready' | 'error'

const settled = (status: ContentStatus | undefined) => status === 'ready' || status === 'error'

/**
 * Whether the navigation to `route` has completed (SHL-027, 000 §9 "URL updates are deferred"): its page's
 * main content has settled, read or failed — the moment its view leaves its loading state. The grid and a
 * game's details wait for the programs, prize-details for that prize, game-over for that game's post-game
 * details (team design). The router writes the address bar only then, not when the navigation starts.
 */
export function navigationComplete(
  route: GamesRoute,
  content: {
    programs: ContentStatus
    prize?: { prizeId?: string | undefined; status: ContentStatus }
    postGame?: { programCode?: string | undefined; status: ContentStatus }
  },
): boolean {
  switch (route.page) {
    case 'game-grid':
    case 'game-details':
      return settled(content.programs)
    case 'prize-details':
      return content.prize?.prizeId === route.prizeId && settled(content.prize.status)
    case 'game-over':
      return content.postGame?.programCode === route.programCode && settled(content.postGame.status)
    default:
      return route satisfies never
  }
}

export type NavigationDecision = { kind: 'ignore' } | { kind: 'navigate'; href: string; route: GamesRoute; scrollTo: { top: 0 } }

/**
 * What a navigation does (SHL-017, SHL-026): to the route on screen, nothing (no render, no history
 * entry); anywhere else, go there and scroll to the top. Routes are compared in canonical form, so
 * '#/games' and '#/games/game-grid' are the same place.
 */
export function navigationDecision(currentLocation: string, nextLocation: string): NavigationDecision {
  const current = gamesHref(parseGamesRoute(currentLocation))
  const route = parseGamesRoute(nextLocation)
  const href = gamesHref(route)
  return href === current ? { kind: 'ignore' } : { kind: 'navigate', href, route, scrollTo: { top: 0 } }
}
