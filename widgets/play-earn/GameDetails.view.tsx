/**
 * A game's details page (SHL-003, GAM-004, GAM-006, GAM-039..041, GAM-046, GAM-050, GAM-055): the game card,
 * its how-it-works panel with 'Got it', FAQ and rules links, 'Available Prizes' linking to each prize, and
 * its activity history. Pure view.
 */
import { useRef } from 'react'
import type { ActivityEntry } from '../../core/rules/games/activity'
import { emptyState, prizeList } from '../../core/rules/games/pages'
import type { Prize } from '../../core/rules/games/prizes'
import { pointsText, type Program } from '../../core/rules/games/program'
import { type GamesRoute, prizeRoute } from '../../core/rules/games/routes'
import type { CalendarDay } from '../../core/rules/games/status'
import { ACTIVITY_PROCESSING_NOTE, GAME_NOT_AVAILABLE, PRIZE_REDEEMED } from '../../core/rules/games/texts'
import { GameCard } from '../game-grid/GameGrid.view'
import { followFocus } from '../shared/focus-follow'

/** A list as the store reads it: its status, entries once ready, the failure text. */
export interface ListLoad<T> {
  status: 'idle' | 'loading' | 'ready' | 'error'
  data?: T[] | undefined
  error?: string | undefined
}

export const DETAILS_TEXT = {
  loading: 'Loading…',
  faq: 'FAQ',
  rules: 'Official rules',
  howItWorks: 'How it works',
  activity: 'Activity',
  points: (n: number, program: Program) => pointsText(n, program.tokenLabels),
} as const

export interface GameDetailsViewProps {
  program: Program | undefined
  /** The programs are still being read. */
  loading: boolean
  /** The programs could not be read (ERR-001..007). */
  error: string | undefined
  today: CalendarDay
  howItWorks: { content: string; dismissLabel: string } | undefined
  onDismissHowItWorks: () => void
  prizes: ListLoad<Prize>
  /** Ids of the prizes the shopper has redeemed (GAM-016): marked 'Redeemed' in the list. */
  redeemed: ReadonlySet<string>
  activity: ListLoad<ActivityEntry>
  optInBusy: boolean
  optInMessage: string | undefined
  onOptIn: (code: string) => void
  hrefOf: (route: GamesRoute) => string
}

export function ActivityView({
  activity,
  program,
}: {
  activity: ListLoad<ActivityEntry>
  program: Pick<Program, 'gameStatus'> | undefined
}) {
  const entries = activity.data ?? []
  const empty = activity.status === 'ready' ? emptyState('activity', entries.length, program) : undefined
  return (
    <section part="activity" className="panel" aria-labelledby="aisle-activity-heading">
      <h2 id="aisle-activity-heading">{DETAILS_TEXT.activity}</h2>
      {activity.status === 'loading' ? <p role="status">{DETAILS_TEXT.loading}</p> : null}
      {activity.status === 'error' ? (
        <p role="alert" className="error">
          {activity.error}
        </p>
      ) : null}
      {empty ? (
        <div part="empty" className="empty">
          <p>{empty.text}</p>
          {empty.prompt ? <p>{empty.prompt}</p> : null}
        </div>
      ) : null}
      {entries.length > 0 ? (
        <ul part="activity-list" className="rows">
          {entries.map((entry, index) => (
            <li key={`${entry.date}|${index}`} data-source={entry.source}>
              <time dateTime={entry.date}>{entry.date.slice(0, 10)}</time> <span>{entry.description}</span>{' '}
              <strong>{entry.points > 0 ? `+${entry.points}` : entry.points}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="note">{ACTIVITY_PROCESSING_NOTE}</p>
    </section>
  )
}

export function GameDetailsView(props: GameDetailsViewProps) {
  const { program, loading, error, today, howItWorks, prizes, activity, hrefOf } = props
  // 'Got it' takes the how-it-works panel (and itself) away: focus goes on to the prizes heading that follows.
  const dismissed = useRef(false)
  if (loading) return <p role="status">{DETAILS_TEXT.loading}</p>
  if (error)
    return (
      <p role="alert" className="error">
        {error}
      </p>
    )
  if (!program) return <p part="unavailable">{GAME_NOT_AVAILABLE}</p>
  const list = prizes.status === 'ready' ? prizeList(prizes.data ?? []) : undefined
  return (
    <div part="game-details" className="details">
      <ul className="single">
        <GameCard
          program={program}
          today={today}
          busy={props.optInBusy}
          message={props.optInMessage}
          hrefOf={hrefOf}
          onOptIn={props.onOptIn}
          level={2}
        />
      </ul>
      {program.description ? <p>{program.description}</p> : null}
      {howItWorks ? (
        <section part="how-it-works" className="panel" aria-labelledby="aisle-how-heading">
          <h2 id="aisle-how-heading">{DETAILS_TEXT.howItWorks}</h2>
          <p>{howItWorks.content}</p>
          <button
            type="button"
            className="action secondary"
            onClick={() => {
              dismissed.current = true
              props.onDismissHowItWorks()
            }}
          >
            {howItWorks.dismissLabel}
          </button>
        </section>
      ) : null}
      {program.faqurl || program.rulesurl ? (
        <p className="links">
          {program.faqurl ? <a href={program.faqurl}>{DETAILS_TEXT.faq}</a> : null}
          {program.rulesurl ? <a href={program.rulesurl}>{DETAILS_TEXT.rules}</a> : null}
        </p>
      ) : null}
      <section part="prizes" className="panel" aria-labelledby="aisle-prizes-heading">
        <h2 id="aisle-prizes-heading" tabIndex={-1} ref={followFocus(dismissed)}>
          {list?.heading ?? prizeList([]).heading}
        </h2>
        {prizes.status === 'loading' ? <p role="status">{DETAILS_TEXT.loading}</p> : null}
        {prizes.status === 'error' ? (
          <p role="alert" className="error">
            {prizes.error}
          </p>
        ) : null}
        {list?.empty ? <p part="empty">{list.empty.text}</p> : null}
        {list && list.prizes.length > 0 ? (
          <ul part="prize-list" className="rows">
            {list.prizes.map((prize) => (
              <li key={prize.prizeId} data-prize={prize.prizeId}>
                <a href={hrefOf(prizeRoute({ ...prize, programCode: prize.programCode ?? program.code }))}>{prize.name || prize.prizeId}</a>{' '}
                <span>{DETAILS_TEXT.points(prize.pointsRequired, program)}</span>
                {props.redeemed.has(prize.prizeId) ? (
                  <>
                    {' '}
                    <span part="prize-redeemed" className="redeemed">
                      {PRIZE_REDEEMED}
                    </span>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <ActivityView activity={activity} program={program} />
    </div>
  )
}
