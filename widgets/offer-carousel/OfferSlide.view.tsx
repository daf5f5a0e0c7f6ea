/**
 * The minimal offer card of a carousel slide (CPN-110, CPN-112..114 in their carousel form): price or
 * description, brand, description, expiry line, Offer Details link, image and the action. It stands in
 * until widgets/coupon-card's CouponCard.view lands; pure, props in, one callback out.
 */
import type { MouseEvent } from 'react'
import type { CardActionState, CouponCardModel } from '../../core/rules/coupons/card'

export interface OfferSlideViewProps {
  model: CouponCardModel
  /** A clip of this offer is under way (CPN-067). */
  busy?: boolean
  /** Origin the offer links resolve against: the banner site's on a partner page, else the page's own. */
  linkOrigin?: string
  /** A press of the action button: whether it was a real user click (CPN-066) and what the button said. */
  onAction?: (offerId: string, press: { trusted: boolean; pressed: CardActionState }) => void
}

export const resolveLink = (href: string, origin: string | undefined) => (origin ? new URL(href, origin).href : href)

export function OfferSlideView({ model, busy = false, linkOrigin, onAction }: OfferSlideViewProps) {
  const { action } = model
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return
    onAction?.(model.id, { trusted: event.isTrusted, pressed: action.state })
  }
  const headingId = `offer-${model.id}-brand`
  return (
    <article part="card" className="card" data-action={action.state} aria-labelledby={headingId}>
      {model.image ? <img part="image" className="image" src={model.image} alt="" loading="lazy" width="120" height="120" /> : null}
      <p part="price" className={model.headerIsPrice ? 'price' : 'price text'}>
        {model.header}
      </p>
      <h3 part="brand" className="brand" id={headingId}>
        {model.brand}
      </h3>
      {model.description ? (
        <p part="description" className="description">
          {model.description}
        </p>
      ) : null}
      {model.expiry ? (
        <p part="expiry" className="expiry">
          {model.expiry.text}
          {model.expiry.usageType ? <span className="usage"> · {model.expiry.usageType}</span> : null}
        </p>
      ) : null}
      <a part="details" className="details" href={resolveLink(model.detailsLink.href, linkOrigin)}>
        {model.detailsLink.text}
        <span className="visually-hidden">: {model.brand}</span>
      </a>
      <div part="action" className="action">
        {action.state === 'clip' || action.state === 'add-to-list' || action.state === 'activate' ? (
          <button part="clip" type="button" className="clip" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={press}>
            {action.label}
            <span className="visually-hidden">: {model.brand}</span>
          </button>
        ) : null}
        {action.state === 'clipped' ? (
          <p part="clipped" className="clipped">
            {action.label}
            <span className="visually-hidden">{action.hiddenText}</span>
          </p>
        ) : null}
        {action.state === 'completed' ? (
          <p className="completed">
            {action.label} <a href={resolveLink(action.link.href, linkOrigin)}>{action.link.text}</a>
          </p>
        ) : null}
        {action.state === 'in-progress' ? (
          <p className="in-progress">
            {action.statusText ?? action.progress?.label}
            {action.link ? (
              <>
                {' '}
                <a href={resolveLink(action.link.href, linkOrigin)}>{action.link.text}</a>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  )
}
