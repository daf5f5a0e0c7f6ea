/** The area's pages, each reading the games store and rendering its pure view. */
import { useStore } from '../shared/use-select'
import { useEffect, useState } from 'react'
import { gameOverSummary, howItWorksPanel } from '../../core/rules/games/pages'
import { redeemAvailability } from '../../core/rules/games/prizes'
import { DEFAULT_TOKEN_LABEL_PLURAL, DEFAULT_TOKEN_LABEL_SINGULAR } from '../../core/rules/games/program'
import { type GamesRoute, gamesHref } from '../../core/rules/games/routes'
import type { Runtime } from '../../core/runtime'
import type { GamesStore } from '../../core/stores/games/games'
import { useGameGrid, useOptIn } from '../game-grid/GameGrid.connected'
import { GameGridView } from '../game-grid/GameGrid.view'
import { GameDetailsView } from './GameDetails.view'
import { GameOverView } from './GameOver.view'
import { PrizeDetailsView, type PrizeDetailsViewProps } from './PrizeDetails.view'

export function GameGridPage() {
  return <GameGridView {...useGameGrid()} hrefOf={gamesHref} level={2} />
}

export function GameDetailsPage({ programCode, games }: { programCode: string; games: GamesStore }) {
  const load = useStore(games.$programsLoad)
  const programs = useStore(games.$programs)
  const flags = useStore(games.$flags)
  const dismissed = useStore(games.$howItWorksDismissed)
  const prizes = useStore(games.prizesOf(programCode))
  const redeemed = useStore(games.redeemedOf(programCode))
  const activity = useStore(games.$activity)
  const { pending, messages, onOptIn } = useOptIn(games)
  const program = programs.find((p) => p.code === programCode)
  useEffect(() => {
    void games.loadPrizes(programCode)
    void games.loadRedeemed(programCode)
    void games.loadActivity([programCode])
  }, [games, programCode])
  return (
    <GameDetailsView
      program={program}
      loading={load.status === 'idle' || (load.status === 'loading' && !load.data)}
      error={load.status === 'error' ? load.error : undefined}
      today={games.today()}
      howItWorks={program ? howItWorksPanel(program, dismissed, flags) : undefined}
      onDismissHowItWorks={() => void games.dismissHowItWorks(programCode)}
      prizes={prizes}
      redeemed={redeemed}
      activity={activity}
      optInBusy={pending.has(programCode)}
      optInMessage={messages[programCode]}
      onOptIn={onOptIn}
      hrefOf={gamesHref}
    />
  )
}

type Outcome = PrizeDetailsViewProps['outcome']

export function PrizeDetailsPage({ route, games }: { route: Extract<GamesRoute, { page: 'prize-details' }>; games: GamesStore }) {
  const prizeLoad = useStore(games.$prize)
  const programs = useStore(games.$programs)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(undefined)
  const { prizeId, programCode, prizeType } = route
  useEffect(() => {
    void games.loadPrize({ prizeId, programCode, prizeType })
  }, [games, prizeId, programCode, prizeType])
  const current = prizeLoad.prizeId === prizeId ? prizeLoad : undefined
  const prize = current?.data
  const program = programs.find((p) => p.code === (programCode ?? prize?.programCode))
  const onRedeem = () => {
    if (!prize) return
    setBusy(true)
    void games.redeem({ ...prize, programCode: prize.programCode ?? program?.code }).then((result) => {
      setBusy(false)
      setOutcome(result.ok ? { ok: true } : { ok: false, message: result.message })
    })
  }
  return (
    <PrizeDetailsView
      status={!current || current.status === 'loading' || current.status === 'idle' ? 'loading' : current.status}
      prize={prize}
      error={current?.error}
      labels={program?.tokenLabels ?? { singular: DEFAULT_TOKEN_LABEL_SINGULAR, plural: DEFAULT_TOKEN_LABEL_PLURAL }}
      availability={prize && program ? redeemAvailability(prize, program) : undefined}
      busy={busy}
      outcome={outcome}
      onRedeem={onRedeem}
    />
  )
}

export function GameOverPage(props: { programCode: string; games: GamesStore; runtime: Runtime; anonymous?: boolean }) {
  const { programCode, games, runtime, anonymous } = props
  const post = useStore(games.$postGame)
  const programs = useStore(games.$programs)
  const flags = useStore(games.$flags)
  const session = useStore(runtime.session.$session)
  useEffect(() => {
    // A shopper not authorised for games reads no game of theirs: only the public flags file, for the survey link.
    if (anonymous) return void games.loadFlags()
    void games.loadPostGame(programCode)
    // An ended game's draw may have a win the programs answer did not carry yet (API-012).
    void games.loadGameWins(programCode)
  }, [games, programCode, anonymous])
  const mine = post.programCode === programCode ? post : undefined
  const summary = gameOverSummary({ userType: session.shopper?.userType, figures: mine?.data, flags })
  return (
    <GameOverView
      program={programs.find((p) => p.code === programCode)}
      summary={summary}
      loading={!anonymous && (!mine || mine.status === 'loading')}
      error={mine?.status === 'error' ? mine.error : undefined}
      onSignIn={anonymous ? () => void runtime.session.redirectToSignIn() : undefined}
    />
  )
}
