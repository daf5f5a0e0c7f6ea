/**
 * The digital coupon card (001 §2, §4): pure view, props in, markup out. The card model from
 * core/rules/coupons/card.ts decides every text and state; this file only lays them out. Shared by
 * <aisle-coupon-card>, the deals grid and the offer carousel.
 */
import { type MouseEvent, useId, useRef } from 'react'
import type { CardAction, CardActionState, CouponCardModel } from '../../core/rules/coupons/card'
import type { LogoImage } from '../../core/rules/coupons/classify'
import { EXPIRED_OFFER_TEXT } from '../../core/rules/coupons/coupon-store'
import { clipLinkInvitation } from '../../core/rules/coupons/partner-clip'
import { type ClipFailure, ERROR_MODAL_TEXT } from '../../core/rules/modal'
import { COUPON_WORKING_TEXT } from '../../core/rules/press'
import { followFocus } from '../shared/focus-follow'
import { BoxTopModal, ClipErrorModal } from './card-modals'
import { isTrustedPress } from '../../core/elements/press'

/** Team texts the seed does not give (docs/decisions/coupons.md "Coupon card widget"). */
export const COUPON_CARD_TEXT = {
  loading: 'Loading coupon',
  unavailable: 'This coupon is not available.',
  signInHint: 'Sign in to clip this coupon.',
  dismiss: 'Dismiss',
} as const

export type CouponCardPhase = 'loading' | 'ready' | 'unavailable' | 'error'

export interface CouponCardViewProps {
  model: CouponCardModel
  logo?: LogoImage | undefined
  /** Unclipped and past its end date: no button, the 'Expired' text instead (CPN-024). */
  expired?: boolean
  /** A call for this offer is under way (CPN-067). */
  busy?: boolean
  /** A guest: a press goes to sign-in (CPN-059). */
  guest?: boolean
  /** The screen-reader line after a clip (CPN-068, CPN-069). */
  announcement?: string | null
  /** A failed clip: the catalogue text and the server's code and message (CPN-073). */
  error?: ClipFailure | null
  /**
   * How a failed clip shows: the generic error modal (MDL-013), or, where the browser has no modal dialog,
   * an inline alert with the same catalogue text. Default 'modal'. The modal's CSS is adopted by the host's shadow
   * root when the modal's code loads (widgets/coupon-card/card-modals.tsx).
   */
  errorDisplay?: 'modal' | 'inline'
  /** Heading level of the brand title: 3 in grids under a page heading. */
  headingLevel?: 2 | 3 | 4
  onPress?: (state: CardActionState, trusted: boolean) => void
  onDismissError?: () => void
  /** A shopper who is not box-top authorised pressed Clip on a Box Tops offer: the box-top modal (CPN-127). */
  boxTop?: boolean
  onDismissBoxTop?: () => void
  /**
   * The page was opened with a clip link naming this offer (clipOfferId): under the button, a line saying
   * nothing is clipped yet and what pressing it does (CPN-066).
   */
  invited?: boolean
  /** The Offer Details link's click (CST-071: the in-page view event); absent, a plain link. */
  onDetails?: ((e: MouseEvent<HTMLAnchorElement>) => void) | undefined
}

const PRESSABLE = new Set<CardActionState>(['clip', 'add-to-list', 'activate'])

/** What the status line says: the clip's announcement, else the working text while the press is under way. */
const statusLine = (state: CardActionState, busy: boolean, announcement: string | null | undefined): string =>
  announcement ?? (busy ? (COUPON_WORKING_TEXT[state] ?? '') : '')

export function CouponCardView(props: CouponCardViewProps) {
  const { model, logo, expired = false, busy = false, announcement, error, headingLevel = 3 } = props
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const state = expired && PRESSABLE.has(model.action.state) ? 'expired' : model.action.state
  return (
    <article
      part="card"
      className="card"
      data-state={state}
      data-icon={model.icon}
      data-offer-id={model.id}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <div className="top">
        {logo ? <img part="icon" className="icon" src={logo.src} alt={logo.alt ?? ''} width="24" height="24" /> : null}
        <span part="type" className="type">
          {model.typeLabel}
        </span>
      </div>
      {model.image ? (
        // A broken offer image leaves no empty frame; the card's texts carry its meaning (alt is empty).
        <img
          part="image"
          className="image"
          src={model.image}
          alt=""
          loading="lazy"
          decoding="async"
          onError={(e) => e.currentTarget.setAttribute('data-broken', '')}
        />
      ) : null}
      <p part="header" className="header" data-price={model.headerIsPrice || undefined}>
        {model.header}
      </p>
      {model.regularPrice ? (
        <p part="regular-price" className="regular-price">
          {model.regularPrice}
        </p>
      ) : null}
      <Heading part="brand" className="brand" id={titleId}>
        {model.brand}
      </Heading>
      {model.description ? (
        <p part="description" className="description">
          {model.description}
        </p>
      ) : null}
      {model.expiry ? (
        <p part="expiry" className="expiry">
          <span part="expiry-date">{model.expiry.text}</span>
          {model.expiry.usageType ? (
            <span part="usage-type" className="usage-type">
              {model.expiry.usageType}
            </span>
          ) : null}
        </p>
      ) : null}
      <a part="details" className="details" href={model.detailsLink.href} aria-describedby={titleId} onClick={props.onDetails}>
        {model.detailsLink.text}
      </a>
      <div part="actions" className="actions">
        {expired && PRESSABLE.has(model.action.state) ? (
          <p part="expired" className="expired">
            {EXPIRED_OFFER_TEXT}
          </p>
        ) : (
          <Action {...props} action={model.action} />
        )}
      </div>
      {/* Always in the tree, so the line is announced when it is filled (CPN-068): the press's working text, then the outcome. */}
      <p part="status" className="visually-hidden" role="status">
        {statusLine(model.action.state, busy, announcement)}
      </p>
      {/* The modals' code loads on first need; if it cannot, the same inline alert as without a modal dialog. */}
      {props.boxTop ? (
        <BoxTopModal
          onClose={() => props.onDismissBoxTop?.()}
          fallback={<InlineAlert message={ERROR_MODAL_TEXT.message} onDismiss={() => props.onDismissBoxTop?.()} />}
        />
      ) : null}
      {error && props.errorDisplay !== 'inline' ? (
        <ClipErrorModal
          error={error}
          onClose={() => props.onDismissError?.()}
          fallback={<InlineAlert message={error.message} detail={serverDetail(error)} onDismiss={() => props.onDismissError?.()} />}
        />
      ) : null}
      {error && props.errorDisplay === 'inline' ? (
        <InlineAlert message={error.message} detail={serverDetail(error)} onDismiss={() => props.onDismissError?.()} />
      ) : null}
    </article>
  )
}

const serverDetail = (e: ClipFailure): string => [e.code, e.errorMessage].filter(Boolean).join(' ')

function InlineAlert({ message, detail, onDismiss }: { message: string; detail?: string; onDismiss: () => void }) {
  return (
    <div part="alert" className="alert" role="alert">
      <p className="alert-message">{message}</p>
      {detail ? <p className="alert-detail">{detail}</p> : null}
      <button type="button" part="dismiss" className="dismiss" onClick={onDismiss}>
        {COUPON_CARD_TEXT.dismiss}
      </button>
    </div>
  )
}

function Action({ action, busy = false, guest = false, invited = false, onPress }: CouponCardViewProps & { action: CardAction }) {
  const hintId = useId()
  // The pressed button is replaced by the 'Clipped' badge: focus follows it (widgets/shared/focus-follow.ts).
  const pressed = useRef(false)
  switch (action.state) {
    case 'clip':
    case 'add-to-list':
    case 'activate':
      return (
        <>
          <button
            type="button"
            part="action"
            className="action"
            data-action={action.state}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            aria-describedby={guest || invited ? hintId : undefined}
            onClick={(e) => {
              pressed.current = true
              if (!busy) onPress?.(action.state, isTrustedPress(e.nativeEvent))
            }}
          >
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {action.label}
          </button>
          {invited ? (
            <p part="invitation" id={hintId} className="invitation">
              {clipLinkInvitation(action.label, guest)}
            </p>
          ) : guest ? (
            <span id={hintId} className="visually-hidden">
              {COUPON_CARD_TEXT.signInHint}
            </span>
          ) : null}
        </>
      )
    case 'clipped':
      return (
        <span part="badge" className="badge" tabIndex={-1} ref={followFocus(pressed)}>
          <svg className="check" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M6.2 11.2 2.9 7.9l-1.1 1.1 4.4 4.4 8-8-1.1-1.1z" />
          </svg>
          {action.label}
          <span className="visually-hidden"> {action.hiddenText}</span>
        </span>
      )
    case 'in-progress': {
      return (
        <div part="progress-area" className="progress-area">
          {action.statusText ? (
            <p part="progress-status" className="progress-status">
              {action.statusText}
            </p>
          ) : null}
          {action.progress ? <ProgressBar {...action.progress} /> : null}
          {action.link ? (
            <a part="bonus-link" className="bonus-link" href={action.link.href}>
              {action.link.text}
            </a>
          ) : null}
        </div>
      )
    }
    case 'completed':
      return (
        <div part="progress-area" className="progress-area">
          <p part="completed" className="completed">
            {action.label}
          </p>
          <a part="bonus-link" className="bonus-link" href={action.link.href}>
            {action.link.text}
          </a>
        </div>
      )
    default:
      return action satisfies never
  }
}

function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const labelId = useId()
  const rounded = Math.round(percent)
  return (
    <div className="progress">
      <div
        part="progress"
        className="bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={label}
      >
        <span className="fill" data-percent={rounded - (rounded % 5)} />
      </div>
      <span part="progress-label" className="progress-label" id={labelId}>
        {label}
      </span>
    </div>
  )
}

/** The card while its offer is not there yet, or cannot be shown. */
export function CouponCardPlaceholder({ phase, message }: { phase: Exclude<CouponCardPhase, 'ready'>; message?: string | undefined }) {
  if (phase === 'loading') {
    return (
      <article part="card" className="card skeleton" data-state="loading" aria-busy="true">
        <span className="visually-hidden">{COUPON_CARD_TEXT.loading}</span>
      </article>
    )
  }
  return (
    <article part="card" className="card" data-state={phase}>
      <p part="message" className="message" role={phase === 'error' ? 'alert' : undefined}>
        {message ?? COUPON_CARD_TEXT.unavailable}
      </p>
    </article>
  )
}
