/**
 * The Play & Earn area: the route guard, the hash router, the shell (title, Back or breadcrumb, left
 * navigation) around the page of the route, and the sweepstakes win notice. The only file here that
 * wires the runtime; the pages are in pages.connected.tsx.
 */
import { useStore } from '../shared/use-select'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ElementAttributeProps } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { resolveRoute } from '../../core/rules/games/routes'
import { backTarget, navigationComplete, pageTitle, shellLayout } from '../../core/rules/games/shell'
import { winNotice } from '../../core/rules/games/sweepstakes'
import { gameOverGuardDecision } from '../../core/rules/session'
import { bootRuntime } from '../../core/runtime'
import { gamesStoreOf } from '../../core/runtime/games/games'
import type { AislePlayEarnElement } from '../../types/aisle'
import { GameDetailsPage, GameGridPage, GameOverPage, PrizeDetailsPage } from './pages.connected'
import { type BackAction, ShellView } from './Shell.view'
import { hrefOf, useGamesRouter } from './use-games-router'
import { useFocusOutline, useLeftNav } from './use-shell'
import { WinModalView } from './WinModal.view'

export const PLAY_EARN_TAG = 'aisle-play-earn'
export const PLAY_EARN_READY_MARK = 'aisle:play-earn:ready'
export const PLAY_EARN_TEXT = { checking: 'Loading Play & Earn…' } as const

/** The element's attributes as props (it has none), from the element module's @attr docs like every widget's (types/aisle.d.ts). */
export type PlayEarnProps = ElementHostProps & ElementAttributeProps<AislePlayEarnElement>

export function PlayEarn(_props: PlayEarnProps) {
  const runtime = bootRuntime()
  const games = gamesStoreOf(runtime)
  const win = runtime.win
  const [guard, setGuard] = useState<'checking' | 'allowed' | 'anonymous' | 'refused'>('checking')
  const load = useStore(games.$programsLoad)
  const programs = useStore(games.$programs)
  const navigation = useStore(games.$navigation)
  const prize = useStore(games.$prize)
  const postGame = useStore(games.$postGame)
  // SHL-027: the address bar follows once the page's main content has settled.
  const router = useGamesRouter(win, (to) => navigationComplete(to, { programs: load.status, prize, postGame }))
  const wins = useStore(games.$wins)
  const known = useStore(games.$knownPrizes)
  const leftNav = useLeftNav(win)
  const focusOutline = useFocusOutline(win)
  const [closedForNow, setClosedForNow] = useState<ReadonlySet<string>>(new Set())
  const marked = useRef(false)

  const { route, navigate } = router
  // SES-011..015: user info, an active token and a games user type, or off to sign-in; the game-over page lets a
  // guest or anonymous user stay and read the anonymous headline (GAM-034).
  const onGameOver = route.page === 'game-over'
  useEffect(() => {
    let live = true
    void runtime.session
      .guardGames(onGameOver ? gameOverGuardDecision : undefined)
      .then((ok) => live && setGuard(ok === 'anonymous' ? ok : ok ? 'allowed' : 'refused'))
    return () => {
      live = false
    }
  }, [runtime, onGameOver])
  useEffect(() => {
    if (guard !== 'allowed') return
    void games.load()
    void games.loadNavigation()
  }, [guard, games])

  // GAM-022: the details of an ended game are its game-over page, and the other way round.
  useEffect(() => {
    if (load.status !== 'ready') return
    const resolved = hrefOf(resolveRoute(route, programs))
    if (resolved !== hrefOf(route)) navigate(resolved, { replace: true })
  }, [load.status, programs, route, navigate])

  // Marked in the commit that shows the content (preact/compat runs a useEffect a frame later).
  useLayoutEffect(() => {
    const shown = guard === 'anonymous' || (guard === 'allowed' && (load.status === 'ready' || load.status === 'error'))
    if (marked.current || !shown) return
    marked.current = true
    performance.mark(PLAY_EARN_READY_MARK)
  }, [guard, load.status])

  const win0 = wins.find((w) => !closedForNow.has(w.prizeId))
  const winPrize = win0 ? known.find((p) => p.prizeId === win0.prizeId) : undefined
  useEffect(() => {
    if (win0?.programCode && !winPrize) void games.loadPrizes(win0.programCode)
  }, [games, win0?.programCode, winPrize])

  if (guard === 'checking' || guard === 'refused') {
    return (
      <div part="root" className="play-earn" data-state={guard}>
        <p role="status">{PLAY_EARN_TEXT.checking}</p>
      </div>
    )
  }

  const layout = shellLayout(route, runtime.config.banner.displayName)
  const target = backTarget(
    route,
    prize.prizeId && route.page === 'prize-details' && prize.prizeId === route.prizeId ? prize.data : undefined,
  )
  const back: BackAction =
    target.kind === 'route' ? { kind: 'link', href: hrefOf(target.route) } : { kind: 'previous-page', onBack: router.back }
  return (
    // The click handler only routes in-area links; every control inside stays keyboard operable on its own.
    <div className="router" data-page={route.page} onClick={router.onClick}>
      <ShellView
        layout={layout}
        title={pageTitle(runtime.config.banner.displayName)}
        back={back}
        leftNav={{ navigation: navigation.data, ...leftNav }}
        focusOutline={focusOutline}
      >
        {route.page === 'game-grid' ? <GameGridPage /> : null}
        {route.page === 'game-details' ? <GameDetailsPage key={route.programCode} programCode={route.programCode} games={games} /> : null}
        {route.page === 'prize-details' ? <PrizeDetailsPage key={route.prizeId} route={route} games={games} /> : null}
        {route.page === 'game-over' ? (
          <GameOverPage
            key={route.programCode}
            programCode={route.programCode}
            games={games}
            runtime={runtime}
            anonymous={guard === 'anonymous'}
          />
        ) : null}
      </ShellView>
      <WinModalView
        open={!!win0}
        notice={win0 ? winNotice(win0, winPrize) : undefined}
        onAcknowledge={() => win0 && void games.acknowledgeWin(win0)}
        onClose={() => win0 && setClosedForNow((s) => new Set([...s, win0.prizeId]))}
      />
    </div>
  )
}
