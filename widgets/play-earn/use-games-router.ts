/**
 * The games area's router (SHL-001..006, SHL-017, SHL-026..028). The inner route lives in the page URL's
 * hash ('#/games/game-details/SUMMERSTARS'): a CMS page keeps its own path and query, links and the
 * browser's Back work, and no server rewrite is needed (docs/decisions/games-and-profile.md). Decisions come from
 * core/rules/games/shell.ts; this hook only applies them to the page's history.
 */
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type GamesRoute, gamesHref, parseGamesRoute } from '../../core/rules/games/routes'
import { navigationDecision, SCROLL_RESTORATION } from '../../core/rules/games/shell'

/** Only the hash names the inner route: the CMS page's own path ('/foru/games.html') must not. */
const hashOf = (win: Window) => win.location.hash || '#/'

/** Browser scroll restoration off while the area is on the page (SHL-028); answers how to put it back. */
function manualScrollRestoration(win: Window): () => void {
  const history = win.history
  const previous = history.scrollRestoration
  history.scrollRestoration = SCROLL_RESTORATION
  return () => {
    history.scrollRestoration = previous
  }
}

export interface GamesRouter {
  route: GamesRoute
  /** Go to an in-area link ('#/games/…'); the same route is ignored (SHL-026). */
  navigate: (href: string, options?: { replace?: boolean }) => void
  /** The browser's previous page (SHL-015, SHL-016). */
  back: () => void
  /** Click handler for the area's root: in-area links go through navigate (canonical, same-route ignored). */
  onClick: (event: MouseEvent) => void
}

/**
 * `isComplete` answers whether the navigation to a route has completed (navigationComplete of
 * core/rules/games/shell.ts over the page's loads): the address bar waits for it (SHL-027).
 */
export function useGamesRouter(win: Window, isComplete: (route: GamesRoute) => boolean): GamesRouter {
  const [location, setLocation] = useState(() => hashOf(win))
  const current = useRef(location)
  const pendingUrl = useRef<{ href: string; replace: boolean } | undefined>(undefined)
  const route = useMemo(() => parseGamesRoute(location), [location])
  const complete = isComplete(route)

  const show = useCallback(
    (href: string) => {
      current.current = href
      setLocation(href)
      // SHL-017: every navigation starts at the top (scroll restoration is ours, SHL-028).
      win.scrollTo({ top: 0 })
    },
    [win],
  )

  useEffect(() => {
    const restore = manualScrollRestoration(win)
    // Back, forward, or a hash typed in the address bar.
    const sync = () => {
      const decision = navigationDecision(current.current, hashOf(win))
      if (decision.kind !== 'navigate') return
      // The browser has moved the address itself: an address still waiting for its page is dropped.
      pendingUrl.current = undefined
      show(hashOf(win))
    }
    win.addEventListener('popstate', sync)
    win.addEventListener('hashchange', sync)
    return () => {
      win.removeEventListener('popstate', sync)
      win.removeEventListener('hashchange', sync)
      restore()
    }
  }, [win, show])

  // SHL-027: the address bar changes once the navigation completes (the new page has its content, or its
  // error), not when it starts; a navigation superseded before then never writes its address.
  useEffect(() => {
    const pending = pendingUrl.current
    // Only this render's route is judged complete: preact/compat runs an earlier render's effect when the next render
    // starts, after a click has already set the next navigation, and that effect's `complete` is the earlier route's.
    if (!pending || !complete || pending.href !== gamesHref(route)) return
    pendingUrl.current = undefined
    // Back where the address bar already is (a superseded navigation undone): nothing to write (SHL-026).
    if (pending.href === gamesHref(parseGamesRoute(hashOf(win)))) return
    const url = `${win.location.pathname}${win.location.search}${pending.href}`
    if (pending.replace) win.history.replaceState(win.history.state, '', url)
    else win.history.pushState(null, '', url)
  }, [location, route, complete, win])

  const navigate = useCallback(
    (href: string, options: { replace?: boolean } = {}) => {
      const decision = navigationDecision(current.current, href)
      if (decision.kind === 'ignore') return
      // A redirect (replace) of a navigation whose address is not written yet takes its place: a push stays a push.
      const unwritten = pendingUrl.current
      pendingUrl.current = { href: decision.href, replace: options.replace === true && (unwritten?.replace ?? true) }
      show(decision.href)
    },
    [show],
  )

  const back = useCallback(() => win.history.back(), [win])

  const onClick = useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.nativeEvent.composedPath().find((t): t is HTMLAnchorElement => t instanceof HTMLAnchorElement)
      const href = anchor?.getAttribute('href')
      if (!href?.startsWith('#/')) return
      event.preventDefault()
      navigate(href)
    },
    [navigate],
  )

  return { route, navigate, back, onClick }
}

/** The hash link of a route, for views. */
export const hrefOf = (route: GamesRoute): string => gamesHref(route)
