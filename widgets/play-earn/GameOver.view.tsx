/**
 * The game-over page of an ended game (SHL-005, GAM-022, GAM-034..037, GAM-051): the summary headline for
 * the shopper, the final figures from the post-game details, and the survey link. Pure view.
 */
import type { GameOverSummary } from '../../core/rules/games/pages'
import { pointsText, type Program } from '../../core/rules/games/program'
import { GAME_STATUS_LABELS } from '../../core/rules/games/status'
import { GAME_GRID_TEXT, GameFigures } from '../game-grid/GameGrid.view'

export interface GameOverViewProps {
  program: Program | undefined
  summary: GameOverSummary
  loading: boolean
  /** The post-game details could not be read. */
  error: string | undefined
  /** A shopper not authorised for games (the anonymous headline): their way to sign in and see their own results. */
  onSignIn?: (() => void) | undefined
}

export function GameOverView({ program, summary, loading, error, onSignIn }: GameOverViewProps) {
  const figures = summary.figures
  return (
    <article part="game-over" className="details" aria-labelledby="aisle-game-over-heading">
      <p part="status" className="status">
        {GAME_STATUS_LABELS[2]}
      </p>
      <h2 id="aisle-game-over-heading" part="headline">
        {summary.headline}
      </h2>
      {program ? <p part="game-name">{program.name}</p> : null}
      {loading ? <p role="status">…</p> : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {figures && program ? <GameFigures figures={figures} points={pointsText(figures.totalGamePoints, program.tokenLabels)} /> : null}
      {onSignIn ? (
        <p>
          <button part="sign-in" type="button" className="action" onClick={onSignIn}>
            {GAME_GRID_TEXT.signIn}
          </button>
        </p>
      ) : null}
      {summary.survey ? (
        <p>
          <a part="survey" href={summary.survey.href}>
            {summary.survey.text}
          </a>
        </p>
      ) : null}
    </article>
  )
}
