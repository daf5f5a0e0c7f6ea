/**
 * The game grid (GAM-001, GAM-003, GAM-038, GAM-042, GAM-045, GAM-047..049): one card per game with its
 * status, points in the game's token labels, prizes won, sweepstakes entries, gameplays used and its call
 * to action. Pure view: what to show comes from core/rules/games/grid.ts, actions go out as callbacks.
 */
import { type ReactNode, useRef } from 'react'
import { minAgeNote } from '../../core/rules/games/age'
import { type CardAction, cardAction, type GridContent } from '../../core/rules/games/grid'
import { pointsText, type Program } from '../../core/rules/games/program'
import { type GamesRoute, programRoute } from '../../core/rules/games/routes'
import { type CalendarDay, GAME_STATUS_LABELS } from '../../core/rules/games/status'
import { followFocus } from '../shared/focus-follow'

export type GameGridState = 'loading' | 'ready' | 'error' | 'signed-out'

/** The grid's own texts where the seed names none (docs/decisions/games-and-profile.md, "Game grid"). */
export const GAME_GRID_TEXT = {
  heading: 'Games',
  prizesWon: 'Prizes won',
  sweepstakesEntries: 'Sweepstakes entries',
  gameplaysUsed: 'Gameplays used',
  points: 'Points',
  loading: 'Loading games…',
  signInPrompt: 'Sign in to see your games, points and prizes.',
  signIn: 'Sign in to play',
  joining: 'Joining…',
} as const

export interface GameGridViewProps {
  state: GameGridState
  content?: GridContent | undefined
  today: CalendarDay
  /** The failure text when the programs could not be read (ERR-001..007). */
  message?: string | undefined
  /** The link of a games route (a hash on the play-earn page, or that page's address plus the hash). */
  hrefOf: (route: GamesRoute) => string
  /** Programs whose opt-in is running. */
  pending: ReadonlySet<string>
  /** The failure text of a program's last opt-in. */
  messages: Readonly<Record<string, string>>
  onOptIn: (programCode: string) => void
  onSignIn: () => void
  /** Heading level of the game names (3 under a page heading, 2 on their own). */
  level?: 2 | 3
}

/**
 * A games action button while its call runs (an opt-in, a redemption): it keeps its place and focus (aria-disabled,
 * not disabled), says it is busy, and ignores presses until the call ends. `pressedRef` tells the caller's focus-follow
 * that the shopper pressed it (widgets/shared/focus-follow.ts). Shared with Play & Earn's prize details.
 */
export function BusyButton(props: {
  part: string
  busy: boolean
  label: string
  busyLabel: string
  pressedRef: { current: boolean }
  onPress: () => void
  /** The id of a text that describes the press (the minimum age it confirms). */
  describedBy?: string | undefined
}) {
  const { busy, pressedRef, onPress } = props
  return (
    <button
      part={props.part}
      type="button"
      className="action"
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      aria-describedby={props.describedBy}
      onClick={() => {
        pressedRef.current = true
        if (!busy) onPress()
      }}
    >
      {busy ? props.busyLabel : props.label}
    </button>
  )
}

/** A game's figures, each under its label (GAM-038); the game-over page puts the final points first (GAM-035). */
export function GameFigures({
  figures,
  points,
}: {
  figures: Pick<Program, 'totalPrizesWon' | 'sweepstakesEntries' | 'gameplaysUsed'>
  points?: string
}) {
  return (
    <dl part="figures" className="figures">
      {points === undefined ? null : figure('totalGamePoints', GAME_GRID_TEXT.points, points)}
      {figure('totalPrizesWon', GAME_GRID_TEXT.prizesWon, figures.totalPrizesWon)}
      {figure('sweepstakesEntries', GAME_GRID_TEXT.sweepstakesEntries, figures.sweepstakesEntries)}
      {figure('gameplaysUsed', GAME_GRID_TEXT.gameplaysUsed, figures.gameplaysUsed)}
    </dl>
  )
}

/** One figure: its label, and its value under the figure's name (data-figure: what tests and styles read). */
const figure = (name: string, label: string, value: ReactNode) => (
  <div>
    <dt>{label}</dt>
    <dd data-figure={name}>{value}</dd>
  </div>
)

function Action({
  action,
  program,
  busy,
  hrefOf,
  onOptIn,
  describedBy,
}: {
  action: CardAction
  program: Program
  busy: boolean
  hrefOf: GameGridViewProps['hrefOf']
  onOptIn: GameGridViewProps['onOptIn']
  describedBy: string | undefined
}) {
  // 'Start Playing' is replaced once the shopper has joined: focus follows (widgets/shared/focus-follow.ts).
  const pressed = useRef(false)
  const follow = followFocus(pressed)
  switch (action.kind) {
    case 'opt-in':
      return (
        <BusyButton
          part="action opt-in"
          busy={busy}
          label={action.label}
          busyLabel={GAME_GRID_TEXT.joining}
          pressedRef={pressed}
          onPress={() => onOptIn(program.code)}
          describedBy={describedBy}
        />
      )
    case 'play':
      return (
        <a part="action play" className="action" href={action.href} ref={follow}>
          {action.label}
        </a>
      )
    case 'unavailable':
      return (
        <p part="unavailable" className="unavailable" tabIndex={-1} ref={follow}>
          {action.message}
        </p>
      )
    case 'game-over':
      return (
        <a part="action game-over" className="action secondary" href={hrefOf(action.route)} ref={follow}>
          {action.label}
        </a>
      )
    default:
      return action satisfies never
  }
}

export function GameCard({
  program,
  today,
  busy,
  message,
  hrefOf,
  onOptIn,
  level,
}: {
  program: Program
  today: CalendarDay
  busy: boolean
  message: string | undefined
  hrefOf: GameGridViewProps['hrefOf']
  onOptIn: GameGridViewProps['onOptIn']
  level: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const id = `game-${program.code}`
  const age = minAgeNote(program)
  return (
    <li part="card" className="card" data-status={program.gameStatus} data-code={program.code}>
      <article aria-labelledby={id}>
        <Heading id={id} className="name">
          <a part="name" href={hrefOf(programRoute(program))}>
            {program.name}
          </a>
        </Heading>
        <p part="status" className="status">
          {GAME_STATUS_LABELS[program.gameStatus]}
        </p>
        <p part="points" className="points">
          {/* One text node: a prerendered grid hydrates in place (two would be parted by a comment preact/compat drops). */}
          <span className="visually-hidden">{`${GAME_GRID_TEXT.points}: `}</span>
          {pointsText(program.totalGamePoints, program.tokenLabels)}
        </p>
        <GameFigures figures={program} />
        {age ? (
          <p part="min-age" className="min-age" id={`${id}-age`}>
            {age}
          </p>
        ) : null}
        <Action
          action={cardAction(program, today)}
          program={program}
          busy={busy}
          hrefOf={hrefOf}
          onOptIn={onOptIn}
          describedBy={age ? `${id}-age` : undefined}
        />
        {message ? (
          <p part="message" className="message" role="alert">
            {message}
          </p>
        ) : null}
      </article>
    </li>
  )
}

export function GameGridView(props: GameGridViewProps) {
  const { state, content, today, message, hrefOf, pending, messages, onOptIn, onSignIn } = props
  const level = props.level ?? 3
  return (
    <section
      part="root"
      className="game-grid"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      aria-label={GAME_GRID_TEXT.heading}
    >
      {state === 'loading' ? (
        <p part="loading" className="loading" role="status">
          {GAME_GRID_TEXT.loading}
        </p>
      ) : null}
      {state === 'error' ? (
        <p part="error" className="message" role="alert">
          {message}
        </p>
      ) : null}
      {state === 'signed-out' ? (
        <div part="sign-in" className="sign-in">
          <p>{GAME_GRID_TEXT.signInPrompt}</p>
          <button type="button" className="action" onClick={onSignIn}>
            {GAME_GRID_TEXT.signIn}
          </button>
        </div>
      ) : null}
      {state === 'ready' && content ? (
        <>
          {content.games ? (
            <>
              <p part="description" className="description">
                {content.games.description}
              </p>
              <ul part="list" className="list">
                {content.games.programs.map((program) => (
                  <GameCard
                    key={program.code}
                    program={program}
                    today={today}
                    busy={pending.has(program.code)}
                    message={messages[program.code]}
                    hrefOf={hrefOf}
                    onOptIn={onOptIn}
                    level={level}
                  />
                ))}
              </ul>
            </>
          ) : null}
          {content.bonusPath ? (
            <p part="description bonus-path" className="description">
              {content.bonusPath.description}
            </p>
          ) : null}
          {content.empty ? (
            <p part="empty" className="empty">
              {content.empty}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
