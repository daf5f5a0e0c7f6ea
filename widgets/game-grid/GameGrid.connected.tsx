/** Reads $session and the games store, loads the programs for a signed-in shopper, renders the grid. */
import { useStore } from '../shared/use-select'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { type ElementAttributeProps, parseHrefAttribute } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { gridContent } from '../../core/rules/games/grid'
import { type GamesRoute, gamesHref } from '../../core/rules/games/routes'
import { bootRuntime } from '../../core/runtime'
import { useGuardedSession } from '../shared/use-guarded-session'
import { gamesStoreOf } from '../../core/runtime/games/games'
import type { GamesStore } from '../../core/stores/games/games'
import type { AisleGameGridElement } from '../../types/aisle'
import { type GameGridState, GameGridView } from './GameGrid.view'

export const GAME_GRID_TAG = 'aisle-game-grid'
/** The element's attribute-backed props (the element and its renderer, game-grid.prerender.tsx). */
export const GAME_GRID_ATTRIBUTES = ['playEarnHref'] as const
export const GAME_GRID_READY_MARK = 'aisle:game-grid:ready'

/** The element's attributes as props, declared once by the element module's @attr docs (types/aisle.d.ts is generated from them). */
export type GameGridProps = ElementHostProps & ElementAttributeProps<AisleGameGridElement>

/**
 * The play-earn page a link leads to (without its hash): a safe link, else this page ('') with one warning (a CMS typo
 * keeps the grid working). Empty: this page (the grid inside the area).
 */
export function playEarnBase(value: string | undefined): string {
  return parseHrefAttribute(GAME_GRID_TAG, 'play-earn-href', value, '').split('#')[0] ?? ''
}

/** Opt-in presses: which programs are joining, and the refusal text of each (shown on its card). */
export function useOptIn(games: GamesStore) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())
  const [messages, setMessages] = useState<Record<string, string>>({})
  const onOptIn = useCallback(
    (code: string) => {
      setPending((p) => new Set([...p, code]))
      setMessages(({ [code]: _gone, ...rest }) => rest)
      void games.optIn(code).then((result) => {
        setPending((p) => new Set([...p].filter((c) => c !== code)))
        if (!result.ok) setMessages((m) => ({ ...m, [code]: result.message }))
      })
    },
    [games],
  )
  return { pending, messages, onOptIn }
}

/**
 * The grid's state and actions, shared by <aisle-game-grid> and the grid page of <aisle-play-earn>: a
 * shopper not authorised for games sees the sign-in prompt; opt-in failures show on their card.
 */
export function useGameGrid() {
  const runtime = bootRuntime()
  const games = gamesStoreOf(runtime)
  const { stateOf } = useGuardedSession(runtime, games)
  const load = useStore(games.$programsLoad)
  const programs = useStore(games.$programs)
  const flags = useStore(games.$flags)

  const { pending, messages, onOptIn } = useOptIn(games)
  const onSignIn = useCallback(() => void runtime.session.redirectToSignIn(), [runtime])

  const state: GameGridState = stateOf(load.status)
  const today = games.today()
  const content = state === 'ready' ? gridContent({ flags, programs, bonusPathAvailable: load.data?.bonusPath ?? false, today }) : undefined
  return { state, content, today, message: load.error, pending, messages, onOptIn, onSignIn }
}

export function GameGrid({ playEarnHref }: GameGridProps) {
  const grid = useGameGrid()
  const base = playEarnBase(playEarnHref)
  const hrefOf = useCallback((route: GamesRoute) => `${base}${gamesHref(route)}`, [base])
  const marked = useRef(false)
  // Marked in the commit that shows the grid (preact/compat runs a useEffect a frame later).
  useLayoutEffect(() => {
    if (marked.current || grid.state === 'loading') return
    marked.current = true
    performance.mark(GAME_GRID_READY_MARK)
  }, [grid.state])
  return <GameGridView {...grid} hrefOf={hrefOf} level={2} />
}
