/**
 * The left navigation of the games area (000 §2, §8, §9): the content file to read and what a failure
 * means, link rewriting, the 990px dropdown, the focus trap and the keyboard-focus outline mode.
 */
import { GAME_GRID_HREF } from './routes'
import { fieldsOf, listOf, optionalText, safeLink } from './values'

export interface NavigationItem {
  label: string
  url: string
}

export interface Navigation {
  title: string
  menuItems: NavigationItem[]
}

/** Links whose URL contains this text point to the game grid (SHL-021). */
export const GAMES_LINK_MARKER = 'games'

/**
 * Rewrites every link containing 'games' to the game grid (SHL-021). Case-insensitive, so '/foru/Games.html'
 * counts too; the label stays.
 */
export function rewriteGamesLink(item: NavigationItem, gameGridHref: string = GAME_GRID_HREF): NavigationItem {
  return item.url.toLowerCase().includes(GAMES_LINK_MARKER) ? { ...item, url: gameGridHref } : item
}

/**
 * The navigation from the content file (SHL-018, API-024): its title and menu items, each rewritten
 * (SHL-021); items without a label or a safe URL (http(s) or site-relative) are dropped. Undefined when the file holds no menu at all.
 */
export function normaliseNavigation(raw: unknown, gameGridHref: string = GAME_GRID_HREF): Navigation | undefined {
  const f = fieldsOf(raw)
  if (!Array.isArray(f.menuItems)) return undefined
  const menuItems = listOf(f.menuItems).flatMap((entry) => {
    const e = fieldsOf(entry)
    const label = optionalText(e.label)
    const url = safeLink(e.url)
    return label && url ? [rewriteGamesLink({ label, url }, gameGridHref)] : []
  })
  return { title: optionalText(f.title) ?? '', menuItems }
}

/** Which file the navigation is read from. */
export type NavigationSource = 'banner' | 'master'
export type NavigationFailureDecision = { kind: 'fetch-master' } | { kind: 'log-and-hide' }

/**
 * After a failed fetch (SHL-019, SHL-020): a 404 on the banner's file falls back to the master file;
 * any other failure, or any failure of the master file, is only logged and no navigation shows.
 * `status` is undefined for a network failure.
 */
export function navigationFailureDecision(source: NavigationSource, status: number | undefined): NavigationFailureDecision {
  return source === 'banner' && status === 404 ? { kind: 'fetch-master' } : { kind: 'log-and-hide' }
}

/** The mobile breakpoint, in CSS pixels (CST-029). */
export const MOBILE_BREAKPOINT_PX = 990
/** The same breakpoint as a media query: at 990px wide or less the left navigation is a dropdown (SHL-022; use-shell.ts matches it). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`

/**
 * The element Tab moves to inside the open dropdown (SHL-023): the next one, or the previous one with
 * Shift, wrapping at both ends, so focus never leaves. From outside (current -1) Tab enters at the first
 * element and Shift+Tab at the last. Undefined when there is nothing to focus.
 */
export function trappedFocusIndex(current: number, focusableCount: number, shift: boolean): number | undefined {
  if (focusableCount <= 0) return undefined
  if (current < 0 || current >= focusableCount) return shift ? focusableCount - 1 : 0
  return (current + (shift ? -1 : 1) + focusableCount) % focusableCount
}

export type OutlineEvent = { type: 'keydown'; key: string } | { type: 'mousedown' }

/**
 * The keyboard-focus outline mode (SHL-024, SHL-025): on at the first Tab press, off at a mouse click;
 * every other key leaves it as it is.
 */
export function focusOutlineMode(on: boolean, event: OutlineEvent): boolean {
  switch (event.type) {
    case 'keydown':
      return event.key === 'Tab' ? true : on
    case 'mousedown':
      return false
    default:
      return event satisfies never
  }
}
