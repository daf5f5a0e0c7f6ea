/** The header's order row (pure view): the pending-order alert with its review link, or the reserve-time area. */

export type OrderAlertState = 'pending' | 'editing' | 'reserve'

export const ORDER_ALERT_TEXT = {
  pending: 'You have an order in progress.',
  editing: (orderNumber: string) => `You are editing order ${orderNumber}.`,
  review: 'Review order',
  reserve: 'Reserve a time',
  reserveHint: 'Choose a delivery or pickup time before you shop.',
  /** An unattended delivery with restricted lines (CRT-040): they cannot be left at the door. */
  restricted: (n: number) =>
    n === 1
      ? '1 restricted item in this order must be handed to an adult; it cannot be left unattended.'
      : `${n} restricted items in this order must be handed to an adult; they cannot be left unattended.`,
} as const

/** The edit order loaded into the session (CRT-035..040), as the row shows it. */
export interface EditOrderSummary {
  /** 'lookup' when the delivery type was looked up; 'cached' when the cached 'Unattended' type skipped the look-up. */
  source: 'lookup' | 'cached'
  /** 'delivery' or 'dug' (pickup). */
  preference?: string
  unattended: boolean
  /** How many lines carry a restriction to re-check for an unattended delivery. */
  restrictedItems: number
}

export interface OrderAlertViewProps {
  state: OrderAlertState
  orderNumber?: string
  /** While editing: the order as loaded into the session. */
  editOrder?: EditOrderSummary
  /** The edit-order link (SHL-040). */
  reviewHref?: string
  reserveHref: string
}

export function OrderAlertView({ state, orderNumber, editOrder, reviewHref, reserveHref }: OrderAlertViewProps) {
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
    <div
      part="root alert"
      className="row alert"
      data-state={state}
      data-edit-order={editOrder?.source}
      data-preference={editOrder?.preference}
      data-unattended={editOrder ? String(editOrder.unattended) : undefined}
    >
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
      </svg>
      <p part="text" className="text">
        {state === 'editing' ? ORDER_ALERT_TEXT.editing(orderNumber ?? '') : ORDER_ALERT_TEXT.pending}
      </p>
      {editOrder?.unattended && editOrder.restrictedItems > 0 ? (
        <p part="restricted" className="text restricted">
          {ORDER_ALERT_TEXT.restricted(editOrder.restrictedItems)}
        </p>
      ) : null}
      <a part="review-link" className="action" href={reviewHref}>
        {ORDER_ALERT_TEXT.review}
      </a>
    </div>
  )
}
