/** Reads $session and the games store, loads the programs for a signed-in shopper, renders the grid. */
import { useStore } from '@nanostores/react'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { warnAttribute } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { gridContent } from '../../core/rules/games/grid'
import { type GamesRoute, gamesHref } from '../../core/rules/games/routes'
import { safeLink } from '../../core/rules/games/values'
import { bootRuntime } from '../../core/runtime'
import { useGuardedSession } from '../shared/use-guarded-session'
import { gamesStoreOf } from '../../core/runtime/games'
import type { GamesStore } from '../../core/stores/games'
import { type GameGridState, GameGridView } from './GameGrid.view'

export const GAME_GRID_TAG = 'aisle-game-grid'
export const GAME_GRID_READY_MARK = 'aisle:game-grid:ready'

export interface GameGridProps extends ElementHostProps {
  /** The page hosting <aisle-play-earn>; game links lead there. Empty: this page (the grid inside the area). */
  playEarnHref?: string
  /** Heading level of the game names. */
  level?: 2 | 3
}

/** The play-earn page a link leads to: a safe link, else this page with one warning (a CMS typo keeps the grid working). */
export function playEarnBase(value: string | undefined): string {
  const text = value?.trim() ?? ''
  if (!text) return ''
  const safe = safeLink(text)
  if (safe) return safe.split('#')[0] ?? ''
  warnAttribute(GAME_GRID_TAG, 'play-earn-href', text, 'an http(s) or site-relative address of the Play & Earn page')
  return ''
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

export function GameGrid({ playEarnHref, level }: GameGridProps) {
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
  return <GameGridView {...grid} hrefOf={hrefOf} level={level ?? 2} />
}
