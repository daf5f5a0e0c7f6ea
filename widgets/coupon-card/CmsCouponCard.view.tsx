/**
 * The non-digital (CMS) coupon card (001 §2; CPN-106..109): pure view. Every text is the content author's,
 * rendered as text (never as HTML); the model comes from core/rules/coupons/cms-card.ts.
 */
import { useId } from 'react'
import type { CmsCouponCardModel } from '../../core/rules/coupons/cms-card'
import { LIST_WORKING_TEXT } from '../../core/rules/press'
import { isTrustedPress } from '../../core/elements/press'

export interface CmsCouponCardViewProps {
  model: CmsCouponCardModel
  /** A list call for this coupon is under way. */
  busy?: boolean
  /** Said after a press that could not change the list. */
  message?: string | undefined
  headingLevel?: 2 | 3 | 4
  onToggle?: (trusted: boolean) => void
  onEligibleItems?: () => void
}

export function CmsCouponCardView({ model, busy = false, message, headingLevel = 3, onToggle, onEligibleItems }: CmsCouponCardViewProps) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const toggle = model.listToggle
  return (
    <article
      part="card"
      className="card cms"
      data-state={toggle.pressed ? 'added' : 'add'}
      data-kind="cms"
      data-offer-id={model.id}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <Heading part="brand" className="brand" id={titleId}>
        {model.brand}
      </Heading>
      <p part="description" className="description">
        {model.description}
      </p>
      {model.dateRange ? (
        <p part="dates" className="expiry">
          {model.dateRange}
        </p>
      ) : null}
      <a part="details" className="details" href={model.detailsLink.href} aria-describedby={titleId}>
        {model.detailsLink.text}
      </a>
      <div part="actions" className="actions cms-actions">
        <button type="button" part="eligible" className="action secondary" aria-describedby={titleId} onClick={() => onEligibleItems?.()}>
          {model.eligibleItemsLabel}
        </button>
        <button
          type="button"
          part="list-toggle"
          className="list-toggle"
          aria-pressed={toggle.pressed}
          aria-label={toggle.accessibleName}
          aria-describedby={titleId}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={(e) => {
            if (!busy) onToggle?.(isTrustedPress(e.nativeEvent))
          }}
        >
          {toggle.text}
        </button>
      </div>
      <p part="list-status" className="list-status" role="status">
        {message ?? (busy ? LIST_WORKING_TEXT : '')}
      </p>
    </article>
  )
}
