/** The header's order row (pure view): the pending-order alert with its review link, or the reserve-time area. */

export type OrderAlertState = 'pending' | 'editing' | 'reserve'

export const ORDER_ALERT_TEXT = {
  pending: 'You have an order in progress.',
  editing: (orderNumber: string) => `You are editing order ${orderNumber}.`,
  review: 'Review order',
  reserve: 'Reserve a time',
  reserveHint: 'Choose a delivery or pickup time before you shop.',
} as const

export interface OrderAlertViewProps {
  state: OrderAlertState
  orderNumber?: string
  /** The edit-order link (SHL-040). */
  reviewHref?: string
  reserveHref: string
}

export function OrderAlertView({ state, orderNumber, reviewHref, reserveHref }: OrderAlertViewProps) {
  if (state === 'reserve') {
    return (
      <div part="root reserve" className="row reserve" data-state={state}>
        <p className="text">{ORDER_ALERT_TEXT.reserveHint}</p>
        <a part="reserve-link" className="action" href={reserveHref}>
          {ORDER_ALERT_TEXT.reserve}
        </a>
      </div>
    )
  }
  return (
    <div part="root alert" className="row alert" data-state={state}>
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
      </svg>
      <p part="text" className="text">
        {state === 'editing' ? ORDER_ALERT_TEXT.editing(orderNumber ?? '') : ORDER_ALERT_TEXT.pending}
      </p>
      <a part="review-link" className="action" href={reviewHref}>
        {ORDER_ALERT_TEXT.review}
      </a>
    </div>
  )
}
