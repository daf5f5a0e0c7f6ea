/**
 * A prize's details page (SHL-004, GAM-004, GAM-005): name, description, points needed, terms and how to
 * redeem, and Redeem while redeemAvailability allows it. A refused redemption shows the server's message
 * (ERR-004); a completed one says so. Pure view.
 */
import { useRef } from 'react'
import type { Prize, RedeemAvailability } from '../../core/rules/games/prizes'
import { pointsText, type TokenLabels } from '../../core/rules/games/program'
import { BusyButton } from '../game-grid/GameGrid.view'
import { followFocus } from '../shared/focus-follow'

/** The page's own texts (the seed shows none; docs/decisions/games-and-profile.md "Play & Earn area"). */
export const PRIZE_TEXT = {
  loading: 'Loading prize…',
  pointsNeeded: 'Points needed',
  terms: 'Terms',
  howToRedeem: 'How to redeem',
  redeem: 'Redeem',
  redeeming: 'Redeeming…',
  redeemed: 'Redeemed! Your prize is on its way.',
  why: {
    redeemable: '',
    sweepstakes: 'Sweepstakes prizes are won in drawings.',
    'game-not-in-progress': 'Join the game to redeem its prizes.',
    'not-enough-points': 'Keep playing to earn enough points for this prize.',
  } satisfies Record<RedeemAvailability, string>,
} as const

export interface PrizeDetailsViewProps {
  status: 'loading' | 'ready' | 'error'
  prize: Prize | undefined
  error: string | undefined
  labels: TokenLabels
  availability: RedeemAvailability | undefined
  busy: boolean
  /** The outcome of the last Redeem press. */
  outcome: { ok: true } | { ok: false; message: string } | undefined
  onRedeem: () => void
}

/** A titled panel with one of the prize's texts; nothing when the prize has none. */
function TextPanel({ id, heading, text }: { id: string; heading: string; text: string | undefined }) {
  return text ? (
    <section className="panel" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <p>{text}</p>
    </section>
  ) : null
}

export function PrizeDetailsView({ status, prize, error, labels, availability, busy, outcome, onRedeem }: PrizeDetailsViewProps) {
  // A completed redemption replaces Redeem with its outcome: focus follows (widgets/shared/focus-follow.ts).
  const pressed = useRef(false)
  if (status === 'loading') return <p role="status">{PRIZE_TEXT.loading}</p>
  if (status === 'error' || !prize)
    return (
      <p role="alert" className="error">
        {error}
      </p>
    )
  return (
    <article part="prize-details" className="details" aria-labelledby="aisle-prize-heading">
      <h2 id="aisle-prize-heading">{prize.name || prize.prizeId}</h2>
      {prize.description ? <p>{prize.description}</p> : null}
      <p part="prize-points">
        {PRIZE_TEXT.pointsNeeded}: {pointsText(prize.pointsRequired, labels)}
      </p>
      <TextPanel id="aisle-terms-heading" heading={PRIZE_TEXT.terms} text={prize.terms} />
      <TextPanel id="aisle-redeem-heading" heading={PRIZE_TEXT.howToRedeem} text={prize.redemptionInstructions} />
      {availability === 'redeemable' && !outcome?.ok ? (
        <BusyButton
          part="redeem"
          busy={busy}
          label={PRIZE_TEXT.redeem}
          busyLabel={PRIZE_TEXT.redeeming}
          pressedRef={pressed}
          onPress={onRedeem}
        />
      ) : availability && availability !== 'redeemable' ? (
        <p part="why">{PRIZE_TEXT.why[availability]}</p>
      ) : null}
      {outcome ? (
        <p
          part="redeem-result"
          className={outcome.ok ? 'success' : 'error'}
          role={outcome.ok ? 'status' : 'alert'}
          tabIndex={-1}
          ref={followFocus(pressed)}
        >
          {outcome.ok ? PRIZE_TEXT.redeemed : outcome.message}
        </p>
      ) : null}
    </article>
  )
}
